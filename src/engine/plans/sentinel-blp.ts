import type { ExecutedCall } from '../import/executed-call.ts'
import type { BLPViolation } from './findings.ts'
import { type BudgetKind, type EffectiveLimits, round9 } from './limits.ts'
import { quoteCall } from './make-findings.ts'
import type { CandidateTool } from './schema.ts'

/**
 * The sentinel's BLP check (seed 001's bitter-lesson preference, our rule; only when the policy sets
 * `preferGeneralMethods`): a call of a specialised candidate is a `BLPViolation` when a general candidate was
 * available before it: none of its calls had failed earlier in the trace, and one more call of it (its declared
 * cost and latency, and one call) still fit every remaining budget.
 * `totals` and `failed` are read live: the running totals before the call, and the tools that failed earlier.
 * @example createBlpCheck('plan-1', true, tools, limits, totals, failed).check(tool, call, 2, true) // BLPViolation | 'counted' | null
 */
export function createBlpCheck(
  planId: string,
  enabled: boolean,
  tools: readonly CandidateTool[],
  limits: EffectiveLimits,
  totals: Readonly<Record<BudgetKind, number>>,
  failed: ReadonlySet<string>,
) {
  const general = tools.filter((t) => t.kind === 'general')
  // Made once, not per call: a long trace is hundreds of thousands of calls.
  const fits = (t: CandidateTool) =>
    !failed.has(t.name) &&
    (limits.calls === null || totals.calls + 1 <= limits.calls) &&
    (limits.cost === null || round9(totals.cost + t.cost) <= limits.cost) &&
    (limits.latency === null || round9(totals.latency + t.latencyMs) <= limits.latency)
  return {
    /** Judges one call before its cost is counted. `wanted` is false once the kept findings are full: then a
     * violation is only counted. */
    check(
      tool: CandidateTool | undefined,
      call: ExecutedCall & { line?: number },
      position: number,
      wanted: boolean,
    ): BLPViolation | 'counted' | null {
      if (!enabled || tool?.kind !== 'specialised') return null
      // Past the kept findings only the count matters: building the finding would be garbage.
      if (!wanted) return general.some(fits) ? 'counted' : null
      const alternatives = general.filter(fits).map((t) => t.name)
      if (alternatives.length === 0) return null
      const quoted = quoteCall(call, position)
      return {
        type: 'BLPViolation',
        planId,
        trick: quoted.toolName,
        generalAlternative: alternatives[0] as string,
        alternatives,
        actual: quoted,
        remaining: {
          calls: limits.calls === null ? null : limits.calls - totals.calls,
          cost: limits.cost === null ? null : round9(limits.cost - totals.cost),
          latency: limits.latency === null ? null : round9(limits.latency - totals.latency),
        },
        message: `call ${quoted.position + 1}: specialised ${quoted.toolName} while general ${alternatives.join(', ')} ${alternatives.length === 1 ? 'was' : 'were'} available (not failed earlier, and fitting the remaining budget)`,
      }
    },
  }
}
