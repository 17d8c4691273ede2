import { describe, expect, it } from 'vitest'
import { evaluatePlans } from './evaluate-plans.ts'
import { defaultPlans, type Plans } from './section.ts'

const withTrace = (text: string, patch: Partial<Plans['trace']> = {}): Plans => {
  const e = defaultPlans()
  return { ...e, trace: { ...e.trace, text, ...patch } }
}

describe('evaluatePlans', () => {
  it('the default scenario: no plan problems, an empty trace, no findings', () => {
    const r = evaluatePlans(defaultPlans())
    expect(r.system).toEqual({
      id: 'drr-005-plans',
      name: 'DRR-005 tool-call plans and sentinel',
      seed: '001',
    })
    expect(r.issues).toEqual([])
    expect(r.trace).toMatchObject({ source: 'pasted', format: 'empty', callCount: 0 })
    expect(r.findings).toEqual([])
    expect(r.limits).toEqual({ calls: 20, cost: 40, latency: 30_000, scaleFactor: 1 })
    expect(r.chart).toEqual([{ x: 0, calls: 0, cost: 0, latency: 0 }])
  })

  it('the default plan: a failed search, its declared fallback, then general tools: BLP and beyond-plan findings in call order', () => {
    const r = evaluatePlans(withTrace('web_search fail\nsite_scraper ok\ncached_index ok'))
    expect(r.findings.map((f) => f.type)).toEqual(['BLPViolation', 'PlanDeviation'])
    expect(r.findings[0]).toMatchObject({ trick: 'site_scraper', generalAlternative: 'cached_index' })
    expect(r.findings[1]).toMatchObject({ reason: 'beyond-plan', actual: { position: 2, line: 3 } })
    expect(r.findingCounts).toEqual({ BudgetExceeded: 0, PlanDeviation: 1, BLPViolation: 1 })
    expect(r.totals).toEqual({ calls: 3, cost: 6.2, latency: 3_500 })
    expect(r.chart.at(-1)).toEqual({ x: 3, calls: 3, cost: 6.2, latency: 3_500 })
  })

  it('names the called tools that are not candidates, with their call counts', () => {
    const r = evaluatePlans(withTrace('web_search fail\nmystery ok\nmystery fail cost=2'))
    expect(r.trace.unknownTools).toEqual([{ name: 'mystery', calls: 2 }])
    expect(r.rows.map((row) => [row.kind, row.cost, row.costFrom])).toEqual([
      ['general', 1, 'declared'],
      ['unknown', 0, 'unknown'],
      ['unknown', 2, 'trace'],
    ])
  })

  it('a simulated run of the plan policy stays within the budgets the simulator ends runs on', () => {
    const r = evaluatePlans(withTrace('', { source: 'simulated', runIndex: 2 }))
    expect(r.trace).toMatchObject({ source: 'simulated', format: 'simulated', unavailable: null })
    expect(r.trace.simulated).toEqual({ policy: 'UCB c = √2, BLP', runIndex: 2 })
    expect(r.trace.callCount).toBeGreaterThan(0)
    expect(r.findingCounts.BudgetExceeded).toBe(0)
    // The same run twice is the same trace.
    expect(evaluatePlans(withTrace('', { source: 'simulated', runIndex: 2 })).rows).toEqual(r.rows)
  })

  it('a simulated run of a policy that does not exist says so', () => {
    const r = evaluatePlans(withTrace('', { source: 'simulated', policyIndex: 9 }))
    expect(r.trace.unavailable).toBe('policy 9 does not exist: the simulation compares 4 policies')
    expect(r.trace.callCount).toBe(0)
  })

  it('a long trace keeps 1,000 rows and at most ~2,000 chart points, counting every call', () => {
    const r = evaluatePlans(withTrace('cached_index ok\n'.repeat(50_000)))
    expect(r.trace.callCount).toBe(50_000)
    expect(r.rows).toHaveLength(1_000)
    expect(r.chart.length).toBeLessThanOrEqual(2_002)
    expect(r.chart.at(-1)).toMatchObject({ x: 50_000, calls: 50_000 })
    expect(r.findingCounts.PlanDeviation).toBe(50_000)
    expect(r.findings).toHaveLength(1_000)
  })
})
