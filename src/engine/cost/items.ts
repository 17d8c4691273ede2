import type { SessionEvent, SessionItem } from '../harnesses/session.ts'
import { billCall, type CacheLifetime } from './billing.ts'
import type { Price } from './schema.ts'
import type { Dollars } from './session.ts'

/** One LLM call of an item session, as billed. */
export interface ItemCall {
  /** The index of the `assistant` item the call writes; a summary call is at the call its compaction precedes. */
  at: number
  /** `summary`: the extra call a compaction makes to write its summary (its output is the summary). */
  kind: 'call' | 'summary'
  input: number
  cacheRead: number
  cacheWrite: number
  output: number
  dollars: Dollars
  /** The session's dollars up to and with this call. */
  cumulative: Dollars
  /** The events applied just before this call (what changed the prompt). */
  events: SessionEvent['kind'][]
}

export interface ItemsCost {
  calls: ItemCall[]
  totals: { input: number; cacheRead: number; cacheWrite: number; output: number; dollars: Dollars }
}

/** A block of the prompt: an item as sent, its placeholder, or a summary; equal keys and sizes are a cache hit. */
interface Block {
  key: string
  tokens: number
  item: number | null
}

const sumTokens = (blocks: readonly Block[]) => blocks.reduce((t, b) => t + b.tokens, 0)

/**
 * A clearing, pruning, masking or truncation: each item of the event becomes a placeholder of the tokens the event
 * says it keeps (`left`), or, when it does not say, of a size that makes the prompt at the event `tokensAfter` (the
 * items' raw tokens freed down to it, shared equally among them). Returns the blocks that change, by position.
 */
function replaceItems(
  blocks: readonly Block[],
  posOf: ReadonlyMap<number, number>,
  e: SessionEvent,
  items: readonly SessionItem[],
): [number, Block][] {
  const raw = e.items.reduce((t, i) => t + (items[i]?.tokens ?? 0), 0)
  const each = e.items.length === 0 ? 0 : Math.max(0, (e.tokensAfter - e.tokensBefore + raw) / e.items.length)
  const changes: [number, Block][] = []
  e.items.forEach((item, k) => {
    const at = posOf.get(item)
    const b = at === undefined ? undefined : blocks[at]
    if (at === undefined || !b) return
    // An event that says what each item keeps (`left`) is taken at its word; an item listed again whose
    // placeholder is already no larger is no change, and its block stays a cache hit.
    const left = e.left?.[k]
    const tokens = left === undefined ? each : Math.min(b.tokens, left)
    // A first placeholder changes the text whatever its size (the cache breaks there); a second, no smaller, not.
    if (b.key.startsWith('p') && tokens >= b.tokens) return
    changes.push([at, { key: `p${item}:${tokens}`, tokens, item }])
  })
  return changes
}

/**
 * A compaction or compression: the blocks of its items, and any earlier summary before them, give way to one
 * summary block where the first of them stood, sized so the prompt at the event is `tokensAfter`.
 */
function summarize(blocks: Block[], e: SessionEvent, id: number): { blocks: Block[]; from: number } {
  const hit = new Set(e.items)
  // An earlier summary is summarized again: the new one stands for everything before its last item.
  const gone = (b: Block) => b.item === null || hit.has(b.item)
  const first = blocks.findIndex(gone)
  const kept = blocks.filter((b) => !gone(b))
  const summary: Block = { key: `s${id}`, tokens: Math.max(0, e.tokensAfter - sumTokens(kept)), item: null }
  const at = first < 0 ? 0 : blocks.slice(0, first).filter((b) => !gone(b)).length
  return { blocks: [...kept.slice(0, at), summary, ...kept.slice(at)], from: at }
}

/**
 * The cost of a session of items (`SessionItem`) under the events a harness's session rules wrote
 * (`clearToolUses`, `compactSession`, `opencodeSession`, `compressGemini`), call by call, with prompt caching as
 * billed (`billCall`; ours, issue 25 §2). Each call sends every block before it; the cache gives back the
 * previous call's prompt up to its first block that changed, so a clearing busts the cache from its first
 * cleared result on, and a compaction from its summary on. A compaction makes one more call, to write its
 * summary: its prompt is the one before the compaction, its output the summary. A call's output is its
 * `assistant` item and the tool calls right after it. Pure; O(items + Σ events' reach).
 * @example itemsSessionCost([{ kind: 'user', tokens: 10, chars: 40 }, { kind: 'assistant', tokens: 5, chars: 20 }], [], price).calls.length === 1
 */
