import type {
  BLPViolation,
  BudgetExceeded,
  DeviationReason,
  Finding,
  FindingType,
  QuotedCall,
} from './findings.ts'
import { BUDGET_KINDS, type BudgetKind, type EffectiveLimits, effectiveLimits, round9 } from './limits.ts'
import {
  budgetExceeded,
  deviation,
  finishBudgetExceeded,
  type Placed as PlacedBase,
} from './make-findings.ts'
import type { CandidateTool, ToolCallIntent, ToolCallPlan, ToolKind } from './schema.ts'
import type { ExecutedCall } from './trace.ts'

/** How one executed call lines up with the plan. */
export type CallMatch =
  | { kind: 'intent'; path: string }
  | { kind: 'fallback'; path: string }
  | { kind: 'deviation'; reason: DeviationReason; path: string | null }

/** One executed call as the sentinel accounted it. */
export interface TimelineRow {
  position: number
  line: number | null
  toolName: string
  ok: boolean
  kind: ToolKind | 'unknown'
  cost: number
  /** Where the cost came from: the trace, the tool's declared cost, or nowhere (an unknown tool: 0). */
  costFrom: 'trace' | 'declared' | 'unknown'
  latencyMs: number
  latencyFrom: 'trace' | 'declared' | 'unknown'
  /** Calls, cost and latency summed up to and including this call. */
  totals: Record<BudgetKind, number>
  match: CallMatch
}

/** A planned intent and what became of it. */
export interface IntentRow {
  path: string
  depth: number
  toolName: string
  rationale: string
  status: 'executed' | 'skipped' | 'not-reached' | 'unused-fallback'
  /** Positions of the calls matched to it (the first 20). */
  calls: number[]
}

/** One point of the budget chart: the totals after call `x` (x = 0 is before the first call). */
export interface BudgetPoint {
  x: number
  calls: number
  cost: number
  latency: number
}

/** How much of a long trace to keep: every call is accounted; only this many rows, findings and points are kept. */
export interface SentinelLimits {
  maxRows?: number
  maxFindings?: number
  /** About this many chart points (every ⌈n / maxPoints⌉-th call, and the last). */
  maxPoints?: number
}

export interface SentinelResult {
  limits: EffectiveLimits
  /** The first `maxRows` calls. */
  rows: TimelineRow[]
  intents: IntentRow[]
  /** The first `maxFindings` findings, in call order (intents never executed last). */
  findings: Finding[]
  /** Every finding counted, kept or not. */
  counts: Record<FindingType, number>
  totals: Record<BudgetKind, number>
  chart: BudgetPoint[]
  /** Tools the trace calls that are not candidates (with no candidates at all, none), with their call counts. */
  unknownTools: { name: string; calls: number }[]
}

interface Placed extends PlacedBase {
  row: IntentRow
}

const nameOf = (t: CandidateTool) => t.name

/**
 * Seed 001's sentinel: checks an executed trace against a plan and lists findings. Reported, never enforced
 * (the trace is read to its end whatever it finds).
 *
 * Budgets: a call's cost and latency are the trace's, else the tool's declared ones (0 for a tool that is not a
 * candidate). `BudgetExceeded` once per budget whose total ends above its limit (declared × scaleFactor;
 * calls floored), naming the call after which the total first went above it; a total equal to its limit is
 * within budget (the seed: "count ≤ declared maxToolCalls").
 *
 * Alignment: a cursor points at the next planned intent. A call right after a failed call whose intent declares
 * `fallbackOnFailure` is expected to be that fallback (matched: no finding; fallbacks nest, so a failed fallback
 * makes its own fallback due). Otherwise it is expected to be the intent at the cursor: a match moves the cursor
 * on. Any other call is a `PlanDeviation` (see DeviationReason); if it names a later intent, the cursor jumps to
 * just past that intent (those between are skipped), else it stays. Calls after the last intent are
 * `beyond-plan`. Intents never reached are listed, and are findings only when `executionState` is `Complete`.
 *
 * BLP (only when the policy's `preferGeneralMethods` is set): a call of a specialised candidate is a
 * `BLPViolation` when a general candidate was available before it: none of its calls had failed earlier in the
 * trace, and one more call of it (its declared cost and latency, and one call) still fit every remaining budget.
 * @example runSentinel(plan, tools, [{ toolName: 'site_scraper', ok: true }]).findings[0].type === 'BLPViolation'
 */
