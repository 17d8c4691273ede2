import type { ExecutedCall } from '../import/executed-call.ts'
import type { BudgetKind } from './limits.ts'
import type { ResourceBudget, ToolCallIntent } from './schema.ts'

/**
 * Why a call (or a planned intent) does not line up with the plan:
 * - `unplanned`: the call names a tool that is not the expected intent's, nor any later intent's;
 * - `skipped`: the call names a later intent's tool; the intents between were skipped;
 * - `fallback-not-taken`: the previous call failed and its intent declares a fallback, but this call is not it;
 * - `fallback-after-success`: the call names the previous intent's fallback, though that intent succeeded;
 * - `beyond-plan`: every planned intent has been executed (or skipped) and no fallback is due;
 * - `not-executed`: a planned intent no call reached, reported when the plan's `executionState` is `Complete`.
 */
export type DeviationReason =
  | 'unplanned'
  | 'skipped'
  | 'fallback-not-taken'
  | 'fallback-after-success'
  | 'beyond-plan'
  | 'not-executed'

/** An intent as a finding quotes it: its own fields, not its nested fallbacks. */
export type QuotedIntent = Omit<ToolCallIntent, 'fallbackOnFailure'> & { path: string }

/** A call as a finding quotes it, with its 0-based position in the trace and its line (pasted traces). */
export type QuotedCall = ExecutedCall & { position: number; line: number | null }

/** Seed 001's `BudgetExceeded(planId, exceeded: ResourceBudget)`, with the numbers behind it. */
export interface BudgetExceeded {
  type: 'BudgetExceeded'
  planId: string
  budget: BudgetKind
  /** The declared budget that was exceeded (its one field, and the scaleFactor applied to it). */
  exceeded: ResourceBudget
  /** The declared limit × scaleFactor (calls: floored). */
  limit: number
  /** The trace's total at its end. */
  total: number
  /** `total − limit`. */
  over: number
  unit: string
  /** The first call after which the total was above the limit. */
  crossedAt: QuotedCall
  message: string
}

/** Seed 001's `PlanDeviation(planId, expected: ToolCallIntent, actual: ToolCall)`. */
export interface PlanDeviation {
  type: 'PlanDeviation'
  planId: string
  reason: DeviationReason
  /** The intent due at this point; null beyond the plan. */
  expected: QuotedIntent | null
  /** The call; null for a planned intent never executed. */
  actual: QuotedCall | null
  /** Intents passed over when the cursor moved ahead to the call's intent. */
  skipped: QuotedIntent[]
  message: string
}

/** Seed 001's `BLPViolation(planId, trick, generalAlternative)`. */
export interface BLPViolation {
  type: 'BLPViolation'
  planId: string
  /** The specialised tool called. */
  trick: string
  /** The first available general tool, in candidate order. */
  generalAlternative: string
  /** Every general tool available at that call. */
  alternatives: string[]
  actual: QuotedCall
  /** What was left of each budget before the call (null: no such budget). */
  remaining: { calls: number | null; cost: number | null; latency: number | null }
  message: string
}

export type Finding = BudgetExceeded | PlanDeviation | BLPViolation
export type FindingType = Finding['type']