export function itemsSessionCost(
  items: readonly SessionItem[],
  events: readonly SessionEvent[],
  price: Price,
  lifetime: CacheLifetime = '5m',
): ItemsCost {
  const calls: ItemCall[] = []
  const totals = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0, dollars: { uncached: 0, cached: 0 } }
  // The prompt grows in place. The cache gives back the previous call's prompt up to its first block changed
  // since; an event changing blocks from position m takes the previous prompt's tokens from m on (up to what was
  // changed already) out of it, read before they change: O(blocks past m) an event, where m is near the end for a
  // clearing of one old result, not O(blocks) a call (a 200-turn session has 10⁵ calls).
  let blocks: Block[] = []
  let tokens = 0
  const posOf = new Map<number, number>()
  let previousLength = 0
  let previousInput = 0
  let firstChange = Number.POSITIVE_INFINITY
  let lostSince = 0
  let previousCached = false
  const eventsAt = new Map<number, [number, SessionEvent][]>()
  for (const [id, e] of events.entries()) eventsAt.set(e.call, [...(eventsAt.get(e.call) ?? []), [id, e]])
  /** Blocks from `m` are about to change: the previous prompt's tokens there leave the reusable prefix. */
  const changeFrom = (m: number) => {
    for (let j = m; j < Math.min(firstChange, previousLength); j++) lostSince += (blocks[j] as Block).tokens
    firstChange = Math.min(firstChange, m)
  }
  const price1 = (at: number, kind: ItemCall['kind'], output: number, applied: SessionEvent['kind'][]) => {
    const input = tokens
    const bill = billCall(input, previousInput - lostSince, previousCached, output, price, lifetime)
    previousLength = blocks.length
    previousInput = input
    firstChange = Number.POSITIVE_INFINITY
    lostSince = 0
    previousCached = bill.read + bill.write > 0
    totals.input += input
    totals.cacheRead += bill.read
    totals.cacheWrite += bill.write
    totals.output += output
    totals.dollars = {
      uncached: totals.dollars.uncached + bill.uncached,
      cached: totals.dollars.cached + bill.cached,
    }
    calls.push({
      at,
      kind,
      input,
      cacheRead: bill.read,
      cacheWrite: bill.write,
      output,
      dollars: { uncached: bill.uncached, cached: bill.cached },
      cumulative: { ...totals.dollars },
      events: applied,
    })
  }
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as SessionItem
    if (it.kind === 'assistant') {
      const applied: SessionEvent['kind'][] = []
      for (const [id, e] of eventsAt.get(i) ?? []) {
        applied.push(e.kind)
        if (e.kind === 'compact' || e.kind === 'compress') {
          const next = summarize(blocks, e, id)
          price1(i, 'summary', next.blocks.find((b) => b.key === `s${id}`)?.tokens ?? 0, [])
          changeFrom(next.from)
          blocks = next.blocks
          tokens = sumTokens(blocks)
          posOf.clear()
          blocks.forEach((b, j) => {
            if (b.item !== null) posOf.set(b.item, j)
          })
        } else {
          const changes = replaceItems(blocks, posOf, e, items)
          if (changes.length > 0) changeFrom(Math.min(...changes.map(([j]) => j)))
          for (const [j, b] of changes) {
            tokens += b.tokens - (blocks[j] as Block).tokens
            blocks[j] = b
          }
        }
      }
      let output = it.tokens
      for (let j = i + 1; items[j]?.kind === 'tool-call'; j++) output += (items[j] as SessionItem).tokens
      price1(i, 'call', output, applied)
    }
    posOf.set(i, blocks.length)
    blocks.push({ key: `i${i}`, tokens: it.tokens, item: i })
    tokens += it.tokens
  }
  return { calls, totals }
}

/**
 * The call from which a policy (clearing, pruning, compaction) has cost no more than the same session without it,
 * cumulative cached dollars against cumulative cached dollars at the same `assistant` item: the call at which the
 * tokens it saved outweigh the cache it busted. Null when it never does, or the policy never fired.
 * @example payoffCall(withClearing, withoutClearing) → 19
 */
export function payoffCall(policy: ItemsCost, none: ItemsCost): number | null {
  const fired = policy.calls.findIndex((c) => c.events.length > 0)
  if (fired < 0) return null
  const baseline = new Map(
    none.calls.filter((c) => c.kind === 'call').map((c) => [c.at, c.cumulative.cached]),
  )
  for (const c of policy.calls.slice(fired)) {
    if (c.kind !== 'call') continue
    const b = baseline.get(c.at)
    if (b !== undefined && c.cumulative.cached <= b) return c.at
  }
  return null
}
