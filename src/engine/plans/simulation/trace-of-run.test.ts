import { describe, expect, it } from 'vitest'
import { defaultPlans } from '../section.ts'
import { traceOfRun } from './trace-of-run.ts'

describe('traceOfRun', () => {
  const plans = defaultPlans()
  const ucb = { strategy: 'UCB' as const, preferGeneralMethods: false }

  it('replays the same run identically', () => {
    expect(traceOfRun(plans, ucb, 3)).toEqual(traceOfRun(plans, ucb, 3))
  })

  it('stops within the plan budget: 20 calls, 40 units, 30,000 ms', () => {
    for (let run = 0; run < 20; run++) {
      const calls = traceOfRun(plans, ucb, run)
      expect(calls.length).toBeLessThanOrEqual(20)
      expect(calls.reduce((s, c) => s + (c.cost ?? 0), 0)).toBeLessThanOrEqual(40 + 1e-9)
      expect(calls.reduce((s, c) => s + (c.latencyMs ?? 0), 0)).toBeLessThanOrEqual(30_000)
    }
  })

  it('tries every tool first under UCB, in tool order', () => {
    expect(
      traceOfRun(plans, ucb, 0)
        .slice(0, 3)
        .map((c) => c.toolName),
    ).toEqual(['web_search', 'site_scraper', 'cached_index'])
  })

  it('gives each call its tool declared cost and latency', () => {
    const [first] = traceOfRun(plans, ucb, 0)
    expect(first).toMatchObject({ toolName: 'web_search', cost: 1, latencyMs: 800 })
  })

  it('is empty with no tools', () => {
    expect(traceOfRun({ ...plans, tools: [] }, ucb, 0)).toEqual([])
  })
})

describe('traceOfRun agrees with simulate()', () => {
  it('replays exactly the run the statistics counted: same calls, cost and reward', async () => {
    const { simulate } = await import('./simulate.ts')
    const plans = defaultPlans()
    for (const policy of plans.simulation.policies) {
      const one = {
        ...plans,
        simulation: { ...plans.simulation, runs: 1, policies: [policy], sweep: [] },
      }
      const stats = simulate(one).policies[0]
      const trace = traceOfRun(plans, policy, 0)
      expect(trace.length).toBe(stats?.spent.calls)
      expect(trace.reduce((s, c) => s + (c.cost ?? 0), 0)).toBeCloseTo(stats?.spent.cost ?? -1, 9)
      expect(trace.filter((c) => c.ok).length).toBe(stats?.totalReward.mean)
    }
  })
})
