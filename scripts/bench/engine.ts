// Engine micro-benchmarks for `npm run bench`: `evaluate()` latency on the default scenario and on scenarios
// carrying 10 MiB of real tool output text. Run with tsx; prints one JSON object on stdout.
import {
  defaultScenario,
  evaluate,
  parseScenario,
  type Scenario,
  sectionsForTab,
} from '../../src/engine/index.ts'
import { evaluateToolBudgets } from '../../src/engine/tool-budgets/evaluate-tool-budgets.ts'
import { realText, TEN_MIB_CHARS, textScenario } from './scenarios.ts'

interface Timing {
  medianMs: number
  p95Ms: number
  minMs: number
  iterations: number
  warmupIterations: number
  /** The very first call, before any warm-up: what a one-off evaluation in a fresh worker costs. */
  firstCallMs: number
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[i] ?? Number.NaN
}

let sink = 0

/** Times `fn` one call at a time: warm up (≥ 200 calls and ≥ 300 ms), then up to `maxIterations` or `maxMs`. */
function bench(fn: () => number, maxIterations = 5_000, maxMs = 3_000): Timing {
  let t = performance.now()
  sink += fn()
  const firstCallMs = performance.now() - t
  let warmupIterations = 0
  const warmStart = performance.now()
  while (warmupIterations < 200 || performance.now() - warmStart < 300) {
    sink += fn()
    warmupIterations++
  }
  const samples: number[] = []
  const start = performance.now()
  while (samples.length < maxIterations && (samples.length < 50 || performance.now() - start < maxMs)) {
    t = performance.now()
    sink += fn()
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return {
    medianMs: quantile(samples, 0.5),
    p95Ms: quantile(samples, 0.95),
    minMs: quantile(samples, 0),
    iterations: samples.length,
    warmupIterations,
    firstCallMs,
  }
}

function main() {
  const base = defaultScenario()
  const check = evaluate(base).batches[0]?.perCallBudget
  if (check !== 26_666) throw new Error(`default scenario's per-call budget is ${check}, expected 26,666`)
  const defaultTiming = bench(() => evaluate(base).turnTotals.deliveredChars)
  // A/B (issue 13): A pinned, B with another budget; both sides evaluated, timed per side.
  const b = { ...base, resultBudget: { ...base.resultBudget, resultBudgetChars: 20_000 } }
  const pair = bench(() => evaluate(base).turnTotals.deliveredChars + evaluate(b).turnTotals.deliveredChars)
  const abPerSide = { ...pair, medianMs: pair.medianMs / 2, p95Ms: pair.p95Ms / 2, minMs: pair.minMs / 2 }
  // The Replay tab (eight frameworks) and the Cost tab (their sessions, priced) on the default scenario.
  const onTab = (tab: 'replay' | 'cost') => ({ ...base, view: { ...base.view, tab } })
  const replayTab = onTab('replay')
  const costTab = onTab('cost')
  // Asked for the sections each tab shows, as the page asks.
  const onTabOf = (s: Scenario) => ({ sections: sectionsForTab(s.view.tab) })
  const replayDefault = bench(() => evaluate(replayTab, onTabOf(replayTab)).replay?.columns.length ?? 0)
  const costDefault = bench(() => evaluate(costTab, onTabOf(costTab)).cost?.session.callCount ?? 0)
  // The same tabs in an A/B view: A and B (another budget) evaluated in turn, timed per side.
  const perSide = (tab: 'replay' | 'cost') => {
    const a = onTab(tab)
    const other = { ...a, resultBudget: { ...a.resultBudget, resultBudgetChars: 20_000 } }
    const t = bench(
      () => evaluate(a, onTabOf(a)).batches.length + evaluate(other, onTabOf(other)).batches.length,
    )
    return { ...t, medianMs: t.medianMs / 2, p95Ms: t.p95Ms / 2, minMs: t.minMs / 2 }
  }
  const replayAbPerSide = perSide('replay')
  const costAbPerSide = perSide('cost')

  const { text, files } = realText(TEN_MIB_CHARS)
  const four = textScenario(text, 4, 1)
  const hundred = textScenario(text, 100, 10)
  const evalFour = bench(() => evaluate(four).turnTotals.deliveredChars)
  const evalHundred = bench(() => evaluate(hundred).turnTotals.deliveredChars)
  // What a worker does with a decoded 10 MiB scenario before evaluating it: validate (zod), then evaluate.
  const parseFour = bench(() => {
    const parsed = parseScenario(four)
    if (!parsed.ok) throw new Error('10 MiB scenario did not validate')
    return evaluate(parsed.scenario).turnTotals.deliveredChars
  }, 1_000)

  // Seed 004: 100 categories of 100 tools, all classified (per_cat = max(2, 8 // 100) = 2, cut to 8).
  const selection = defaultScenario()
  selection.selection = {
    ...selection.selection,
    generated: { categories: 100, toolsPerCategory: 100 },
    classified: Array.from({ length: 100 }, (_, i) => `g${String(i + 1).padStart(4, '0')}`),
  }
  if (evaluate(selection).selection.selected.length !== 8)
    throw new Error('100 x 100 selection did not select 8')
  const evalSelection = bench(() => evaluate(selection).selection.rows.total, 2_000)

  // Seed 000: a pasted 100,000-line action log (Builder, budget 5). Two logs alternate, so every call reads
  // its log afresh (the engine remembers the last one it read).
  const plannerLog = (tag: string) =>
    [
      'Phase IMPLEMENT',
      ...Array.from({ length: 99_999 }, (_, i) => `${i % 3 ? 'Edit' : 'Read'} src/${tag}${i}.py`),
    ].join('\n')
  const planners = ['a', 'b'].map((tag) => {
    const s = defaultScenario()
    s.planner = { ...s.planner, log: { text: plannerLog(tag), format: 'auto' } }
    return s
  })
  if (evaluate(planners[0] as Scenario).planner.log.actionCount !== 100_000)
    throw new Error('the 100,000-line planner log did not read as 100,000 actions')
  let turn = 0
  const evalPlanner = bench(
    () => evaluate(planners[turn++ % 2] as Scenario).planner.counts.countedNotMade,
    200,
  )

  // Seed 001: a pasted 100,000-call trace checked by the sentinel (every call a deviation or a BLP finding
  // at worst: 1,000 kept, all counted). Two traces alternate, so each call is read afresh.
  const plansTrace = (tag: string) =>
    Array.from({ length: 100_000 }, (_, i) =>
      i % 4 === 0
        ? `web_search fail latency=${800 + (i % 7)}ms`
        : i % 4 === 1
          ? 'site_scraper ok'
          : `cached_index ok cost=0.${tag}`,
    ).join('\n')
  const plans = ['2', '3'].map((tag) => {
    const s = defaultScenario()
    s.plans = { ...s.plans, trace: { format: 'auto', text: plansTrace(tag) } }
    return s
  })
  if (evaluate(plans[0] as Scenario).plans.trace.callCount !== 100_000)
    throw new Error('the 100,000-call trace did not read as 100,000 calls')
  let plansTurn = 0
  const evalPlans = bench(
    () => evaluate(plans[plansTurn++ % 2] as Scenario).plans.findingCounts.PlanDeviation,
    200,
  )

  // Seed 002: every output estimated (PraisonAI's heuristic) and counted in code points the first time it is
  // seen; later evaluations of the same text are remembered. Each run here slices the corpus at another offset,
  // so every run meets outputs it has not seen: the cost of a fresh paste.
  const coldRuns: number[] = []
  for (let k = 1; k <= 11; k++) {
    const fresh = textScenario(text.slice(k, text.length - 64 + k), 4, 1)
    const t = performance.now()
    sink += evaluateToolBudgets(fresh).calls.length
    coldRuns.push(performance.now() - t)
  }
  const firstCold = coldRuns[0] ?? Number.NaN
  coldRuns.sort((a, b) => a - b)
  const toolBudgetsCold = {
    medianMs: quantile(coldRuns, 0.5),
    p95Ms: quantile(coldRuns, 0.95),
    minMs: quantile(coldRuns, 0),
    iterations: coldRuns.length,
    warmupIterations: 0,
    firstCallMs: firstCold,
  }

  const report = evaluate(hundred)
  process.stdout.write(
    `${JSON.stringify({
      node: process.version,
      corpus: {
        files: files.length,
        chars: text.length,
        nonAsciiCodePoints: text.match(/[^\p{ASCII}]/gu)?.length ?? 0,
      },
      default: defaultTiming,
      abPerSide,
      replayDefault,
      costDefault,
      replayAbPerSide,
      costAbPerSide,
      text10MiB4Calls: evalFour,
      text10MiB100Calls10Batches: {
        ...evalHundred,
        batchesRun: report.turn.batchesRun,
        truncatedCalls: report.batches.reduce((n, b) => n + b.totals.truncatedCalls, 0),
      },
      parseAndEvaluate10MiB4Calls: parseFour,
      planner100kLines: evalPlanner,
      plans100kCalls: evalPlans,
      toolBudgets10MiBCold: toolBudgetsCold,
      selection100x100: evalSelection,
      sink,
    })}\n`,
  )
}

main()
