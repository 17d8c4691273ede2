import * as z from 'zod/mini'
import { LIMITS } from './base/limits.ts'
import { RecordedSessionSchema } from './base/recorded-schema.ts'
import {
  BatchSchema,
  maxLength,
  ResultBudgetSchema,
  ToolSettingSchema,
  ViewSchema,
} from './base/scenario-core.ts'
import { SCENARIO_VERSION } from './base/version.ts'
import { CostSchema } from './cost/schema.ts'
import { HarnessSettingsSchema } from './harness-settings-schema.ts'
import { PlannerSchema } from './planner/schema.ts'
import { PlansSchema } from './plans/section.ts'
import { SelectionSchema } from './selection/schema.ts'
import { StrategiesSchema } from './strategies/schema.ts'
import { ToolBudgetsSchema } from './tool-budgets/schema.ts'

export {
  type Batch,
  BatchSchema,
  type Output,
  OutputSchema,
  type ResultBudget,
  ResultBudgetSchema,
  SYSTEM_IDS,
  type SystemId,
  type ToolCall,
  ToolCallSchema,
  type ToolSetting,
  ToolSettingSchema,
  type View,
  ViewSchema,
} from './base/scenario-core.ts'
export { SCENARIO_VERSION }

/**
 * The Scenario: everything a user can set, nothing computed. It is what a share link, a scenario file and the
 * CLI carry. Decoding always runs parse → migrate → validate → fill defaults (see `parseScenario`). This schema
 * is the one source of every default: a field left out takes its `_default`, a section left out is parsed from
 * `{}` (`prefault`) or from its seed's story; `defaultScenario()` and the JSON Schema are derived from it.
 * @example ScenarioSchema.parse({ version: 2 }).resultBudget.resultBudgetChars === 80_000
 */
export const ScenarioSchema = z.object({
  version: z.literal(SCENARIO_VERSION),
  title: z._default(z.string().check(maxLength(200)), ''),
  resultBudget: z.prefault(ResultBudgetSchema, {}),
  tools: z._default(z.array(ToolSettingSchema).check(maxLength(LIMITS.maxCallsPerBatch)), []),
  /** The LLM iterations of one turn; each is one parallel batch (one `executeParallel`). */
  batches: z._default(z.array(BatchSchema).check(maxLength(LIMITS.maxBatches)), []),
  /** Seed 000: the FTL agents' call budgets (formula, roles, an action log). */
  planner: z.prefault(PlannerSchema, {}),
  /** Seed 004: the WhatsApp assistant's tool selection (categories sharing max_tools slots). */
  selection: z.prefault(SelectionSchema, {}),
  /** Trim and split strategies compared on the batches above (seeds 002, 003 and others, and ours). */
  strategies: z.prefault(StrategiesSchema, {}),
  /** Seed 002: PraisonAI's per-tool token budgets, protected tools and the context window. */
  toolBudgets: z.prefault(ToolBudgetsSchema, {}),
  /** Seed 001: candidate tools, a tool-call plan, the explore/exploit simulation and a trace for the sentinel. */
  plans: PlansSchema,
  /** Tokens and dollars over a session: turns, the model's output per call, the price table (issue 13). */
  cost: z.prefault(CostSchema, {}),
  view: z.prefault(ViewSchema, {}),
  /**
   * What an imported session file recorded about the session as a whole: its response count and how many carry
   * usage, the context window, compactions (`{ atBatch, preTokens, trigger }`) and the usage of responses that
   * made no calls; each batch's own usage is `batches[].recorded`. Absent unless imported from such a file.
   */
  recorded: z.optional(RecordedSessionSchema),
  /**
   * The harness columns' parameters the user changed, `{ [harnessId]: { [paramId]: value } }` (ids, types and
   * ranges in each harness's "Rules and sources"); a parameter left out keeps the harness's default. Absent until
   * one is edited.
   */
  harnessSettings: z.optional(HarnessSettingsSchema),
})
export type Scenario = z.infer<typeof ScenarioSchema>
