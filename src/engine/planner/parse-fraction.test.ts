import { describe, expect, it } from 'vitest'
import { parseFraction } from './parse-fraction.ts'

describe('parseFraction', () => {
  it('reads 0.6, .6 and 60% as 0.6', () => {
    for (const t of ['0.6', '.6', '60%', ' 0.60 '])
      expect(parseFraction(t, 'c')).toEqual({ ok: true, value: 0.6 })
  })
  it('accepts the ends 0 and 1', () => {
    expect(parseFraction('0', 'c')).toEqual({ ok: true, value: 0 })
    expect(parseFraction('1', 'c')).toEqual({ ok: true, value: 1 })
  })
  it('rejects confidence outside 0-1, naming the field', () => {
    expect(parseFraction('1.2', 'framework_confidence')).toEqual({
      ok: false,
      message: 'framework_confidence must be between 0 and 1 (got 1.2)',
    })
    expect(parseFraction('-0.1', 'framework_confidence').ok).toBe(false)
  })
  it('rejects text and empty input', () => {
    expect(parseFraction('high', 'c')).toEqual({
      ok: false,
      message: 'c must be a number from 0 to 1, not “high”',
    })
    expect(parseFraction('', 'c').ok).toBe(false)
  })
})
