import * as z from 'zod/mini'
import { LIMITS } from './limits.ts'
import { wholeNumber } from './schema-helpers.ts'

// A year of one agent's tokens fits; a count past this is a misread file, not usage.
const MAX_TOKENS = 1e12
const count = (what: string) => wholeNumber(what, 'tokens', 0, MAX_TOKENS)

/**
 * The token usage a session file recorded for one model response, kept so a view can set it beside what the
 * playground computes. Provider-neutral: `inputTokens` is every prompt token the model read (Anthropic's
 * `input_tokens + cache_read_input_tokens + cache_creation_input_tokens`; OpenAI's `input_tokens`, which already
 * counts its cached part), and the two cache counts are parts of it. `reasoningTokens` is a part of
 * `outputTokens`. `contextWindow` is the window the harness reported with this response (Codex's
 * `model_context_window`), when it did.
 * @example RecordedUsageSchema.parse({ inputTokens: 1200, outputTokens: 80 }).cacheReadTokens === 0
 */
export const RecordedUsageSchema = z.object({
  inputTokens: count('recorded inputTokens'),
  outputTokens: count('recorded outputTokens'),
  cacheReadTokens: z._default(count('recorded cacheReadTokens'), 0),
  cacheWriteTokens: z._default(count('recorded cacheWriteTokens'), 0),
  reasoningTokens: z.optional(count('recorded reasoningTokens')),
  contextWindow: z.optional(count('recorded contextWindow')),
})
export type RecordedUsageTokens = z.infer<typeof RecordedUsageSchema>

/**
 * A compaction the harness recorded (the context summarised and replaced): `atBatch` is the index of the first
 * batch after it (the number of batches before it; `batches.length` when it came after the last),
 * `preTokens` the context's tokens just before it (Claude Code's `compactMetadata.preTokens`), `trigger`
 * `auto` or `manual` when the file says.
 */
export const RecordedCompactionSchema = z.object({
  atBatch: wholeNumber('compaction atBatch', 'batches', 0, LIMITS.maxBatches),
  preTokens: z.optional(count('compaction preTokens')),
  trigger: z.optional(z.string().check(z.maxLength(40))),
})
export type RecordedCompaction = z.infer<typeof RecordedCompactionSchema>

/** A recorded response that made no tool calls (a final answer, a reply between calls): its usage and place. */
export const RecordedReplySchema = z.object({
  /** The number of batches before it: the reply came after batch `afterBatch - 1`. */
  afterBatch: wholeNumber('reply afterBatch', 'batches', 0, LIMITS.maxBatches),
  usage: RecordedUsageSchema,
})

/**
 * What an imported session file recorded about the whole session, beside each batch's own `recorded` usage:
 * how many model responses it holds and how many carry usage, the model's context window, its compactions, and
 * the usage of responses that made no calls. Absent on every scenario not imported from such a file, so old
 * links and saved copies open unchanged.
 * @example RecordedSessionSchema.parse({ responses: 66, responsesWithUsage: 64 }).compactions.length === 0
 */
export const RecordedSessionSchema = z.object({
  responses: wholeNumber('recorded responses', 'responses', 0, 10_000_000),
  responsesWithUsage: wholeNumber('recorded responsesWithUsage', 'responses', 0, 10_000_000),
  contextWindow: z.optional(count('recorded contextWindow')),
  compactions: z._default(z.array(RecordedCompactionSchema).check(z.maxLength(LIMITS.maxBatches)), []),
  replies: z._default(z.array(RecordedReplySchema).check(z.maxLength(LIMITS.maxBatches)), []),
})
export type RecordedSession = z.infer<typeof RecordedSessionSchema>
