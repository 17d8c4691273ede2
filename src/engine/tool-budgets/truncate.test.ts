import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codePointLength, headUnits, tailStart } from './code-points.ts'
import {
  cutCurrent,
  cutDocumented,
  DOCUMENTED_MARKER,
  seed002MaxChars,
  thousands,
  truncateCurrent,
  truncateDocumented,
} from './truncate.ts'

// Expected numbers come from PraisonAI's code run in CPython (estimate_tokens_heuristic + truncate_tool_output).
const marker = (len: string) => `\n...[${len} chars, showing first/last portions]...\n`

describe('truncateDocumented (seed 002 as documented)', () => {
  it('returns the output unchanged when the estimate is within the budget', () => {
    const out = 'a'.repeat(40_000) // estimate 10,000 = budget
    expect(truncateDocumented(out, 10_000)).toBe(out)
    expect(cutDocumented(out, 10_000)).toMatchObject({ truncated: false, estimateTokens: 10_000, marker: '' })
  })

  it('keeps output[:max_chars] and appends the marker', () => {
    // cur = 25, max_chars = int(100 * (10 / 25) * 0.9) = 36
    expect(truncateDocumented('a'.repeat(100), 10)).toBe(`${'a'.repeat(36)}\n...[output truncated]...`)
    expect(DOCUMENTED_MARKER).toBe('\n...[output truncated]...')
  })

  it('one token over the budget already cuts to 90%: 40,004 chars at 10,000 tokens keep 36,000', () => {
    const cut = cutDocumented('a'.repeat(40_004), 10_000)
    expect(cut).toMatchObject({
      estimateTokens: 10_001,
      lengthChars: 40_004,
      maxChars: 36_000,
      headChars: 36_000,
    })
    expect(cut.text.length).toBe(36_000 + DOCUMENTED_MARKER.length)
  })
})

describe('truncateCurrent (seed 002 as PraisonAI does today)', () => {
  it('keeps a head and a tail of max_chars // 5 around the comma-thousands marker', () => {
    // cur = 25, max_chars = 36, tail = 7, head = 29
    const out = `${'h'.repeat(50)}${'t'.repeat(50)}`
    expect(truncateCurrent(out, 10)).toBe(`${'h'.repeat(29)}${marker('100')}${'t'.repeat(7)}`)
  })

  it('caps the tail at 1,000 chars and writes the length with comma thousands', () => {
    const cut = cutCurrent('a'.repeat(50_000), 10_000)
    expect(cut).toMatchObject({
      estimateTokens: 12_500,
      maxChars: 36_000,
      headChars: 35_000,
      tailChars: 1_000,
    })
    expect(cut.marker).toBe('\n...[50,000 chars, showing first/last portions]...\n')
    expect(cut.text.length).toBe(36_000 + cut.marker.length)
    expect(cutCurrent('a'.repeat(1_234_567), 10_000).marker).toBe(marker('1,234,567'))
  })

  it('gives an empty head and no tail when max_chars is 0 (ten é at 1 token)', () => {
    // cur = int(13.000000000000002) = 13, max_chars = int(10 * (1 / 13) * 0.9) = 0
    expect(truncateCurrent('é'.repeat(10), 1)).toBe(marker('10'))
    expect(truncateDocumented('é'.repeat(10), 1)).toBe(DOCUMENTED_MARKER)
  })

  it('counts code points, never splitting an emoji (ab😀 × 1,000 at 500 tokens)', () => {
    const out = 'ab😀'.repeat(1_000)
    const cut = cutCurrent(out, 500)
    // Python: len 3,000, cur 1,799 (float accumulation), max_chars 750, tail 150, head 600
    expect(cut).toMatchObject({ lengthChars: 3_000, estimateTokens: 1_799, maxChars: 750, tailChars: 150 })
    expect(cut.text).toBe(`${'ab😀'.repeat(200)}${marker('3,000')}${'ab😀'.repeat(50)}`)
    expect(truncateDocumented(out, 500)).toBe(`${'ab😀'.repeat(250)}${DOCUMENTED_MARKER}`)
  })

  it('mixed accents, emoji and spaces match CPython', () => {
    const out = 'héllo wörld 😀 '.repeat(300)
    const cut = cutCurrent(out, 700)
    expect(cut).toMatchObject({
      lengthChars: 4_200,
      estimateTokens: 1_994,
      maxChars: 1_326,
      headChars: 1_061,
    })
    expect(cut.tailChars).toBe(265)
  })

  it('thirty é at 10 tokens: cur 38 (Python sums 1.3 thirty times), max_chars 7, tail 1, head 6', () => {
    expect(truncateCurrent('é'.repeat(30), 10)).toBe(`${'é'.repeat(6)}${marker('30')}é`)
  })

  it('rejects a budget that is not a whole number of tokens ≥ 1', () => {
    expect(() => truncateCurrent('x', 0)).toThrow(/at least 1/)
    expect(() => truncateDocumented('x', -5)).toThrow(RangeError)
    expect(() => truncateDocumented('x', 1.5)).toThrow(RangeError)
  })

  it('an empty output is estimated at 0 tokens and returned unchanged', () => {
    expect(cutCurrent('', 1)).toMatchObject({ text: '', estimateTokens: 0, truncated: false })
  })
})

describe('seed 002 truncation properties', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'é', '😀', '\n', 'z'), maxLength: 3_000 })
  it('head + marker + tail: the head is a prefix and the tail a suffix of the input, lengths as computed', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 2_000 }), (out, max) => {
        const cut = cutCurrent(out, max)
        if (!cut.truncated) return cut.text === out
        const [head = '', tail = ''] = cut.text.split(cut.marker)
        return (
          out.startsWith(head) &&
          out.endsWith(tail) &&
          codePointLength(head) === cut.headChars &&
          codePointLength(tail) === cut.tailChars &&
          cut.headChars + cut.tailChars === cut.maxChars &&
          cut.maxChars < cut.lengthChars
        )
      }),
    )
  })

  it('documented: the kept head is a prefix of max_chars code points', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 2_000 }), (out, max) => {
        const cut = cutDocumented(out, max)
        if (!cut.truncated) return cut.text === out
        const head = cut.text.slice(0, -DOCUMENTED_MARKER.length)
        return out.startsWith(head) && codePointLength(head) === cut.maxChars
      }),
    )
  })
})

describe('code points (Python len and slicing)', () => {
  it('counts a surrogate pair as one and a lone surrogate as one', () => {
    expect(codePointLength('a😀b')).toBe(3)
    expect(codePointLength('\ud800x')).toBe(2)
    expect(headUnits('😀😀', 1)).toBe(2)
    expect(tailStart('😀😀', 1)).toBe(2)
    expect(tailStart('ab', 5)).toBe(0)
  })

  it('formats thousands like f"{n:,}"', () => {
    expect([thousands(0), thousands(999), thousands(1000), thousands(1_234_567)]).toEqual([
      '0',
      '999',
      '1,000',
      '1,234,567',
    ])
  })

  it('computes max_chars with the same float operations as Python', () => {
    expect(seed002MaxChars(100, 25, 10)).toBe(36)
    expect(seed002MaxChars(3_000, 1_799, 500)).toBe(750)
  })
})
