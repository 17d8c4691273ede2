import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import { CHARS_PER_TOKEN, EXTRA_TOKENS_PER_MESSAGE } from './source.ts'

/** The settings the linear replay reads (`ClearToolUsesSettings` without `clearAtLeast`, which it needs at 0). */
interface LinearSettings {
  trigger: number
  keep: number
  excludeTools: readonly string[]
  placeholder: string
}

/** `count_tokens_approximately` of one message of `chars` chars and role `role`. */
const messageTokens = (chars: number, role: string) =>
  Math.ceil((chars + role.length) / CHARS_PER_TOKEN) + EXTRA_TOKENS_PER_MESSAGE

/**
 * The approximate tokens of the history before each item that starts a message (the LLM calls among them), in
 * one pass: `approxTokens(items.slice(0, k))` for every such `k` and for `items.length`.
 */
function tokensBefore(items: readonly SessionItem[]): Float64Array {
  const at = new Float64Array(items.length + 1)
  let total = 0
  let open: { chars: number; role: string } | null = null
  for (const [i, it] of items.entries()) {
    const merges = it.kind === 'tool-call' && open !== null && open.role === 'assistant'
    if (merges && open) {
      open.chars += it.chars
      continue
    }
    if (open) total += messageTokens(open.chars, open.role)
    at[i] = total
    open = {
      chars: it.chars,
      role: it.kind === 'tool-result' ? 'tool' : it.kind === 'user' ? 'user' : 'assistant',
    }
  }
  at[items.length] = total + (open ? messageTokens(open.chars, open.role) : 0)
  return at
}

/**
 * `ClearToolUsesEdit` over a session with `clear_at_least` 0 (its default), in linear time: the same events as
 * making the plan again from the whole history before every call (`langchainClearByPlans`). With nothing to
 * reclaim at least, a plan is every tool result but the newest `keep` (less `exclude_tools`) once the history is
 * over `trigger`; both only grow call by call, so each plan extends the one before. A tool result is a message of
 * its own, so clearing it takes its tokens less the placeholder's off the history's.
 * @example langchainClearLinear([], { trigger: 1, keep: 0, excludeTools: [], placeholder: '[cleared]' }).length === 0
 */
export function langchainClearLinear(items: readonly SessionItem[], s: LinearSettings): SessionEvent[] {
  const before = tokensBefore(items)
  const results = items.flatMap((it, i) => (it.kind === 'tool-result' ? [i] : []))
  const saved = (i: number) =>
    messageTokens(items[i]?.chars ?? 0, 'tool') - messageTokens(s.placeholder.length, 'tool')
  const events: SessionEvent[] = []
  let seen = 0 // results before the call
  let planned = 0 // results the last event's plan reaches (excluded ones skipped, not cleared)
  let clearedTokens = 0
  for (const call of [...callPoints(items), items.length]) {
    while (seen < results.length && (results[seen] ?? Number.POSITIVE_INFINITY) < call) seen++
    const tokens = before[call] ?? 0
    if (!(tokens > s.trigger)) continue
    const reach = s.keep >= seen ? 0 : s.keep > 0 ? seen - s.keep : seen
    const fresh = results
      .slice(planned, Math.max(planned, reach))
      .filter((i) => !s.excludeTools.includes(items[i]?.tool ?? ''))
    if (fresh.length === 0) continue
    const more = fresh.reduce((t, i) => t + saved(i), 0)
    events.push({
      call,
      kind: 'clear',
      items: fresh,
      placeholder: s.placeholder,
      tokensBefore: tokens - clearedTokens,
      tokensAfter: tokens - clearedTokens - more,
      rule: `ClearToolUsesEdit: over ${s.trigger.toLocaleString('en-US')} tokens, all but the newest ${s.keep} tool results`,
    })
    planned = reach
    clearedTokens += more
  }
  return events
}
