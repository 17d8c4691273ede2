import type { ExecutedCall } from '../import/executed-call.ts'
import type { BudgetExceeded } from './findings.ts'
import { BUDGET_KINDS, type BudgetKind, type EffectiveLimits, round9 } from './limits.ts'
import { budgetExceeded, finishBudgetExceeded, quoteCall } from './make-findings.ts'
import type { ToolCallPlan } from './schema.ts'

/**
 * The sentinel's budget check (seed 001's `BudgetExceeded`, our rules): calls, cost and latency summed call by
 * call; one finding per budget whose total ends above its limit (declared × scaleFactor; calls floored), naming
 * the call after which the total first went above it. A total equal to its limit is within budget (the seed:
 * "count ≤ declared maxToolCalls"). Sums are rounded to 9 decimals so 0.1 + 0.2 stays 0.3.
 * @example createBudgetCheck(plan, limits).add(call, 0, 1, 800) // [] until a total passes its limit
 */
export function createBudgetCheck(plan: ToolCallPlan, limits: EffectiveLimits) {
  const totals: Record<BudgetKind, number> = { calls: 0, cost: 0, latency: 0 }
  const crossed: Partial<Record<BudgetKind, BudgetExceeded>> = {}
  return {
    totals: totals as Readonly<Record<BudgetKind, number>>,
    /** Counts one call's cost and latency; returns the budgets it took over their limit (at most once each). */
    add(
      call: ExecutedCall & { line?: number },
      position: number,
      cost: number,
      latencyMs: number,
    ): BudgetExceeded[] {
      totals.calls += 1
      totals.cost = round9(totals.cost + cost)
      totals.latency = round9(totals.latency + latencyMs)
      const out: BudgetExceeded[] = []
      for (const kind of BUDGET_KINDS) {
        const limit = limits[kind]
        if (limit !== null && totals[kind] > limit && !crossed[kind]) {
          crossed[kind] = budgetExceeded(plan.planId, kind, limit, quoteCall(call, position), plan)
          out.push(crossed[kind])
        }
      }
      return out
    },
    /** A crossing is found at its call; how far the trace ends over the limit is known only at the end. */
    finish(): void {
      for (const kind of BUDGET_KINDS) {
        const f = crossed[kind]
        if (f) finishBudgetExceeded(f, totals[kind])
      }
    },
  }
}
