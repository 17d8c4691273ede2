import { z } from 'zod'
import { LIMITS } from './limits.ts'

/**
 * The Scenario: everything a user can set, nothing computed. It is what a share link, a scenario file and the
 * CLI carry. Decoding always runs parse → migrate → validate → fill defaults (see `parseScenario`).
 */
export const SCENARIO_VERSION = 1

const charCount = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number of chars` })
    .min(0, { error: `${what} cannot be negative` })
    .max(max, { error: `${what} is at most ${max.toLocaleString('en-US')}` })

const callCount = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number of calls` })
    .min(1, { error: `${what} must be at least 1` })
    .max(LIMITS.maxCallsCap, { error: `${what} is at most ${LIMITS.maxCallsCap.toLocaleString('en-US')}` })

/** Text pasted by the user, or generated: `chars` of numbered sample lines (see `sampleText`). */
export const OutputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().max(LIMITS.maxOutputChars) }),
  z.object({ kind: z.literal('sample'), chars: charCount('Sample length', LIMITS.maxOutputChars) }),
])
export type Output = z.infer<typeof OutputSchema>

export const ToolCallSchema = z.object({
  tool: z.string().max(LIMITS.maxToolNameChars, { error: 'A tool name is at most 200 chars' }),
  output: OutputSchema,
  /** An error result (`ok: false` in seed 003): never trimmed. */
  isError: z.boolean().default(false),
})
export type ToolCall = z.infer<typeof ToolCallSchema>

export const BatchSchema = z.object({
  calls: z.array(ToolCallSchema).max(LIMITS.maxCallsPerBatch),
})
export type Batch = z.infer<typeof BatchSchema>

/** A tool's declared `maxResultChars` (seed 003); absent means "no cap of its own". */
export const ToolSettingSchema = z.object({
  name: z.string().max(LIMITS.maxToolNameChars),
  maxResultChars: charCount('maxResultChars', LIMITS.maxBudgetChars).optional(),
})
export type ToolSetting = z.infer<typeof ToolSettingSchema>

export const ResultBudgetSchema = z.object({
  resultBudgetChars: charCount('resultBudgetChars', LIMITS.maxBudgetChars).default(80_000),
  maxToolCallsPerTurn: callCount('maxToolCallsPerTurn').default(20),
  maxIdenticalToolCalls: callCount('maxIdenticalToolCalls').default(5),
})
export type ResultBudget = z.infer<typeof ResultBudgetSchema>

/** What the user is looking at. The engine ignores it; a share link carries it so a link reproduces a view. */
export const ViewSchema = z.object({
  batchIndex: z.number().int().min(0).default(0),
})

export const ScenarioSchema = z.object({
  version: z.literal(SCENARIO_VERSION),
  title: z.string().max(200).default(''),
  resultBudget: ResultBudgetSchema.default(() => ResultBudgetSchema.parse({})),
  tools: z.array(ToolSettingSchema).max(LIMITS.maxCallsPerBatch).default([]),
  /** The LLM iterations of one turn; each is one parallel batch (one `executeParallel`). */
  batches: z.array(BatchSchema).max(LIMITS.maxBatches).default([]),
  view: ViewSchema.default(() => ViewSchema.parse({})),
})
export type Scenario = z.infer<typeof ScenarioSchema>
