// @vitest-environment jsdom
// Issue 24 "Never blank": every tab and every chart drawn for generated scenarios, the edge cases a real file
// reaches included (zero-length outputs, empty and single-call batches, calls without results, all-error batches,
// 1 and 1,000 calls, budgets of 0, 1 and 1e9), under every trim, split and estimator. A drawing fails on a thrown
// error, a fault note in any part, or NaN, Infinity or undefined in the page's text.
import { act, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultScenario } from '../../../src/engine/defaults.ts'
import { type Output, type Scenario, ScenarioSchema } from '../../../src/engine/scenario.ts'
import {
  NOTICE_PLACEMENTS,
  SPLIT_STRATEGIES,
  TRIM_STRATEGIES,
} from '../../../src/engine/strategies/schema.ts'
import { selectIsUpdating } from '../../../src/state/store.ts'
import { SYSTEMS } from '../../../src/ui/app/systems.ts'
import { FixedSizeObserver } from './fixed-size.ts'
import { renderApp } from './render-app.tsx'

// Measured: 50 s of CPU for the file (vitest's start included), most of it the 1,000-call batch (12 s on its
// Strategies tab) and ~2 s per generated scenario; at load 12 on 2 cores that took 100–210 s of wall time. The
// guard is for a hang on a machine loaded deeper still.
vi.setConfig({ testTimeout: 600_000 })

/** The estimators (the exact tokenizers load a large table each, and are counted in their own tests). */
const MEASURES = ['chars', 'chars/4', 'praisonai'] as const

