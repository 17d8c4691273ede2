import { callPoints, promptTokens, type SessionEvent, type SessionItem } from '../session.ts'
import {
  CLEAR_KEEP_TOOL_USES,
  CLEAR_TRIGGER_TOKENS,
  CLEARED_PLACEHOLDER,
  COMPACT_MIN_TRIGGER_TOKENS,
  COMPACT_TRIGGER_TOKENS,
  THINKING_KEEP_TURNS,
} from './source.ts'

/** `clear_tool_uses_20250919` as a request sets it, with the documented defaults. */
export interface ClearToolUsesEdit {
  trigger: { type: 'input_tokens' | 'tool_uses'; value: number }
  keep: number
  clearAtLeast: number
  excludeTools: readonly string[]
  clearToolInputs: boolean
  /** Tokens of the placeholder the API writes (its text is undocumented: an estimate). */
  placeholderTokens: number
}

export const CLEAR_DEFAULTS: ClearToolUsesEdit = {
  trigger: { type: 'input_tokens', value: CLEAR_TRIGGER_TOKENS },
  keep: CLEAR_KEEP_TOOL_USES,
  clearAtLeast: 0,
  excludeTools: [],
  clearToolInputs: false,
  placeholderTokens: Math.ceil(CLEARED_PLACEHOLDER.length / 4),
}

/**
 * Which results `clear_tool_uses_20250919` clears before each LLM call. The edit is applied server-side to the
 * full history the client sends, so each call is decided afresh: over the trigger (input tokens, or tool uses),
 * every tool result older than the last `keep` tool uses is cleared, except `exclude_tools`; if that frees fewer
 * than `clear_at_least` tokens, nothing is. An event is written when the cleared set grows (each one is a cache
 * write: the prefix changed). An event lists the items it newly clears (those cleared before are cleared again on
 * every later call, as the other harnesses' events, which list what each one adds); its tokens before and after are
 * the whole prompt's. The cleared results are always the oldest, so one walk with running sums does it: O(items).
 * @example clearToolUses([{ kind: 'tool-result', tokens: 90_000, chars: 0 }, { kind: 'assistant', tokens: 1, chars: 0 }]).length === 0
 */
export function clearToolUses(
  items: readonly SessionItem[],
  edit: ClearToolUsesEdit = CLEAR_DEFAULTS,
): SessionEvent[] {
  const events: SessionEvent[] = []
  const inputOf = new Map<string, number>()
  if (edit.clearToolInputs)
    items.forEach((it, i) => {
      if (it.kind === 'tool-call' && it.callId !== undefined && !inputOf.has(it.callId))
        inputOf.set(it.callId, i)
    })
  // Walked once: the prompt's tokens, the tool uses so far, and of those the clearable ones with their inputs.
  let full = 0
  let next = 0
  let uses = 0
  /** Clearable results in order, each with the tool uses before and with it, and what clearing up to it frees. */
  const clearable: { at: number; usesWith: number; input: number; freedWith: number; itemsWith: number }[] =
    []
  let clearedBefore = 0
  for (const call of [...callPoints(items), items.length]) {
    for (; next < call; next++) {
      const it = items[next]
      if (!it) continue
      full += it.tokens
      if (it.kind !== 'tool-result') continue
      uses++
      if (edit.excludeTools.includes(it.tool ?? '')) continue
      const input = edit.clearToolInputs && it.callId !== undefined ? (inputOf.get(it.callId) ?? -1) : -1
      const last = clearable.at(-1)
      const n = input >= 0 ? 2 : 1
      const freed = it.tokens + (input >= 0 ? (items[input]?.tokens ?? 0) : 0) - n * edit.placeholderTokens
      clearable.push({
        at: next,
        usesWith: uses,
        input,
        freedWith: (last?.freedWith ?? 0) + freed,
        itemsWith: (last?.itemsWith ?? 0) + n,
      })
    }
    const over = edit.trigger.type === 'input_tokens' ? full > edit.trigger.value : uses > edit.trigger.value
    if (!over) continue
    const older = Math.max(0, uses - edit.keep)
    // Clearable results among the oldest `older` tool uses: a prefix of `clearable`.
    let count = clearedBefore
    while (count < clearable.length && (clearable[count]?.usesWith ?? 0) <= older) count++
    const upTo = clearable[count - 1]
    if (count === 0 || !upTo || upTo.freedWith < edit.clearAtLeast) continue
    if (count <= clearedBefore) continue
    const results = clearable.slice(clearedBefore, count)
    const cleared = results.map((r) => r.at)
    if (edit.clearToolInputs) for (const r of results) if (r.input >= 0) cleared.push(r.input)
    if (edit.clearToolInputs) cleared.sort((a, b) => a - b)
    events.push({
      call,
      kind: 'clear',
      items: cleared,
      left: new Array<number>(cleared.length).fill(edit.placeholderTokens),
      placeholder: CLEARED_PLACEHOLDER,
      tokensBefore: full,
      tokensAfter: full - upTo.freedWith,
      rule: `clear_tool_uses_20250919: over ${edit.trigger.value.toLocaleString('en-US')} ${edit.trigger.type}, keep ${edit.keep}`,
    })
    clearedBefore = count
  }
  return events
}

