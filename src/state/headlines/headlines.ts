import type { Scenario, ShownReport, SimResult, SystemId } from '../../engine/index.ts'
import { type CompareSeries, fact, type Headline, num, type TabHeadlines } from './types.ts'

const NONE: TabHeadlines = { numbers: [], series: [], perTool: null, stop: null }
const add = (into: Record<string, number>, key: string, n: number) => {
  into[key] = (into[key] ?? 0) + n
}
// Dollars kept to a millionth, so B − A of two sums of floats is not float noise.
const roundUsd = (d: number) => Math.round(d * 1e6) / 1e6

/**
 * The numbers the A/B view compares on a tab, read from that tab's part of the report (and the scenario, for
 * what the report does not hold): one place per tab, so every tab joins the A/B view the same way. Empty while
 * the report lacks the tab's part (it is still computing).
 * @example headlinesFor('result-budget', report, scenario).numbers[0].label === 'Chars delivered to the model'
 */
export function headlinesFor(
  tab: SystemId,
  report: ShownReport,
  scenario: Scenario,
  /** The Explore tab's simulation of this scenario, when one was run (it is not part of the report). */
  simulation: SimResult | null = null,
): TabHeadlines {
  switch (tab) {
    case 'result-budget':
      return resultBudget(report, scenario)
    case 'strategies':
      return strategies(report, scenario)
    case 'token-budgets':
      return tokenBudgets(report)
    case 'selection':
      return selection(report)
    case 'planner':
      return planner(report)
    case 'explore':
      return explore(scenario, simulation)
    case 'plans':
      return plans(report)
    case 'replay':
      return replay(report)
    case 'cost':
      return cost(report)
    case 'session':
      return session(report)
  }
}

function resultBudget(r: ShownReport, s: Scenario): TabHeadlines {
  const ran = r.batches.filter((b) => b.ranInTurn)
  const calls = ran.flatMap((b) => b.calls.map((c) => ({ b: b.index, c })))
  const byTool: Record<string, number> = {}
  for (const { c } of calls) add(byTool, c.tool, c.keptChars)
  const shown = r.batches[Math.min(s.view.batchIndex, r.batches.length - 1)]
  const end = r.turn.end
  const stopped = 'message' in end
  const numbers: Headline[] = [
    num('delivered', 'Chars delivered to the model', 'chars', r.turnTotals.deliveredChars),
    num(
      'kept',
      'Chars kept of the outputs',
      'chars',
      calls.reduce((t, x) => t + x.c.keptChars, 0),
    ),
    num(
      'cut',
      'Chars cut',
      'chars',
      calls.reduce((t, x) => t + x.c.cutChars, 0),
    ),
    num('tokens', 'Tokens (~4 chars a token)', 'tokens', r.turnTotals.approxTokens),
    num('truncated', 'Calls cut', 'calls', calls.filter((x) => x.c.truncated).length),
    num('iterations', 'LLM iterations run', 'iterations', r.turn.batchesRun),
    fact(
      'stop',
      'Where the turn stops',
      stopped
        ? `before LLM call ${end.beforeLlmCall + 1}: ${end.message}`
        : 'after every iteration, with a reply',
    ),
  ]
  if (shown)
    numbers.push(num('perCall', `Per-call budget, batch ${shown.index + 1}`, 'chars', shown.perCallBudget))
  const series: CompareSeries[] = [
    {
      title: 'Chars delivered per LLM iteration (0: never run)',
      x: 'LLM iteration',
      unit: 'chars',
      kind: 'bars',
      points: r.batches.map((b) => ({
        label: `#${b.index + 1}`,
        value: b.ranInTurn ? b.totals.deliveredChars : 0,
      })),
    },
  ]
  if (shown && shown.calls.length > 1)
    series.push({
      title: `Kept chars per call, batch ${shown.index + 1}`,
      x: 'call',
      unit: 'chars',
      kind: 'bars',
      points: shown.calls.map((c) => ({ label: `${c.index + 1} ${c.tool}`, value: c.keptChars })),
    })
  return {
    numbers,
    series,
    perTool: { unit: 'chars', byTool },
    stop: { at: stopped ? r.turn.batchesRun : null, text: stopped ? end.message : 'runs every iteration' },
  }
}

