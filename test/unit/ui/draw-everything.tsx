// Issue 24 "Never blank": what draw-edge-cases.test.tsx and draw-generated.test.tsx share: the shape of a
// scenario, its arbitraries, and the walk that renders the App on one and visits every tab, failing on a thrown
// error, a fault note in any part, or NaN, Infinity or undefined in the page's text. Two files, so vitest's two
// workers draw them side by side (the whole walk was one file of ~50 s of CPU on the suite's critical path).
import { act, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, expect, vi } from 'vitest'
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

/** The estimators (the exact tokenizers load a large table each, and are counted in their own tests). */
const MEASURES = ['chars', 'chars/4', 'praisonai'] as const

/** What console.error was told while drawing: React reports every error it catches there. */
let errors: string[] = []

/**
 * For a file that draws: each test starts with no errors heard, charts measured at a fixed size (jsdom lays
 * nothing out), and console.error recorded. Call at the file's top level.
 */
export function listenWhileDrawing(): void {
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
}

export interface Shape {
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

export const sample = (chars: number): Output => ({ kind: 'sample', chars })
const text = (t: string): Output => ({ kind: 'text', text: t })
/** A call whose output is empty: what an imported call without a result becomes. */
export const noResult = { tool: 'read_file', output: text(''), isError: false }

const outputArb: fc.Arbitrary<Output> = fc.oneof(
  fc.constantFrom(0, 1, 7, 80, 4_000, 90_000).map(sample),
  fc.constantFrom('', 'x', '{"rows":[1,2]}\nline 2\n', 'Error: ENOENT\n  at read').map(text),
)
const callArb = fc.record({
  tool: fc.constantFrom('read_file', 'web_search', 'x'),
  output: outputArb,
  isError: fc.boolean(),
})
export const shapeArb: fc.Arbitrary<Shape> = fc.record({
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
export const base: Shape = {
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

/**
 * Waits until the page has the scenario's report and the view has nothing loading, computing or running.
 * Checked when a part's aria-busy changes and every 50 ms between, not on every change of the page (waitFor's
 * default): the view's queries below cost 30–50 ms on a 1,000-call batch's 15,000 elements, and ran after each
 * of the commits that draw them. While the tab's own module loads, React keeps the tab left in the page, hidden,
 * beside the "Loading…" fallback: that fallback, a direct child of the view, is looked for first, in a few
 * elements instead of all of them.
 */
async function settled(store: Awaited<ReturnType<typeof renderApp>>['store']) {
  await waitFor(
    () => {
      const s = store.getState()
      expect(s.report !== null && !selectIsUpdating(s)).toBe(true)
      const view = document.getElementById('system-view')
      expect([...(view?.children ?? [])].some((c) => c.textContent === 'Loading…')).toBe(false)
      expect(view?.querySelector('[aria-busy="true"]')).toBeNull()
      expect(view?.textContent).not.toMatch(/Loading…|Computing…|Running…|Pricing the session…|Replaying/)
    },
    { mutationObserverOptions: { subtree: true, attributes: true, attributeFilter: ['aria-busy'] } },
  )
}

/**
 * The tab labelled `label`, looked up in the tab list: by role and name in the whole page, each lookup computed
 * the role of every element and the labels of every button (4 s per tab switch beside a 1,000-call editor).
 */
function tabNamed(label: string): HTMLElement {
  const tablist = document.querySelector<HTMLElement>('[role="tablist"]')
  if (!tablist) throw new Error(`no tab list to find "${label}" in (the page blanked)`)
  return within(tablist).getByText(label, { selector: '[role="tab"]' })
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

/**
 * Renders the app on `shape`'s scenario and visits every tab, failing at the first problem with its place.
 * `strict`: inside React's StrictMode (see renderApp).
 */
export async function drawEverything(shape: Shape, { strict = false } = {}): Promise<void> {
  errors = []
  const scenario = scenarioOf(shape)
  const { store, user, unmount } = await renderApp({
    scenario,
    pinned: shape.pinned ? defaultScenario() : undefined,
    waitForNumbers: false,
    strict,
  })
  try {
    for (const { label } of SYSTEMS) {
      const tab = tabNamed(label)
      await user.click(tab)
      await settled(store)
      if (tab.getAttribute('aria-selected') !== 'true') throw new Error(`${label}: the tab did not open`)
      if (label === 'Explore / exploit') {
        // The small simulation runs by itself: wait for its tables and charts (the Run panel found once: a
        // lookup by role and name in the whole page, made on each of the run's progress commits, cost more).
        const run = screen.getByRole('region', { name: 'Run' })
        await within(run).findByText(/^Done in [\d,]+ ms\.$/)
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
