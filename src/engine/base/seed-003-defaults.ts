/**
 * Seed 003's budget as documented: 80,000 chars per parallel batch, 20 tool calls and 5 calls of one tool per
 * turn. The one home of these numbers, without the validation library: the Scenario schema's defaults
 * (`ResultBudgetSchema`) and the presets both read them, so the page's preset menu needs no schema.
 * @example SEED_003_RESULT_BUDGET.resultBudgetChars === 80_000
 */
export const SEED_003_RESULT_BUDGET = Object.freeze({
  resultBudgetChars: 80_000,
  maxToolCallsPerTurn: 20,
  maxIdenticalToolCalls: 5,
})