export function runSentinel(
  plan: ToolCallPlan,
  tools: readonly CandidateTool[],
  calls: readonly (ExecutedCall & { line?: number })[],
  keep: SentinelLimits = {},
): SentinelResult {
  const { maxRows = Number.POSITIVE_INFINITY, maxFindings = Number.POSITIVE_INFINITY } = keep
  const step = Math.max(1, Math.ceil(calls.length / (keep.maxPoints ?? Number.POSITIVE_INFINITY)))
  const limits = effectiveLimits(plan.planningContext.constraints)
  const planId = plan.planId
  const byName = new Map(tools.map((t) => [t.name, t] as const))
  const unknown = new Map<string, number>()
  const findings: Finding[] = []
  const counts: Record<FindingType, number> = { BudgetExceeded: 0, PlanDeviation: 0, BLPViolation: 0 }
  const add = (f: Finding) => {
    counts[f.type] += 1
    if (findings.length < maxFindings) findings.push(f)
  }
  const chart: BudgetPoint[] = [{ x: 0, calls: 0, cost: 0, latency: 0 }]
  const intents: IntentRow[] = []
  const top: Placed[] = []
  const placedOf = new Map<ToolCallIntent, Placed>()
  plan.plannedSequence.forEach((intent, index) => {
    let path = `plannedSequence[${index}]`
    let depth = 0
    for (let it: ToolCallIntent | undefined = intent; it; it = it.fallbackOnFailure) {
      const row: IntentRow = {
        path,
        depth,
        toolName: it.toolName,
        rationale: it.rationale,
        status: depth === 0 ? 'not-reached' : 'unused-fallback',
        calls: [],
      }
      intents.push(row)
      const placed = { path, depth, intent: it, row }
      if (depth === 0) top.push(placed)
      placedOf.set(it, placed)
      path += '.fallbackOnFailure'
      depth += 1
    }
  })
  // Where each tool name stands in the sequence, ascending, to find the next intent naming it.
  const positions = new Map<string, number[]>()
  top.forEach((p, i) => {
    const list = positions.get(p.intent.toolName)
    if (list) list.push(i)
    else positions.set(p.intent.toolName, [i])
  })
  const nextAt = (name: string, from: number): number => {
    const list = positions.get(name)
    if (!list) return -1
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((list[mid] as number) < from) lo = mid + 1
      else hi = mid
    }
    return lo < list.length ? (list[lo] as number) : -1
  }

  const totals: Record<BudgetKind, number> = { calls: 0, cost: 0, latency: 0 }
  const crossed: Partial<Record<BudgetKind, BudgetExceeded>> = {}
  const failed = new Set<string>()
  const blp = plan.planningContext.policy.preferGeneralMethods
  const general = tools.filter((t) => t.kind === 'general')
  const rows: TimelineRow[] = []
  let cursor = 0
  let due: Placed | null = null
  let last: { placed: Placed; ok: boolean } | null = null

  // Helpers made once, not per call: a long trace is hundreds of thousands of calls.
  const fits = (t: CandidateTool) =>
    !failed.has(t.name) &&
    (limits.calls === null || totals.calls + 1 <= limits.calls) &&
    (limits.cost === null || round9(totals.cost + t.cost) <= limits.cost) &&
    (limits.latency === null || round9(totals.latency + t.latencyMs) <= limits.latency)
  const quote = (call: ExecutedCall & { line?: number }, position: number): QuotedCall => ({
    ...call,
    position,
    line: call.line ?? null,
  })

  for (let position = 0; position < calls.length; position++) {
    const call = calls[position] as ExecutedCall & { line?: number }
    const tool = byName.get(call.toolName)
    if (!tool && tools.length > 0) unknown.set(call.toolName, (unknown.get(call.toolName) ?? 0) + 1)

    if (blp && tool?.kind === 'specialised') {
      // Past the kept findings only the count matters: building the finding would be garbage.
      if (findings.length >= maxFindings) {
        if (general.some(fits)) counts.BLPViolation += 1
      } else {
        const alternatives = general.filter(fits).map(nameOf)
        if (alternatives.length > 0) {
          const remaining = {
            calls: limits.calls === null ? null : limits.calls - totals.calls,
            cost: limits.cost === null ? null : round9(limits.cost - totals.cost),
            latency: limits.latency === null ? null : round9(limits.latency - totals.latency),
          }
          add({
            type: 'BLPViolation',
            planId,
            trick: call.toolName,
            generalAlternative: alternatives[0] as string,
            alternatives,
            actual: quote(call, position),
            remaining,
            message: `call ${position + 1}: specialised ${call.toolName} while general ${alternatives.join(', ')} ${alternatives.length === 1 ? 'was' : 'were'} available (not failed earlier, and fitting the remaining budget)`,
          } satisfies BLPViolation)
        }
      }
    }

    // Alignment with the plan.
    let current: Placed | null = null
    let fallback = false
    let reason: DeviationReason | null = null
    if (due && call.toolName === due.intent.toolName) {
      current = due
      fallback = true
    } else {
      const j = nextAt(call.toolName, cursor)
      const expected = due ?? top[cursor] ?? null
      if (due) reason = 'fallback-not-taken'
      else if (cursor >= top.length) reason = 'beyond-plan'
      else if (j > cursor) reason = 'skipped'
      else if (j === -1)
        reason =
          last?.ok && last.placed.intent.fallbackOnFailure?.toolName === call.toolName
            ? 'fallback-after-success'
            : 'unplanned'
      const skipped: Placed[] = j > cursor ? top.slice(cursor, j) : []
      for (const s of skipped) s.row.status = 'skipped'
      if (j >= cursor && j !== -1) {
        current = top[j] as Placed
        cursor = j + 1
      }
      if (reason !== null) {
        if (findings.length >= maxFindings) counts.PlanDeviation += 1
        else add(deviation(planId, reason, expected, quote(call, position), skipped, current))
      }
    }
    if (current) {
      if (current.row.status !== 'skipped') current.row.status = 'executed'
      if (current.row.calls.length < 20) current.row.calls.push(position)
    }

    const cost = call.cost ?? tool?.cost ?? 0
    const latencyMs = call.latencyMs ?? tool?.latencyMs ?? 0
    totals.calls += 1
    totals.cost = round9(totals.cost + cost)
    totals.latency = round9(totals.latency + latencyMs)
    for (const kind of BUDGET_KINDS) {
      const limit = limits[kind]
      if (limit !== null && totals[kind] > limit && !crossed[kind]) {
        crossed[kind] = budgetExceeded(planId, kind, limit, quote(call, position), plan)
        add(crossed[kind])
      }
    }
    if (!call.ok) failed.add(call.toolName)
    if ((position + 1) % step === 0 || position === calls.length - 1)
      chart.push({ x: position + 1, calls: totals.calls, cost: totals.cost, latency: totals.latency })
    if (rows.length < maxRows)
      rows.push({
        position,
        line: call.line ?? null,
        toolName: call.toolName,
        ok: call.ok,
        kind: tool?.kind ?? 'unknown',
        cost,
        costFrom: call.cost !== undefined ? 'trace' : tool ? 'declared' : 'unknown',
        latencyMs,
        latencyFrom: call.latencyMs !== undefined ? 'trace' : tool ? 'declared' : 'unknown',
        totals: { ...totals },
        match:
          reason !== null
            ? { kind: 'deviation', reason, path: current?.path ?? null }
            : { kind: fallback ? 'fallback' : 'intent', path: (current as Placed).path },
      })
    due =
      !call.ok && current?.intent.fallbackOnFailure
        ? (placedOf.get(current.intent.fallbackOnFailure) ?? null)
        : null
    last = current ? { placed: current, ok: call.ok } : null
  }

  if (plan.executionState === 'Complete') {
    for (const p of top.slice(cursor)) add(deviation(planId, 'not-executed', p, null, [], null))
  }
  // A crossing is found at its call; how far the trace ends over the limit is known only now.
  for (const kind of BUDGET_KINDS) {
    const f = crossed[kind]
    if (f) finishBudgetExceeded(f, totals[kind])
  }
  const unknownTools = [...unknown].map(([name, n]) => ({ name, calls: n }))
  return { limits, rows, intents, findings, counts, totals, chart, unknownTools }
}
