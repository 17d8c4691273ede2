import type { ExecutedCall } from '../import/executed-call.ts'
import type { Finding, FindingType } from './findings.ts'
import { type BudgetKind, type EffectiveLimits, effectiveLimits } from './limits.ts'
import type { CandidateTool, ToolCallPlan } from './schema.ts'
import { createAlignment, type IntentRow } from './sentinel-alignment.ts'
import { createBlpCheck } from './sentinel-blp.ts'
import { createBudgetCheck } from './sentinel-budgets.ts'
import { type BudgetPoint, createRecorder, type TimelineRow } from './sentinel-record.ts'

export type { CallMatch, IntentRow, IntentStatus } from './sentinel-alignment.ts'
export type { BudgetPoint, TimelineRow } from './sentinel-record.ts'

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

/**
 * Seed 001's sentinel: checks an executed trace against a plan and lists findings. Reported, never enforced
 * (the trace is read to its end whatever it finds). Three checks run on every call, in this order, and their
 * findings keep it: BLP (`sentinel-blp.ts`), plan alignment (`sentinel-alignment.ts`), budgets
 * (`sentinel-budgets.ts`); the timeline rows and the chart's points are recorded beside them
 * (`sentinel-record.ts`). A call's cost and latency are the trace's, else the tool's declared ones (0 for a tool
 * that is not a candidate).
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
  const byName = new Map(tools.map((t) => [t.name, t] as const))
  const unknown = new Map<string, number>()
  const findings: Finding[] = []
  const counts: Record<FindingType, number> = { BudgetExceeded: 0, PlanDeviation: 0, BLPViolation: 0 }
  const add = (f: Finding | 'counted' | null, type: FindingType) => {
    if (f === null) return
    counts[type] += 1
    if (f !== 'counted' && findings.length < maxFindings) findings.push(f)
  }
  const failed = new Set<string>()
  const budgets = createBudgetCheck(plan, limits)
  const blp = createBlpCheck(
    plan.planId,
    plan.planningContext.policy.preferGeneralMethods,
    tools,
    limits,
    budgets.totals,
    failed,
  )
  const alignment = createAlignment(plan)
  const recorder = createRecorder(maxRows, step, calls.length)

  for (let position = 0; position < calls.length; position++) {
    const call = calls[position] as ExecutedCall & { line?: number }
    const tool = byName.get(call.toolName)
    if (!tool && tools.length > 0) unknown.set(call.toolName, (unknown.get(call.toolName) ?? 0) + 1)
    add(blp.check(tool, call, position, findings.length < maxFindings), 'BLPViolation')
    const aligned = alignment.align(call, position, findings.length < maxFindings)
    add(aligned.deviation, 'PlanDeviation')
    const cost = call.cost ?? tool?.cost ?? 0
    const latencyMs = call.latencyMs ?? tool?.latencyMs ?? 0
    for (const f of budgets.add(call, position, cost, latencyMs)) add(f, 'BudgetExceeded')
    if (!call.ok) failed.add(call.toolName)
    recorder.record(call, position, tool, cost, latencyMs, budgets.totals, aligned.match)
  }

  for (const f of alignment.finish()) add(f, 'PlanDeviation')
  budgets.finish()
  const unknownTools = [...unknown].map(([name, n]) => ({ name, calls: n }))
  return {
    limits,
    rows: recorder.rows,
    intents: alignment.intents,
    findings,
    counts,
    totals: { ...budgets.totals },
    chart: recorder.chart,
    unknownTools,
  }
}
