// biome-ignore-all lint/style/noNonNullAssertion: tests index results they have just checked the length of
import { describe, expect, it } from 'vitest'
import { defaultPlans, type Plans } from '../section.ts'
import { tenArmedTestbed } from './experiments.ts'
import { simulate } from './simulate.ts'
import { planTasks } from './tasks.ts'
import { describeSimulationWork, simulationWork, simulationWorkTerms } from './work-limit.ts'

/** A simulation cancelled after its first `n` blocks (main series first, policy by policy). */
function cancelledAfter(plans: Plans, n: number) {
  let blocks = 0
  return simulate(plans, { onProgress: () => blocks++, isCancelled: () => blocks >= n })
}

describe('a cancelled simulation (issue 12, defect 4)', () => {
  it('a policy that finished no run has runs 0 and NaN numbers and series, never a measured-looking 0', () => {
    const plans = defaultPlans()
    const perPolicy = planTasks(plans).filter((t) => t.policy === 0 && t.scale === -1).length
    const r = cancelledAfter(plans, perPolicy)
    expect(r.partial).toBe(true)
    expect(r.policies.map((p) => p.runs)).toEqual([plans.simulation.runs, 0, 0, 0])
    const none = r.policies[1]!
    expect(none.avgReward).toBeNaN()
    expect(none.finalRegret.mean).toBeNaN()
    expect(none.spent.calls).toBeNaN()
    expect(none.regretMean.every(Number.isNaN)).toBe(true)
    expect(none.regretLo.every(Number.isNaN)).toBe(true)
    expect(r.policies[0]!.avgReward).toBeGreaterThan(0)
    expect(JSON.parse(JSON.stringify(none)).avgReward).toBeNull()
  })
  it('says when the policies finished different numbers of runs, and not otherwise', () => {
    const plans = defaultPlans()
    const perPolicy = planTasks(plans).filter((t) => t.policy === 0 && t.scale === -1).length
    expect(cancelledAfter(plans, perPolicy).unequalRuns).toEqual({ fewest: 0, most: plans.simulation.runs })
    expect(simulate(plans).unequalRuns).toBeNull()
  })
  it('the sweep ranks only policies that ran at a scale; the others have no rank (NaN)', () => {
    const plans = defaultPlans()
    const main = planTasks(plans).filter((t) => t.scale === -1).length
    const r = cancelledAfter(plans, main + 1)
    const sweep = r.sweep!
    expect(sweep.rows[0]!.rank[0]).toBe(1)
    expect(sweep.rows[1]!.totalReward[0]).toBeNaN()
    expect(sweep.rows[1]!.rank[0]).toBeNaN()
  })
})

describe('band edges and float noise (issue 12, defect 6)', () => {
  it('the ±1 sd band is clipped at 0, as the chart says: no edge below 0 in the numbers either', () => {
    const r = simulate({
      ...tenArmedTestbed(defaultPlans()),
      simulation: { ...tenArmedTestbed(defaultPlans()).simulation, runs: 50 },
    })
    for (const p of r.policies) {
      expect(Math.min(...p.regretLo)).toBeGreaterThanOrEqual(0)
      for (const [j, lo] of p.regretLo.entries()) expect(lo).toBeLessThanOrEqual(p.regretMean[j]!)
    }
  })
  it('calls to specialised tools are exactly 0 when there are none (no 1.1e-13 from a difference)', () => {
    const r = simulate({
      ...tenArmedTestbed(defaultPlans()),
      simulation: { ...tenArmedTestbed(defaultPlans()).simulation, runs: 50 },
    })
    for (const p of r.policies) {
      expect(p.callsByKind.specialised).toBe(0)
      expect(p.callsByKind.general).toBeCloseTo(p.spent.calls, 9)
    }
  })
})

describe('describeSimulationWork (issue 12, defect 5): the product shown adds up', () => {
  it('names the tools factor: 2,000 runs × 1,000 calls × 40 tool scores (4 policies × 10 tools) = 80 million', () => {
    expect(describeSimulationWork(tenArmedTestbed(defaultPlans()))).toBe(
      '2,000 runs × up to 1,000 calls × 40 tool scores a call (4 policies × 10 tools) = 80 million tool-steps',
    )
  })
  it('counts the budget-bound run length, the sweep, and Thompson twice; every factor multiplies to the total', () => {
    const plans = defaultPlans()
    const t = simulationWorkTerms(plans)
    expect(t.runs * (t.steps + t.sweepSteps) * t.weight).toBe(t.work)
    expect(t.work).toBe(simulationWork(plans))
    expect(describeSimulationWork(plans)).toBe(
      "200 runs × up to 170 calls (20 at the plan's scale + 150 over 4 sweep scales) × 15 tool scores a call (4 policies × 3 tools, Thompson's calls counted twice) = 510,000 tool-steps",
    )
  })
})
