import { plural } from '../base/plural.ts'
import { parseLog } from '../import/action-log.ts'
import type { Action, DetectedFormat, LogError, LogNote } from '../import/action-log-types.ts'
import { type ChartPoint, chartPoints } from './chart.ts'
import { type BudgetBreakdown, builderBudget, filesInDeltaOf } from './formula.ts'
import { type ActionKind, reasonFor } from './kinds.ts'
import { type Role, type RuleFired, type RunResult, runBudget, type Segment } from './run.ts'
import type { PlannerSettings } from './schema.ts'

/** One action of the log as the table shows it. */
export interface StepRow {
  /** 0-based position among the log's actions. */
  index: number
  line: number
  tool: string
  description: string
  kind: ActionKind | 'unknown'
  counted: boolean
  /** Why it counts or is exempt. */
  reason: string
  failed: boolean
  made: boolean
  /** Calls used after it (in its mode, for the Explorer). */
  used: number
  /** `total - used`; null when the role is unlimited. */
  remaining: number | null
  /** The seed's tracking line, after each counted call that was made. */
  emit: string | null
  /** The exhaustion rule fired at this action. */
  fires: RuleFired['rule'] | null
}

export type PlannerOutcome =
  | { kind: 'within-budget'; message: string }
  /** The log was pasted but no line of it could be read: there is nothing to judge, within budget or not. */
  | { kind: 'unread'; message: string }
  | {
      kind: 'block'
      rule: 'builder-exhausted' | 'builder-verify-failed'
      at: number
      line: number
      message: string
    }
  | { kind: 'observer-incomplete'; at: number; line: number; message: string }
  | { kind: 'explorer-partial'; at: number; line: number; modes: string[]; message: string }

export interface PlannerReport {
  system: { id: 'ftl-planner'; name: string; seed: '000' }
  role: Role
  /** The Builder budget from the formula, with every term (computed whatever the role). */
  formula: BudgetBreakdown
  /** The role's budget and where it comes from; null is unlimited. */
  total: number | null
  totalSource: 'formula' | 'set' | 'per mode' | 'unlimited'
  log: {
    format: DetectedFormat
    /** For a transcript, the import layer's detection line ("Anthropic Messages, nock recording, …"). */
    summary: string | null
    /** What a transcript could not map (the first 200): shown beside the log, never counted. */
    notes: LogNote[]
    lineCount: number
    actionCount: number
    errors: LogError[]
    errorCount: number
  }
  counts: {
    countedMade: number
    countedNotMade: number
    exempt: number
    byKind: { kind: ActionKind | 'unknown'; counted: boolean; count: number }[]
    /** Names the seed does not know, with how often each appears: listed, never dropped. */
    unknown: { tool: string; count: number }[]
    /** Every action name in the log (the first 200, in first-use order), its kind, and whether you chose it. */
    names: { tool: string; count: number; kind: ActionKind | 'unknown'; chosen: boolean }[]
    nameCount: number
  }
  /** At most ~600 rows: the start, around the first rule that fired, and the end; `index` says which. */
  rows: StepRow[]
  /** At most ~1,000 points, only where the value changes. `y` is calls remaining, or calls used when the role is unlimited. */
  chart: { points: ChartPoint[]; yIs: 'remaining' | 'used'; firesAt: number | null; actionCount: number }
  segments: Segment[]
  fired: RuleFired[]
  outcome: PlannerOutcome
}

const SYSTEM = { id: 'ftl-planner', name: 'FTL agents call budgets', seed: '000' } as const
const HEAD_ROWS = 400
const AROUND_FIRE = 30
const TAIL_ROWS = 30
const MAX_SEGMENTS = 200
const MAX_NAMES = 200

/**
 * Seed 000's tracking line, emitted after each counted tool call.
 * @example trackingLine(3, 7, 'Edit src/a.py') === 'Budget: 3/7, Action: Edit src/a.py'
 */
