/** The engine's public surface: what the worker, the CLI and the UI import. */
export { defaultScenario } from './defaults.ts'
export { CHARS_PER_TOKEN_ESTIMATE, CONTEXT_WINDOW_TOKENS, evaluate, type Report } from './evaluate.ts'
export { scenarioJsonSchema } from './json-schema.ts'
export { LIMITS } from './limits.ts'
export { outputLength, outputSlice, outputText, sampleSlice } from './output-text.ts'
export { type FieldParse, parseWholeNumber, type WholeNumberRule } from './parse-field.ts'
export { describeIssues, type ParseResult, parseScenario, type ScenarioIssue } from './parse-scenario.ts'
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
  type ToolCall,
} from './scenario.ts'
