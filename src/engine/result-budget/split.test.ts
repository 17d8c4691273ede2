import { describe, expect, it } from 'vitest'
import { callBudget, splitBatchBudget } from './split.ts'

describe('splitBatchBudget', () => {
  it('gives three parallel calls 26,666 chars each (seed 003)', () => {
    expect(splitBatchBudget(80_000, 3)).toBe(26_666)
  })
  it('gives five parallel calls 16,000 each (seed 003)', () => {
    expect(splitBatchBudget(80_000, 5)).toBe(16_000)
  })
  it('gives a single call the full 80,000', () => {
    expect(splitBatchBudget(80_000, 1)).toBe(80_000)
  })
  it('treats zero calls as one (Math.max(calls, 1))', () => {
    expect(splitBatchBudget(80_000, 0)).toBe(80_000)
  })
  it('floors, so the shares never sum past the budget', () => {
    expect(splitBatchBudget(10, 3) * 3).toBe(9)
  })
})

describe('callBudget', () => {
  it('lets maxResultChars 20,000 beat an 80,000 share', () => {
    expect(callBudget(80_000, 20_000)).toEqual({ budget: 20_000, source: 'maxResultChars' })
  })
  it('uses the share when the tool declares no cap', () => {
    expect(callBudget(26_666, undefined)).toEqual({ budget: 26_666, source: 'share' })
  })
  it('uses the share when the cap is larger', () => {
    expect(callBudget(16_000, 30_000)).toEqual({ budget: 16_000, source: 'share' })
  })
  it('honours a cap of 0', () => {
    expect(callBudget(16_000, 0)).toEqual({ budget: 0, source: 'maxResultChars' })
  })
})
