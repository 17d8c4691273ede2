// biome-ignore-all lint/style/noNonNullAssertion: tests index results they have just checked the length of
import { describe, expect, it } from 'vitest'
import type { Policy } from '../schema.ts'
import { defaultPlans, type Plans } from '../section.ts'
import { auerDistribution2, tenArmedTestbed } from './experiments.ts'
import { simulationProblems } from './problems.ts'
import { simulate } from './simulate.ts'
import { BROWSER_WORK_LIMIT, runsWithin, simulationWork } from './work-limit.ts'

const greedy: Policy = { strategy: 'Greedy', preferGeneralMethods: false }
const withSim = (e: Plans, sim: Partial<Plans['simulation']>): Plans => ({
  ...e,
  simulation: { ...e.simulation, ...sim },
})

describe('simulate: textbook behaviour (fixed seeds, stated tolerances)', () => {
  it('10-armed testbed, 500 runs × 1,000 steps: ε = 0.1 earns more per step than greedy, UCB c = 2 more still', () => {
    const r = simulate(withSim(tenArmedTestbed(defaultPlans()), { runs: 500 }))
    const [g, e01, e1, ucb] = r.policies.map((p) => p.avgReward) as [number, number, number, number]
    // Sutton and Barto, Figure 2.2: greedy levels off near 1, ε = 0.1 near 1.4 by step 1,000.
    expect(g).toBeGreaterThan(0.9)
    expect(g).toBeLessThan(1.15)
    expect(e1 - g).toBeGreaterThan(0.15)
    expect(e01).toBeGreaterThan(g)
    expect(ucb).toBeGreaterThan(e1)
    // The last 100 steps: ε = 0.1 picks the best arm about 80% of the time (S&B: "about 80%"), greedy about a third.
    const late = (i: number) => r.policies[i]!.bestShare.slice(-100).reduce((s, x) => s + x, 0) / 100
    expect(late(2)).toBeGreaterThan(0.75)
    expect(late(2)).toBeLessThan(0.88)
    expect(late(0)).toBeLessThan(0.45)
  }, 60_000)

  it("UCB1's regret grows like log t: ten times the calls adds far less than ten times the regret", () => {
    // Auer et al.'s distribution 1 (0.9 vs 0.6): the gap is wide enough for the log regime to start early.
    const d2 = auerDistribution2(defaultPlans())
    const e = withSim(
      {
        ...d2,
        tools: d2.tools.map((t, i) => (i === 1 ? { ...t, reward: { dist: 'bernoulli', p: 0.6 } } : t)),
      },
      {
        runs: 100,
        horizon: 20_000,
        policies: [{ strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false }],
      },
    )
    const r = simulate(e)
    const p = r.policies[0]!
    const at = (t: number) => p.regretMean[r.t.findIndex((x) => x >= t)]!
    const ratio = (at(20_000) - at(2_000)) / (at(2_000) - at(200))
    // Pure log growth gives ratio 1 (equal increments per decade); linear growth would give 10.
    expect(ratio).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.8)
    // And it stays above the Lai–Robbins bound's slope in the long run (UCB1 is not asymptotically optimal).
    expect(at(20_000)).toBeGreaterThan(r.lowerBound!.constant * Math.log(20_000) * 0.5)
  }, 60_000)

  it('the same seed gives the same numbers; another seed does not', () => {
    const e = withSim(defaultPlans(), { runs: 50, sweep: [] })
    expect(simulate(e)).toEqual(simulate(e))
    expect(simulate(withSim(e, { seed: 2 })).policies[0]!.avgReward).not.toBe(
      simulate(e).policies[0]!.avgReward,
    )
  })
})

