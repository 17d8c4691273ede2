import { describe, expect, it } from 'vitest'
import { bernoulliKl, laiRobbinsConstant } from './lai-robbins.ts'

describe('bernoulliKl', () => {
  it('is p ln(p/q) + (1 − p) ln((1 − p)/(1 − q))', () => {
    expect(bernoulliKl(0.8, 0.9)).toBeCloseTo(0.8 * Math.log(0.8 / 0.9) + 0.2 * Math.log(0.2 / 0.1), 15)
    expect(bernoulliKl(0.5, 0.5)).toBe(0)
    expect(bernoulliKl(0, 0.5)).toBeCloseTo(Math.log(2), 15)
    expect(bernoulliKl(0.5, 1)).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('laiRobbinsConstant', () => {
  it('sums (μ* − μᵢ) / KL(μᵢ, μ*) over suboptimal arms: 0.9 vs 0.8 gives 2.2521', () => {
    expect(laiRobbinsConstant([0.9, 0.8])).toBeCloseTo(0.1 / bernoulliKl(0.8, 0.9), 12)
    expect(laiRobbinsConstant([0.9, 0.8])).toBeCloseTo(2.2521, 5)
  })

  it("Auer et al.'s distribution 12 and the default scenario's tools", () => {
    const d12 = [0.9, 0.8, 0.8, 0.8, 0.7, 0.7, 0.7, 0.6, 0.6, 0.6]
    const expected =
      3 * (0.1 / bernoulliKl(0.8, 0.9)) +
      3 * (0.2 / bernoulliKl(0.7, 0.9)) +
      3 * (0.3 / bernoulliKl(0.6, 0.9))
    expect(laiRobbinsConstant(d12)).toBeCloseTo(expected, 12)
    expect(laiRobbinsConstant([0.6, 0.8, 0.4])).toBeCloseTo(2.9585, 4)
  })

  it('is 0 with one arm, equal arms, or a best arm of 1 (infinite divergence)', () => {
    expect(laiRobbinsConstant([0.5])).toBe(0)
    expect(laiRobbinsConstant([0.5, 0.5])).toBe(0)
    expect(laiRobbinsConstant([1, 0.5])).toBe(0)
  })
})
