import type { ExecutedCall } from '../import/executed-call.ts'
import type { BudgetExceeded, DeviationReason, PlanDeviation, QuotedCall, QuotedIntent } from './findings.ts'
import { BUDGET_INFO, type BudgetKind, round9, unitOf } from './limits.ts'
import type { ToolCallIntent, ToolCallPlan } from './schema.ts'

/** An intent of the plan with where it sits, and the row that reports what became of it. */
export interface Placed {
  path: string
  depth: number
  intent: ToolCallIntent
  row: { status: 'executed' | 'skipped' | 'not-reached' | 'not-taken' | 'unused-fallback'; calls: number[] }
}

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 9 })

const describe = (p: Placed) => `${p.path} (${p.intent.toolName})`

/** A call as a finding quotes it: its fields, its 0-based position and its line (null when not pasted). */
export const quoteCall = (call: ExecutedCall & { line?: number }, position: number): QuotedCall => ({
  ...call,
  position,
  line: call.line ?? null,
})

/** An intent as a finding quotes it: its own fields and path, not its nested fallbacks. */
export const quoteIntent = (p: Placed): QuotedIntent => {
  const { fallbackOnFailure: _, ...own } = p.intent
  return { ...own, path: p.path }
}

/**
 * The findings' constructors, one place for their shapes and messages.
 * @example budgetExceeded('p1', 'calls', 2, call, plan) // total and over filled by finishBudgetExceeded
 */
export function budgetExceeded(
  planId: string,
  kind: BudgetKind,
  limit: number,
  at: QuotedCall,
  plan: ToolCallPlan,
): BudgetExceeded {
  const { field, unit } = BUDGET_INFO[kind]
  const constraints = plan.planningContext.constraints
  const scale = constraints.scaleFactor
  return {
    type: 'BudgetExceeded',
    planId,
    budget: kind,
    exceeded: { [field]: constraints[field], ...(scale === undefined ? {} : { scaleFactor: scale }) },
    limit,
    total: 0,
    over: 0,
    unit,
    crossedAt: at,
    message: '',
  }
}

/**
 * Fills in the trace's final total (the finding is ours, made in this run: mutating it mutates no input).
 * @example finishBudgetExceeded(f, 7) // f.limit 2 → f.over 5, f.message "maxToolCalls: 7 calls against a limit of 2 calls, …"
 */
export function finishBudgetExceeded(f: BudgetExceeded, total: number): void {
  const field = BUDGET_INFO[f.budget].field
  f.total = total
  f.over = round9(total - f.limit)
  f.message = `${field}: ${n(total)} ${unitOf(total, f.unit)} against a limit of ${n(f.limit)} ${unitOf(f.limit, f.unit)}, over by ${n(f.over)} ${unitOf(f.over, f.unit)}; crossed at call ${f.crossedAt.position + 1} (${f.crossedAt.toolName})`
}

/**
 * A `PlanDeviation` with the expected intent quoted (not its fallbacks) and a one-line message.
 * @example deviation('p1', 'beyond-plan', null, call, [], null).message // "call 3 (search) is beyond the plan: …"
 */
export function deviation(
  planId: string,
  reason: DeviationReason,
  expected: Placed | null,
  actual: QuotedCall | null,
  skipped: Placed[],
  resumedAt: Placed | null,
): PlanDeviation {
  const call = actual ? `call ${actual.position + 1} (${actual.toolName})` : ''
  const message = deviationMessage(reason, call, expected, skipped, resumedAt)
  return {
    type: 'PlanDeviation',
    planId,
    reason,
    expected: expected ? quoteIntent(expected) : null,
    actual,
    skipped: skipped.map(quoteIntent),
    message,
  }
}

/** Why the call deviates, in one line naming the call and the intents involved. */
function deviationMessage(
  reason: DeviationReason,
  call: string,
  expected: Placed | null,
  skipped: Placed[],
  resumedAt: Placed | null,
): string {
  const exp = expected ? describe(expected) : ''
  switch (reason) {
    case 'unplanned':
      return `${call} is not in the plan from ${exp || 'here'} on`
    case 'skipped':
      return `${call} matches ${resumedAt ? describe(resumedAt) : 'a later intent'}, skipping ${skipped.map(describe).join(', ')}`
    case 'fallback-not-taken':
      return `${call} after a failure: the declared fallback ${exp} was due`
    case 'fallback-after-success':
      return `${call} is a fallback, but the call before it succeeded; ${exp || 'nothing'} was due`
    case 'beyond-plan':
      return `${call} is beyond the plan: every planned intent is done`
    case 'not-executed':
      return `${exp} was never executed, yet the plan is Complete`
  }
}
