import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { praisonAITally } from './praisonai-tally.ts'

/** PraisonAI's loop, char by char, as CPython runs it (the reference). */
function naive(text: string): { total: number; codePoints: number } {
  let total = 0
  let codePoints = 0
  for (const ch of text) {
    total += (ch.codePointAt(0) as number) <= 127 ? 0.25 : 1.3
    codePoints++
  }
  return { total, codePoints }
}

describe('praisonAITally', () => {
  it('matches CPython on known sums', () => {
    expect(praisonAITally('é'.repeat(30))).toEqual({
      total: 38.99999999999999,
      codePoints: 30,
      utf8Bytes: 60,
    })
    expect(praisonAITally('é'.repeat(10)).total).toBe(13.000000000000002)
    expect(Math.trunc(praisonAITally('ab😀'.repeat(1_000)).total)).toBe(1_799)
    expect(praisonAITally('')).toEqual({ total: 0, codePoints: 0, utf8Bytes: 0 })
  })

  it('equals the char-by-char sum, bit for bit, on any mix of runs (the order of additions matters), and counts UTF-8 bytes as TextEncoder', () => {
    const run = fc.oneof(
      fc.integer({ min: 0, max: 5_000 }).map((n) => 'a'.repeat(n)),
      fc.integer({ min: 1, max: 40 }).map((n) => 'é'.repeat(n)),
      fc.constantFrom('😀', '\ud800', '\udc00x', 'z', '中文', '\u007f\u0080'),
    )
    fc.assert(
      fc.property(fc.array(run, { maxLength: 40 }), (parts) => {
        const text = parts.join('')
        const got = praisonAITally(text)
        const want = naive(text)
        return (
          Object.is(got.total, want.total) &&
          got.codePoints === want.codePoints &&
          got.utf8Bytes === new TextEncoder().encode(text).length
        )
      }),
      { numRuns: 500 },
    )
  })

  it('long ASCII runs across many binades, from totals that are not multiples of 0.25', () => {
    for (const prefix of ['', 'é', 'éé', 'é'.repeat(30), `${'é'.repeat(769)}x`]) {
      const text = `${prefix}${'a'.repeat(300_000)}é${'b'.repeat(70_001)}`
      expect(Object.is(praisonAITally(text).total, naive(text).total)).toBe(true)
    }
  })
})
