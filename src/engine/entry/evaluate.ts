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
import type { OnDemandSection } from './report-sections.ts'

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
  /** The batches under every framework preset, side by side; computed when asked for (`sections`), else null. */
  replay: ReplayReport | null
  /** Tokens and dollars over the session; computed when asked for (`sections`), else null. */
  cost: CostReport | null
  /** The session call by call under every harness (window by part, events, losses); computed when asked
   * for (`sections`), else null. */
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

/** What `evaluate` is told besides the scenario. */
export interface EvaluateOptions {
  /** The on-demand parts to compute (see `sectionsForTab`); the others are null. Default: none. */
  sections?: readonly OnDemandSection[]
  /** The batch the strategy comparison runs on: the one the page shows (see `asksOf`). Default: the first. */
  shownBatch?: number
  /** The exact tokenizers the caller has loaded (the worker loads them on first use). */
  tokenizers?: Tokenizers
  /** The tokenizers that could not be loaded, and why (`report.tokenizers`). */
  failures?: Partial<Record<EncodingId, string>>
}

/**
 * Everything computed from a Scenario, every system's part: the cheap parts always, the replay, cost and session
 * only when `options.sections` names them (the view is the page's business: it passes the sections its tab
 * shows). Pure and deterministic; never mutates the scenario. A measure whose tokenizer is not in
 * `options.tokenizers` falls back to an estimator, and the report says so; `options.failures` names the
 * tokenizers that could not be loaded, and why (`report.tokenizers`). Throws a RangeError naming the limit for a
 * scenario past `LIMITS.maxCallsInAll` or `LIMITS.maxOutputCharsInAll` (see `scenarioSizeProblem`), before any
 * work.
 * @example evaluate(defaultScenario()).batches[0].perCallBudget === 26_666
 * @example evaluate(defaultScenario(), { sections: ['replay'] }).replay?.columns.length === 14
 */
export function evaluate(scenario: Scenario, options: EvaluateOptions = {}): Report {
  const { sections = [], shownBatch = 0, tokenizers = {}, failures = {} } = options
  // Files and links are refused past these limits when read; a scenario built by edits is checked here.
  const tooLarge = scenarioSizeProblem(scenario)
  if (tooLarge !== null) throw new RangeError(`The scenario is too large to evaluate: ${tooLarge.message}.`)
  const resultBudget = evaluateResultBudget(scenario)
  // The replay runs every framework and prices each session: worth it only where it is shown.
  const replay = sections.includes('replay') ? evaluateReplay(scenario, tokenizers) : null
  return {
    ...resultBudget,
    selection: evaluateSelection(scenario.selection),
    planner: evaluatePlanner(scenario.planner),
    toolBudgets: evaluateToolBudgets(scenario, tokenizers),
    plans: evaluatePlans(scenario.plans),
    strategies: {
      ...evaluateStrategies(scenario, tokenizers, shownBatch),
      turnExact: turnExact(scenario, resultBudget, tokenizers),
    },
    replay,
    cost: sections.includes('cost') ? evaluateCost(scenario, tokenizers, replay ?? undefined) : null,
    session: sections.includes('session') ? evaluateSessions(scenario, tokenizers) : null,
    tokenizers: { loaded: ENCODINGS.filter((e) => tokenizers[e] !== undefined), failed: { ...failures } },
  }
}

/**
 * What the page may hold before the worker's first answer: seed 003's part, computed in the page for the first
 * frame (it needs no validation code), with the other systems' parts arriving from the worker.
 */
export type ShownReport = ResultBudgetReport & Partial<Omit<Report, keyof ResultBudgetReport>>
