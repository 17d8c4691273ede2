import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate } from '../entry/evaluate.ts'
import { parseScenario } from '../parse-scenario.ts'

const plans = (file: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(`public/examples/${file}`, 'utf8')))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  expect(parsed.scenario.view.tab).toBe('plans')
  return evaluate(parsed.scenario).plans
}
const summary = (r: ReturnType<typeof plans>) =>
  r.findings.map((f) =>
    f.type === 'BudgetExceeded'
      ? [f.type, f.budget, f.crossedAt.position + 1, f.total]
      : f.type === 'PlanDeviation'
        ? [f.type, f.reason, f.actual?.position ?? null]
        : [f.type, f.trick, f.generalAlternative, f.actual.position],
  )

describe('public/examples/plans-*.json say what their index summaries say', () => {
  it('plans-fallback-blp: fallbacks two deep are no deviation; each scraper is BLP; the last call deviates', () => {
    const r = plans('plans-fallback-blp.json')
    expect(r.issues).toEqual([])
    expect(r.rows.map((row) => row.match.kind)).toEqual(['intent', 'fallback', 'fallback', 'deviation'])
    expect(summary(r)).toEqual([
      ['BLPViolation', 'site_scraper', 'cached_index', 1],
      ['BLPViolation', 'site_scraper', 'cached_index', 3],
      ['PlanDeviation', 'unplanned', 3],
    ])
  })
  it('plans-scaled-budget: 5 calls, 6 units, 4,000 ms; cost crossed at call 3, latency at call 4', () => {
    const r = plans('plans-scaled-budget.json')
    expect(r.limits).toEqual({ calls: 5, cost: 6, latency: 4_000, scaleFactor: 0.5 })
    expect(r.rows[2]?.totals.cost).toBe(6.2)
    expect(r.rows[3]?.totals.latency).toBe(4_300)
    expect(summary(r)).toEqual([
      ['BudgetExceeded', 'cost', 3, 12.2],
      ['BudgetExceeded', 'latency', 4, 7_300],
      ['PlanDeviation', 'beyond-plan', 4],
    ])
  })
  it('plans-openai-transcript: the real run read as a transcript; get_product_name deviates and is BLP; final_result is a 4th call', () => {
    const r = plans('plans-openai-transcript.json')
    expect([r.trace.format, r.trace.summary]).toEqual([
      'transcript',
      'OpenAI Chat Completions, request + response, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    ])
    expect(r.rows.map((row) => row.toolName)).toEqual([
      'get_country',
      'get_product_name',
      'get_weather',
      'final_result',
    ])
    expect(summary(r)).toEqual([
      ['BLPViolation', 'get_product_name', 'get_country', 1],
      ['PlanDeviation', 'unplanned', 1],
      ['PlanDeviation', 'beyond-plan', 3],
      ['BudgetExceeded', 'calls', 4, 4],
    ])
  })
  it('plans-simulated-greedy: greedy run 2 calls only site_scraper until the cost budget is spent; each call BLP and a deviation', () => {
    const r = plans('plans-simulated-greedy.json')
    expect(r.trace).toMatchObject({ source: 'simulated', simulated: { policy: 'greedy', runIndex: 2 } })
    expect(r.trace.callCount).toBeGreaterThan(0)
    expect(new Set(r.rows.map((row) => row.toolName))).toEqual(new Set(['site_scraper']))
    expect(r.totals.cost).toBe(40)
    expect(r.findingCounts).toEqual({
      BudgetExceeded: 0,
      PlanDeviation: r.trace.callCount,
      BLPViolation: r.trace.callCount,
    })
  })
})
