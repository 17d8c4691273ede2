import * as z from 'zod/mini'
import { LIMITS } from './limits.ts'
import { RecordedUsageSchema } from './recorded-schema.ts'
import { wholeNumber } from './schema-helpers.ts'

// The Scenario's core, which every system reads: the calls and their outputs, the tools' settings, seed 003's
// result budget and the view. Apart from scenario.ts, which composes it with every section's schema, so the
// sections' code takes these types without importing the whole Scenario.

// zod/mini: the same validation as zod's chained API at a fraction of the bundle (initial JS is budgeted).
const charCount = (what: string, max: number) => wholeNumber(what, 'chars', 0, max)
const callCount = (what: string) => wholeNumber(what, 'calls', 1, LIMITS.maxCallsCap)
/** zod's maxLength with an optional message (the Scenario's own fields use it too). */
export const maxLength = (n: number, error?: string) =>
  z.maxLength(n, error === undefined ? undefined : { error })

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
  resultBudgetChars: z._default(charCount('resultBudgetChars', LIMITS.maxBudgetChars), 80_000),
  maxToolCallsPerTurn: z._default(callCount('maxToolCallsPerTurn'), 20),
  maxIdenticalToolCalls: z._default(callCount('maxIdenticalToolCalls'), 5),
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
export type ResultBudget = z.infer<typeof ResultBudgetSchema>
export type View = z.infer<typeof ViewSchema>
