import { describe, expect, it } from 'vitest'
import type { StrategyRun } from './evaluate-strategies.ts'
import { verdictOf } from './verdict.ts'

const run = (split: StrategyRun['split'], kept: number, wasted: number): StrategyRun => ({
  split,
  trim: 'head',
  calls: [],
  totals: { budget: 100, kept, delivered: kept, unused: 0, wasted, truncated: 0 },
})
const calls = [
  { tool: 'a', isError: false, preTrims: false, rawChars: 120, size: 30 },
  { tool: 'b', isError: false, preTrims: false, rawChars: 80, size: 20 },
]

describe('verdictOf', () => {
  it('names the run that keeps the most and the one that wastes the least, with the raw total', () => {
    const v = verdictOf(
      { unit: 'chars', calls, sizedUpTo: 100 },
      [run('even', 90, 10), run('water-fill', 100, 0)],
      (r) => r.split,
      (r) => r.split === 'even',
    )
    expect(v).toEqual({
      mostKept: { names: ['water-fill'], value: 100 },
      leastWasted: { names: ['water-fill'], value: 0 },
      raw: 200,
      rawAtLeast: false,
      chosen: { name: 'even', kept: 90 },
    })
  })

  it('names every run of a tie, and leaves the chosen one out when it is among them', () => {
    const v = verdictOf(
      { unit: 'tokens', calls, sizedUpTo: 100 },
      [run('even', 40, 5), run('weighted', 40, 5)],
      (r) => r.split,
      (r) => r.split === 'even',
    )
    expect(v?.mostKept.names).toEqual(['even', 'weighted'])
    expect(v?.leastWasted.names).toEqual(['even', 'weighted'])
    expect(v?.raw).toBe(50)
    expect(v?.chosen).toBeNull()
  })

  it('gives a lower bound of the raw total when a size was measured only up to a limit; no verdict without runs', () => {
    const unmeasured = [{ ...calls[0], size: null }, calls[1]] as typeof calls
    const v = verdictOf(
      { unit: 'tokens', calls: unmeasured, sizedUpTo: 25 },
      [run('even', 1, 0)],
      (r) => r.split,
      () => true,
    )
    expect([v?.raw, v?.rawAtLeast]).toEqual([45, true]) // more than 25, plus 20
    expect(
      verdictOf(
        { unit: 'tokens', calls, sizedUpTo: 100 },
        [run('even', 1, 0)],
        (r) => r.split,
        () => true,
      )?.rawAtLeast,
    ).toBe(false)
    expect(
      verdictOf(
        { unit: 'chars', calls, sizedUpTo: 100 },
        [],
        (r) => r.split,
        () => true,
      ),
    ).toBeNull()
  })
})
