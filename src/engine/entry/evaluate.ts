import { ENCODINGS, type EncodingId, type Tokenizers } from '../measure/measure.ts'
import { evaluatePlanner, type PlannerReport } from '../planner/evaluate-planner.ts'
import { evaluatePlans, type PlansReport } from '../plans/evaluate-plans.ts'
import { type CostReport, evaluateCost } from '../replay/evaluate-cost.ts'
import { evaluateReplay, type ReplayReport } from '../replay/evaluate-replay.ts'
import { evaluateResultBudget, type ResultBudgetReport } from '../result-budget/evaluate-result-budget.ts'
import type { Scenario } from '../scenario.ts'
import { scenarioSizeProblem } from '../scenario-size.ts'
import { evaluateSelection, type SelectionReport } from '../selection/evaluate-selection.ts'
import { evaluateSessions, type SessionReport } from '../session/evaluate-session.ts'
import { evaluateStrategies, type StrategiesReport } from '../strategies/evaluate-strategies.ts'
import { type TurnExact, turnExact } from '../strategies/turn-exact.ts'
import { evaluateToolBudgets, type ToolBudgetsReport } from '../tool-budgets/evaluate-tool-budgets.ts'

export { CHARS_PER_TOKEN_ESTIMATE, SEED_003_WINDOW_TOKENS } from '../result-budget/evaluate-result-budget.ts'

/** Everything computed from a Scenario, one part per reproduced system (seed 003's at the top level). */
export interface Report extends ResultBudgetReport {
  /** Seed 004: the WhatsApp assistant's tool selection. */
  selection: SelectionReport
  /** Seed 000: the FTL agents' call budgets over the scenario's action log. */
  planner: PlannerReport
  /** Seed 002: PraisonAI's per-tool token budgets and the context window they feed. */
  toolBudgets: ToolBudgetsReport
  /** Seed 001: the tool-call plan's own problems and the sentinel's findings on a trace. */
  plans: PlansReport
  /** Trim and split strategies side by side on the selected batch (seeds 002, 003, Codex, Claude Code, ours). */
  strategies: StrategiesReport & { turnExact: TurnExact | null }
  /** The batches under every framework preset, side by side; computed while the Replay or Cost tab is shown, else null. */
  replay: ReplayReport | null
  /** Tokens and dollars over the session; computed while the Cost tab is shown, else null. */
  cost: CostReport | null
  /** The session call by call under every harness (window by part, events, losses); computed while the Session
   * tab is shown, else null. */
  session: SessionReport | null
  /** The exact tokenizers this report was computed with, and those that failed to load (each with why): a measure
   * whose tokenizer is in neither is still loading. */
  tokenizers: TokenizerStatus
}

/** Which exact tokenizers a report had: loaded ones counted exactly, failed ones fell back to an estimator. */
export interface TokenizerStatus {
  loaded: EncodingId[]
  failed: Partial<Record<EncodingId, string>>
}

/**
 * Everything cheap computed from a Scenario, every system's part. Pure and deterministic; never mutates the
 * scenario. `tokenizers` are the exact tokenizers the caller has loaded (the worker loads them on first use);
 * a measure whose tokenizer is missing falls back to an estimator, and the report says so; `failures` names the
 * tokenizers that could not be loaded, and why (`report.tokenizers`). Throws a RangeError naming the limit for a
 * scenario past `LIMITS.maxCallsInAll` or `LIMITS.maxOutputCharsInAll` (see `scenarioSizeProblem`), before any
 * work.
 * @example evaluate(defaultScenario()).batches[0].perCallBudget === 26_666
 */
export function evaluate(
  scenario: Scenario,
  tokenizers: Tokenizers = {},
  failures: Partial<Record<EncodingId, string>> = {},
): Report {
  // Files and links are refused past these limits when read; a scenario built by edits is checked here.
  const tooLarge = scenarioSizeProblem(scenario)
  if (tooLarge !== null) throw new RangeError(`The scenario is too large to evaluate: ${tooLarge.message}.`)
  const resultBudget = evaluateResultBudget(scenario)
  // The replay runs seven frameworks and prices each session: worth it only where it is shown.
  const tab = scenario.view.tab
  const replay = tab === 'replay' || tab === 'cost' ? evaluateReplay(scenario, tokenizers) : null
  return {
    ...resultBudget,
    selection: evaluateSelection(scenario.selection),
    planner: evaluatePlanner(scenario.planner),
    toolBudgets: evaluateToolBudgets(scenario, tokenizers),
    plans: evaluatePlans(scenario.plans),
    strategies: {
      ...evaluateStrategies(scenario, tokenizers),
      turnExact: turnExact(scenario, resultBudget, tokenizers),
    },
    replay,
    cost: tab === 'cost' ? evaluateCost(scenario, tokenizers, replay ?? undefined) : null,
    session: tab === 'session' ? evaluateSessions(scenario, tokenizers) : null,
    tokenizers: { loaded: ENCODINGS.filter((e) => tokenizers[e] !== undefined), failed: { ...failures } },
  }
}

/**
 * What the page may hold before the worker's first answer: seed 003's part, computed in the page for the first
 * frame (it needs no validation code), with the other systems' parts arriving from the worker.
 */
export type ShownReport = ResultBudgetReport & Partial<Omit<Report, keyof ResultBudgetReport>>