describe('simulate: budgets', () => {
  it('never makes the call that would cross maxCost; the run ends there ("cost")', () => {
    // One tool costing 3 under maxCost 10: three calls (9), the fourth (12) is not made.
    const e: Plans = {
      ...defaultPlans(),
      tools: [{ name: 'x', kind: 'general', reward: { dist: 'bernoulli', p: 0.5 }, cost: 3, latencyMs: 0 }],
      plan: {
        ...defaultPlans().plan,
        planningContext: { ...defaultPlans().plan.planningContext, constraints: { maxCost: 10 } },
      },
      simulation: { ...defaultPlans().simulation, runs: 20, policies: [greedy], sweep: [] },
    }
    const p = simulate(e).policies[0]!
    expect(p.spent).toEqual({ calls: 3, cost: 9, latencyMs: 0 })
    expect(p.endedBy.cost).toMatchObject({ runs: 20, share: 1, meanCalls: 3 })
    expect(p.finalRegret.mean).toBe(0) // one tool: nothing to regret
  })

  it('scaleFactor multiplies every limit; calls round down: floor(20 × 0.5) = 10', () => {
    const e = withSim(defaultPlans(), { runs: 20, sweep: [0.5], policies: [greedy] })
    const cheapOnly: Plans = {
      ...e,
      tools: [{ name: 'free', kind: 'general', reward: { dist: 'bernoulli', p: 1 }, cost: 0, latencyMs: 0 }],
    }
    const r = simulate(cheapOnly)
    expect(r.policies[0]!.spent.calls).toBe(20)
    expect(r.policies[0]!.endedBy.calls.share).toBe(1)
    expect(r.sweep!.rows[0]!.meanCalls).toEqual([10])
    expect(r.sweep!.rows[0]!.totalReward).toEqual([10])
  })

  it('summed decimals fit a limit they equal: 5 calls of 0.2 units under maxCost 1', () => {
    const e: Plans = {
      ...defaultPlans(),
      tools: [{ name: 'x', kind: 'general', reward: { dist: 'bernoulli', p: 0.5 }, cost: 0.2, latencyMs: 0 }],
      plan: {
        ...defaultPlans().plan,
        planningContext: { ...defaultPlans().plan.planningContext, constraints: { maxCost: 1 } },
      },
      simulation: { ...defaultPlans().simulation, runs: 3, policies: [greedy], sweep: [] },
    }
    expect(simulate(e).policies[0]!.spent.calls).toBe(5)
  })

  it('on the default story, every run ends on a budget, never past one', () => {
    const r = simulate(withSim(defaultPlans(), { runs: 100, sweep: [] }))
    for (const p of r.policies) {
      expect(p.endedBy.calls.runs + p.endedBy.cost.runs + p.endedBy.latency.runs).toBe(100)
      expect(p.spent.calls).toBeLessThanOrEqual(20)
      expect(p.spent.cost).toBeLessThanOrEqual(40)
    }
  })
})

describe('simulate: bad input', () => {
  it('names zero tools, zero policies, p outside 0–1 and negative costs, with where', () => {
    const e = defaultPlans()
    const bad: Plans = {
      ...e,
      tools: [
        { ...e.tools[0]!, reward: { dist: 'bernoulli', p: 1.5 } },
        { ...e.tools[1]!, cost: -1 },
      ],
    }
    expect(simulationProblems(bad)).toEqual([
      {
        where: 'plans.tools[0] (web_search).reward.p',
        message: 'a success rate is between 0 and 1; got 1.5',
      },
      { where: 'plans.tools[1] (site_scraper).cost', message: 'cost cannot be negative; got -1' },
    ])
    expect(simulationProblems({ ...e, tools: [] })[0]!.where).toBe('plans.tools')
    expect(simulationProblems(withSim(e, { policies: [] }))[0]!.where).toBe('plans.simulation.policies')
    expect(simulate({ ...e, tools: [] }).policies.every((p) => p.runs === 0)).toBe(true)
  })

  it('one tool is always the best: regret 0, every call to it', () => {
    const e = { ...defaultPlans(), tools: [defaultPlans().tools[0]!] }
    const r = simulate(withSim(e, { runs: 20, sweep: [] }))
    for (const p of r.policies) {
      expect(p.finalRegret.mean).toBe(0)
      expect(p.bestShareAll).toBe(1)
    }
  })

  it('says when a simulation is beyond a browser, and how many runs would fit', () => {
    const huge = withSim(tenArmedTestbed(defaultPlans()), { runs: 100_000, horizon: 10_000 })
    expect(simulationWork(huge)).toBeGreaterThan(BROWSER_WORK_LIMIT)
    const fit = runsWithin(huge)
    expect(fit).toBe(3_700)
    expect(simulationWork(withSim(huge, { runs: fit }))).toBeLessThanOrEqual(BROWSER_WORK_LIMIT)
  })
})
