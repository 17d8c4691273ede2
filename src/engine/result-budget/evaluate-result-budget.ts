import type { Batch, ResultBudget, ToolSetting } from '../base/scenario-core.ts'
import { type BatchReport, evaluateBatch, preTrimTools, toolCaps } from './batch.ts'
import { runTurnGuards, type TurnReport } from './turn-guards.ts'

/**
 * Seed 003's context-window math: about 4 chars per token, and a window of 200k tokens. The Result budget tab
 * measures its turn against this fixed window, not the Scenario's `toolBudgets.window.modelTokens` (Token budgets).
 */
export const CHARS_PER_TOKEN_ESTIMATE = 4
export const SEED_003_WINDOW_TOKENS = 200_000

/** Which published system's behaviour a report shows, so the UI can say so. */
export interface SystemRef {
  id: 'ethos-result-budget'
  name: string
  seed: string
}

export interface ResultBudgetReport {
  system: SystemRef
  /** Every batch, each with its own fresh budget; `turn` says which of them ran. */
  batches: (BatchReport & { ranInTurn: boolean })[]
  turn: TurnReport
  /** Chars delivered to the model by the batches that ran, and seed 003's rough token estimate of them. */
  turnTotals: { deliveredChars: number; approxTokens: number; shareOfWindow: number }
}

/**
 * The batch budget in force: `resultBudgetChars`, raised to `resultBudgetFloorChars` when Ethos today's floor
 * (2,000 for small windows) is set. Without a floor it is seed 003's documented budget, unchanged.
 * @example effectiveResultBudget({ resultBudgetChars: 1_000, resultBudgetFloorChars: 2_000 }) === 2_000
 */
export function effectiveResultBudget(budget: {
  resultBudgetChars: number
  resultBudgetFloorChars?: number | undefined
}): number {
  return Math.max(budget.resultBudgetChars, budget.resultBudgetFloorChars ?? 0)
}

const SYSTEM: SystemRef = { id: 'ethos-result-budget', name: 'Ethos result budget', seed: '003' }

/**
 * Seed 003 over the whole turn: the per-batch split and post-trim for every batch, and the turn guards across
 * them. Pure and deterministic; never mutates the scenario.
 * @example evaluateResultBudget(defaultScenario()).batches[0].perCallBudget === 26_666
 */
/** What seed 003 reads of a Scenario (a whole Scenario is one). */
export interface ResultBudgetInput {
  resultBudget: ResultBudget
  tools: ToolSetting[]
  batches: Batch[]
}

export function evaluateResultBudget(scenario: ResultBudgetInput): ResultBudgetReport {
  const { maxToolCallsPerTurn, maxIdenticalToolCalls, maxConsecutiveIdenticalCalls } = scenario.resultBudget
  const resultBudgetChars = effectiveResultBudget(scenario.resultBudget)
  const caps = toolCaps(scenario.tools)
  const preTrims = preTrimTools(scenario.tools)
  const turn = runTurnGuards(
    scenario.batches,
    maxToolCallsPerTurn,
    maxIdenticalToolCalls,
    maxConsecutiveIdenticalCalls,
  )
  const batches = scenario.batches.map((batch, i) => ({
    ...evaluateBatch(batch, i, resultBudgetChars, caps, preTrims),
    ranInTurn: i < turn.batchesRun,
  }))
  const deliveredChars = batches.reduce((sum, b) => sum + (b.ranInTurn ? b.totals.deliveredChars : 0), 0)
  const approxTokens = Math.ceil(deliveredChars / CHARS_PER_TOKEN_ESTIMATE)
  return {
    system: SYSTEM,
    batches,
    turn,
    turnTotals: { deliveredChars, approxTokens, shareOfWindow: approxTokens / SEED_003_WINDOW_TOKENS },
  }
}
