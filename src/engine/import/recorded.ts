import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import type { ImportedBatch, Recorded, RecordedUsage } from './types.ts'

export type { Recorded, RecordedCompaction, RecordedResponse, RecordedUsage } from './types.ts'

const lineOf = (where: string): number => Number(/^line (\d+)/.exec(where)?.[1] ?? 0)

/**
 * Points each recorded response at the batch its calls became, by where both start.
 * @example linkRecorded({ responses: [{ where: 'line 5', line: 5, usage: null, batch: null }], compactions: [], contextWindow: null }, [{ calls: [], text: '', where: 'line 5' }]).responses[0]?.batch === 0
 */
export function linkRecorded(recorded: Recorded, batches: readonly ImportedBatch[]): Recorded {
  const byWhere = new Map<string, number>()
  batches.forEach((b, i) => {
    if (!byWhere.has(b.where)) byWhere.set(b.where, i)
  })
  return {
    ...recorded,
    responses: recorded.responses.map((r) => ({
      ...r,
      line: r.line || lineOf(r.where),
      batch: byWhere.get(r.where) ?? null,
    })),
  }
}

/**
 * What a file recorded, in the import summary's words.
 * @example recordedSummary({ responses: [r1, r2], compactions: [{ tokensBefore: 155250, … }], contextWindow: null }) === 'usage on 2 of 2 responses; 1 compaction at 155,250 tokens'
 */
export function recordedSummary(r: Recorded): string {
  const parts: string[] = []
  if (r.responses.length > 0) {
    const withUsage = r.responses.filter((x) => x.usage !== null).length
    if (withUsage > 0)
      parts.push(`usage on ${withUsage.toLocaleString('en-US')} of ${plural(r.responses.length, 'response')}`)
  }
  if (r.contextWindow !== null) parts.push(`${r.contextWindow.toLocaleString('en-US')}-token window`)
  if (r.compactions.length > 0) {
    const at = r.compactions
      .map((c) => c.tokensBefore)
      .filter((t): t is number => t !== null)
      .map((t) => t.toLocaleString('en-US'))
    parts.push(
      `${plural(r.compactions.length, 'compaction')}${at.length > 0 ? ` at ${at.join(', ')} tokens` : ''}`,
    )
  }
  return parts.join('; ')
}

/** A non-negative whole token count from a file, or 0. */
export const tokens = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0

/**
 * litellm's usage (an OpenAI Chat `usage`, with Anthropic's cache counts beside it), as mini-SWE-agent and
 * OpenHands record it: `prompt_tokens` already counts the cached and cache-written parts, so it is the whole
 * input. Null when `u` is no usage.
 * @example litellmUsage({ prompt_tokens: 10, completion_tokens: 2, cache_read_input_tokens: 4 }) → { input: 10, output: 2, cacheRead: 4, cacheWrite: 0, reasoning: null }
 */
export function litellmUsage(u: unknown): RecordedUsage | null {
  if (!isRecord(u) || !('prompt_tokens' in u || 'completion_tokens' in u)) return null
  const details = isRecord(u.prompt_tokens_details) ? u.prompt_tokens_details : {}
  const out = isRecord(u.completion_tokens_details) ? u.completion_tokens_details : {}
  return {
    input: tokens(u.prompt_tokens),
    output: tokens(u.completion_tokens),
    cacheRead: tokens(u.cache_read_input_tokens) || tokens(details.cached_tokens),
    cacheWrite: tokens(u.cache_creation_input_tokens),
    reasoning: 'reasoning_tokens' in out ? tokens(out.reasoning_tokens) : null,
  }
}