/** What console.error was told while drawing: React reports every error it catches there. */
let errors: string[] = []
beforeEach(() => {
  errors = []
  vi.stubGlobal('ResizeObserver', FixedSizeObserver)
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '))
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

interface Shape {
  batches: { calls: { tool: string; output: Output; isError: boolean }[] }[]
  budget: number
  maxToolCallsPerTurn: number
  maxIdenticalToolCalls: number
  measure: (typeof MEASURES)[number]
  windowMeasure: (typeof MEASURES)[number]
  trim: (typeof TRIM_STRATEGIES)[number]
  split: (typeof SPLIT_STRATEGIES)[number]
  notice: (typeof NOTICE_PLACEMENTS)[number]
  batchBudget: number | undefined
  windowTokens: number
  pinned: boolean
  /** The Explore simulation: runs and horizon (one run of one call draws a single point, or none). */
  runs: number
  horizon: number
  /** The other tabs' extremes: seed 004's slots, seed 000's cap and log, the Cost tab's session. */
  maxTools: number
  minPerCategory: number
  plannerCap: number
  plannerLog: string
  turns: number
  callTokens: number
}

/** The scenario of a shape: the default story with its batches, budgets and strategies replaced, validated. */
function scenarioOf(shape: Shape): Scenario {
  const d = defaultScenario()
  return ScenarioSchema.parse({
    ...d,
    batches: shape.batches,
    resultBudget: {
      ...d.resultBudget,
      resultBudgetChars: shape.budget,
      maxToolCallsPerTurn: shape.maxToolCallsPerTurn,
      maxIdenticalToolCalls: shape.maxIdenticalToolCalls,
    },
    strategies: {
      ...d.strategies,
      measure: shape.measure,
      trim: shape.trim,
      split: shape.split,
      notice: shape.notice,
      batchBudget: shape.batchBudget,
    },
    toolBudgets: {
      ...d.toolBudgets,
      window: { ...d.toolBudgets.window, measure: shape.windowMeasure, windowTokens: shape.windowTokens },
    },
    // A small simulation, so the Explore tab runs it by itself and draws its charts.
    plans: { ...d.plans, simulation: { ...d.plans.simulation, runs: shape.runs, horizon: shape.horizon } },
    selection: { ...d.selection, maxTools: shape.maxTools, minPerCategory: shape.minPerCategory },
    planner: {
      ...d.planner,
      formula: { ...d.planner.formula, cap: shape.plannerCap },
      log: { ...d.planner.log, text: shape.plannerLog || d.planner.log.text },
    },
    cost: { ...d.cost, turns: shape.turns, toolCallTokens: shape.callTokens, replyTokens: shape.callTokens },
  })
}

const sample = (chars: number): Output => ({ kind: 'sample', chars })
const text = (t: string): Output => ({ kind: 'text', text: t })
/** A call whose output is empty: what an imported call without a result becomes. */
const noResult = { tool: 'read_file', output: text(''), isError: false }

const outputArb: fc.Arbitrary<Output> = fc.oneof(
  fc.constantFrom(0, 1, 7, 80, 4_000, 90_000).map(sample),
  fc.constantFrom('', 'x', '{"rows":[1,2]}\nline 2\n', 'Error: ENOENT\n  at read').map(text),
)
const callArb = fc.record({
  tool: fc.constantFrom('read_file', 'web_search', 'x'),
  output: outputArb,
  isError: fc.boolean(),
})
const shapeArb: fc.Arbitrary<Shape> = fc.record({
  batches: fc.array(fc.record({ calls: fc.array(callArb, { maxLength: 4 }) }), { maxLength: 3 }),
  budget: fc.constantFrom(0, 1, 80_000, 1_000_000_000),
  maxToolCallsPerTurn: fc.constantFrom(1, 20, 1_000_000),
  maxIdenticalToolCalls: fc.constantFrom(1, 5, 1_000_000),
  measure: fc.constantFrom(...MEASURES),
  windowMeasure: fc.constantFrom(...MEASURES),
  trim: fc.constantFrom(...TRIM_STRATEGIES),
  split: fc.constantFrom(...SPLIT_STRATEGIES),
  notice: fc.constantFrom(...NOTICE_PLACEMENTS),
  batchBudget: fc.constantFrom(undefined, 0, 1, 1_000_000_000),
  windowTokens: fc.constantFrom(1, 128_000, 100_000_000),
  pinned: fc.boolean(),
  runs: fc.constantFrom(1, 20),
  horizon: fc.constantFrom(1, 2, 30),
  maxTools: fc.constantFrom(0, 1, 8, 1_000),
  minPerCategory: fc.constantFrom(0, 2),
  plannerCap: fc.constantFrom(0, 1, 9, 1_000_000),
  plannerLog: fc.constantFrom('', ' ', 'Read a.py\nRead a.py\n'),
  turns: fc.constantFrom(1, 10),
  callTokens: fc.constantFrom(0, 150, 1_000_000),
})

/** The default shape: the explicit cases below change only what they are about. */
const base: Shape = {
  batches: [{ calls: [noResult] }],
  budget: 80_000,
  maxToolCallsPerTurn: 20,
  maxIdenticalToolCalls: 5,
  measure: 'chars',
  windowMeasure: 'praisonai',
  trim: 'head',
  split: 'even',
  notice: 'inline',
  batchBudget: undefined,
  windowTokens: 128_000,
  pinned: false,
  runs: 20,
  horizon: 30,
  maxTools: 8,
  minPerCategory: 2,
  plannerCap: 9,
  plannerLog: '',
  turns: 10,
  callTokens: 150,
}

/** Waits until the page has the scenario's report and the view has nothing loading, computing or running. */
async function settled(store: Awaited<ReturnType<typeof renderApp>>['store']) {
  await waitFor(() => {
    const s = store.getState()
    expect(s.report !== null && !selectIsUpdating(s)).toBe(true)
    const view = document.getElementById('system-view')
    expect(view?.querySelector('[aria-busy="true"]')).toBeNull()
    expect(view?.textContent).not.toMatch(/Loading…|Computing…|Running…|Pricing the session…|Replaying/)
  })
}

/** What is wrong with the page as drawn now, or null: a fault note, a lost tab list, NaN, Infinity or undefined. */
function problemsOnPage(): string | null {
  const faults = [...document.querySelectorAll('[data-fault]')].map((f) => f.textContent)
  if (faults.length > 0) return `a fault note: ${faults.join(' | ')}`
  if (!document.querySelector('[role="tablist"]')) return 'the tab list is gone (the page blanked)'
  const page = document.body.textContent ?? ''
  const bad = /NaN|Infinity|undefined/.exec(page)
  if (bad) return `"${bad[0]}" in the text: …${page.slice(Math.max(0, bad.index - 80), bad.index + 40)}…`
  const thrown = errors.filter((e) => /Error|error/.test(e))
  if (thrown.length > 0) return `console.error: ${thrown[0]?.slice(0, 300)}`
  return null
}

/** Renders the app on `shape`'s scenario and visits every tab, failing at the first problem with its place. */
async function drawEverything(shape: Shape) {
  const scenario = scenarioOf(shape)
  const { store, user, unmount } = await renderApp({
    scenario,
    pinned: shape.pinned ? defaultScenario() : undefined,
    waitForNumbers: false,
  })
  try {
    for (const { label } of SYSTEMS) {
      await user.click(screen.getByRole('tab', { name: label }))
      await settled(store)
      if (label === 'Explore / exploit') {
        // The small simulation runs by itself: wait for its tables and charts.
        await within(screen.getByRole('region', { name: 'Run' })).findByText(/^Done in [\d,]+ ms\.$/)
        await settled(store)
      }
      // Charts are drawn after the page's paint (useAfterPaint): let those frames pass.
      await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
      const problem = problemsOnPage()
      if (problem) throw new Error(`${label}: ${problem}\nscenario: ${JSON.stringify(shape)}`)
    }
  } finally {
    unmount()
  }
}

describe('every tab and chart draws for any scenario (issue 24)', () => {
  it('draws the edge cases: empty outputs, no batches, empty batches, all errors, 1,000 calls, 0 and 1e9', async () => {
    const cases: [string, Shape][] = [
      ['one call of 0 chars (the blank page of issue 24)', { ...base, batches: [{ calls: [noResult] }] }],
      [
        'one generated sample of 0 chars',
        { ...base, batches: [{ calls: [{ ...noResult, output: sample(0) }] }] },
      ],
      [
        'no batches at all, one run of one call, a session of one turn, no slots, a cap of 0',
        { ...base, batches: [], runs: 1, horizon: 1, turns: 1, maxTools: 0, plannerCap: 0, callTokens: 0 },
      ],
      ['a batch without calls', { ...base, batches: [{ calls: [] }] }],
      [
        'every call an error, one without a result',
        {
          ...base,
          batches: [
            {
              calls: [
                { ...noResult, isError: true },
                { ...noResult, output: sample(4_000), isError: true },
              ],
            },
          ],
        },
      ],
      [
        'five calls without results (a cassette iteration)',
        { ...base, batches: [{ calls: Array.from({ length: 5 }, () => noResult) }, { calls: [noResult] }] },
      ],
      [
        'budgets of 0 and equal outputs, every estimator',
        {
          ...base,
          budget: 0,
          batchBudget: 0,
          measure: 'praisonai',
          windowMeasure: 'chars/4',
          batches: [
            {
              calls: [
                { ...noResult, output: sample(80) },
                { ...noResult, output: sample(80) },
              ],
            },
          ],
        },
      ],
      [
        'budgets of 1e9 and a window of 1 token',
        {
          ...base,
          budget: 1_000_000_000,
          batchBudget: 1_000_000_000,
          windowTokens: 1,
          maxToolCallsPerTurn: 1_000_000,
          batches: [
            {
              calls: [
                { ...noResult, output: sample(90_000) },
                { ...noResult, output: sample(1) },
              ],
            },
          ],
        },
      ],
      [
        '1,000 calls in one batch, pinned beside the defaults',
        {
          ...base,
          pinned: true,
          split: 'water-fill',
          trim: 'middle',
          batches: [
            { calls: Array.from({ length: 1_000 }, (_, i) => ({ ...noResult, output: sample(i % 7) })) },
          ],
        },
      ],
    ]
    for (const [name, shape] of cases) {
      errors = []
      await drawEverything(shape).catch((err: Error) => {
        throw new Error(`${name}: ${err.message}`, { cause: err })
      })
    }
  })

  it('draws generated scenarios under every trim, split, notice and estimator', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, async (shape) => {
        errors = []
        await drawEverything(shape)
      }),
      { numRuns: 6, endOnFailure: true },
    )
  })
})
