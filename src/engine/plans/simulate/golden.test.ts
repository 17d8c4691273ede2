import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Policy } from '../schema.ts'
import { defaultPlans, type Plans } from '../section.ts'
import {
  auerDistribution2,
  auerDistribution12,
  cheapFlakyVsReliable,
  optimisticInitialValues,
  tenArmedTestbed,
} from './presets.ts'
import { simulate } from './simulate.ts'

/**
 * Golden numbers: a digest of the whole SimResult (every statistic, every series, every double to the bit) for
 * every strategy and knob the kernel specialises, on each kind of problem. Any change to a draw, to the order of
 * draws or to the order of a sum changes a digest. Recorded from the simulator as of the kernel rewrite; a
 * change here is a change of every number a saved link reproduces, so it needs a reason, not an update.
 */
const POLICIES: Policy[] = [
  { strategy: 'Greedy', preferGeneralMethods: false },
  { strategy: 'Greedy', initialValue: 5, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0.5, initialValue: 1, preferGeneralMethods: false },
  { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false },
  { strategy: 'UCB', ucbC: 1, initialValue: 2, preferGeneralMethods: false },
  { strategy: 'ThompsonSampling', preferGeneralMethods: false },
  { strategy: 'ThompsonSampling', initialValue: 0.5, preferGeneralMethods: false },
  { strategy: 'Softmax', temperature: 0.2, preferGeneralMethods: false },
  { strategy: 'Greedy', preferGeneralMethods: true },
  { strategy: 'UCB', ucbC: 2, preferGeneralMethods: true },
  { strategy: 'ThompsonSampling', preferGeneralMethods: true },
]

const sized = (plans: Plans, runs: number, horizon: number): Plans => ({
  ...plans,
  simulation: { ...plans.simulation, runs, horizon, policies: POLICIES },
})

const SCENARIOS: [string, Plans, string][] = [
  ['10-armed testbed', sized(tenArmedTestbed(defaultPlans()), 60, 500), 'd2371b9bb0ba1085'],
  ['10 Bernoulli arms', sized(auerDistribution12(defaultPlans()), 60, 500), '51205425f5d9e2fb'],
  [
    '2 Bernoulli arms, sparse checkpoints',
    sized(auerDistribution2(defaultPlans()), 20, 3_000),
    '9305ffe9dcd775ca',
  ],
  ['budgets that bind', sized(cheapFlakyVsReliable(defaultPlans()), 60, 1_000), '2128280e30b70c0a'],
  [
    'the default story (fractional costs, a scale sweep)',
    sized(defaultPlans(), 60, 1_000),
    'ed364a567392f31e',
  ],
]

/** Figure 2.3's preset, its own two policies (a constant step size α = 0.1): recorded when α was added. */
const fig = optimisticInitialValues(defaultPlans())
SCENARIOS.push([
  'Figure 2.3: constant step size α = 0.1, optimistic and realistic Q₁',
  { ...fig, simulation: { ...fig.simulation, runs: 60, horizon: 500 } },
  '9feaefca957a82b3',
])

const digest = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16)

describe('simulate: golden numbers, to the bit', () => {
  for (const [name, plans, want] of SCENARIOS) {
    it(name, () => {
      expect(digest(simulate(plans))).toBe(want)
    })
  }
})
