import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import { ATTENTION_WINDOW, MASK_TEXT, SUMMARY_KEEP_FIRST, SUMMARY_MAX_SIZE } from './source.ts'

/** One entry of an OpenHands `View`: an event (a session item's index) or the summary a condensation left. */
export type ViewEntry = number | 'summary'

/**
 * `LLMSummarizingCondenser` once (llm_summarizing_condenser.py:52-69, 160-161 at 156d0686): when the view holds
 * more than `maxSize` events, keep the first `keepFirst`, one summary, and the newest
 * `maxSize // 2 - keepFirst - 1`; every other event (an earlier summary aside) is forgotten. `null` when the view
 * is not over `maxSize`. Throws where OpenHands fails: `keepFirst` not under half of `maxSize` (its constructor),
 * or no tail left to keep (its `min()` of no forgotten events).
 * @example condenseView([0, 1, 2, 3, 4, 5, 6], 6, 1)?.view → [0, 'summary', 6]
 */
export function condenseView(
  view: readonly ViewEntry[],
  maxSize: number,
  keepFirst: number,
): { view: ViewEntry[]; forgotten: number[] } | null {
  if (keepFirst >= Math.floor(maxSize / 2) || keepFirst < 0 || maxSize < 1)
    throw new Error(`OpenHands: keep_first (${keepFirst}) must be less than half of max_size (${maxSize})`)
  if (view.length <= maxSize) return null
  const head = view.slice(0, keepFirst)
  const fromTail = Math.floor(maxSize / 2) - head.length - 1
  // Python's view[keep_first:-0] is empty: OpenHands then takes min() of no events and raises.
  const forgotten = fromTail > 0 ? view.slice(keepFirst, view.length - fromTail) : []
  const events = forgotten.filter((e): e is number => e !== 'summary')
  if (events.length === 0) throw new Error(`OpenHands: keep_first ${keepFirst} leaves no event to forget`)
  return { view: [...head, 'summary', ...view.slice(view.length - fromTail)], forgotten: events }
}

/** What a user sets for the summarizing condenser (`[condenser]` in config.toml), and the summary's size. */
export interface OpenHandsSummarySettings {
  maxSize: number
  keepFirst: number
  /** Tokens of the summary the condenser's LLM writes (not in OpenHands' code: the playground's assumption). */
  summaryTokens: number
}

export const OPENHANDS_SUMMARY_DEFAULTS: OpenHandsSummarySettings = {
  maxSize: SUMMARY_MAX_SIZE,
  keepFirst: SUMMARY_KEEP_FIRST,
  summaryTokens: 2_000,
}

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * OpenHands' default condenser over a session: before each LLM call the view (the session's items so far, one
 * event each, with earlier condensations applied) is condensed when it holds more than `maxSize` events. OpenHands
 * spends that step writing the summary and calls the model on the next, with the condensed view; here the event
 * stands before the call it delays.
 * @example summarizeOpenHands([]).length === 0
 */
export function summarizeOpenHands(
  items: readonly SessionItem[],
  s: OpenHandsSummarySettings = OPENHANDS_SUMMARY_DEFAULTS,
): SessionEvent[] {
  const events: SessionEvent[] = []
  let view: ViewEntry[] = []
  let next = 0
  const tokens = (v: readonly ViewEntry[]) =>
    v.reduce<number>((t, e) => t + (e === 'summary' ? s.summaryTokens : (items[e]?.tokens ?? 0)), 0)
  for (const call of [...callPoints(items), items.length]) {
    for (; next < call; next++) view.push(next)
    const done = condenseView(view, s.maxSize, s.keepFirst)
    if (!done) continue
    events.push({
      call,
      kind: 'compact',
      items: done.forgotten,
      placeholder: '<summary>',
      tokensBefore: tokens(view),
      tokensAfter: tokens(done.view),
      summaryTokens: s.summaryTokens,
      rule: `LLMSummarizingCondenser: ${fmt(view.length)} events > max_size ${fmt(s.maxSize)}; keeps the first ${s.keepFirst}, a summary and the newest ${fmt(done.view.length - s.keepFirst - 1)}`,
    })
    view = done.view
  }
  return events
}

/**
 * `ObservationMaskingCondenser.condense` (observation_masking_condenser.py:19-28): the indexes of the tool results
 * of a view of `length` events that lie outside the newest `window`.
 * @example maskedIndexes([{ kind: 'tool-result', tokens: 1, chars: 4 }, { kind: 'user', tokens: 1, chars: 4 }], 2, 1) → [0]
 */
export const maskedIndexes = (items: readonly SessionItem[], length: number, window: number): number[] =>
  items.slice(0, length).flatMap((it, i) => (it.kind === 'tool-result' && i < length - window ? [i] : []))

/**
 * The observation-masking condenser over a session: before each call, every tool result older than the newest
 * `window` events reads `<MASKED>`. The masking is recomputed from the whole history at each call, so an event
 * lists the results masked for the first time. `<MASKED>` counts as 2 tokens (8 chars / 4).
 * @example maskOpenHands([]).length === 0
 */
export function maskOpenHands(items: readonly SessionItem[], window = ATTENTION_WINDOW): SessionEvent[] {
  const events: SessionEvent[] = []
  const masked = new Set<number>()
  const placeholderTokens = Math.ceil(MASK_TEXT.length / 4)
  const prompt = (to: number) =>
    items.slice(0, to).reduce((t, it, i) => t + (masked.has(i) ? placeholderTokens : it.tokens), 0)
  for (const call of [...callPoints(items), items.length]) {
    const fresh = maskedIndexes(items, call, window).filter((i) => !masked.has(i))
    if (fresh.length === 0) continue
    const before = prompt(call)
    for (const i of fresh) masked.add(i)
    events.push({
      call,
      kind: 'mask',
      items: fresh,
      placeholder: MASK_TEXT,
      tokensBefore: before,
      tokensAfter: prompt(call),
      rule: `ObservationMaskingCondenser: observations outside the newest ${fmt(window)} events`,
    })
  }
  return events
}
