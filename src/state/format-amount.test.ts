import { describe, expect, it } from 'vitest'
import { formatAmount, formatPercent, formatSignedAmount, formatUsd } from './format-amount.ts'

describe('formatUsd', () => {
  it('writes cents from a dollar up, with the sign in front of the dollar sign', () => {
    expect(formatUsd(1.036)).toBe('$1.04')
    expect(formatUsd(12_345.678)).toBe('$12,345.68')
    expect(formatUsd(-2)).toBe('-$2.00')
  })
  it('writes four significant digits below a dollar, and $0 for nothing', () => {
    expect(formatUsd(0.0012346)).toBe('$0.001235')
    expect(formatUsd(0.5)).toBe('$0.50')
    expect(formatUsd(0.5076)).toBe('$0.5076')
    expect(formatUsd(0.0374)).toBe('$0.0374')
    expect(formatUsd(0.008414)).toBe('$0.008414')
    expect(formatUsd(0.00000123456)).toBe('$0.000001235')
    expect(formatUsd(0)).toBe('$0')
  })
})

describe('formatAmount', () => {
  it('puts dollars in front, glues a percent on, and writes other units after a space', () => {
    expect(formatAmount(1.036, '$')).toBe('$1.04')
    expect(formatAmount(12.3, '%')).toBe('12.3%')
    expect(formatAmount(12_340, 'chars')).toBe('12,340 chars')
    expect(formatAmount(7, '')).toBe('7')
  })
  it('writes a count of one in the singular (the A/B table read "1 iterations", "1 calls")', () => {
    expect(formatAmount(1, 'iterations')).toBe('1 iteration')
    expect(formatAmount(1, 'calls')).toBe('1 call')
    expect(formatAmount(1, 'reward units')).toBe('1 reward unit')
    expect(formatSignedAmount(-1, 'calls')).toBe('−1 call')
    expect(formatAmount(2, 'calls')).toBe('2 calls')
    expect(formatAmount(1.5, 'calls')).toBe('1.5 calls')
  })
})

describe('formatSignedAmount', () => {
  it('signs a difference and keeps its unit where the unit goes', () => {
    expect(formatSignedAmount(0.206, '$')).toBe('+$0.206')
    expect(formatSignedAmount(-1.5, '$')).toBe('−$1.50')
    expect(formatSignedAmount(12_340, 'chars')).toBe('+12,340 chars')
    expect(formatSignedAmount(0, '$')).toBe('$0')
    expect(formatSignedAmount(0, 'calls')).toBe('0 calls')
    expect(formatSignedAmount(0, '%')).toBe('0%')
  })
})

describe('formatPercent', () => {
  it('writes a share with one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%')
  })
})
