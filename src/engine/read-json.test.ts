import { describe, expect, it } from 'vitest'
import { readJson, tooDeepAt } from './read-json.ts'

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('readJson', () => {
  it('reads JSON, with or without a byte-order mark', () => {
    expect(readJson('\ufeff{"x": [1, 2]}')).toEqual({ ok: true, value: { x: [1, 2] } })
  })

  it('names the line and column of a syntax error', () => {
    expect(readJson('{"a": x}')).toEqual({
      ok: false,
      message: "not valid JSON: Unexpected token 'x' (line 1, column 7)",
    })
  })

  it('accepts nesting up to the limit and refuses 10,000 levels with the path where it goes too deep', () => {
    expect(readJson(nested(200)).ok).toBe(true)
    const r = readJson(nested(10_000))
    expect(r).toEqual({
      ok: false,
      message: 'JSON nested more than 200 levels deep, at $.a.a.a.a….a.a.a',
    })
  })
})

describe('tooDeepAt', () => {
  it('gives the path of the first value past the limit', () => {
    expect(tooDeepAt({ a: [[1]] }, 2)).toBe('$.a[0]')
    expect(tooDeepAt({ a: [[]] }, 2)).toBeNull()
    expect(tooDeepAt({ 'a b': { c: 1 } }, 1)).toBe('$["a b"]')
  })
})
