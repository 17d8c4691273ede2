import { describe, expect, it } from 'vitest'
import { parsePercent } from './parse-percent.ts'

describe('parsePercent', () => {
  it('reads 25, 25%, 2.5 and empty (no share)', () => {
    expect(parsePercent('25', 'x')).toEqual({ ok: true, value: 25 })
    expect(parsePercent(' 25 % ', 'x')).toEqual({ ok: true, value: 25 })
    expect(parsePercent('2.5', 'x')).toEqual({ ok: true, value: 2.5 })
    expect(parsePercent('', 'x')).toEqual({ ok: true, value: undefined })
  })

  it('rejects zero, negative, over 100 and text, naming the field', () => {
    expect(parsePercent('0', 'max_tokens')).toEqual({
      ok: false,
      message: 'max_tokens must be more than 0% of the window (empty: use the number of tokens)',
    })
    expect(parsePercent('-5', 'max_tokens').ok).toBe(false)
    expect(parsePercent('101', 'max_tokens')).toEqual({
      ok: false,
      message: 'max_tokens is at most 100% of the window',
    })
    expect(parsePercent('lots', 'max_tokens')).toEqual({
      ok: false,
      message: 'max_tokens must be a percent of the window, like 25 or 2.5, not “lots”',
    })
  })
})
