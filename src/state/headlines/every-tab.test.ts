// A/B on every tab (issue 13 §1): each tab's differences are what two separate evaluations of A and B differ by,
// read here straight from each report, not through the headline code under test.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../engine/defaults.ts'
import { evaluate, type ShownReport } from '../../engine/entry/evaluate.ts'
import type { Scenario, SystemId } from '../../engine/scenario.ts'
import { readScenarioFile } from '../../engine/scenario-file.ts'
import { compareHeadlines } from './compare.ts'
import { headlinesFor } from './headlines.ts'

type Read = (r: ShownReport, s: Scenario) => number
interface Case {
  tab: SystemId
  /** A, when not the default scenario (on the tab). */
  base?: Scenario
  /** What the user changes in B. */
  change: (s: Scenario) => Scenario
  /** Headline keys and how to read each from one side's own report; the first must differ between A and B. */
  reads: [string, Read][]
}

const example = (file: string): Scenario => {
  const read = readScenarioFile(
    readFileSync(new URL(`../../../public/examples/${file}`, import.meta.url), 'utf8'),
  )
  if (!read.ok) throw new Error(read.message)
  return read.scenario
}
const on = (tab: SystemId): Scenario => ({ ...defaultScenario(), view: { ...defaultScenario().view, tab } })
const strategyRun = (r: ShownReport, s: Scenario) =>
  r.strategies?.byTrim.find((x) => x.trim === s.strategies.trim) ?? r.strategies?.byTrim[0]
const activeSelection = (r: ShownReport) =>
  r.selection?.strategies.find((x) => x.strategy === r.selection?.strategy)
const column = (id: string) => (r: ShownReport) =>
  r.replay?.columns.find((c) => c.framework.id === id)?.context.tokens ?? Number.NaN
const harness = (r: ShownReport, id: string) => r.session?.harnesses.find((h) => h.harness.id === id)
const constraints = (s: Scenario) => s.plans.plan.planningContext.constraints

const CASES: Case[] = [
  {
    tab: 'result-budget',
    change: (s) => ({ ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 20_000 } }),
    reads: [
      ['delivered', (r) => r.turnTotals.deliveredChars],
      ['tokens', (r) => r.turnTotals.approxTokens],
      ['iterations', (r) => r.turn.batchesRun],
    ],
  },
  {
    tab: 'strategies',
    change: (s) => ({ ...s, strategies: { ...s.strategies, batchBudget: 30_000 } }),
    reads: [
      ['budget', (r) => r.strategies?.budget ?? Number.NaN],
      ['delivered', (r, s) => strategyRun(r, s)?.totals.delivered ?? Number.NaN],
      ['kept', (r, s) => strategyRun(r, s)?.totals.kept ?? Number.NaN],
      ['truncated', (r, s) => strategyRun(r, s)?.totals.truncated ?? Number.NaN],
    ],
  },
  {
    tab: 'token-budgets',
    change: (s) => ({ ...s, toolBudgets: { ...s.toolBudgets, defaultToolOutputMax: 2_000 } }),
    reads: [
      ['total', (r) => r.toolBudgets?.composition.totalTokens ?? Number.NaN],
      ['truncated', (r) => r.toolBudgets?.calls.filter((c) => c.truncated).length ?? Number.NaN],
    ],
  },
  {
    tab: 'selection',
    change: (s) => ({ ...s, selection: { ...s.selection, maxTools: 5 } }),
    reads: [
      ['selected', (r) => activeSelection(r)?.selectedCount ?? Number.NaN],
      ['schemaTokens', (r) => r.selection?.cost.selectedTokens ?? Number.NaN],
    ],
  },
  {
    tab: 'planner',
    change: (s) => ({
      ...s,
      planner: { ...s.planner, inputs: { ...s.planner.inputs, frameworkConfidence: 0.6 } },
    }),
    reads: [['budget', (r) => r.planner?.total ?? Number.NaN]],
  },
  {
    tab: 'explore',
    change: (s) => ({ ...s, plans: { ...s.plans, simulation: { ...s.plans.simulation, runs: 7 } } }),
    reads: [['runs', (_, s) => s.plans.simulation.runs]],
  },
  {
    tab: 'plans',
    // The default scenario has no trace; this example's is a real one, its scale factor halved again.
    base: example('plans-scaled-budget.json'),
    change: (s) => ({
      ...s,
      plans: {
        ...s.plans,
        plan: {
          ...s.plans.plan,
          planningContext: {
            ...s.plans.plan.planningContext,
            constraints: { ...constraints(s), scaleFactor: 0.25 },
          },
        },
      },
    }),
    reads: [
      ['budgetExceeded', (r) => r.plans?.findingCounts.BudgetExceeded ?? 0],
      ['calls', (r) => r.plans?.trace.callCount ?? Number.NaN],
    ],
  },
  {
    tab: 'replay',
    change: (s) => ({ ...s, resultBudget: { ...s.resultBudget, resultBudgetChars: 20_000 } }),
    // Only your settings read resultBudgetChars; each framework's column applies its own preset.
    reads: [
      ['ctx-yours', column('yours')],
      ['ctx-claude-code', column('claude-code')],
      ['ctx-codex-cli', column('codex-cli')],
    ],
  },
  {
    tab: 'cost',
    change: (s) => ({ ...s, cost: { ...s.cost, turns: 20 } }),
    reads: [
      ['input', (r) => r.cost?.session.totals.input ?? Number.NaN],
      ['calls', (r) => r.cost?.session.callCount ?? Number.NaN],
    ],
  },
  {
    tab: 'session',
    change: (s) => ({ ...s, cost: { ...s.cost, turns: 20 } }),
    reads: [
      [
        'peak-codex-cli',
        (r) => Math.max(...(harness(r, 'codex-cli')?.calls.map((c) => c.total) ?? [Number.NaN])),
      ],
      ['lost-anthropic-api', (r) => harness(r, 'anthropic-api')?.totals.lostTokens ?? Number.NaN],
    ],
  },
]

describe('A/B on every tab', () => {
  it('covers every tab', () => {
    expect(CASES.map((c) => c.tab).sort()).toEqual([
      'cost',
      'explore',
      'planner',
      'plans',
      'replay',
      'result-budget',
      'selection',
      'session',
      'strategies',
      'token-budgets',
    ])
  })

  for (const { tab, base, change, reads } of CASES) {
    it(`${tab}: B − A is what two separate evaluations differ by`, () => {
      const a = base ? { ...base, view: { ...base.view, tab } } : on(tab)
      const b = change(a)
      const ra = evaluate(a)
      const rb = evaluate(b)
      const diffs = compareHeadlines(headlinesFor(tab, ra, a), headlinesFor(tab, rb, b))
      reads.forEach(([key, read], i) => {
        const d = diffs.find((x) => x.key === key)
        expect(d, `${tab}: no headline ${key}`).toBeDefined()
        const want = read(rb, b) - read(ra, a)
        expect(Number.isNaN(want), `${tab}: ${key} not in the report`).toBe(false)
        if (i === 0) expect(want, `${tab}: the change moves ${key}`).not.toBe(0)
        expect(d?.delta, `${tab}: ${key}`).toBe(want)
        expect(d?.a?.value, `${tab}: A's ${key}`).toBe(read(ra, a))
        expect(d?.changed, `${tab}: ${key} marked changed`).toBe(want !== 0)
      })
    })
  }
})