export function trackingLine(used: number, total: number | null, description: string): string {
  return `Budget: ${used}/${total ?? 'unlimited'}, Action: ${description}`
}

function roleTotal(
  s: PlannerSettings,
  formula: BudgetBreakdown,
): { total: number | null; source: PlannerReport['totalSource'] } {
  switch (s.role) {
    case 'builder':
      return s.roles.builder === undefined
        ? { total: formula.budget, source: 'formula' }
        : { total: s.roles.builder, source: 'set' }
    case 'explorer':
      return { total: s.roles.explorerPerMode, source: 'per mode' }
    case 'observer':
      return { total: s.roles.observer, source: 'set' }
    case 'planner':
      return s.roles.planner === undefined
        ? { total: null, source: 'unlimited' }
        : { total: s.roles.planner, source: 'set' }
  }
}

function rowIndices(n: number, fireAt: number | null): number[] {
  const picked = new Set<number>()
  for (let i = 0; i < Math.min(n, HEAD_ROWS); i++) picked.add(i)
  if (fireAt !== null)
    for (let i = Math.max(0, fireAt - AROUND_FIRE); i <= Math.min(n - 1, fireAt + AROUND_FIRE); i++)
      picked.add(i)
  for (let i = Math.max(0, n - TAIL_ROWS); i < n; i++) picked.add(i)
  return [...picked].sort((a, b) => a - b)
}

function describeOutcome(
  run: RunResult,
  actions: readonly Action[],
  total: number | null,
  unreadLines: number,
): PlannerOutcome {
  const first = run.fired[0]
  const lineOf = (i: number) => actions[i]?.line ?? 0
  if (actions.length === 0 && unreadLines > 0)
    return {
      kind: 'unread',
      message: `No verdict: the log could not be read (${plural(unreadLines, 'problem')}, shown beside it), so no call was counted`,
    }
  if (!first) {
    const unread = unreadLines > 0 ? ` (${plural(unreadLines, 'line')} not read, not counted)` : ''
    return {
      kind: 'within-budget',
      message:
        total === null
          ? `Unlimited: ${run.countedMade} tool calls, no budget to exhaust${unread}`
          : run.role === 'explorer'
            ? `Every mode within its ${total} calls: status "complete"${unread}`
            : `Within budget: ${run.countedMade}/${total} calls used${unread}`,
    }
  }
  const line = lineOf(first.at)
  switch (first.rule) {
    case 'builder-exhausted':
      return {
        kind: 'block',
        rule: first.rule,
        at: first.at,
        line,
        message: `BLOCK (budget exhausted): all ${total} calls used; line ${line} needs another`,
      }
    case 'builder-verify-failed':
      return {
        kind: 'block',
        rule: first.rule,
        at: first.at,
        line,
        message: `BLOCK: verify failed on line ${line} with ${first.remaining} call${first.remaining === 1 ? '' : 's'} left (fewer than 2)`,
      }
    case 'observer-exhausted':
      return {
        kind: 'observer-incomplete',
        at: first.at,
        line,
        message: `Observer completes phase “${first.phase}” and notes incomplete analysis: ${run.countedNotMade} tool call${run.countedNotMade === 1 ? '' : 's'} not made`,
      }
    case 'explorer-partial': {
      const modes = run.fired.map((f) => (f.rule === 'explorer-partial' ? f.mode : ''))
      return {
        kind: 'explorer-partial',
        at: first.at,
        line,
        modes,
        message: `Explorer returns status: "partial" for ${modes.length === 1 ? 'mode' : 'modes'} ${modes.map((m) => `“${m}”`).join(', ')}`,
      }
    }
  }
}

/**
 * Everything seed 000 computes for the playground: the Builder budget from the formula, the chosen role's
 * budget, each action of the log classified (counted or exempt, and why), the calls used after each, the
 * tracking lines, and where the role's exhaustion rule fires. Rows and chart points are bounded, so a
 * 100,000-line log yields a small report. Pure; never mutates its input.
 * @example evaluatePlanner(defaultPlanner()).outcome.kind === 'block'
 */
