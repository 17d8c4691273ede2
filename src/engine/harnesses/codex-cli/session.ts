import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import {
  AUTO_COMPACT_DENOMINATOR,
  AUTO_COMPACT_NUMERATOR,
  CODEX_MODELS,
  COMPACT_USER_MESSAGE_MAX_TOKENS,
  SUMMARY_PREFIX,
} from './source.ts'
import { APPROX_BYTES_PER_TOKEN } from './truncate.ts'

/**
 * `ModelInfo::auto_compact_token_limit` (protocol/src/openai_models.rs:310-321 at rust-v0.125.0): 90% of the
 * model's context window (integer division), or `model_auto_compact_token_limit` when set and lower.
 * @example autoCompactLimit(272_000, null) === 244_800
 */
export const autoCompactLimit = (contextWindow: number, configured: number | null): number =>
  Math.min(
    configured ?? Number.POSITIVE_INFINITY,
    Math.floor((contextWindow * AUTO_COMPACT_NUMERATOR) / AUTO_COMPACT_DENOMINATOR),
  )

/**
 * `approx_token_count` (utils/string/src/truncate.rs:71-74): UTF-8 bytes / 4, rounded up; an item's chars stand
 * for its bytes here (exact for ASCII).
 * @example approxTokenCount(5) === 2
 */
export const approxTokenCount = (bytes: number): number => Math.ceil(bytes / APPROX_BYTES_PER_TOKEN)

/**
 * Which user messages `build_compacted_history_with_limit` (compact.rs:479-532) keeps: newest first while they
 * fit in `max` approx tokens; the first that does not fit is cut to what remains (Codex's middle cut) and ends the
 * walk. Returns [index into `sizes`, approx tokens kept], oldest first.
 * @example keptUserMessages([10, 10, 10], 15) → [[1, 5], [2, 10]]
 */
export function keptUserMessages(
  sizes: readonly number[],
  max = COMPACT_USER_MESSAGE_MAX_TOKENS,
): [number, number][] {
  const kept: [number, number][] = []
  let remaining = max
  if (max <= 0) return kept
  for (let i = sizes.length - 1; i >= 0; i--) {
    if (remaining === 0) break
    const tokens = sizes[i] ?? 0
    if (tokens <= remaining) {
      kept.push([i, tokens])
      remaining -= tokens
    } else {
      kept.push([i, remaining])
      break
    }
  }
  return kept.reverse()
}

/** The Codex settings its compaction reads: the model (its window) and `model_auto_compact_token_limit`. */
export interface CodexCompactSettings {
  contextWindow: number
  autoCompactTokenLimit: number | null
  /** Tokens of the summary the model writes (not in Codex's code: the playground's assumption). */
  summaryTokens: number
}

export const CODEX_COMPACT_DEFAULTS: CodexCompactSettings = {
  contextWindow: CODEX_MODELS[0]?.contextWindow ?? 272_000,
  autoCompactTokenLimit: null,
  summaryTokens: 2_000,
}

/** The summary message's prefix in approx tokens (its text and the newline). */
const PREFIX_TOKENS = approxTokenCount(SUMMARY_PREFIX.length + 1)

/**
 * Codex's auto-compaction over a session: after each sampling request whose usage (its prompt and output) reached
 * the limit, before the next call (mid-turn, turn.rs:470-496, or pre-turn, turn.rs:719-735), the history becomes
 * the recent user messages (up to 20,000 approx tokens, earlier summaries excluded) and one summary message
 * (`SUMMARY_PREFIX`, a newline, the model's summary).
 * @example codexCompact([]).length === 0
 */
export function codexCompact(
  items: readonly SessionItem[],
  s: CodexCompactSettings = CODEX_COMPACT_DEFAULTS,
): SessionEvent[] {
  const limit = autoCompactLimit(s.contextWindow, s.autoCompactTokenLimit)
  const events: SessionEvent[] = []
  // The history as blocks: an item (whole or cut to `tokens`), or a summary (`item` null).
  let view: { item: number | null; tokens: number }[] = []
  let next = 0
  let lastUsage = 0
  const total = () => view.reduce((t, b) => t + b.tokens, 0)
  for (const call of [...callPoints(items), items.length]) {
    for (; next < call; next++) view.push({ item: next, tokens: items[next]?.tokens ?? 0 })
    if (lastUsage >= limit) {
      const users = view.filter((b) => b.item !== null && items[b.item]?.kind === 'user')
      const kept = keptUserMessages(users.map((b) => approxTokenCount(items[b.item ?? -1]?.chars ?? 0)))
      const after = [
        ...kept.map(([u, approx]) => {
          const b = users[u] as { item: number; tokens: number }
          const whole = approx === approxTokenCount(items[b.item]?.chars ?? 0)
          return { item: b.item, tokens: whole ? b.tokens : approx }
        }),
        { item: null, tokens: PREFIX_TOKENS + s.summaryTokens },
      ]
      const keptWhole = new Set(
        after.flatMap((b) => (b.item !== null && b.tokens === items[b.item]?.tokens ? [b.item] : [])),
      )
      const before = total()
      events.push({
        call,
        kind: 'compact',
        items: view.flatMap((b) => (b.item !== null && !keptWhole.has(b.item) ? [b.item] : [])),
        placeholder: '<summary>',
        tokensBefore: before,
        tokensAfter: after.reduce((t, b) => t + b.tokens, 0),
        summaryTokens: PREFIX_TOKENS + s.summaryTokens,
        rule: `auto-compact: last request used ${lastUsage.toLocaleString('en-US')} ≥ ${limit.toLocaleString('en-US')} (90% of ${s.contextWindow.toLocaleString('en-US')})`,
      })
      view = after
    }
    lastUsage = total() + (items[call]?.tokens ?? 0)
  }
  return events
}
