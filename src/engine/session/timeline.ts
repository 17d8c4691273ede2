import type { SessionEvent, SessionItem } from '../harnesses/session.ts'

/** A session item with what a re-fetch is recognised by: its tool and the JSON of its arguments (results only). */
export interface TimelineItem extends SessionItem {
  key?: string
}

/** The window before one LLM call, in tokens, by part; tool results by tool. */
export interface WindowParts {
  system: number
  toolSchemas: number
  user: number
  /** The model's own messages: its text, thinking and tool calls. */
  assistant: number
  /** The summary a compaction left in place of what it dropped. */
  summary: number
  /** Tool results as the model still sees them (placeholders and snippets counted), by tool. */
  tools: Record<string, number>
}

/** One LLM call: its number (from 1), its user turn (from 1), and the window it is sent. */
export interface TimelineCall {
  call: number
  turn: number
  parts: WindowParts
  total: number
}

/** One result an event cut, cleared, masked or summarized away, and the tokens it lost there. */
export interface LostResult {
  tool: string
  /** Index of the result among the session's items. */
  item: number
  tokens: number
}

/** A harness event on the time axis: before which call, what fired, and what it removed. */
export interface TimelineEvent {
  call: number
  kind: SessionEvent['kind']
  rule: string
  /** The prompt before and after, as the harness counts it (its conversation, without system prompt and schemas). */
  tokensBefore: number
  tokensAfter: number
  /** Tokens taken out of the window by this event, every item counted (a summary's tokens are not subtracted). */
  removedTokens: number
  /** The tool results it reached, each with the tokens it lost here. */
  results: LostResult[]
}

/** A later call that asked a tool the same thing again after its earlier result was lost. */
export interface Refetch {
  /** The call that asked again (from 1), and the one before which the earlier result was lost. */
  call: number
  lostAt: number
  tool: string
  key: string
  /** Tokens of the result fetched again: what the policy's loss costs a second time. */
  tokens: number
}

/** Per tool: what the harness took from its results, and what asking again cost. */
export interface ToolLoss {
  tool: string
  /** Results of this tool the session received, and how many of them were reached by an event. */
  results: number
  lostResults: number
  lostTokens: number
  refetches: number
  refetchTokens: number
}

/** The session call by call under one harness's events. */
export interface Timeline {
  calls: TimelineCall[]
  events: TimelineEvent[]
  losses: ToolLoss[]
  refetches: Refetch[]
  /** Tools in order of first use (the chart's stacking order). */
  tools: string[]
}

const EVERY_ITEM_GONE = new Set<SessionEvent['kind']>(['compact', 'compress'])

/**
 * The session replayed call by call (issue 25 §2): walk the items in order, and before each LLM call (each
 * `assistant` item) apply the harness's events at that call, then record the window the call is sent:
 *
 *   window(c) = system + toolSchemas + summary + Σ user + Σ assistant + Σ_tool Σ results(tool), over items before c
 *
 * An event that keeps a placeholder (`left[k]`) lowers item k to it: lost = tokens(k) − left[k]; a compaction or
 * compression drops its items whole (lost = tokens(k)) and its summary replaces any earlier one. A result is
 * *re-fetched* when a later result has the same `key` (tool + arguments) while the latest earlier result of that
 * key was lost before the call that asked for it; its tokens are the re-fetch's. Events after the last call change
 * no window and are left out. Pure; O(items × tools + events).
 * @example sessionTimeline([{ kind: 'user', tokens: 5, chars: 20 }, { kind: 'assistant', tokens: 2, chars: 8 }], [], { systemTokens: 10, schemaTokens: 0 }).calls[0].total === 15
 */
export function sessionTimeline(
  items: readonly TimelineItem[],
  events: readonly SessionEvent[],
  fixed: { systemTokens: number; schemaTokens: number },
): Timeline {
  const byCall = new Map<number, SessionEvent[]>()
  for (const e of events) byCall.set(e.call, [...(byCall.get(e.call) ?? []), e])
  const current = items.map((it) => it.tokens)
  const gone = new Set<number>()
  const lostAt = new Map<number, number>()
  const latestOfKey = new Map<string, number>()
  const tools: string[] = []
  const losses = new Map<string, ToolLoss>()
  const lossOf = (tool: string) => {
    let l = losses.get(tool)
    if (!l) {
      l = { tool, results: 0, lostResults: 0, lostTokens: 0, refetches: 0, refetchTokens: 0 }
      losses.set(tool, l)
      tools.push(tool)
    }
    return l
  }
  const parts: WindowParts = {
    system: fixed.systemTokens,
    toolSchemas: fixed.schemaTokens,
    user: 0,
    assistant: 0,
    summary: 0,
    tools: {},
  }
  const add = (i: number, tokens: number) => {
    const it = items[i]
    if (!it) return
    if (it.kind === 'tool-result') {
      const tool = it.tool ?? ''
      parts.tools[tool] = (parts.tools[tool] ?? 0) + tokens
    } else if (it.kind === 'user') parts.user += tokens
    else parts.assistant += tokens
  }
  const calls: TimelineCall[] = []
  const out: TimelineEvent[] = []
  const refetches: Refetch[] = []
  let turn = 0
  let callNo = 0
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as TimelineItem
    if (it.kind === 'assistant') {
      callNo++
      for (const e of byCall.get(i) ?? []) out.push(applyEvent(e, callNo))
      const total =
        parts.system +
        parts.toolSchemas +
        parts.user +
        parts.assistant +
        parts.summary +
        Object.values(parts.tools).reduce((t, v) => t + v, 0)
      calls.push({ call: callNo, turn, parts: { ...parts, tools: { ...parts.tools } }, total })
    }
    if (it.kind === 'user') turn++
    if (it.kind === 'tool-result') {
      const loss = lossOf(it.tool ?? '')
      loss.results++
      const key = it.key ?? `${it.tool ?? ''}\u0000`
      const before = latestOfKey.get(key)
      const lost = before === undefined ? undefined : lostAt.get(before)
      if (lost !== undefined) {
        loss.refetches++
        loss.refetchTokens += it.tokens
        refetches.push({ call: callNo, lostAt: lost, tool: it.tool ?? '', key, tokens: it.tokens })
      }
      latestOfKey.set(key, i)
    }
    add(i, it.tokens)
  }
  return { calls, events: out, losses: [...losses.values()], refetches, tools }

  function applyEvent(e: SessionEvent, call: number): TimelineEvent {
    const results: LostResult[] = []
    let removed = 0
    const whole = EVERY_ITEM_GONE.has(e.kind)
    e.items.forEach((idx, k) => {
      // A clearing lists every result cleared so far: those cleared before change nothing, and cost one look.
      const was = current[idx]
      if (was === undefined || gone.has(idx)) return
      const now = whole ? 0 : Math.min(was, e.left?.[k] ?? 0)
      if (now === was && !whole) return
      if (whole) gone.add(idx)
      current[idx] = now
      add(idx, now - was)
      removed += was - now
      const it = items[idx]
      if (it?.kind !== 'tool-result' || was === now) return
      results.push({ tool: it.tool ?? '', item: idx, tokens: was - now })
      const loss = lossOf(it.tool ?? '')
      if (!lostAt.has(idx)) {
        lostAt.set(idx, call)
        loss.lostResults++
      }
      loss.lostTokens += was - now
    })
    if (whole) parts.summary = e.summaryTokens ?? 0
    return {
      call,
      kind: e.kind,
      rule: e.rule,
      tokensBefore: e.tokensBefore,
      tokensAfter: e.tokensAfter,
      removedTokens: removed,
      results,
    }
  }
}