function strategies(r: ShownReport, s: Scenario): TabHeadlines {
  const st = r.strategies
  if (!st) return NONE
  const run = st.byTrim.find((x) => x.trim === s.strategies.trim) ?? st.byTrim[0]
  if (!run) return NONE
  const u = st.unit
  const byTool: Record<string, number> = {}
  run.calls.forEach((c, i) => {
    add(byTool, st.calls[i]?.tool ?? `call ${i + 1}`, c.delivered)
  })
  return {
    numbers: [
      num('budget', `Batch budget (${st.measure})`, u, st.budget),
      num('kept', 'Kept of the originals', u, run.totals.kept),
      num('delivered', 'Delivered (kept + notices)', u, run.totals.delivered),
      num('wasted', 'Budget wasted', u, run.totals.wasted),
      num('truncated', 'Calls cut', 'calls', run.totals.truncated),
      fact('strategy', 'Split × trim', `${run.split} × ${run.trim}`),
    ],
    series: [
      {
        title: `Delivered per call (${run.split} × ${run.trim})`,
        x: 'call',
        unit: u,
        kind: 'bars',
        points: run.calls.map((c, i) => ({
          label: `${i + 1} ${st.calls[i]?.tool ?? ''}`,
          value: c.delivered,
        })),
      },
    ],
    perTool: { unit: u, byTool },
    stop: null,
  }
}

function tokenBudgets(r: ShownReport): TabHeadlines {
  const tb = r.toolBudgets
  if (!tb) return NONE
  const c = tb.composition
  const u = tb.measure.unit
  const part = (id: string) => c.parts.find((p) => p.id === id)?.tokens ?? 0
  const byTool: Record<string, number> = {}
  for (const call of tb.calls) add(byTool, call.tool, call.keptChars)
  return {
    numbers: [
      num('total', 'Window used', u, c.totalTokens),
      num('headroom', c.overflow ? 'Overflow (negative headroom)' : 'Headroom', u, c.headroomTokens),
      num('toolOutputs', 'Tool outputs in the window', u, part('toolOutputs')),
      num('history', 'History', u, part('history')),
      num('truncated', 'Calls truncated', 'calls', tb.calls.filter((x) => x.truncated).length),
      num('dropped', 'Turns dropped whole', 'turns', tb.droppedTurns.length),
    ],
    series: [
      {
        title: 'What fills the window',
        x: 'part',
        unit: u,
        kind: 'bars',
        points: c.parts.map((p) => ({ label: p.id, value: p.tokens })),
      },
    ],
    perTool: { unit: 'chars', byTool },
    stop: null,
  }
}

function selection(r: ShownReport): TabHeadlines {
  const sel = r.selection
  if (!sel) return NONE
  const active = sel.strategies.find((x) => x.strategy === sel.strategy) ?? sel.strategies[0]
  if (!active) return NONE
  return {
    numbers: [
      num('selected', 'Tools selected', 'tools', active.selectedCount),
      num('starved', 'Categories starved', 'categories', active.starvedCategories),
      num('leftOut', 'Tools left out', 'tools', active.toolsLeftOut),
      num('unused', 'Slots unused', 'slots', active.unusedSlots),
      num('schemaTokens', 'Schemas sent (chars/4)', 'tokens', sel.cost.selectedTokens),
      fact('strategy', 'Selection', `${sel.strategy}, max_tools ${sel.maxTools}`),
    ],
    series: [
      {
        title: 'Slots per category',
        x: 'category',
        unit: 'slots',
        kind: 'bars',
        points: active.perEntry.map((e) => ({ label: e.category, value: e.slots })),
      },
    ],
    perTool: null,
    stop: null,
  }
}

function planner(r: ShownReport): TabHeadlines {
  const p = r.planner
  if (!p) return NONE
  const o = p.outcome
  const fired = 'at' in o
  return {
    numbers: [
      num('budget', `Budget (${p.role})`, 'calls', p.total ?? Number.POSITIVE_INFINITY),
      num('counted', 'Calls counted', 'calls', p.counts.countedMade),
      num('exempt', 'Calls exempt', 'calls', p.counts.exempt),
      fact('outcome', 'Where it fires', fired ? `at counted call ${o.at}: ${o.message}` : o.message),
    ],
    series: [
      {
        title: 'Calls by kind',
        x: 'kind',
        unit: 'calls',
        kind: 'bars',
        points: p.counts.byKind.filter((k) => k.count > 0).map((k) => ({ label: k.kind, value: k.count })),
      },
    ],
    perTool: null,
    stop: { at: fired ? o.at : null, text: fired ? o.kind : 'within budget' },
  }
}