/** What the response's `context_management.applied_edits` reports for one clearing. */
export interface AppliedClearEdit {
  type: 'clear_tool_uses_20250919'
  cleared_tool_uses: number
  cleared_input_tokens: number
}

/**
 * The `k`th clearing of `events` as the API reports it in `applied_edits` (for setting beside a recorded
 * response): the tool uses cleared in that request, by it and every clearing before it (results, not their
 * inputs), and the input tokens freed.
 * @example appliedEdit([{ call: 1, kind: 'clear', items: [3], placeholder: '', tokensBefore: 9, tokensAfter: 2, rule: '' }], 0, []).cleared_input_tokens === 7
 */
export function appliedEdit(
  events: readonly SessionEvent[],
  k: number,
  items: readonly SessionItem[],
): AppliedClearEdit {
  const event = events[k]
  if (!event) throw new RangeError(`appliedEdit: no clearing ${k} of ${events.length}`)
  const cleared = events
    .slice(0, k + 1)
    .reduce((n, e) => n + e.items.filter((i) => items[i]?.kind !== 'tool-call').length, 0)
  return {
    type: 'clear_tool_uses_20250919',
    cleared_tool_uses: cleared,
    cleared_input_tokens: event.tokensBefore - event.tokensAfter,
  }
}

/**
 * `clear_thinking_20251015`: the assistant turns (indexes into `turns`) whose thinking blocks the model still
 * sees; by default only the last one's. `keep: 'all'` keeps every block.
 * @example keptThinkingTurns(4) → [3]
 */
export function keptThinkingTurns(turns: number, keep: number | 'all' = THINKING_KEEP_TURNS): number[] {
  const from = keep === 'all' ? 0 : Math.max(0, turns - keep)
  return Array.from({ length: turns - from }, (_, i) => from + i)
}

/** `compact_20260112` as a request sets it. */
export interface CompactEdit {
  triggerTokens: number
  /** Tokens of the summary the compaction writes: not documented, so an input of the replay. */
  summaryTokens: number
}

export const COMPACT_DEFAULTS: CompactEdit = { triggerTokens: COMPACT_TRIGGER_TOKENS, summaryTokens: 2_000 }

/**
 * Where `compact_20260112` compacts: before a call whose input (the last summary plus everything after it) is
 * over the trigger, the API writes a summary and drops every block before it. A trigger under 50,000 is refused
 * by the API, and here too.
 * @example compactSession([], { triggerTokens: 10, summaryTokens: 1 }) throws
 */
export function compactSession(
  items: readonly SessionItem[],
  edit: CompactEdit = COMPACT_DEFAULTS,
): SessionEvent[] {
  if (edit.triggerTokens < COMPACT_MIN_TRIGGER_TOKENS)
    throw new Error(
      `compact_20260112 trigger ${edit.triggerTokens}: the API requires at least ${COMPACT_MIN_TRIGGER_TOKENS.toLocaleString('en-US')} tokens`,
    )
  const events: SessionEvent[] = []
  let from = 0
  let summary = 0
  for (const call of [...callPoints(items), items.length]) {
    const input = summary + promptTokens(items, from, call, new Set(), 0)
    if (input <= edit.triggerTokens) continue
    events.push({
      call,
      kind: 'compact',
      items: Array.from({ length: call - from }, (_, i) => from + i),
      placeholder: '<summary>',
      tokensBefore: input,
      tokensAfter: edit.summaryTokens,
      summaryTokens: edit.summaryTokens,
      rule: `compact_20260112: input over ${edit.triggerTokens.toLocaleString('en-US')} tokens`,
    })
    from = call
    summary = edit.summaryTokens
  }
  return events
}
