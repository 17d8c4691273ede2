import { evaluatePlanner, type PlannerReport } from './planner/evaluate-planner.ts'
import { type BatchReport, evaluateBatch, toolCaps } from './result-budget/batch.ts'
import { runTurnGuards, type TurnReport } from './result-budget/turn-guards.ts'
import type { Scenario } from './scenario.ts'

/** Seed 003's context-window math: about 4 chars per token, and a window of 200k tokens. */
export const CHARS_PER_TOKEN_ESTIMATE = 4
export const CONTEXT_WINDOW_TOKENS = 200_000

/** Which published system's behaviour a report shows, so the UI can say so. */
export interface SystemRef {
  id: 'ethos-result-budget'
  name: string
  seed: string
}

export interface Report {
  system: SystemRef
  /** Every batch, each with its own fresh budget; `turn` says which of them ran. */
  batches: (BatchReport & { ranInTurn: boolean })[]
  turn: TurnReport
  /** Chars delivered to the model by the batches that ran, and seed 003's rough token estimate of them. */
  turnTotals: { deliveredChars: number; approxTokens: number; shareOfWindow: number }
  /** Seed 000: the FTL agents' call budgets over the scenario's action log. */
  planner: PlannerReport
}

const SYSTEM: SystemRef = { id: 'ethos-result-budget', name: 'Ethos result budget', seed: '003' }

/**
 * Everything cheap computed from a Scenario: seed 003's per-batch split and post-trim for every batch, and its
 * turn guards across them. Pure and deterministic; never mutates the scenario.
 * @example evaluate(defaultScenario()).batches[0].perCallBudget === 26_666
 */
export function evaluate(scenario: Scenario): Report {
  const { resultBudgetChars, maxToolCallsPerTurn, maxIdenticalToolCalls } = scenario.resultBudget
  const caps = toolCaps(scenario.tools)
  const turn = runTurnGuards(scenario.batches, maxToolCallsPerTurn, maxIdenticalToolCalls)
  const batches = scenario.batches.map((batch, i) => ({
    ...evaluateBatch(batch, i, resultBudgetChars, caps),
    ranInTurn: i < turn.batchesRun,
  }))
  const deliveredChars = batches.reduce((sum, b) => sum + (b.ranInTurn ? b.totals.deliveredChars : 0), 0)
  const approxTokens = Math.ceil(deliveredChars / CHARS_PER_TOKEN_ESTIMATE)
  return {
    system: SYSTEM,
    batches,
    turn,
    turnTotals: { deliveredChars, approxTokens, shareOfWindow: approxTokens / CONTEXT_WINDOW_TOKENS },
    planner: evaluatePlanner(scenario.planner),
  }
}
