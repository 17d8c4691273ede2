import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builderBudget, filesInDeltaOf, SEED_FORMULA } from './formula.ts'

const budget = (filesInDelta: number, priorFailures: boolean, frameworkConfidence: number) =>
  builderBudget({ filesInDelta, priorFailures, frameworkConfidence }).budget

describe('builderBudget (seed 000 formula)', () => {
  // The seed's own table, "Budget Assignment Rules (Planner)".
  it('single file, no complexity: 5 (minimum viable)', () => expect(budget(1, false, 0.5)).toBe(5))
  it('single file + framework: 7 (+2 complexity)', () => expect(budget(1, false, 0.6)).toBe(7))
  it('2 files: 6 (+1 file bonus)', () => expect(budget(2, false, 0.5)).toBe(6))
  it('3 files + prior failures: 9 (5 + 2 files + 2 complexity)', () => expect(budget(3, true, 0.5)).toBe(9))

  it('shows every term of the breakdown', () => {
    expect(builderBudget({ filesInDelta: 3, priorFailures: true, frameworkConfidence: 0.9 })).toEqual({
      filesInDelta: 3,
      minimum: 5,
      fileBonus: 2,
      complexity: 2,
      complexityReason: 'both',
      uncapped: 9,
      cap: 9,
      capped: false,
      budget: 9,
    })
  })

  it('caps at 9: six files with prior failures would be 12', () => {
    const b = builderBudget({ filesInDelta: 6, priorFailures: true, frameworkConfidence: 0 })
    expect([b.uncapped, b.capped, b.budget]).toEqual([12, true, 9])
  })

  it('adds complexity at exactly the 0.6 threshold (>=), not just below it', () => {
    expect(budget(1, false, 0.6)).toBe(7)
    expect(budget(1, false, 0.5999)).toBe(5)
  })

  it('an empty delta gives no file bonus (max(0, 0 - 1) = 0)', () => expect(budget(0, false, 0)).toBe(5))

  it('uses edited constants', () => {
    const k = { minimum: 3, cap: 20, complexityBonus: 4, confidenceThreshold: 0.8 }
    expect(builderBudget({ filesInDelta: 2, priorFailures: false, frameworkConfidence: 0.8 }, k).budget).toBe(
      8,
    )
  })

  it('is always between min(cap, minimum) and the cap (property)', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }), (n, p, c) => {
        const b = budget(n, p, c)
        expect(b).toBeGreaterThanOrEqual(SEED_FORMULA.minimum)
        expect(b).toBeLessThanOrEqual(SEED_FORMULA.cap)
        expect(Number.isInteger(b)).toBe(true)
      }),
    )
  })

  it('never falls when a file is added (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }), (n, p, c) => {
        expect(budget(n + 1, p, c)).toBeGreaterThanOrEqual(budget(n, p, c))
      }),
    )
  })
})

describe('filesInDeltaOf', () => {
  it('counts distinct non-empty paths', () => expect(filesInDeltaOf(['a.py', ' a.py ', '', 'b.py'])).toBe(2))
  it('does not mutate its input', () => {
    const paths = Object.freeze(['a', 'b'])
    expect(filesInDeltaOf(paths)).toBe(2)
  })
})
