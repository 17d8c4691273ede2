import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { placeTexts, separateTexts } from './saved-texts.ts'

describe('separateTexts', () => {
  it('takes out every string of at least minChars, leaving "" at its path', () => {
    const value = { a: 'xxxx', b: ['y', 'zzzz'], c: { d: 'wwww', e: 1 } }
    expect(separateTexts(value, 4)).toEqual({
      value: { a: '', b: ['y', ''], c: { d: '', e: 1 } },
      texts: [
        { path: ['a'], text: 'xxxx' },
        { path: ['b', 1], text: 'zzzz' },
        { path: ['c', 'd'], text: 'wwww' },
      ],
    })
  })

  it('does not mutate its input, and shares the parts that hold no long text', () => {
    const value = Object.freeze({ long: 'x'.repeat(10), short: Object.freeze({ s: 'y' }) })
    const { value: out } = separateTexts(value, 5)
    expect(value.long).toBe('x'.repeat(10))
    expect(out.short).toBe(value.short)
  })

  it('returns the very same value when nothing is long', () => {
    const s = defaultScenario()
    expect(separateTexts(s, 1_000_000).value).toBe(s)
  })
})

describe('placeTexts', () => {
  it('puts texts back where separateTexts took them (a round trip)', () => {
    // Keys such as __proto__ at any depth included: what sits under them stays in place.
    const file = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 }))
    fc.assert(
      fc.property(file, fc.integer({ min: 1, max: 6 }), (json, min) => {
        const { value, texts } = separateTexts(json, min)
        const placed = placeTexts(JSON.parse(JSON.stringify(value)), texts)
        expect(placed).toEqual({ ok: true, value: JSON.parse(JSON.stringify(json)) })
      }),
    )
  })

  it('leaves a long string under __proto__ in place, so the round trip holds for any JSON', () => {
    const json = JSON.parse('{"a": {"__proto__": {"c": "long"}}, "b": "long"}')
    const { value, texts } = separateTexts(json, 2)
    expect(texts).toEqual([{ path: ['b'], text: 'long' }])
    expect(placeTexts(value, texts)).toEqual({ ok: true, value: json })
  })

  it('refuses a path that does not lead to a string, names it, and never reaches a prototype', () => {
    const json = JSON.parse('{"a": {"b": ""}, "n": [""], "__proto__": {"c": ""}}')
    expect(placeTexts(json, [{ path: ['a', 'x'], text: 't' }])).toEqual({
      ok: false,
      message: 'a kept text does not fit at $.a.x',
    })
    expect(placeTexts(json, [{ path: ['n', 3], text: 't' }]).ok).toBe(false)
    expect(placeTexts(json, [{ path: ['a'], text: 't' }]).ok).toBe(false)
    expect(placeTexts(json, [{ path: ['__proto__', 'c'], text: 't' }]).ok).toBe(false)
    expect(placeTexts(json, [{ path: ['constructor'], text: 't' }]).ok).toBe(false)
    expect(placeTexts(json, [{ path: [], text: 't' }]).ok).toBe(false)
    expect(({} as Record<string, unknown>).c).toBeUndefined()
  })

  it('does not mutate the parsed file it places into', () => {
    const json = Object.freeze({ a: Object.freeze({ b: '' }) })
    expect(placeTexts(json, [{ path: ['a', 'b'], text: 'long' }])).toEqual({
      ok: true,
      value: { a: { b: 'long' } },
    })
    expect(json.a.b).toBe('')
  })
})
