import { describe, expect, it } from 'vitest'
import { readJsonValue } from './parse-json.ts'
import { jsonValueProblem, readJson, tooDeepAt } from './read-json.ts'

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('readJson', () => {
  it('reads JSON, with or without a byte-order mark', () => {
    expect(readJson('\ufeff{"x": [1, 2]}')).toEqual({ ok: true, value: { x: [1, 2] } })
  })

  it('names the line and column of a syntax error', () => {
    expect(readJson('{"a": x}')).toEqual({
      ok: false,
      kind: 'syntax',
      message: "not valid JSON: Unexpected token 'x' (line 1, column 7)",
    })
  })

  it('accepts nesting up to the limit and refuses 10,000 levels with the path where it goes too deep', () => {
    expect(readJson(nested(200)).ok).toBe(true)
    const r = readJson(nested(10_000))
    expect(r).toEqual({
      ok: false,
      kind: 'too-deep',
      message: 'JSON nested more than 200 levels deep, at $.a.a.a.a.a.a….a.a.a',
    })
  })
})

describe('readJson and numbers', () => {
  it('refuses 1e999 and -1e999 (JSON.parse reads them as ±Infinity), naming the field', () => {
    expect(readJson('{"a": [0, {"b": 1e999}]}')).toEqual({
      ok: false,
      kind: 'not-finite',
      message: 'the number at $.a[1].b is too large for a number (it reads as Infinity)',
    })
    expect(readJson('[-1e999]')).toMatchObject({
      message: 'the number at $[0] is too large for a number (it reads as -Infinity)',
    })
  })

  it('keeps -0, 1e308, 5e-324 and the largest double as they are', () => {
    const r = readJson('[-0, 1e308, 5e-324, 1.7976931348623157e308]')
    expect(r.ok && r.value).toEqual([-0, 1e308, 5e-324, Number.MAX_VALUE])
    expect(r.ok && Object.is((r.value as number[])[0], -0)).toBe(true)
  })
})

describe('jsonValueProblem', () => {
  it('finds NaN and Infinity in a value that arrived already parsed', () => {
    expect(jsonValueProblem({ x: [1, Number.NaN] })).toEqual({
      kind: 'not-finite',
      path: '$.x[1]',
      value: Number.NaN,
    })
    expect(jsonValueProblem({ x: Number.POSITIVE_INFINITY })?.path).toBe('$.x')
    expect(jsonValueProblem({ x: [1, 'NaN', null, true] })).toBeNull()
  })

  it('checks a value 100,000 levels deep without overflowing the stack', () => {
    let v: unknown = 1
    for (let i = 0; i < 100_000; i++) v = { a: v }
    expect(jsonValueProblem(v)?.kind).toBe('too-deep')
  })

  it('treats __proto__ as an own key like any other', () => {
    const v = JSON.parse('{"__proto__": {"x": 1e999}}')
    expect(jsonValueProblem(v)?.path).toBe('$.__proto__.x')
    expect(readJson('{"__proto__": {"x": 1e999}}')).toMatchObject({
      kind: 'not-finite',
      message: expect.stringContaining('$.__proto__.x'),
    })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})

describe('tooDeepAt', () => {
  it('gives the path of the first value past the limit', () => {
    expect(tooDeepAt({ a: [[1]] }, 2)).toBe('$.a[0]')
    expect(tooDeepAt({ a: [[]] }, 2)).toBeNull()
    expect(tooDeepAt({ 'a b': { c: 1 } }, 1)).toBe('$["a b"]')
  })
})

describe('readJsonValue', () => {
  it('accepts and refuses what readJson does, without the reason', () => {
    const texts = ['\ufeff{"x": [1, 2]}', '{"a": x}', '', '{"n": 1e999}', nested(3), '[1, "2", null]']
    for (const text of texts) {
      const read = readJson(text, 2)
      expect(readJsonValue(text, 2)).toEqual(read.ok ? read : { ok: false })
    }
    expect(readJsonValue(nested(3), 3)).toEqual({ ok: true, value: { a: { a: { a: 1 } } } })
  })
})
