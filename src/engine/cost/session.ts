import { billCall, type CacheLifetime, cacheWritePrice } from './billing.ts'
import { unchangedPrefix } from './prefix.ts'
import type { Price } from './schema.ts'
import { COST_PARTS, type PartTokens, type TurnShape } from './types.ts'

export type { CostPart, PartTokens, ResultTokens, TurnShape } from './types.ts'
export { COST_PARTS, unchangedPrefix }

export interface SessionSettings {
  turns: number
  /** Tokens the model writes when it calls tools; they join the history. */
  toolCallTokens: number
  /** Tokens of each turn's reply; they join the history. */
  replyTokens: number
  price: Price
  /** The cache lifetime written (its write price); 5 minutes when not given. */
  cacheLifetime?: CacheLifetime
}

/** Dollars without prompt caching, and with it (a cache hit on the previous call's prompt prefix). */
export interface Dollars {
  uncached: number
  cached: number
}

export interface CallCost {
  turn: number
  /** The call's place in its turn, from 0; the reply is the last. */
  index: number
  kind: 'tools' | 'reply'
  /** Input tokens by part, and the output tokens (`output`). */
  parts: PartTokens
  input: number
  /** Input tokens that hit the cache: the previous call's prompt, as far as it is unchanged. */
  cachedInput: number
  /** Input tokens written to the cache (billed at the write price of the session's cache lifetime). */
  cacheWrite: number
  output: number
  dollars: Dollars
}

export interface TurnCost {
  turn: number
  calls: number
  input: number
  cachedInput: number
  output: number
  toolOutputTokens: number
  dollars: Dollars
  /** The session's dollars up to and with this turn. */
  cumulative: Dollars
}

export interface SessionCost {
  /** The first `MAX_CALL_ROWS` calls, in order (the totals count every one). */
  calls: CallCost[]
  callCount: number
  turns: TurnCost[]
  totals: {
    input: number
    cachedInput: number
    cacheWrite: number
    output: number
    /** Tokens by part over the session (input parts and output). */
    parts: PartTokens
    dollars: Dollars
    /** Dollars spent sending tool outputs, and their share of all dollars (0 when nothing is spent). */
    toolOutputDollars: Dollars
    toolOutputShare: Dollars
  }
}

/** Calls listed one by one; a session of 200 turns × 1,000 iterations still totals every call. */
export const MAX_CALL_ROWS = 2_000

const PER_MILLION = 1_000_000
const zeroParts = (): PartTokens => ({ system: 0, toolSchemas: 0, history: 0, toolOutputs: 0, output: 0 })
const ZERO_PARTS: Readonly<PartTokens> = Object.freeze(zeroParts())
const inputOf = (p: Readonly<PartTokens>) => p.system + p.toolSchemas + p.history + p.toolOutputs
const addInto = (into: PartTokens, b: PartTokens) => {
  into.system += b.system
  into.toolSchemas += b.toolSchemas
  into.history += b.history
  into.toolOutputs += b.toolOutputs
  into.output += b.output
}
const emptyTurnCost = (t: number, before: Dollars): TurnCost => ({
  turn: t + 1,
  calls: 0,
  input: 0,
  cachedInput: 0,
  output: 0,
  toolOutputTokens: 0,
  dollars: { uncached: 0, cached: 0 },
  cumulative: before,
})

/** One turn's history: its messages' tokens by part, whether its results are pruned yet, and their pruned sizes. */
interface TurnHistory {
  history: number
  toolOutputs: number
  prunedToolOutputs: number
  pruned: boolean
}

/**
 * Tokens and dollars over a session of `turns` identical turns (ours; issue 13 §3). Every LLM call resends the
 * system prompt, the tool schemas, the imported earlier conversation and the whole history so far: earlier user
 * messages, the model's tool calls and replies, and every tool result as received, until pruning shrinks the
 * results of turns older than `keepRecentTurns`. Dollars per call: input × input price + output × output price;
 * with prompt caching as billed (`billCall`, issue 25 §2), the input that repeats the previous call's prompt up to
 * the first block pruning changed is read at the cached price, and the rest of a prompt at or over the row's
 * minimum cacheable length is written at the write price of `cacheLifetime`. Pure; O(turns² + calls).
 * @example sessionCost(shape, { turns: 3, toolCallTokens: 30, replyTokens: 40, price }).callCount === 6
 */
