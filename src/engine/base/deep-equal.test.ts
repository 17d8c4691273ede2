import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepEqual } from './deep-equal.ts'

describe('deepEqual', () => {
  it('is true for equal JSON values whatever the order of their keys', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true)
    expect(deepEqual(null, null)).toBe(true)
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(deepEqual(0, -0)).toBe(true)
  })
  it('tells arrays from objects, a missing key from an undefined one, and a changed leaf', () => {
    expect(deepEqual([1], { 0: 1 })).toBe(false)
    expect(deepEqual({ 0: 1 }, [1])).toBe(false)
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false)
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(deepEqual({ a: [1, 2] }, { a: [1, 3] })).toBe(false)
    expect(deepEqual('1', 1)).toBe(false)
    expect(deepEqual(null, {})).toBe(false)
  })
  it('reads no inherited key: an object with a prototype key equals nothing else', () => {
    const proto = Object.create({ a: 1 }) as Record<string, unknown>
    expect(deepEqual({ a: 1 }, proto)).toBe(false)
    expect(deepEqual(JSON.parse('{"__proto__": 1}'), {})).toBe(false)
  })
  it('compares functions by identity (a chart prop handler)', () => {
    const f = () => 1
    expect(deepEqual({ f }, { f })).toBe(true)
    expect(deepEqual({ f }, { f: () => 1 })).toBe(false)
  })
  it('agrees with a JSON round trip: a value equals its copy, and differs from a changed copy', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const copy = JSON.parse(JSON.stringify(v)) as unknown
        expect(deepEqual(v, copy)).toBe(true)
        expect(deepEqual({ v }, { v: [copy] })).toBe(false)
      }),
    )
  })
})
