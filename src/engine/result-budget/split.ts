/**
 * Seed 003's even split of one parallel batch's budget:
 * `perCallBudget = Math.floor(resultBudgetChars / Math.max(calls, 1))` (Ethos `ToolRegistry.executeParallel`).
 * @example splitBatchBudget(80_000, 3) === 26_666
 */
export function splitBatchBudget(resultBudgetChars: number, callCount: number): number {
  return Math.floor(resultBudgetChars / Math.max(callCount, 1))
}

/** Which limit set a call's budget: the batch share, or the tool's own `maxResultChars`. */
export type BudgetSource = 'share' | 'maxResultChars'

/**
 * Seed 003's per-call budget: `Math.min(perCallBudget, tool.maxResultChars ?? perCallBudget)`.
 * When both are equal the share is named the source (the cap did not bind).
 * @example callBudget(80_000, 20_000) → { budget: 20_000, source: 'maxResultChars' }
 */
export function callBudget(
  perCallBudget: number,
  maxResultChars: number | undefined,
): { budget: number; source: BudgetSource } {
  const cap = maxResultChars ?? perCallBudget
  return cap < perCallBudget
    ? { budget: cap, source: 'maxResultChars' }
    : { budget: perCallBudget, source: 'share' }
}
