import { callBudget, splitBatchBudget } from '../result-budget/split.ts'
import type { SplitStrategy } from './schema.ts'

/** One call as a split sees it: its tool, and how much it would use (its size, capped), when known. */
export interface SplitCall {
  tool: string
  /** The call's size in the measure's unit, or null when larger than it was measured (at least an even share). */
  size: number | null
  /** A per-tool cap in the same unit (seed 003's `maxResultChars` when the measure is chars). */
  cap?: number | undefined
}

/** Where one call's budget came from. */
export type ShareSource = 'share' | 'cap' | 'demand'

export interface SplitResult {
  budgets: number[]
  sources: ShareSource[]
}

/**
 * Seed 003's even split: `floor(B / max(n, 1))` each, then `min(share, cap ?? share)`: the Result budget tab's own
 * rule (`splitBatchBudget`, `callBudget`), so the two tabs cannot disagree.
 * @example splitEven(80_000, three calls).budgets → [26_666, 26_666, 26_666]
 */
export function splitEven(budget: number, calls: readonly SplitCall[]): SplitResult {
  const share = splitBatchBudget(budget, calls.length)
  return capped(
    calls.map(() => share),
    calls,
  )
}

/** Seed 003's cap on each share (`callBudget`), its source named in this module's words. */
function capped(shares: number[], calls: readonly SplitCall[]): SplitResult {
  const sources: ShareSource[] = []
  const budgets = shares.map((share, i) => {
    const { budget, source } = callBudget(share, calls[i]?.cap)
    sources.push(source === 'maxResultChars' ? 'cap' : 'share')
    return budget
  })
  return { budgets, sources }
}

/**
 * Ours, water-filling: a call that needs less than an even share gets what it needs, and what it leaves goes to
 * the others, evenly, again and again, so no budget is left unused while some output is cut. A call's need is its
 * size, or its cap if smaller. Whole units: the remainder of the last even division goes one unit each to the
 * first calls still unfilled, in call order. When every output fits, each gets its need and the rest of the budget
 * stays unassigned (nothing is cut, so nothing is wasted).
 * @example splitWaterFill(100, sizes [10, 200, 200]).budgets → [10, 45, 45]
 */
export function splitWaterFill(budget: number, calls: readonly SplitCall[]): SplitResult {
  const need = calls.map((c) =>
    Math.min(c.size ?? Number.POSITIVE_INFINITY, c.cap ?? Number.POSITIVE_INFINITY),
  )
  const budgets = calls.map(() => 0)
  const sources: ShareSource[] = calls.map(() => 'share')
  const open = calls.map((_, i) => i).sort((a, b) => (need[a] as number) - (need[b] as number) || a - b)
  let left = budget
  while (open.length > 0) {
    const level = Math.floor(left / open.length)
    const i = open[0] as number
    if ((need[i] as number) <= level) {
      budgets[i] = need[i] as number
      sources[i] = calls[i]?.cap !== undefined && need[i] === calls[i]?.cap ? 'cap' : 'demand'
      left -= need[i] as number
      open.shift()
      continue
    }
    // Everyone left needs more than an even share of what is left: split it evenly, the remainder in call order.
    const rest = open.slice().sort((a, b) => a - b)
    let extra = left - level * rest.length
    for (const j of rest) {
      budgets[j] = level + (extra > 0 ? 1 : 0)
      if (extra > 0) extra--
    }
    break
  }
  return { budgets, sources }
}

/**
 * Ours, weighted by tool: `floor(B × w / Σw)` for a call of weight `w` (an unlisted tool weighs 1), then the cap.
 * All weights 0 gives every call 0.
 * @example splitWeighted(90, [a, b], { a: 2 }).budgets → [60, 30]
 */
export function splitWeighted(
  budget: number,
  calls: readonly SplitCall[],
  weights: readonly { tool: string; weight: number }[],
): SplitResult {
  const w = new Map<string, number>()
  for (const x of weights) if (!w.has(x.tool)) w.set(x.tool, x.weight)
  const ws = calls.map((c) => w.get(c.tool) ?? 1)
  const total = ws.reduce((a, b) => a + b, 0)
  return capped(
    // Rounded to 9 decimals before the floor: weights 0.1/0.2/0.3 sum to 0.6000000000000001, and 100 · 0.3 / that
    // is 49.99999999999999, which must read as the formula's 50.
    ws.map((x) => (total > 0 ? Math.floor(Math.round(((budget * x) / total) * 1e9) / 1e9) : 0)),
    calls,
  )
}

/**
 * A batch budget split by the named strategy.
 * @example splitBudget('even', 80_000, three calls, []).budgets[0] === 26_666
 */
export function splitBudget(
  strategy: SplitStrategy,
  budget: number,
  calls: readonly SplitCall[],
  weights: readonly { tool: string; weight: number }[],
): SplitResult {
  if (strategy === 'even') return splitEven(budget, calls)
  if (strategy === 'water-fill') return splitWaterFill(budget, calls)
  return splitWeighted(budget, calls, weights)
}
