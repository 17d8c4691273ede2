import type { CacheLifetime } from '../cost/billing.ts'
import { itemsSessionCost, payoffCall } from '../cost/items.ts'
import type { Price } from '../cost/schema.ts'
import type { SessionEvent, SessionItem } from '../harnesses/session.ts'

/** One LLM call of the session as billed: input split into cache read, cache write and uncached, output, dollars. */
export interface SessionCallCost {
  /** The call's number (from 1) on the timeline; a compaction's summary call carries the number of the call after it. */
  call: number
  kind: 'call' | 'summary'
  input: number
  cacheRead: number
  cacheWrite: number
  /** Input neither read nor written: a prompt under the provider's minimum cacheable length. */
  uncached: number
  output: number
  /** Dollars as billed with the cache, and the session's up to and with this call. */
  dollars: number
  cumulative: number
  /** Dollars this call would cost with no cache at all. */
  dollarsNoCache: number
  /** The session's dollars up to the same call with none of the harness's events (the payoff's baseline). */
  cumulativeWithout: number
}

/** The session's bill under one harness, with the same session without its events for the payoff. */
export interface SessionCostReport {
  /** Every call (`sampleCosts` thins them for a chart). */
  calls: SessionCallCost[]
  callCount: number
  sampled: boolean
  totals: { input: number; cacheRead: number; cacheWrite: number; output: number; dollars: number }
  /** The session's dollars with none of the harness's events (nothing cleared, pruned or compacted). */
  withoutEvents: number
  /** The first call an event changed, and the call from which the session has cost no more than without the
   * events (the tokens saved outweigh the cache busted); null: no event, or it never pays. */
  firstEvent: number | null
  paysAt: number | null
  lifetime: CacheLifetime
}

/**
 * The session priced call by call as each provider bills caching (issue 25 §2), through `itemsSessionCost`: the
 * system prompt and tool schemas go first as one block read on every call, then the items; the cached prefix
 * ends at the first block an event changed, so a clearing, pruning or compaction busts the cache after it.
 * `paysAt` is `payoffCall` of the session with its events against the same session without them, as a call
 * number. Pure.
 * @example sessionCallCosts([{ kind: 'user', tokens: 10, chars: 40 }, { kind: 'assistant', tokens: 5, chars: 20 }], [], 100, price).calls[0].input === 110
 */
export function sessionCallCosts(
  items: readonly SessionItem[],
  events: readonly SessionEvent[],
  fixedTokens: number,
  price: Price,
  lifetime: CacheLifetime = '5m',
): SessionCostReport {
  // The fixed prefix is one block before item 0: every event's item indexes move one on.
  const shifted: SessionItem[] = [{ kind: 'user', tokens: fixedTokens, chars: 4 * fixedTokens }, ...items]
  // and the prompt an event counts (the conversation) gains the prefix, so a summary keeps its size.
  const moved = events.map((e) => ({
    ...e,
    call: e.call + 1,
    items: e.items.map((i) => i + 1),
    tokensBefore: e.tokensBefore + fixedTokens,
    tokensAfter: e.tokensAfter + fixedTokens,
  }))
  const withEvents = itemsSessionCost(shifted, moved, price, lifetime)
  const none = itemsSessionCost(shifted, [], price, lifetime)
  const callOf = new Map<number, number>()
  shifted.forEach((it, i) => {
    if (it.kind === 'assistant') callOf.set(i, callOf.size + 1)
  })
  const baseline = new Map(none.calls.map((c) => [c.at, c.cumulative.cached]))
  const all: SessionCallCost[] = withEvents.calls.map((c) => ({
    call: callOf.get(c.at) ?? 0,
    kind: c.kind,
    input: c.input,
    cacheRead: c.cacheRead,
    cacheWrite: c.cacheWrite,
    uncached: c.input - c.cacheRead - c.cacheWrite,
    output: c.output,
    dollars: c.dollars.cached,
    cumulative: c.cumulative.cached,
    dollarsNoCache: c.dollars.uncached,
    // A summary call has no twin: the baseline up to the call before it.
    cumulativeWithout: (c.kind === 'call' ? baseline.get(c.at) : baselineBefore(none, c.at)) ?? 0,
  }))
  const fired = withEvents.calls.find((c) => c.events.length > 0)
  const pays = payoffCall(withEvents, none)
  const t = withEvents.totals
  return {
    calls: all,
    callCount: all.length,
    sampled: false,
    totals: {
      input: t.input,
      cacheRead: t.cacheRead,
      cacheWrite: t.cacheWrite,
      output: t.output,
      dollars: t.dollars.cached,
    },
    withoutEvents: none.totals.dollars.cached,
    firstEvent: fired ? (callOf.get(fired.at) ?? null) : null,
    paysAt: pays === null ? null : (callOf.get(pays) ?? null),
    lifetime,
  }
}

/** The baseline's dollars up to its last call before item `at`. */
function baselineBefore(none: ReturnType<typeof itemsSessionCost>, at: number): number {
  let d = 0
  for (const c of none.calls) {
    if (c.at >= at) break
    d = c.cumulative.cached
  }
  return d
}

/**
 * At most `max` of a bill's calls for the page: every one when there are that few, else every ⌈n / max⌉-th and
 * the last (a cumulative line loses nothing by it; the totals count every call).
 * @example sampleCosts(report, 2).calls.length <= 2
 */
export function sampleCosts(report: SessionCostReport, max: number): SessionCostReport {
  const all = report.calls
  if (all.length <= max) return report
  // Every step-th from the first reaches the last within max points: (max − 1) × step ≥ n − 1.
  const step = Math.ceil((all.length - 1) / Math.max(1, max - 1))
  const calls = all.filter((_, i) => i % step === 0 || i === all.length - 1)
  return { ...report, calls, sampled: true }
}
