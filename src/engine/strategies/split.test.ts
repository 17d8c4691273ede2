import { describe, expect, it } from 'vitest'
import { splitBudget, splitEven, splitWaterFill, splitWeighted } from './split.ts'

const calls = (...sizes: (number | null)[]) => sizes.map((size, i) => ({ tool: `t${i}`, size }))

describe('splitEven (seed 003)', () => {
  it('gives three calls 26,666 each of 80,000', () => {
    expect(splitEven(80_000, calls(1, 2, 3)).budgets).toEqual([26_666, 26_666, 26_666])
  })
  it('lets a smaller per-tool cap win', () => {
    expect(splitEven(80_000, [{ tool: 'read_file', size: null, cap: 20_000 }])).toEqual({
      budgets: [20_000],
      sources: ['cap'],
    })
  })
})

describe('splitWaterFill (ours)', () => {
  it('hands the share a short output does not use to the long ones', () => {
    expect(splitWaterFill(100, calls(10, 200, 200)).budgets).toEqual([10, 45, 45])
  })
  it('wastes nothing: the budgets sum to the whole budget while any output is cut', () => {
    const r = splitWaterFill(80_000, calls(12_400, 45_231, 31_050))
    expect(r.budgets).toEqual([12_400, 36_550, 31_050])
    expect(r.budgets.reduce((a, b) => a + b)).toBe(80_000)
  })
  it('gives the remainder of the last division one unit each, in call order', () => {
    expect(splitWaterFill(10, calls(null, null, null)).budgets).toEqual([4, 3, 3])
  })
  it('gives each output its size when all fit, and leaves the rest unassigned', () => {
    expect(splitWaterFill(100, calls(10, 20)).budgets).toEqual([10, 20])
  })
  it('treats a cap as the need', () => {
    expect(splitWaterFill(100, [{ tool: 'a', size: null, cap: 10 }, ...calls(null)]).budgets).toEqual([
      10, 90,
    ])
  })
})

describe('splitWeighted (ours)', () => {
  it('splits by weight, an unlisted tool weighing 1', () => {
    expect(splitWeighted(90, calls(null, null), [{ tool: 't0', weight: 2 }]).budgets).toEqual([60, 30])
  })
  it('gives every call 0 when all weights are 0', () => {
    expect(splitWeighted(90, calls(null), [{ tool: 't0', weight: 0 }]).budgets).toEqual([0])
  })
  it('reads float noise as the formula does: weights 0.1 / 0.2 / 0.3 of 100 give 16, 33, 50', () => {
    const w = [0.1, 0.2, 0.3].map((weight, i) => ({ tool: `t${i}`, weight }))
    expect(splitWeighted(100, calls(null, null, null), w).budgets).toEqual([16, 33, 50])
  })
  it('is chosen by name', () => {
    expect(splitBudget('weighted', 90, calls(null, null), []).budgets).toEqual([45, 45])
  })
})
