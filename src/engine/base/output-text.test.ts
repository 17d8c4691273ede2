import { describe, expect, it } from 'vitest'
import { outputLength, outputText, sampleSlice } from './output-text.ts'

describe('sampleSlice', () => {
  it('numbers 80-char lines from 000001', () => {
    expect(sampleSlice(200, 0, 10)).toBe('000001 lor')
    expect(sampleSlice(200, 80, 86)).toBe('000002')
  })
  it('is exactly as long as asked', () => {
    expect(outputText({ kind: 'sample', chars: 12_345 })).toHaveLength(12_345)
  })
  it('agrees with slicing the whole text', () => {
    const whole = outputText({ kind: 'sample', chars: 1_000 })
    expect(sampleSlice(1_000, 157, 612)).toBe(whole.slice(157, 612))
  })
  it('clamps ranges outside the text', () => {
    expect(sampleSlice(10, 8, 50)).toHaveLength(2)
    expect(sampleSlice(10, 20, 50)).toBe('')
  })
})

describe('outputLength', () => {
  it('counts UTF-16 code units, as String.length does', () => {
    expect(outputLength({ kind: 'text', text: '😀' })).toBe(2)
  })
})
