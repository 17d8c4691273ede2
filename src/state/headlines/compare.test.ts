import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../engine/defaults.ts'
import { evaluate } from '../../engine/entry/evaluate.ts'
import { simulate } from '../../engine/plans/simulate/simulate.ts'
import { type Scenario, SYSTEM_IDS } from '../../engine/scenario.ts'
import { readScenarioFile } from '../../engine/scenario-file.ts'
import { compareHeadlines, signed, summarizeChange } from './compare.ts'
import { headlinesFor } from './headlines.ts'

const example = (file: string): Scenario => {
  const read = readScenarioFile(
    readFileSync(new URL(`../../../public/examples/${file}`, import.meta.url), 'utf8'),
  )
  if (!read.ok) throw new Error(read.message)
  return read.scenario
}
const withBudget = (s: Scenario, chars: number): Scenario => ({
  ...s,
  resultBudget: { ...s.resultBudget, resultBudgetChars: chars },
})
const side = (s: Scenario) => headlinesFor(s.view.tab, evaluate(s), s)

describe('A/B headlines', () => {
  it('differ by exactly what two separate evaluations differ by', () => {
    const a = defaultScenario()
    const b = withBudget(a, 20_000)
    const ra = evaluate(a)
    const rb = evaluate(b)
    const diffs = compareHeadlines(side(a), side(b))
    const delta = (key: string) => diffs.find((d) => d.key === key)?.delta
    expect(delta('delivered')).toBe(rb.turnTotals.deliveredChars - ra.turnTotals.deliveredChars)
    expect(delta('tokens')).toBe(rb.turnTotals.approxTokens - ra.turnTotals.approxTokens)
    expect(delta('perCall')).toBe(6_666 - 26_666)
    const cut = (r: typeof ra) => r.batches[0]?.calls.reduce((t, c) => t + c.cutChars, 0) ?? 0
    expect(delta('cut')).toBe(cut(rb) - cut(ra))
    expect(diffs.find((d) => d.key === 'stop')?.changed).toBe(false)
  })

  it('say in one line how many more chars of a tool B keeps, and where the turn now stops', () => {
    const a = example('runaway-loop.json')
    const b = {
      ...withBudget(a, 20_000),
      resultBudget: { ...a.resultBudget, resultBudgetChars: 20_000, maxToolCallsPerTurn: 6 },
    }
    const keptA = evaluate(a)
      .batches.filter((x) => x.ranInTurn)
      .flatMap((x) => x.calls)
    const keptB = evaluate(b)
      .batches.filter((x) => x.ranInTurn)
      .flatMap((x) => x.calls)
    const of = (calls: typeof keptA, tool: string) =>
      calls.filter((c) => c.tool === tool).reduce((t, c) => t + c.keptChars, 0)
    const tools = [...new Set(keptA.map((c) => c.tool))]
      .map((t) => ({ t, d: of(keptB, t) - of(keptA, t) }))
      .sort((x, y) => Math.abs(y.d) - Math.abs(x.d))
    const [first, second] = tools
    expect(summarizeChange(side(a), side(b))).toBe(
      `B keeps ${Math.abs(first?.d ?? 0).toLocaleString('en-US')} fewer chars of ${first?.t} and ${Math.abs(second?.d ?? 0).toLocaleString('en-US')} fewer chars of ${second?.t}; the turn now stops at iteration 6 instead of 20`,
    )
  })

  it('say so when A and B give the same numbers', () => {
    const a = defaultScenario()
    expect(summarizeChange(side(a), side({ ...a, title: 'renamed' }))).toBe(
      'A and B give the same numbers on this tab.',
    )
  })

  it('exist on every tab once its part of the report is there', () => {
    for (const tab of SYSTEM_IDS) {
      const s = { ...defaultScenario(), view: { ...defaultScenario().view, tab } }
      const h = side(s)
      expect(h.numbers.length, tab).toBeGreaterThan(0)
      expect(new Set(h.numbers.map((n) => n.key)).size, tab).toBe(h.numbers.length)
    }
  })

  it('compare the cost tab’s dollars against two separate evaluations', () => {
    const a = { ...defaultScenario(), view: { ...defaultScenario().view, tab: 'cost' as const } }
    const b = { ...a, cost: { ...a.cost, turns: 20 } }
    const d = compareHeadlines(side(a), side(b)).find((x) => x.key === 'uncached')
    const dollars = (s: Scenario) => evaluate(s).cost?.session.totals.dollars.uncached ?? 0
    expect(d?.delta).toBeCloseTo(dollars(b) - dollars(a), 5)
  })

  it('on Explore, compare regret from a simulation of each side, and keep quiet about a side not simulated', () => {
    const a = { ...defaultScenario(), view: { ...defaultScenario().view, tab: 'explore' as const } }
    const small = (s: Scenario, horizon: number): Scenario => ({
      ...s,
      plans: { ...s.plans, simulation: { ...s.plans.simulation, runs: 20, horizon } },
    })
    const sa = small(a, 50)
    const sb = small(a, 200)
    const ra = simulate(sa.plans)
    const rb = simulate(sb.plans)
    const withSim = (s: Scenario, sim: typeof ra | null) => headlinesFor('explore', evaluate(s), s, sim)
    const label = rb.policies[0]?.label ?? ''
    const regret = compareHeadlines(withSim(sa, ra), withSim(sb, rb)).find((d) => d.key === `regret-${label}`)
    const round = (x: number) => Math.round(x * 100) / 100
    expect(regret?.delta).toBeCloseTo(
      round(rb.policies[0]?.finalRegret.mean ?? 0) - round(ra.policies[0]?.finalRegret.mean ?? 0),
      9,
    )
    // B simulated, A not yet: its regret is no change to speak of; the same settings read as the same numbers.
    expect(summarizeChange(withSim(sa, null), withSim(sa, ra))).toBe(
      'A and B give the same numbers on this tab.',
    )
  })

  it('print a difference with its sign', () => {
    expect([signed(12_340), signed(-4), signed(0)]).toEqual(['+12,340', '−4', '0'])
  })
})
