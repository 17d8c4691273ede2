import { describe, expect, it } from 'vitest'
import { cutSplitsSurrogatePair, trimResult, truncationMarker } from './trim.ts'

describe('truncationMarker', () => {
  it('matches the seed project test exactly: em dash, raw length, no separator', () => {
    expect(truncationMarker(50_000)).toBe('\n[truncated — 50000 chars total]')
  })
  it('uses U+2014 EM DASH', () => {
    expect(truncationMarker(1).charCodeAt(12)).toBe(0x2014)
  })
})

describe('trimResult', () => {
  it('keeps the head and appends the marker when an ok result exceeds its budget', () => {
    expect(trimResult(45_231, 26_666, false)).toEqual({
      keptChars: 26_666,
      cutChars: 18_565,
      marker: '\n[truncated — 45231 chars total]',
      deliveredChars: 26_666 + 32,
    })
  })
  it('leaves a result exactly at its budget untouched (strictly longer is cut)', () => {
    expect(trimResult(26_666, 26_666, false).marker).toBeNull()
  })
  it('never trims an error result, however long', () => {
    expect(trimResult(1_000_000, 10, true)).toEqual({
      keptChars: 1_000_000,
      cutChars: 0,
      marker: null,
      deliveredChars: 1_000_000,
    })
  })
  it('keeps nothing but the marker under a budget of 0', () => {
    expect(trimResult(5, 0, false).deliveredChars).toBe('\n[truncated — 5 chars total]'.length)
  })
})

describe('cutSplitsSurrogatePair', () => {
  it('detects a cut between the halves of an emoji', () => {
    expect(cutSplitsSurrogatePair('a😀b', 2)).toBe(true)
  })
  it('is false for a cut before or after the emoji', () => {
    expect(cutSplitsSurrogatePair('a😀b', 1)).toBe(false)
    expect(cutSplitsSurrogatePair('a😀b', 3)).toBe(false)
  })
})