function explore(s: Scenario, result: SimResult | null): TabHeadlines {
  const c = s.plans.plan.planningContext.constraints
  const settings = s.plans.simulation
  const numbers: Headline[] = [
    num('runs', 'Runs', 'runs', settings.runs),
    num('horizon', 'Horizon', 'calls', settings.horizon),
    num('policies', 'Policies compared', 'policies', settings.policies.length),
    num('tools', 'Candidate tools', 'tools', s.plans.tools.length),
  ]
  if (c.maxToolCalls !== undefined)
    numbers.push(num('maxCalls', 'maxToolCalls × scale', 'calls', c.maxToolCalls * (c.scaleFactor ?? 1)))
  if (c.maxCost !== undefined)
    numbers.push(num('maxCost', 'maxCost × scale', 'units', c.maxCost * (c.scaleFactor ?? 1)))
  if (!result) return { numbers, series: [], perTool: null, stop: null }
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits
  for (const p of result.policies) {
    numbers.push(
      num(
        `regret-${p.label}`,
        `Regret at the horizon: ${p.label}`,
        'reward units',
        round(p.finalRegret.mean, 2),
      ),
    )
    numbers.push(
      num(`best-${p.label}`, `Calls to the best tool: ${p.label}`, '%', round(100 * p.bestShareAll, 1)),
    )
  }
  return {
    numbers,
    series: [
      {
        title: 'Regret at the horizon, by policy',
        x: 'policy',
        unit: 'reward units',
        kind: 'bars',
        points: result.policies.map((p) => ({ label: p.label, value: round(p.finalRegret.mean, 2) })),
      },
    ],
    perTool: null,
    stop: null,
  }
}

function plans(r: ShownReport): TabHeadlines {
  const p = r.plans
  if (!p) return NONE
  const f = p.findingCounts
  return {
    numbers: [
      num('calls', 'Calls in the trace', 'calls', p.trace.callCount),
      num('budgetExceeded', 'BudgetExceeded findings', 'findings', f.BudgetExceeded ?? 0),
      num('planDeviation', 'PlanDeviation findings', 'findings', f.PlanDeviation ?? 0),
      num('blp', 'BLPViolation findings', 'findings', f.BLPViolation ?? 0),
      num('cost', 'Cost spent', 'units', p.totals.cost),
      num('latency', 'Latency spent', 'ms', p.totals.latency),
    ],
    series: [
      {
        title: 'Findings by kind',
        x: 'kind',
        unit: 'findings',
        kind: 'bars',
        points: Object.entries(f).map(([label, value]) => ({ label, value })),
      },
    ],
    perTool: null,
    stop: null,
  }
}

function replay(r: ShownReport): TabHeadlines {
  const rp = r.replay
  if (!rp) return NONE
  return {
    numbers: rp.columns.flatMap((c) => [
      num(`ctx-${c.framework.id}`, `${c.framework.label}: context`, 'tokens', c.context.tokens),
      num(
        `usd-${c.framework.id}`,
        `${c.framework.label}: session (cached)`,
        '$',
        roundUsd(c.session.totals.dollars.cached),
      ),
    ]),
    series: [
      {
        title: 'Context of the turn’s last call, by framework',
        x: 'framework',
        unit: 'tokens',
        kind: 'bars',
        points: rp.columns.map((c) => ({ label: c.framework.label, value: c.context.tokens })),
      },
    ],
    perTool: null,
    stop: null,
  }
}

function cost(r: ShownReport): TabHeadlines {
  const c = r.cost
  if (!c) return NONE
  const t = c.session.totals
  return {
    numbers: [
      num('uncached', 'Session, without caching', '$', roundUsd(t.dollars.uncached)),
      num('cached', 'Session, with prompt caching', '$', roundUsd(t.dollars.cached)),
      num(
        'toolShare',
        'Share on tool outputs (cached)',
        '%',
        Math.round(1000 * t.toolOutputShare.cached) / 10,
      ),
      num('input', 'Tokens sent', 'tokens', t.input),
      num('calls', 'LLM calls', 'calls', c.session.callCount),
    ],
    series: [
      {
        title: 'Cumulative cost by turn, with caching (your settings)',
        x: 'turn',
        unit: '$',
        kind: 'lines',
        points: c.session.turns.map((x) => ({ label: String(x.turn), value: roundUsd(x.cumulative.cached) })),
      },
    ],
    perTool: null,
    stop: null,
  }
}

function session(r: ShownReport): TabHeadlines {
  const s = r.session
  if (!s) return NONE
  const peak = (calls: readonly { total: number }[]) => calls.reduce((m, c) => Math.max(m, c.total), 0)
  return {
    numbers: s.harnesses.flatMap((h) => [
      num(`peak-${h.harness.id}`, `${h.harness.label}: largest window`, 'tokens', peak(h.calls)),
      num(`lost-${h.harness.id}`, `${h.harness.label}: tokens lost`, 'tokens', h.totals.lostTokens),
      num(`refetch-${h.harness.id}`, `${h.harness.label}: re-fetched`, 'tokens', h.totals.refetchTokens),
    ]),
    series: [
      {
        title: 'Tokens of results lost, by harness',
        x: 'harness',
        unit: 'tokens',
        kind: 'bars',
        points: s.harnesses.map((h) => ({ label: h.harness.label, value: h.totals.lostTokens })),
      },
    ],
    perTool: null,
    stop: null,
  }
}
