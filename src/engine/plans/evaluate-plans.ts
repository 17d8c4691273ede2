import { checkPlan, type PlanIssue } from './check-plan.ts'
import type { Finding, FindingType } from './findings.ts'
import type { Plans } from './section.ts'

export type { BudgetPoint } from './sentinel.ts'

import { type DetectedTraceFormat, parseTrace, type TraceError } from '../import/trace.ts'
import type { BudgetKind, EffectiveLimits } from './limits.ts'
import type { TraceSource } from './schema.ts'
import { type BudgetPoint, type IntentRow, runSentinel, type TimelineRow } from './sentinel.ts'
import { simulatedTrace } from './simulated-trace.ts'

export interface PlansReport {
  system: { id: 'drr-005-plans'; name: string; seed: '001' }
  planId: string
  /** The plan's own problems (unknown tools, circular fallbacks, an empty plan). */
  issues: PlanIssue[]
  trace: {
    source: TraceSource
    format: DetectedTraceFormat | 'simulated'
    /** For a transcript, the import layer's detection line; null otherwise. */
    summary: string | null
    /** What a transcript could not map (the first 200): shown beside the trace, never checked. */
    notes: { line: number | null; message: string }[]
    callCount: number
    lineCount: number
    errors: TraceError[]
    errorCount: number
    /** For a simulated trace: which policy (its label) and run it is. */
    simulated: { policy: string; runIndex: number } | null
    /** Why no trace could be had (a simulated run that cannot be made), or null. */
    unavailable: string | null
    /** Tools called that are not candidates (cost and latency 0 unless the trace says; never BLP-judged). */
    unknownTools: { name: string; calls: number }[]
  }
  limits: EffectiveLimits
  totals: Record<BudgetKind, number>
  /** The first 1,000 calls; `callCount` says how many there are. */
  rows: TimelineRow[]
  /** The first 1,000 planned intents (fallbacks included, in reading order); `intentCount` counts them all. */
  intents: IntentRow[]
  intentCount: number
  /** The first 1,000 findings, in the order found; `findingCounts` counts them all. */
  findings: Finding[]
  findingCounts: Record<FindingType, number>
  /** At most ~2,000 points (every call's point on shorter traces). */
  chart: BudgetPoint[]
}

const SYSTEM = { id: 'drr-005-plans', name: 'DRR-005 tool-call plans and sentinel', seed: '001' } as const
const MAX_ROWS = 1_000
const MAX_INTENTS = 1_000
const MAX_FINDINGS = 1_000
const MAX_POINTS = 2_000

/**
 * Seed 001's plans part of the Report: the plan's own problems, the trace (pasted, or one simulated run) read
 * and accounted call by call against the plan's scaled budgets, and the sentinel's findings.
 * @example evaluatePlans(defaultPlans()).findings.length === 0 // the default trace is empty
 */
export function evaluatePlans(plans: Plans): PlansReport {
  const { plan, tools, trace } = plans
  const source: TraceSource = trace.source ?? 'pasted'
  let calls: { toolName: string; ok: boolean; cost?: number; latencyMs?: number; line?: number }[] = []
  let info: Omit<PlansReport['trace'], 'unknownTools'>
  if (source === 'simulated') {
    const sim = simulatedTrace(plans)
    calls = sim.calls
    info = {
      source,
      format: 'simulated',
      summary: null,
      notes: [],
      callCount: sim.calls.length,
      lineCount: 0,
      errors: [],
      errorCount: 0,
      simulated: sim.unavailable ? null : { policy: sim.policy, runIndex: sim.runIndex },
      unavailable: sim.unavailable,
    }
  } else {
    const parsed = parseTrace(trace)
    calls = parsed.calls
    info = {
      source,
      format: parsed.format,
      summary: parsed.summary,
      notes: parsed.notes,
      callCount: parsed.calls.length,
      lineCount: parsed.lineCount,
      errors: parsed.errors,
      errorCount: parsed.errorCount,
      simulated: null,
      unavailable: null,
    }
  }
  const result = runSentinel(plan, tools, calls, {
    maxRows: MAX_ROWS,
    maxFindings: MAX_FINDINGS,
    maxPoints: MAX_POINTS,
  })
  return {
    system: SYSTEM,
    planId: plan.planId,
    issues: checkPlan(plan, tools),
    trace: { ...info, unknownTools: result.unknownTools.slice(0, 50) },
    limits: result.limits,
    totals: result.totals,
    rows: result.rows,
    intents: result.intents.slice(0, MAX_INTENTS),
    intentCount: result.intents.length,
    findings: result.findings,
    findingCounts: result.counts,
    chart: result.chart,
  }
}