export function sessionCost(shape: TurnShape, settings: SessionSettings): SessionCost {
  const { price } = settings
  const turnResults = shape.iterations.reduce(
    (t, it) => {
      for (const r of it.results) {
        t.tokens += r.tokens
        t.pruned += r.prunedTokens
      }
      return t
    },
    { tokens: 0, pruned: 0 },
  )
  const history: TurnHistory[] = []
  const calls: CallCost[] = []
  const turns: TurnCost[] = []
  const totals = { input: 0, cachedInput: 0, cacheWrite: 0, output: 0, parts: zeroParts() }
  let dollars: Dollars = { uncached: 0, cached: 0 }
  let toolOutputDollars: Dollars = { uncached: 0, cached: 0 }
  let callCount = 0
  /** The previous call's prompt by part (what the cache holds), and its part still unchanged after pruning. */
  let previous: PartTokens | null = null
  let unchanged: PartTokens | null = null
  // Whether the previous call's prompt went into the cache (long enough to cache, or read from it).
  let previousCached = false
  const lifetime = settings.cacheLifetime ?? '5m'
  const writePrice = cacheWritePrice(price, lifetime)

  // The prompt before the session's first turn: system prompt, schemas, and the earlier conversation.
  const base = () => {
    const p = zeroParts()
    p.system = shape.systemTokens
    p.toolSchemas = shape.schemaTokens
    p.history = shape.earlier?.history ?? 0
    p.toolOutputs = shape.earlier?.toolOutputs ?? 0
    return p
  }
  const sum = () => {
    const p = base()
    for (const h of history) {
      p.history += h.history
      p.toolOutputs += h.pruned ? h.prunedToolOutputs : h.toolOutputs
    }
    return p
  }
  // The conversation so far, by part; kept in step as messages are added (O(1) each).
  let current = sum()
  // The turn being priced: `message` and `call` are made once, not once a turn (evaluate() prices nine sessions).
  let turn: TurnHistory = { history: 0, toolOutputs: 0, prunedToolOutputs: 0, pruned: false }
  let turnCost: TurnCost = emptyTurnCost(0, dollars)
  let t = 0
  const message = (part: 'history' | 'toolOutputs', tokens: number) => {
    turn[part] += tokens
    current[part] += tokens
  }
  const call = (kind: 'tools' | 'reply', index: number, output: number) => {
    const input = current.system + current.toolSchemas + current.history + current.toolOutputs
    const reusable = unchanged ?? previous ?? ZERO_PARTS
    const bill = billCall(input, inputOf(reusable), previousCached, output, price, lifetime)
    const cachedInput = bill.read
    const cost = { uncached: bill.uncached, cached: bill.cached }
    // The tool results' share: read where the reused prefix holds them, written (or plain) past it.
    const toolRead = bill.read > 0 ? reusable.toolOutputs : 0
    const toolRest = current.toolOutputs - toolRead
    const toolUncached = (current.toolOutputs * price.input) / PER_MILLION
    const toolCached =
      (toolRead * price.cachedInput + toolRest * (bill.write > 0 ? writePrice : price.input)) / PER_MILLION
    previousCached = bill.write > 0 || bill.read > 0
    const parts = { ...current, output }
    if (calls.length < MAX_CALL_ROWS) {
      calls.push({
        turn: t + 1,
        index,
        kind,
        parts,
        input,
        cachedInput,
        cacheWrite: bill.write,
        output,
        dollars: cost,
      })
    }
    callCount++
    totals.input += input
    totals.cachedInput += cachedInput
    totals.cacheWrite += bill.write
    totals.output += output
    addInto(totals.parts, parts)
    dollars = { uncached: dollars.uncached + cost.uncached, cached: dollars.cached + cost.cached }
    toolOutputDollars = {
      uncached: toolOutputDollars.uncached + toolUncached,
      cached: toolOutputDollars.cached + toolCached,
    }
    turnCost.calls++
    turnCost.input += input
    turnCost.cachedInput += cachedInput
    turnCost.output += output
    turnCost.toolOutputTokens += current.toolOutputs
    previous = parts
    unchanged = null
  }

  for (t = 0; t < settings.turns; t++) {
    // Pruning happens as a turn starts: results of turns older than the recent ones shrink, and the cache holds
    // only the prompt up to the first of them.
    if (shape.keepRecentTurns !== null) {
      const before = base()
      for (let j = 0; j < history.length; j++) {
        const h = history[j] as TurnHistory
        if (!h.pruned && j <= t - shape.keepRecentTurns && h.prunedToolOutputs !== h.toolOutputs) {
          h.pruned = true
          // The cache holds the prompt up to the first block pruning changed: results that keep their size
          // (short ones, protected ones) before it are still a cache hit.
          unchanged ??= unchangedPrefix(before, shape, settings.toolCallTokens)
        }
        before.history += h.history
        before.toolOutputs += h.pruned ? h.prunedToolOutputs : h.toolOutputs
      }
      current = sum()
    }
    turn = { history: 0, toolOutputs: 0, prunedToolOutputs: turnResults.pruned, pruned: false }
    history.push(turn)
    const before = dollars
    turnCost = emptyTurnCost(t, before)

    message('history', shape.userTokens)
    for (let i = 0; i < shape.iterations.length; i++) {
      call('tools', i, settings.toolCallTokens)
      message('history', settings.toolCallTokens)
      for (const r of (shape.iterations[i] as TurnShape['iterations'][number]).results)
        message('toolOutputs', r.tokens)
    }
    if (shape.reply) {
      call('reply', shape.iterations.length, settings.replyTokens)
      message('history', settings.replyTokens)
    }
    turnCost.dollars = {
      uncached: dollars.uncached - before.uncached,
      cached: dollars.cached - before.cached,
    }
    turnCost.cumulative = { ...dollars }
    turns.push(turnCost)
  }

  const share = (part: number, all: number) => (all > 0 ? part / all : 0)
  return {
    calls,
    callCount,
    turns,
    totals: {
      ...totals,
      dollars,
      toolOutputDollars,
      toolOutputShare: {
        uncached: share(toolOutputDollars.uncached, dollars.uncached),
        cached: share(toolOutputDollars.cached, dollars.cached),
      },
    },
  }
}
