import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import { AUTO_COMPACT_PCT, AUTO_COMPACT_WINDOW } from './source.ts'

/** The environment variables the documented compaction reads, and the summary's size. */
export interface ClaudeCompactSettings {
  /** `CLAUDE_CODE_AUTO_COMPACT_WINDOW` (capped at the model's window) or the model's window. */
  window: number
  /** `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE`, or null. */
  pctOverride: number | null
  /** `DISABLE_AUTO_COMPACT`. */
  disabled: boolean
  /** Tokens of the summary (not documented: the playground's assumption). */
  summaryTokens: number
}

export const CLAUDE_COMPACT_DEFAULTS: ClaudeCompactSettings = {
  window: AUTO_COMPACT_WINDOW,
  pctOverride: null,
  disabled: false,
  summaryTokens: 2_000,
}

/**
 * The documented trigger: `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE` percent of the window when it is 1-100 and below the
 * default, else the default “approximately 95%” (values above it have no effect, env-vars page).
 * @example autoCompactTrigger(CLAUDE_COMPACT_DEFAULTS) === 190_000
 */
export function autoCompactTrigger(s: ClaudeCompactSettings): number {
  const pct =
    s.pctOverride !== null && s.pctOverride >= 1 && s.pctOverride <= 100 ? s.pctOverride : AUTO_COMPACT_PCT
  return Math.floor((s.window * Math.min(pct, AUTO_COMPACT_PCT)) / 100)
}

/**
 * Claude Code's auto-compaction as its docs state it: before a call whose prompt reaches the trigger, the
 * conversation before it becomes a summary (a `compact_boundary` whose `preTokens` is `tokensBefore`). The
 * clearing of older tool outputs the docs say comes first is not modelled: they give none of its numbers.
 * @example claudeCompact([]).length === 0
 */
export function claudeCompact(
  items: readonly SessionItem[],
  s: ClaudeCompactSettings = CLAUDE_COMPACT_DEFAULTS,
): SessionEvent[] {
  if (s.disabled) return []
  const trigger = autoCompactTrigger(s)
  // The documented default is "approximately" 95%; an override is the percentage the user set.
  const pct = Math.min(s.pctOverride ?? AUTO_COMPACT_PCT, AUTO_COMPACT_PCT)
  const pctText = pct < AUTO_COMPACT_PCT ? `${pct}%` : `about ${AUTO_COMPACT_PCT}%`
  const events: SessionEvent[] = []
  let from = 0
  let summary = 0
  for (const call of [...callPoints(items), items.length]) {
    const prompt = summary + items.slice(from, call).reduce((t, it) => t + it.tokens, 0)
    if (prompt < trigger || call === from) continue
    events.push({
      call,
      kind: 'compact',
      items: Array.from({ length: call - from }, (_, i) => from + i),
      placeholder: '<summary>',
      tokensBefore: prompt,
      tokensAfter: s.summaryTokens,
      summaryTokens: s.summaryTokens,
      rule: `auto-compact: ${prompt.toLocaleString('en-US')} ≥ ${trigger.toLocaleString('en-US')} (${pctText} of ${s.window.toLocaleString('en-US')})`,
    })
    from = call
    summary = s.summaryTokens
  }
  return events
}
