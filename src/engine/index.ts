/**
 * The engine's public surface for the worker and the CLI. Page code imports values from the modules
 * themselves (types from here are fine): this barrel pulls in validation, which belongs in the worker.
 */
export { defaultScenario } from './defaults.ts'
export {
  CHARS_PER_TOKEN_ESTIMATE,
  CONTEXT_WINDOW_TOKENS,
  type EvaluateOptions,
  evaluate,
  type Report,
} from './evaluate.ts'
export { parseLog } from './import/action-log.ts'
export { scenarioJsonSchema } from './json-schema.ts'
export { LIMITS } from './limits.ts'
export { encodingsNeeded } from './measure/encodings-needed.ts'
export type { EncodingId, MeasureId, Tokenizers } from './measure/measure.ts'
export { type OpenRequest, type OpenResult, openScenario } from './open-scenario.ts'
export { outputLength, outputSlice, outputText, sampleSlice } from './output-text.ts'
export {
  type NumberParse,
  type NumberRule,
  parseNumber,
  parseNumberList,
  showNumber,
} from './parse-number.ts'
export { describeIssues, type ParseResult, parseScenario, type ScenarioIssue } from './parse-scenario.ts'
export {
  evaluatePlanner,
  type PlannerOutcome,
  type PlannerReport,
  type StepRow,
  trackingLine,
} from './planner/evaluate-planner.ts'
export { type BudgetBreakdown, builderBudget, filesInDeltaOf } from './planner/formula.ts'
export { ACTION_KINDS, type ActionKind, classify, KIND_INFO } from './planner/kinds.ts'
export { defaultPlanner, PlannerSchema, type PlannerSettings } from './planner/schema.ts'
export { ON_DEMAND_SECTIONS, type OnDemandSection, sectionsForTab } from './report-sections.ts'
export type { BatchReport, CallReport } from './result-budget/batch.ts'
export { callBudget, splitBatchBudget } from './result-budget/split.ts'
export { trimResult, truncationMarker } from './result-budget/trim.ts'
export type { IterationReport, TurnEnd, TurnReport } from './result-budget/turn-guards.ts'
export {
  type Batch,
  type Output,
  SCENARIO_VERSION,
  type Scenario,
  ScenarioSchema,
  SYSTEM_IDS,
  type SystemId,
  type ToolCall,
} from './scenario.ts'
export { type FileRead, readScenarioFile } from './scenario-file.ts'
export { evaluateSelection, type SelectionReport } from './selection/evaluate-selection.ts'
export { buildRequestMoreToolsSchema, requestMoreToolsMessage } from './selection/meta-tool.ts'
export { defaultSelection, type Selection, SelectionSchema } from './selection/schema.ts'
export { perCategory, selectTools } from './selection/select.ts'
export { type DecodedLink, decodeShareLink, MAX_INFLATED_BYTES } from './share/decode-link.ts'
export {
  encodeShareLink,
  encodeShareLinkSteps,
  encodeShareLinkV1,
  SHARE_FORMAT,
} from './share/encode-link.ts'
export type { StrategiesReport, StrategyRun } from './strategies/evaluate-strategies.ts'
export { writeScenarioFile } from './write-scenario.ts'
