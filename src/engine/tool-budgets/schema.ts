import * as z from 'zod/mini'
import { wholeNumber } from '../base/schema-helpers.ts'
import { MEASURES } from '../measure/measure.ts'
import {
  DEFAULT_SYSTEM_PROMPT,
  DEFAULT_USER_MESSAGE,
  PRAISONAI_OUTPUT_RESERVE,
  PRAISONAI_RESERVATIONS,
  SAMPLE_SCHEMAS,
} from './constants.ts'
import { SEED_002_TRUNCATIONS } from './truncate.ts'

/**
 * A cap set as a share of the model's window, in percent (users of several agents ask for 20–30%). When set it
 * replaces the absolute number and is resolved for the chosen window (see `resolveToolBudgets`).
 */
const percentOfWindow = (what: string) =>
  z.optional(
    z
      .number({ error: `${what} must be a number (percent of the window)` })
      .check(
        z.gt(0, { error: `${what} must be more than 0% of the window` }),
        z.lte(100, { error: `${what} is at most 100% of the window` }),
      ),
  )

/**
 * Seed 002 (PraisonAI): per-tool token budgets, protected tools, and the context window they feed. Every default
 * of the section is written here once.
 */
export const ToolTokenBudgetSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  maxTokens: wholeNumber('max_tokens', 'tokens', 1, 100_000_000),
  /** Never pruned when the context is optimised. */
  protected: z._default(z.boolean(), false),
  /** max_tokens as a share of the window instead (percent). */
  windowShare: percentOfWindow('max_tokens'),
  /** This tool's own pruning limit for older results (chars); absent means the window's `pruneChars`. */
  pruneChars: z.optional(wholeNumber('prune limit', 'chars', 1, 1_000_000_000)),
})
export type ToolTokenBudget = z.infer<typeof ToolTokenBudgetSchema>

export { SEED_002_TRUNCATIONS, type Seed002Truncation } from './truncate.ts'

const reserve = (what: string) => wholeNumber(what, 'tokens', 0, 100_000_000)

/** PraisonAI's budgeter (`ContextBudgeter`): absolute token amounts per segment; history gets the rest. */
export const ReservationsSchema = z.object({
  systemPrompt: reserve('system prompt reservation'),
  rules: reserve('rules reservation'),
  skills: reserve('skills reservation'),
  memory: reserve('memory reservation'),
  toolSchemas: reserve('tool schemas reservation'),
  toolOutputs: reserve('tool outputs reservation'),
  buffer: reserve('buffer reservation'),
})
export type Reservations = z.infer<typeof ReservationsSchema>

/** The context window the tool outputs land in: what else fills it, and how older turns are pruned. */
export const WindowSchema = z.object({
  /** The model's context window, in tokens of the chosen measure. */
  modelTokens: z._default(wholeNumber('model window', 'tokens', 1, 100_000_000), 128_000),
  /** The unit the composer counts in (seed 002 counts with its heuristic; exact tokenizers when loaded). */
  measure: z._default(z.enum(MEASURES), 'praisonai'),
  systemPrompt: z._default(z.string().check(z.maxLength(1_000_000)), DEFAULT_SYSTEM_PROMPT),
  /** The user's message that started the turn (history). */
  userMessage: z._default(z.string().check(z.maxLength(1_000_000)), DEFAULT_USER_MESSAGE),
  /** An earlier conversation pasted as OpenAI or Anthropic messages JSON: history before the batches. */
  transcript: z._default(z.string().check(z.maxLength(64 * 1024 * 1024)), ''),
  /** Pasted tool schemas: OpenAI, Anthropic, MCP or Ollama JSON. */
  toolSchemas: z._default(z.string().check(z.maxLength(10_000_000)), SAMPLE_SCHEMAS),
  reservations: z._default(ReservationsSchema, () => ({ ...PRAISONAI_RESERVATIONS })),
  outputReserve: z._default(reserve('output reserve'), PRAISONAI_OUTPUT_RESERVE),
  /** Older tool results are cut to this many chars (code points) unless protected; seed 002's 4,000. */
  pruneChars: z._default(wholeNumber('prune limit', 'chars', 1, 1_000_000_000), 4_000),
  /** The most recent turns (batches) kept whole: a call is never separated from its result. */
  // At least 1: seed 002 keeps the most recent tool output whole, always.
  keepRecentTurns: z._default(wholeNumber('recent turns kept', 'turns', 1, 1_000), 1),
  /** When the window still overflows after pruning, drop the oldest whole turns (call + results together). */
  dropOldTurns: z._default(z.boolean(), true),
  /** Caps set as percent of the window instead of absolute numbers. */
  shares: z.prefault(
    z.object({
      defaultToolOutputMax: percentOfWindow('default_tool_output_max'),
      outputReserve: percentOfWindow('output reserve'),
      pruneChars: percentOfWindow('prune limit'),
      toolOutputs: percentOfWindow('tool outputs reservation'),
    }),
    {},
  ),
})
export type WindowSettings = z.infer<typeof WindowSchema>

export const ToolBudgetsSchema = z.object({
  defaultToolOutputMax: z._default(wholeNumber('default_tool_output_max', 'tokens', 1, 100_000_000), 10_000),
  tools: z._default(z.array(ToolTokenBudgetSchema).check(z.maxLength(10_000)), []),
  truncation: z._default(z.enum(SEED_002_TRUNCATIONS), 'current'),
  window: z.prefault(WindowSchema, {}),
})
export type ToolBudgets = z.infer<typeof ToolBudgetsSchema>

/**
 * Seed 002's defaults, as a scenario without a `toolBudgets` section opens on them: 10,000 tokens for every tool,
 * none protected, truncation as the code does today, gpt-4o-mini's 128,000-token window (PraisonAI's default).
 * @example defaultToolBudgets().window.modelTokens === 128_000
 */
export const defaultToolBudgets = (): ToolBudgets => ToolBudgetsSchema.parse({})
