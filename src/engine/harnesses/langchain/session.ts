import { callPoints, type SessionEvent, type SessionItem } from '../session.ts'
import { langchainClearLinear } from './clear-linear.ts'
import {
  CHARS_PER_TOKEN,
  CLEAR_AT_LEAST,
  CLEAR_KEEP,
  CLEAR_TRIGGER,
  CLEARED_PLACEHOLDER,
  EXTRA_TOKENS_PER_MESSAGE,
} from './source.ts'

/** `ClearToolUsesEdit` as a user builds it (integer trigger and keep, its backwards-compatible form). */
export interface ClearToolUsesSettings {
  trigger: number
  keep: number
  clearAtLeast: number
  excludeTools: readonly string[]
  placeholder: string
}

export const LANGCHAIN_CLEAR_DEFAULTS: ClearToolUsesSettings = {
  trigger: CLEAR_TRIGGER,
  keep: CLEAR_KEEP,
  clearAtLeast: CLEAR_AT_LEAST,
  excludeTools: [],
  placeholder: CLEARED_PLACEHOLDER,
}

const ROLE: Record<SessionItem['kind'], string> = {
  user: 'user',
  assistant: 'assistant',
  'tool-call': 'assistant',
  'tool-result': 'tool',
}

/**
 * `count_tokens_approximately` over session items: each message rounds up (its chars and its role's, over 4)
 * and adds 3. A tool call belongs to the assistant message before it, so its chars join that message's count
 * (our items carry no call ids: their length is not counted).
 * @example approxTokens([{ kind: 'user', tokens: 1, chars: 8 }], new Map()) === 6
 */
export function approxTokens(items: readonly SessionItem[], replaced: ReadonlyMap<number, number>): number {
  let total = 0
  let open: { kind: SessionItem['kind']; chars: number } | null = null
  const close = () => {
    if (open) total += Math.ceil(open.chars / CHARS_PER_TOKEN) + EXTRA_TOKENS_PER_MESSAGE
    open = null
  }
  for (const [i, it] of items.entries()) {
    const chars = replaced.get(i) ?? it.chars
    const o = open as { kind: SessionItem['kind']; chars: number } | null
    if (it.kind === 'tool-call' && (o?.kind === 'assistant' || o?.kind === 'tool-call')) {
      o.chars += chars
      continue
    }
    close()
    open = { kind: it.kind, chars: chars + ROLE[it.kind].length }
  }
  close()
  return total
}

/**
 * `ClearToolUsesEdit.apply` (context_editing.py:161-240 at 03373459) on the history before one call: when the
 * history's tokens exceed `trigger`, every tool result but the newest `keep` reads `placeholder`, oldest first,
 * skipping `exclude_tools`, stopping once `clear_at_least` tokens (when above 0) are reclaimed. Returns the
 * indexes cleared.
 * @example clearPlan([], 0, LANGCHAIN_CLEAR_DEFAULTS).length === 0
 */
export function clearPlan(items: readonly SessionItem[], to: number, s: ClearToolUsesSettings): number[] {
  const history = items.slice(0, to)
  const tokens = approxTokens(history, new Map())
  if (!(tokens > s.trigger)) return []
  const results = history.flatMap((it, i) => (it.kind === 'tool-result' ? [i] : []))
  const candidates = s.keep >= results.length ? [] : s.keep > 0 ? results.slice(0, -s.keep) : results
  const cleared = new Map<number, number>()
  for (const i of candidates) {
    if (s.excludeTools.includes(history[i]?.tool ?? '')) continue
    cleared.set(i, s.placeholder.length)
    if (s.clearAtLeast > 0 && Math.max(0, tokens - approxTokens(history, cleared)) >= s.clearAtLeast) break
  }
  return [...cleared.keys()]
}

/**
 * `ContextEditingMiddleware` over a session: before each call it edits the request's messages, not the state, so
 * the plan is made again from the whole history each time; an event lists the results cleared for the first time.
 * Tokens are `count_tokens_approximately`'s (its `token_count_method` default, "approximate"). With
 * `clear_at_least` 0 (the default) the same events come from one pass (`langchainClearLinear`).
 * @example langchainClear([]).length === 0
 */
export function langchainClear(
  items: readonly SessionItem[],
  s: ClearToolUsesSettings = LANGCHAIN_CLEAR_DEFAULTS,
): SessionEvent[] {
  return s.clearAtLeast > 0 ? langchainClearByPlans(items, s) : langchainClearLinear(items, s)
}

/**
 * The middleware as its code runs it: a plan from the whole history before every call (quadratic in the calls;
 * the reference the linear replay is tested against, and the replay when `clear_at_least` is above 0).
 * @example langchainClearByPlans([], LANGCHAIN_CLEAR_DEFAULTS).length === 0
 */
export function langchainClearByPlans(
  items: readonly SessionItem[],
  s: ClearToolUsesSettings,
): SessionEvent[] {
  const events: SessionEvent[] = []
  let done = new Set<number>()
  for (const call of [...callPoints(items), items.length]) {
    const plan = clearPlan(items, call, s)
    const fresh = plan.filter((i) => !done.has(i))
    if (fresh.length === 0) continue
    const history = items.slice(0, call)
    const placeholder = (set: Iterable<number>) => new Map([...set].map((i) => [i, s.placeholder.length]))
    events.push({
      call,
      kind: 'clear',
      items: fresh,
      placeholder: s.placeholder,
      tokensBefore: approxTokens(history, placeholder(done)),
      tokensAfter: approxTokens(history, placeholder(plan)),
      rule: `ClearToolUsesEdit: over ${s.trigger.toLocaleString('en-US')} tokens, all but the newest ${s.keep} tool results`,
    })
    done = new Set(plan)
  }
  return events
}
