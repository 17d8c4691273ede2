import * as z from 'zod/mini'
import { CostSchema } from './cost/schema.ts'
import { HarnessSettingsSchema } from './harness-settings-schema.ts'
import { LIMITS } from './limits.ts'
import { PlannerSchema } from './planner/schema.ts'
import { PlansSchema } from './plans/section.ts'
import { RecordedSessionSchema, RecordedUsageSchema } from './recorded-schema.ts'
import { SEED_003_RESULT_BUDGET as SEED_003 } from './result-budget/defaults.ts'
import { wholeNumber } from './schema-helpers.ts'
import { SelectionSchema } from './selection/schema.ts'
import { StrategiesSchema } from './strategies/schema.ts'
import { ToolBudgetsSchema } from './tool-budgets/schema.ts'
import { SCENARIO_VERSION } from './version.ts'

export { SCENARIO_VERSION }

// zod/mini: the same validation as zod's chained API at a fraction of the bundle (initial JS is budgeted).
const charCount = (what: string, max: number) => wholeNumber(what, 'chars', 0, max)
const callCount = (what: string) => wholeNumber(what, 'calls', 1, LIMITS.maxCallsCap)
const maxLength = (n: number, error?: string) => z.maxLength(n, error === undefined ? undefined : { error })

/** Text pasted by the user, or generated: `chars` of numbered sample lines (see `sampleText`). */
export const OutputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().check(maxLength(LIMITS.maxOutputChars)) }),
  z.object({ kind: z.literal('sample'), chars: charCount('Sample length', LIMITS.maxOutputChars) }),
])
export type Output = z.infer<typeof OutputSchema>

export const ToolCallSchema = z.object({
  tool: z.string().check(maxLength(LIMITS.maxToolNameChars, 'A tool name is at most 200 chars')),
  output: OutputSchema,
  /** An error result (`ok: false` in seed 003): never trimmed. */
  isError: z._default(z.boolean(), false),
  /** The call's arguments (any JSON): Ethos today keys its consecutive-identical guard on name + JSON of args. */
  args: z.optional(z.unknown()),
})
export type ToolCall = z.infer<typeof ToolCallSchema>

export const BatchSchema = z.object({
  calls: z.array(ToolCallSchema).check(maxLength(LIMITS.maxCallsPerBatch)),
  /**
   * The token usage the imported session file recorded for the model response that made these calls
   * (`inputTokens`, `outputTokens`, `cacheReadTokens`, `cacheWriteTokens`, `reasoningTokens`, `contextWindow`):
   * what the provider counted, to set beside what the playground computes. Absent when the batch was not
   * imported from a file that records usage; the engine's numbers never read it.
   */
  recorded: z.optional(RecordedUsageSchema),
})
export type Batch = z.infer<typeof BatchSchema>

/** A tool's declared `maxResultChars` (seed 003); absent means "no cap of its own". */
export const ToolSettingSchema = z.object({
  name: z.string().check(maxLength(LIMITS.maxToolNameChars)),
  maxResultChars: z.optional(charCount('maxResultChars', LIMITS.maxBudgetChars)),
  /** The tool trims its own output to the budget it is given (`ctx.resultBudgetChars`), so the post-trim leaves it alone. */
  preTrims: z.optional(z.boolean()),
})
export type ToolSetting = z.infer<typeof ToolSettingSchema>

export const ResultBudgetSchema = z.object({
  resultBudgetChars: z._default(
    charCount('resultBudgetChars', LIMITS.maxBudgetChars),
    SEED_003.resultBudgetChars,
  ),
  maxToolCallsPerTurn: z._default(callCount('maxToolCallsPerTurn'), SEED_003.maxToolCallsPerTurn),
  maxIdenticalToolCalls: z._default(callCount('maxIdenticalToolCalls'), SEED_003.maxIdenticalToolCalls),
  /** Ethos today: stop after this many consecutive calls with the same name and arguments. Absent: no such guard (seed 003 as documented). */
  maxConsecutiveIdenticalCalls: z.optional(callCount('maxConsecutiveIdenticalCalls')),
  /** Ethos today: the batch budget never goes below this floor (2,000 for small windows). Absent: no floor. */
  resultBudgetFloorChars: z.optional(charCount('resultBudgetFloorChars', LIMITS.maxBudgetChars)),
})

/** The systems the playground reproduces, one tab each. */
export const SYSTEM_IDS = [
  'result-budget',
  'strategies',
  'token-budgets',
  'selection',
  'planner',
  'explore',
  'plans',
  'replay',
  'cost',
  'session',
] as const
export type SystemId = (typeof SYSTEM_IDS)[number]

/** What the user is looking at. The engine ignores it; a share link carries it so a link reproduces a view. */
export const ViewSchema = z.object({
  tab: z._default(z.enum(SYSTEM_IDS), 'result-budget'),
  batchIndex: z._default(z.int().check(z.minimum(0)), 0),
  /** How the Plans tab shows the ToolCallPlan: forms or its JSON. */
  planEditor: z._default(z.enum(['form', 'json']), 'form'),
})

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
