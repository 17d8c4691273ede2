import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { encodingsNeeded } from '../entry/encodings-needed.ts'
import { loadTokenizers } from './load-tokenizers.ts'
import { estimateCharsPer4, estimatePraisonAI } from './measure.ts'
import { measurer } from './measurer.ts'

describe('estimatePraisonAI (seed 002)', () => {
  it('sums 0.25 per ASCII char and 1.3 per other char in float, char by char, as PraisonAI’s loop does', () => {
    // thirty × 1.3 summed one by one is 38.99999999999999, so int() gives 38, where 30 × 1.3 would give 39.
    expect(estimatePraisonAI('é'.repeat(30))).toBe(38)
    expect(Math.trunc(30 * 1.3)).toBe(39)
  })
  it('counts a surrogate pair as one char (Python code points)', () => {
    expect(estimatePraisonAI('😀'.repeat(4))).toBe(5)
  })
  it('gives at least 1 for a non-empty text and 0 for an empty one', () => {
    expect(estimatePraisonAI('a')).toBe(1)
    expect(estimatePraisonAI('')).toBe(0)
  })
})

describe('estimateCharsPer4', () => {
  it('rounds up', () => {
    expect([
      estimateCharsPer4(''),
      estimateCharsPer4('a'),
      estimateCharsPer4('abcd'),
      estimateCharsPer4('abcde'),
    ]).toEqual([0, 1, 1, 2])
  })
})

describe('measurer', () => {
  it("PraisonAI's suffix holds n tokens by the seed's forward sum (the backward float sum can fall short)", () => {
    const text = 'éééééaaaaaa' // forward 8.0, backward 7.999…
    const m = measurer('praisonai')
    const i = m.suffixStart(text, 7)
    expect(estimatePraisonAI(text.slice(i))).toBeLessThanOrEqual(7)
    expect(estimatePraisonAI(text.slice(i - 1))).toBeGreaterThan(7)
  })
  it('falls back to chars/4 when the tokenizer is not loaded, and says so', () => {
    const m = measurer('o200k_base', {})
    expect(m).toMatchObject({
      unit: 'tokens',
      exact: false,
      fallback: 'o200k_base is not loaded: chars/4 estimates shown instead',
    })
    expect(m.count('abcdefgh')).toBe(2)
  })
  it('counts exactly with a loaded tokenizer', async () => {
    const { tokenizers } = await loadTokenizers(['o200k_base'])
    const m = measurer('o200k_base', tokenizers)
    expect(m.exact).toBe(true)
    expect(m.count('hello world')).toBe(2)
    expect(m.prefixEnd('hello world', 1)).toBe(5)
  })
  it('cuts PraisonAI’s estimate at the first char that would raise it past n', () => {
    const m = measurer('praisonai')
    expect(m.prefixEnd('abcdefghij', 2)).toBe(10) // 2.5 truncates to 2: all ten fit
    expect(m.prefixEnd('abcdefghijkl', 2)).toBe(11)
    expect(m.suffixStart('abcdefghijkl', 2)).toBe(1)
  })
  it('never cuts a surrogate pair in chars', () => {
    expect(measurer('chars').prefixEnd('a😀', 2)).toBe(1)
    expect(measurer('chars').suffixStart('😀a', 2)).toBe(2)
  })
})

describe('loadTokenizers', () => {
  it('names an encoding that failed to load, and the measure falls back', async () => {
    const result = await loadTokenizers(['cl100k_base'], {
      cl100k_base: () => Promise.reject(new Error('chunk failed to load')),
    })
    expect(result.failures).toEqual({ cl100k_base: 'chunk failed to load' })
    expect(measurer('cl100k_base', result.tokenizers).fallback).toMatch(/not loaded/)
  })
})

describe('encodingsNeeded', () => {
  it('needs nothing for seed 003’s chars', () => {
    expect(encodingsNeeded(defaultScenario())).toEqual([])
  })
  it('needs the measure’s encoding and the one shown beside an estimate', () => {
    const s = defaultScenario()
    s.strategies = { ...s.strategies, measure: 'cl100k_base', exactBeside: 'o200k_base' }
    expect(encodingsNeeded(s)).toEqual(['o200k_base', 'cl100k_base'])
  })
})
