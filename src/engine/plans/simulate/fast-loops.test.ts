import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CandidateTool, Policy } from '../schema.ts'
import { defaultPlans, type Plans } from '../section.ts'
import { type Accumulator, checkpointsFor, createAccumulator } from './accumulator.ts'
import { buildContext, resolvePolicy } from './context.ts'
import {
  auerDistribution2,
  auerDistribution12,
  cheapFlakyVsReliable,
  tenArmedTestbed,
} from './experiments.ts'
import { fastLoopApplies } from './fast-loops.ts'
import { Sfc32 } from './prng.ts'
import { runOnce } from './run.ts'
import { createRunState } from './state.ts'

/**
 * Runs `runs` runs twice into fresh accumulators: through the index loop (greedy, ε-greedy, UCB), and through the general loop
 * (which `runOnce` takes when it is given a call log). Returns both accumulators and both generators' states.
 */
function bothWays(plans: Plans, policy: Policy, runs: number, values: boolean) {
  const ctx = buildContext(plans)
  const pol = resolvePolicy(policy)
  const cps = checkpointsFor(ctx.steps)
  const out: { acc: Accumulator; rng: number[] }[] = []
  for (const general of [false, true]) {
    const acc = createAccumulator(ctx.k, ctx.steps, cps, runs, true, values)
    const st = createRunState(ctx.k)
    const states: number[] = []
    for (let i = 0; i < runs; i++) {
      const rng = new Sfc32(plans.simulation.seed, i)
      runOnce(ctx, pol, st, rng, acc, i, general ? { tools: [], rewards: [] } : null)
      states.push(...rng.s)
    }
    out.push({ acc, rng: states })
  }
  return out as [(typeof out)[0], (typeof out)[0]]
}

const POLICIES: Policy[] = [
  { strategy: 'Greedy', preferGeneralMethods: false },
  { strategy: 'Greedy', initialValue: 5, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0.5, initialValue: 1, preferGeneralMethods: false },
  { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false },
  { strategy: 'UCB', ucbC: 1, initialValue: 2, preferGeneralMethods: false },
  { strategy: 'ThompsonSampling', preferGeneralMethods: false },
  { strategy: 'ThompsonSampling', initialValue: 0.5, preferGeneralMethods: false },
  { strategy: 'Greedy', initialValue: 5, stepSize: 0.1, preferGeneralMethods: false },
  { strategy: 'EpsilonGreedy', explorationRate: 0.1, stepSize: 0.1, preferGeneralMethods: false },
  {
    strategy: 'EpsilonGreedy',
    explorationRate: 0.2,
    initialValue: 1,
    stepSize: 1,
    preferGeneralMethods: false,
  },
  { strategy: 'UCB', ucbC: 2, stepSize: 0.3, preferGeneralMethods: false },
  { strategy: 'UCB', ucbC: 1, initialValue: 2, stepSize: 0.05, preferGeneralMethods: false },
]

const short = (e: Plans, horizon: number): Plans => ({ ...e, simulation: { ...e.simulation, horizon } })

describe('the index loop gives the general loop’s numbers exactly', () => {
  const scenarios: [string, Plans][] = [
    ['10-armed testbed (Gaussian means redrawn per run)', short(tenArmedTestbed(defaultPlans()), 300)],
    ['10 Bernoulli arms', short(auerDistribution12(defaultPlans()), 300)],
    [
      '2 Bernoulli arms over 2,500 calls (checkpoints no longer every call)',
      short(auerDistribution2(defaultPlans()), 2_500),
    ],
    ['budgets that bind (calls, cost, latency)', cheapFlakyVsReliable(defaultPlans())],
    ['the default plan (fractional costs)', defaultPlans()],
  ]
  for (const [name, plans] of scenarios) {
    it(name, () => {
      for (const policy of POLICIES) {
        expect(fastLoopApplies(resolvePolicy(policy))).toBe(policy.strategy !== 'ThompsonSampling')
        const [fast, general] = bothWays(plans, policy, 12, true)
        expect(fast.acc).toEqual(general.acc)
        expect(fast.rng).toEqual(general.rng)
      }
    })
  }

  it('on random tool sets, budgets and policies (property)', () => {
    const tool = fc.record({
      bernoulli: fc.boolean(),
      p: fc.double({ min: 0, max: 1, noNaN: true }),
      mean: fc.double({ min: -2, max: 2, noNaN: true }),
      sd: fc.constantFrom(0, 0.5, 1),
      cost: fc.constantFrom(0, 1, 0.3, 2),
      latency: fc.constantFrom(0, 5, 12.5),
    })
    fc.assert(
      fc.property(
        fc.array(tool, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...POLICIES),
        fc.record({
          maxToolCalls: fc.option(fc.integer({ min: 0, max: 80 }), { nil: undefined }),
          maxCost: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
          maxLatency: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        }),
        fc.option(fc.constantFrom(0.5, 1), { nil: undefined }),
        (tools, policy, constraints, meanSpread) => {
          const base = defaultPlans()
          const e: Plans = {
            ...base,
            tools: tools.map(
              (t, i): CandidateTool => ({
                name: `t${i}`,
                kind: 'general',
                reward: t.bernoulli
                  ? { dist: 'bernoulli', p: t.p }
                  : { dist: 'gaussian', mean: t.mean, sd: t.sd },
                cost: t.cost,
                latencyMs: t.latency,
              }),
            ),
            plan: { ...base.plan, planningContext: { ...base.plan.planningContext, constraints } },
            simulation: { ...base.simulation, horizon: 100, meanSpread },
          }
          const [fast, general] = bothWays(e, policy, 4, false)
          expect(fast.acc).toEqual(general.acc)
          expect(fast.rng).toEqual(general.rng)
        },
      ),
      { numRuns: 150, seed: 6 },
    )
  })

  it('ε-greedy explores the same tools with 2¹⁴ − 1 tools (integer index) and 2¹⁴ + 1 (float index)', () => {
    const base = defaultPlans()
    for (const k of [16_383, 16_385]) {
      const e: Plans = {
        ...base,
        tools: Array.from(
          { length: k },
          (_, i): CandidateTool => ({
            name: `t${i}`,
            kind: 'general',
            reward: { dist: 'gaussian', mean: (i % 7) / 7, sd: 1 },
            cost: 0,
            latencyMs: 0,
          }),
        ),
        plan: { ...base.plan, planningContext: { ...base.plan.planningContext, constraints: {} } },
        simulation: { ...base.simulation, horizon: 60 },
      }
      const policy: Policy = { strategy: 'EpsilonGreedy', explorationRate: 0.5, preferGeneralMethods: false }
      const [fast, general] = bothWays(e, policy, 3, false)
      expect(fast.acc).toEqual(general.acc)
      expect(fast.rng).toEqual(general.rng)
    }
  })

  it('leaves Thompson sampling, softmax and the BLP bias to the general loop', () => {
    expect(fastLoopApplies(resolvePolicy({ strategy: 'Greedy', preferGeneralMethods: true }))).toBe(false)
    expect(fastLoopApplies(resolvePolicy({ strategy: 'Softmax', preferGeneralMethods: false }))).toBe(false)
    expect(
      fastLoopApplies(resolvePolicy({ strategy: 'ThompsonSampling', preferGeneralMethods: false })),
    ).toBe(false)
  })
})
