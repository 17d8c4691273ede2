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
 * write: the prefix changed).
 * @example clearToolUses([{ kind: 'tool-result', tokens: 90_000, chars: 0 }, { kind: 'assistant', tokens: 1, chars: 0 }]).length === 0
 */
export function clearToolUses(
  items: readonly SessionItem[],
  edit: ClearToolUsesEdit = CLEAR_DEFAULTS,
): SessionEvent[] {
  const events: SessionEvent[] = []
  let previous = new Set<number>()
  for (const call of [...callPoints(items), items.length]) {
    const full = promptTokens(items, 0, call, new Set(), 0)
    const uses = items.slice(0, call).flatMap((it, i) => (it.kind === 'tool-result' ? [i] : []))
    const over =
      edit.trigger.type === 'input_tokens' ? full > edit.trigger.value : uses.length > edit.trigger.value
    if (!over) continue
    const older = uses.slice(0, Math.max(0, uses.length - edit.keep))
    const results = older.filter((i) => !edit.excludeTools.includes(items[i]?.tool ?? ''))
    const cleared = new Set(results)
    if (edit.clearToolInputs)
      for (const i of results) {
        const id = items[i]?.callId
        const input =
          id === undefined ? -1 : items.findIndex((it) => it.kind === 'tool-call' && it.callId === id)
        if (input >= 0) cleared.add(input)
      }
    const freed = [...cleared].reduce((t, i) => t + (items[i]?.tokens ?? 0) - edit.placeholderTokens, 0)
    if (freed < edit.clearAtLeast || cleared.size === 0) continue
    if ([...cleared].every((i) => previous.has(i))) continue
    const sorted = [...cleared].sort((a, b) => a - b)
    events.push({
      call,
      kind: 'clear',
      items: sorted,
      left: sorted.map(() => edit.placeholderTokens),
      placeholder: CLEARED_PLACEHOLDER,
      tokensBefore: full,
      tokensAfter: promptTokens(items, 0, call, cleared, edit.placeholderTokens),
      rule: `clear_tool_uses_20250919: over ${edit.trigger.value.toLocaleString('en-US')} ${edit.trigger.type}, keep ${edit.keep}`,
    })
    previous = cleared
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
 * A clearing event as the API reports it in `applied_edits` (for setting beside a recorded response): the tool
 * uses cleared (results, not their inputs) and the input tokens freed.
 * @example appliedEdit({ call: 1, kind: 'clear', items: [3], placeholder: '', tokensBefore: 9, tokensAfter: 2, rule: '' }, []).cleared_input_tokens === 7
 */
export function appliedEdit(event: SessionEvent, items: readonly SessionItem[]): AppliedClearEdit {
  return {
    type: 'clear_tool_uses_20250919',
    cleared_tool_uses: event.items.filter((i) => items[i]?.kind !== 'tool-call').length,
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
