import type { ExecutedCall } from '../import/executed-call.ts'
import type { BudgetKind } from './limits.ts'
import type { CandidateTool, ToolKind } from './schema.ts'
import type { CallMatch } from './sentinel-alignment.ts'

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

/** One point of the budget chart: the totals after call `x` (x = 0 is before the first call). */
export interface BudgetPoint {
  x: number
  calls: number
  cost: number
  latency: number
}

/**
 * What the sentinel shows of a trace: the first `maxRows` calls as timeline rows, and the budget chart's points
 * (every `step`-th call and the last, after a point 0 before the first call), so a long trace stays small.
 * @example createRecorder(10, 1, 3).chart // [{ x: 0, calls: 0, cost: 0, latency: 0 }]
 */
export function createRecorder(maxRows: number, step: number, callCount: number) {
  const rows: TimelineRow[] = []
  const chart: BudgetPoint[] = [{ x: 0, calls: 0, cost: 0, latency: 0 }]
  return {
    rows,
    chart,
    /** Records call `position` once its cost, latency and totals are known. */
    record(
      call: ExecutedCall & { line?: number },
      position: number,
      tool: CandidateTool | undefined,
      cost: number,
      latencyMs: number,
      totals: Readonly<Record<BudgetKind, number>>,
      match: CallMatch,
    ): void {
      if ((position + 1) % step === 0 || position === callCount - 1)
        chart.push({ x: position + 1, calls: totals.calls, cost: totals.cost, latency: totals.latency })
      if (rows.length >= maxRows) return
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
        match,
      })
    },
  }
}