export function evaluatePlanner(s: PlannerSettings): PlannerReport {
  const filesInDelta =
    s.inputs.deltaMode === 'files' ? filesInDeltaOf(s.inputs.deltaFiles) : s.inputs.filesInDelta
  const formula = builderBudget({ ...s.inputs, filesInDelta }, s.formula)
  const { total, source } = roleTotal(s, formula)
  const parsed = parseLog(s.log.text, s.log.format)
  const overrides = new Map<string, ActionKind>()
  for (const o of s.kindOverrides) if (!overrides.has(o.tool)) overrides.set(o.tool, o.kind)
  const run = runBudget(parsed.actions, s.role, total, overrides, s.unknownActions)
  const fireAt = run.fired[0]?.at ?? null

  // Classifications are shared per name (see runBudget), so counting by object is counting by name.
  const perClass = new Map<RunResult['classified'][number], number>()
  const unknown = new Map<string, number>()
  const names = new Map<string, { count: number; kind: ActionKind | 'unknown' }>()
  run.classified.forEach((c, i) => {
    perClass.set(c, (perClass.get(c) ?? 0) + 1)
    const tool = (parsed.actions[i] as Action).tool
    const named = names.get(tool)
    if (named) named.count += 1
    else names.set(tool, { count: 1, kind: c.kind })
    if (c.kind === 'unknown') unknown.set(tool, (unknown.get(tool) ?? 0) + 1)
  })
  const kindCounts = new Map<string, { kind: ActionKind | 'unknown'; counted: boolean; count: number }>()
  for (const [c, count] of perClass) {
    const key = `${c.kind}:${c.counted}`
    const entry = kindCounts.get(key)
    if (entry) entry.count += count
    else kindCounts.set(key, { kind: c.kind, counted: c.counted, count })
  }

  const firedAt = new Map(run.fired.map((f) => [f.at, f.rule]))
  const rows = rowIndices(parsed.actions.length, fireAt).map((i): StepRow => {
    const a = parsed.actions[i] as Action
    const c = run.classified[i] as RunResult['classified'][number]
    const used = run.usedAfter[i] as number
    const made = run.made[i] === 1
    return {
      index: i,
      line: a.line,
      tool: a.tool,
      description: a.description,
      kind: c.kind,
      counted: c.counted,
      reason: reasonFor(c, a.tool),
      failed: a.failed,
      made,
      used,
      remaining: total === null ? null : total - used,
      emit: c.counted && made ? trackingLine(used, total, a.description) : null,
      fires: firedAt.get(i) ?? null,
    }
  })

  return {
    system: SYSTEM,
    role: s.role,
    formula,
    total,
    totalSource: source,
    log: {
      format: parsed.format,
      summary: parsed.summary,
      notes: parsed.notes,
      lineCount: parsed.lineCount,
      actionCount: parsed.actions.length,
      errors: parsed.errors,
      errorCount: parsed.errorCount,
    },
    counts: {
      countedMade: run.countedMade,
      countedNotMade: run.countedNotMade,
      exempt: run.exempt,
      byKind: [...kindCounts.values()],
      unknown: [...unknown].map(([tool, count]) => ({ tool, count })),
      names: [...names].slice(0, MAX_NAMES).map(([tool, n]) => ({ tool, ...n, chosen: overrides.has(tool) })),
      nameCount: names.size,
    },
    rows,
    chart: {
      points: chartPoints(run, fireAt),
      yIs: total === null ? 'used' : 'remaining',
      firesAt: fireAt === null ? null : fireAt + 1,
      actionCount: parsed.actions.length,
    },
    segments: run.segments.slice(0, MAX_SEGMENTS),
    fired: run.fired.slice(0, MAX_SEGMENTS),
    outcome: describeOutcome(run, parsed.actions, total, parsed.errorCount),
  }
}
