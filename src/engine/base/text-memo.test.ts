import { describe, expect, it } from 'vitest'
import { textMemo } from './text-memo.ts'

describe('textMemo', () => {
  it('computes a long text once, and a copy of it (same content) hits', () => {
    const memo = textMemo<number>(5, 10, 1_000)
    let calls = 0
    const long = 'x'.repeat(20)
    expect(memo.get(long, () => ++calls)).toBe(1)
    expect(memo.get(`${'x'.repeat(10)}${'x'.repeat(10)}`, () => ++calls)).toBe(1)
    expect(memo.get('abc', () => ++calls)).toBe(2) // short texts are not remembered
    expect(memo.get('abc', () => ++calls)).toBe(3)
  })

  it('keeps no more than its char bound, dropping the oldest first', () => {
    const memo = textMemo<string>(1, 100, 25)
    const a = 'a'.repeat(10)
    const b = 'b'.repeat(10)
    const c = 'c'.repeat(10)
    for (const t of [a, b, c]) memo.get(t, () => t)
    let recomputed = false
    memo.get(a, () => {
      recomputed = true
      return a
    })
    expect(recomputed).toBe(true) // a was dropped when c came (30 > 25 chars)
    recomputed = false
    memo.get(c, () => {
      recomputed = true
      return c
    })
    expect(recomputed).toBe(false)
  })

  it('keeps the newest text even when it alone is past the char bound, so 1,000 calls scan it once', () => {
    const memo = textMemo<number>(1, 100, 25)
    const huge = 'h'.repeat(100)
    let computed = 0
    for (let i = 0; i < 1_000; i++) memo.get(huge, () => ++computed)
    expect(computed).toBe(1)
    memo.get('a'.repeat(10), () => 0) // the next text pushes it out
    memo.get(huge, () => ++computed)
    expect(computed).toBe(2)
  })
})
