/**
 * The engine's one door: everything outside src/engine (state, worker, CLI, main.tsx) imports the engine
 * from here, and the UI only its types (values reach the UI through src/state/engine.ts). Re-exports only,
 * and the engine's modules are side-effect free (package.json `sideEffects`), so a bundle keeps just what
 * its importers use: the first page does not carry the simulator or the validation behind this door.
 * Enforced by biome.json (noRestrictedImports) and scripts/check-imports.mjs (docs/architecture.md).
 */

export { deepEqual } from './base/deep-equal.ts'
export { isRecord } from './base/is-record.ts'
export { LIMITS } from './base/limits.ts'
export { type NumberFacts, numberRule } from './base/number-rule.ts'
export { outputLength, outputSlice, outputText, sampleSlice } from './base/output-text.ts'
export { textOf } from './base/output-texts.ts'
export { MAX_JSON_DEPTH, readJsonValue } from './base/parse-json.ts'
export {
  type NumberParse,
  type NumberRule,
  parseNumber,
  showNumber,
  UNITS,
  type Unit,
} from './base/parse-number.ts'
export { parseNumberList } from './base/parse-number-list.ts'
export { plural } from './base/plural.ts'
export { readJson } from './base/read-json.ts'
export type { RecordedSession } from './base/recorded-schema.ts'
export { shortNumber } from './base/short-number.ts'
export type { ConfigSnippet } from './base/snippet.ts'
export { ethosSnippet } from './config-code/ethos.ts'
export { harnessSnippets } from './config-code/harnesses.ts'
export { plannerSnippet } from './config-code/planner.ts'
export { selectionSnippet } from './config-code/selection.ts'
export { toolCallPlanSnippet } from './config-code/tool-call-plan.ts'
export { cacheWritePrice } from './cost/billing.ts'
export { CACHE_TERMS, withCacheTerms } from './cost/cache-terms.ts'
export { type Cost, defaultPrices, MAX_PRICE_PER_MTOK, type Price } from './cost/schema.ts'
export { COST_PARTS, type CostPart, type Dollars } from './cost/session.ts'
export { defaultScenario } from './defaults.ts'
export { encodingsNeeded } from './entry/encodings-needed.ts'
export {
  CHARS_PER_TOKEN_ESTIMATE,
  type EvaluateOptions,
  evaluate,
  type Report,
  SEED_003_WINDOW_TOKENS,
  type ShownReport,
} from './entry/evaluate.ts'
export { openImport } from './entry/open-import.ts'
export { type OpenRequest, type OpenResult, openScenario } from './entry/open-scenario.ts'
export {
  asksOf,
  ON_DEMAND_SECTIONS,
  type OnDemandSection,
  sectionsForTab,
  type ViewAsks,
} from './entry/report-sections.ts'
export { STORIES, storyById } from './gallery/stories.ts'
export { type Facts, fillSentences, type Story } from './gallery/story.ts'
export { editableParams, formatParamValue } from './harnesses/overrides.ts'
export { HARNESSES, paramsAt, sessionParamsAt } from './harnesses/registry.ts'
export {
  describeRule,
  type HarnessInfo,
  type HarnessParam,
  harnessSourceLine,
  type ParamEdit,
  type ParamValue,
} from './harnesses/types.ts'
export { parseLog } from './import/action-log.ts'
export { scenarioJsonSchema } from './json-schema.ts'
export { loadTokenizers } from './measure/load-tokenizers.ts'
export {
  ENCODINGS,
  type EncodingId,
  MEASURES,
  type MeasureId,
  type Tokenizer,
  type Tokenizers,
} from './measure/measure.ts'
export { type BpeCore, pieceTokenizer } from './measure/piece-counter.ts'
export { describeIssues, type ParseResult, parseScenario, type ScenarioIssue } from './parse-scenario.ts'
export {
  evaluatePlanner,
  type PlannerOutcome,
  type PlannerReport,
  type StepRow,
  trackingLine,
} from './planner/evaluate-planner.ts'
export {
  type BudgetBreakdown,
  builderBudget,
  type FormulaConstants,
  filesInDeltaOf,
} from './planner/formula.ts'
export { ACTION_KINDS, type ActionKind, classify, KIND_INFO, kindOfName } from './planner/kinds.ts'
export { MAX_DELTA_FILES, MAX_PLANNER_CALLS } from './planner/limits.ts'
export type { Role } from './planner/run.ts'
export { defaultPlanner, PlannerSchema, type PlannerSettings } from './planner/schema.ts'
export type { PlansReport } from './plans/evaluate-plans.ts'
export type { Finding } from './plans/findings.ts'
export { type BudgetKind, unitOf } from './plans/limits.ts'
export { planJsonSchema } from './plans/plan-json-schema.ts'
export { type PlanJsonRead, readPlanJson } from './plans/read-plan-json.ts'
export {
  type CandidateTool,
  EXECUTION_STATES,
  type Policy,
  type ResourceBudget,
  type Reward,
  TOOL_KINDS,
  type ToolCallIntent,
  type ToolCallPlan,
  TRACE_FORMATS,
  type TraceInput,
} from './plans/schema.ts'
export type { Plans } from './plans/section.ts'
export type { CallMatch, IntentRow, IntentStatus } from './plans/sentinel.ts'
export type { Accumulator } from './plans/simulation/accumulator.ts'
export { defaultSteps, parseSteps, valuesAtSteps } from './plans/simulation/at-steps.ts'
export {
  BLP_MARGIN,
  buildContext,
  END_REASONS,
  type EndReason,
  estimateUpdate,
  POLICY_DEFAULTS,
  policyLabel,
  STRATEGIES,
} from './plans/simulation/context.ts'
export { SIM_EXPERIMENTS, type SimExperiment } from './plans/simulation/experiments.ts'
export { handleSimRequest } from './plans/simulation/handle.ts'
export { SimMerger } from './plans/simulation/merge.ts'
export { type SimProblem, simulationProblems } from './plans/simulation/problems.ts'
export { accumulatorBuffers, type SimRequest, type SimResponse } from './plans/simulation/protocol.ts'
export type { Simulation } from './plans/simulation/simulation-schema.ts'
export { MIN_ACTIVE_RUNS, type SimResult, type SweepStats } from './plans/simulation/stats.ts'
export { planTasks, runTask, type SimTask } from './plans/simulation/tasks.ts'
export {
  BROWSER_WORK_LIMIT,
  describeSimulationWork,
  runsWithin,
  simulationWork,
} from './plans/simulation/work-limit.ts'
export { applyPreset } from './presets/apply-preset.ts'
export { type PresetChange, presetChanges } from './presets/preset-changes.ts'
export { PRESETS, type Preset } from './presets/presets.ts'
export { type ReplayColumn, replayColumn, sessionOfColumn } from './replay/evaluate-replay.ts'
export { FRAMEWORKS } from './replay/frameworks.ts'
export type { ReceivedCall } from './replay/receive.ts'
export type { BatchReport, CallReport } from './result-budget/batch.ts'
export { evaluateResultBudget, type ResultBudgetReport } from './result-budget/evaluate-result-budget.ts'
export { callBudget, splitBatchBudget } from './result-budget/split.ts'
export { trimResult, truncationMarker } from './result-budget/trim.ts'
export type { IterationReport, TurnEnd, TurnReport } from './result-budget/turn-guards.ts'
export { type PlacedText, placeTexts, separateTexts, type ValuePath } from './saved-texts.ts'
export {
  type Batch,
  type Output,
  SCENARIO_VERSION,
  type Scenario,
  ScenarioSchema,
  SYSTEM_IDS,
  type SystemId,
  type ToolCall,
  type ToolSetting,
} from './scenario.ts'
export { type FileRead, readScenarioFile } from './scenario-file.ts'
export { describeScenario, userTitle } from './scenario-title.ts'
export { seedTextForDisplay } from './seeds/display.ts'
export { findPassage, PASSAGES, type PassageId, SEED_DOCS, type SeedDocId } from './seeds/passages.ts'
export { generatedCategory } from './selection/catalog.ts'
export { CLIENT_IDS, type ClientId } from './selection/choices.ts'
export { type CostRow, evaluateSelection, type SelectionReport } from './selection/evaluate-selection.ts'
export { MAX_TOOL_ITERATIONS, REQUEST_MORE_TOOLS_NAME, SELECTION_LIMITS } from './selection/limits.ts'
export { buildRequestMoreToolsSchema, requestMoreToolsMessage } from './selection/meta-tool.ts'
export { CLIENT_LIMITS } from './selection/request-size.ts'
export type { ToolStatus } from './selection/rows.ts'
export {
  type Category,
  defaultSelection,
  type ScriptedCall,
  type Selection,
  SelectionSchema,
  type SelectionStrategy,
} from './selection/schema.ts'
export { parseScriptedCalls, showScriptedCalls, splitNames } from './selection/scripted-calls.ts'
export { perCategory, SELECTION_STRATEGIES, selectTools } from './selection/select.ts'
export { harnessSession, type SessionTimeline } from './session/evaluate-session.ts'
export { SESSION_RULES } from './session/harness-rules.ts'
export type { RecordedProducer } from './session/recorded-compare.ts'
export type { TimelineCall, TimelineEvent, ToolLoss } from './session/timeline.ts'
export { pastedChars } from './share/compact-scenario.ts'
export { type DecodedLink, decodeShareLink, MAX_INFLATED_BYTES } from './share/decode-link.ts'
export {
  encodeShareLink,
  encodeShareLinkSteps,
  encodeShareLinkV1,
  SHARE_FORMAT,
} from './share/encode-link.ts'
export { compactLinkFor, shareLinkFor } from './share/link-for.ts'
export { linkJson } from './share/link-json.ts'
export {
  FULL_LINK_MAX_PASTED_CHARS,
  planCompactLink,
  planShareLink,
  tooLongForLink,
} from './share/link-plan.ts'
export { isShareLinkHash } from './share/share-hash.ts'
export type { StrategiesReport, StrategyRun } from './strategies/evaluate-strategies.ts'
export type { SplitStrategy, Strategies, TrimStrategy } from './strategies/schema.ts'
export {
  MEASURE_LABELS,
  MEASURE_PASSAGES,
  SPLIT_ORDER,
  SPLIT_SOURCES,
  TRIM_ORDER,
  TRIM_SOURCES,
} from './strategies/sources.ts'
export { verdictOf } from './strategies/verdict.ts'
export { praisonaiSnippets } from './tool-budgets/config-code.ts'
export { PRAISONAI_OUTPUT_RESERVE, PRAISONAI_RESERVATIONS } from './tool-budgets/constants.ts'
export type { MessageRow, ToolBudgetsReport } from './tool-budgets/evaluate-tool-budgets.ts'
export type {
  Reservations,
  Seed002Truncation,
  ToolBudgets,
  ToolTokenBudget,
  WindowSettings,
} from './tool-budgets/schema.ts'
export { SEED_002_TRUNCATIONS } from './tool-budgets/truncate.ts'
export type { Composition, PartId } from './tool-budgets/window/compose.ts'
export { writeScenarioFile } from './write-scenario.ts'
