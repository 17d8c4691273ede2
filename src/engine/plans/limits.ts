import type { ResourceBudget } from './schema.ts'

/** The three budgets of seed 001's `ResourceBudget`, by the unit each is counted in. */
export type BudgetKind = 'calls' | 'cost' | 'latency'

export const BUDGET_INFO: Record<
  BudgetKind,
  { field: 'maxToolCalls' | 'maxCost' | 'maxLatency'; unit: string }
> = {
  calls: { field: 'maxToolCalls', unit: 'calls' },
  cost: { field: 'maxCost', unit: 'units' },
  latency: { field: 'maxLatency', unit: 'ms' },
}

/**
 * A budget's unit as counted: singular for exactly 1 ("1 call", "1 unit"; "ms" stays).
 * @example unitOf(1, 'calls') === 'call'
 */
export function unitOf(value: number, unit: string): string {
  return value === 1 && unit !== 'ms' && unit.endsWith('s') ? unit.slice(0, -1) : unit
}

export const BUDGET_KINDS: readonly BudgetKind[] = ['calls', 'cost', 'latency']

/** The limits a trace is held to: each declared budget × `scaleFactor`; null where the plan sets none. */
export interface EffectiveLimits {
  calls: number | null
  cost: number | null
  latency: number | null
  scaleFactor: number
}

/**
 * Sums of floats in resource units and ms, rounded to 9 decimals so 0.1 + 0.2 reads 0.3.
 * @example round9(0.1 + 0.2) === 0.3
 */
export const round9 = (x: number): number => Math.round(x * 1e9) / 1e9

/**
 * Seed 001's budgets scaled by its SLL `scaleFactor` (absent = 1.0, the baseline): `maxCost × s` and
 * `maxLatency × s` exactly (to 9 decimals), and `floor(maxToolCalls × s)` since calls are whole.
 * @example effectiveLimits({ maxToolCalls: 5, maxCost: 40, scaleFactor: 0.5 }) // { calls: 2, cost: 20, latency: null, scaleFactor: 0.5 }
 */
export function effectiveLimits(budget: ResourceBudget): EffectiveLimits {
  const s = budget.scaleFactor ?? 1
  return {
    calls: budget.maxToolCalls === undefined ? null : Math.floor(round9(budget.maxToolCalls * s)),
    cost: budget.maxCost === undefined ? null : round9(budget.maxCost * s),
    latency: budget.maxLatency === undefined ? null : round9(budget.maxLatency * s),
    scaleFactor: s,
  }
}
