import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { clearToolUses, compactSession } from '../harnesses/anthropic-api/session.ts'
import type { SessionItem } from '../harnesses/session.ts'
import { priceOf, turnShape } from '../replay/evaluate-replay.ts'
import { FRAMEWORKS } from '../replay/frameworks.ts'
import { receiveTurn } from '../replay/receive.ts'
import { billCall, cacheWritePrice } from './billing.ts'
import { CACHE_TERMS, withCacheTerms } from './cache-terms.ts'
import { itemsSessionCost, payoffCall } from './items.ts'
import type { Price } from './schema.ts'
import { sessionCost, type TurnShape } from './session.ts'
import { sessionPayoff } from './session-payoff.ts'

/** Claude Sonnet 5.5 as billed (per million tokens): $2 input, $0.20 cache read, $2.50 5-minute write, $4 1-hour write, $10 output. */
const sonnet: Price = {
  model: 'claude-sonnet-5-5',
  input: 2,
  cachedInput: 0.2,
  cacheWrite5m: 2.5,
  cacheWrite1h: 4,
  output: 10,
  source: '',
  taken: '',
}
const M = 1_000_000
const at = (kind: SessionItem['kind'], tokens: number, callId?: string): SessionItem => ({
  kind,
  tokens,
  chars: tokens * 4,
  tool: kind === 'tool-call' || kind === 'tool-result' ? 'search' : undefined,
  callId,
})
/** user 1,000, assistant 100, then three rounds of (tool call 50, result `t`, assistant 100): items 0 to 10. */
const rounds = (t: number): SessionItem[] => [
  at('user', 1_000),
  at('assistant', 100),
  ...[0, 1, 2].flatMap((i) => [
    at('tool-call', 50, `c${i}`),
    at('tool-result', t, `c${i}`),
    at('assistant', 100),
  ]),
]

describe('billCall', () => {
  it('reads the reused prefix, writes the rest of a cacheable prompt at the lifetime’s price', () => {
    // 10,000 in, 8,000 reused: 8,000 × $0.20 + 2,000 × $2.50 + 100 × $10 = 1,600 + 5,000 + 1,000 = $7,600 per M.
    expect(billCall(10_000, 8_000, true, 100, sonnet)).toEqual({
      read: 8_000,
      write: 2_000,
      plain: 0,
      uncached: 21_000 / M,
      cached: 7_600 / M,
    })
    // A 1-hour write: 1,600 + 2,000 × $4 + 1,000 = $10,600 per M.
    expect(billCall(10_000, 8_000, true, 100, sonnet, '1h').cached).toBeCloseTo(10_600 / M, 12)
  })
  it('neither reads nor writes a prompt under the minimum (OpenAI: 1,024 tokens), nor reads after one', () => {
    const luna = withCacheTerms({
      model: 'gpt-6-luna',
      input: 0.1,
      cachedInput: 0.01,
      output: 0.5,
      source: '',
      taken: '',
    })
    expect(billCall(1_023, 0, false, 0, luna)).toMatchObject({ read: 0, write: 0, plain: 1_023 })
    expect(billCall(2_000, 1_023, false, 0, luna)).toMatchObject({ read: 0, write: 2_000 })
    expect(billCall(1_024, 0, false, 0, luna)).toMatchObject({ write: 1_024 })
  })
  it('writes at the input price where no write price is known, a 1-hour write at the 5-minute one if alone', () => {
    expect(cacheWritePrice({ input: 4 })).toBe(4)
    expect(cacheWritePrice({ input: 2, cacheWrite5m: 2.5 }, '1h')).toBe(2.5)
    expect(CACHE_TERMS['claude-haiku-4-5']).toMatchObject({ write5m: 1.25, write1h: 2 })
  })
  it('fills the default rows from the providers’ terms, keeping a row’s own write price', () => {
    expect(priceOf(defaultScenario())).toMatchObject({ cacheWrite5m: 2.5, cacheWrite1h: 4 })
    const own = withCacheTerms({ ...sonnet, cacheWrite5m: 3 })
    expect(own).toMatchObject({ cacheWrite5m: 3, cacheWrite1h: 4 })
  })
})

describe('sessionCost: a pruned session, by hand', () => {
  // system 1,000 + schemas 500; each turn: user 100, one tool call (50) with a 300-token result pruning leaves
  // alone and a 5,000-token one it cuts to 200; a reply of 80.
  const shape: TurnShape = {
    systemTokens: 1_000,
    schemaTokens: 500,
    userTokens: 100,
    iterations: [
      {
        results: [
          { tokens: 300, prunedTokens: 300 },
          { tokens: 5_000, prunedTokens: 200 },
        ],
      },
    ],
    reply: true,
    keepRecentTurns: 1,
  }
  const s = sessionCost(shape, { turns: 2, toolCallTokens: 50, replyTokens: 80, price: sonnet })

  it('reads up to the first result pruning changed, not the pruned turn’s first tool call', () => {
    expect(s.calls.map((c) => [c.input, c.cachedInput, c.cacheWrite, c.output])).toEqual([
      [1_600, 0, 1_600, 50], // 1,000 + 500 + 100, all written
      [6_950, 1_600, 5_350, 80], // + call 50 + results 5,300
      // Turn 1 pruned: 1,500 + 230 of history + results 300 + 200 + the new user 100 = 2,330; the cache still
      // holds 1,500 + user 100 + call 50 + the unchanged 300-token result = 1,950 (it stopped at 1,650 before).
      [2_330, 1_950, 380, 50],
      [7_680, 2_330, 5_350, 80],
    ])
  })
  it('prices each call as billed', () => {
    const cents = s.calls.map((c) => Math.round(c.dollars.cached * M))
    expect(cents).toEqual([
      1_600 * 2.5 + 50 * 10, // 4,500
      1_600 * 0.2 + 5_350 * 2.5 + 80 * 10, // 320 + 13,375 + 800 = 14,495
      1_950 * 0.2 + 380 * 2.5 + 50 * 10, // 390 + 950 + 500 = 1,840
      2_330 * 0.2 + 5_350 * 2.5 + 80 * 10, // 466 + 13,375 + 800 = 14,641
    ])
    expect(s.totals.dollars.cached).toBeCloseTo(35_476 / M, 12)
    expect(s.totals.cacheWrite).toBe(1_600 + 5_350 + 380 + 5_350)
  })
})

describe('itemsSessionCost: a cleared session (clear_tool_uses_20250919), by hand', () => {
  const items = rounds(10_000)
  // Trigger over 1 tool use, keep 1, a 10-token placeholder: result 3 is cleared before call 7, 3 and 6 before 10.
  const edit = {
    trigger: { type: 'tool_uses' as const, value: 1 },
    keep: 1,
    clearAtLeast: 0,
    excludeTools: [],
    clearToolInputs: false,
    placeholderTokens: 10,
  }
  const events = clearToolUses(items, edit)
  const cleared = itemsSessionCost(items, events, sonnet)
  const none = itemsSessionCost(items, [], sonnet)

  it('busts the cache at the first cleared result, and reads everything before it', () => {
    expect(events.map((e) => [e.call, e.items])).toEqual([
      [7, [3]],
      [10, [6]], // a clearing lists only the results it clears now
    ])
    expect(cleared.calls.map((c) => [c.at, c.input, c.cacheRead, c.cacheWrite, c.output])).toEqual([
      [1, 1_000, 0, 1_000, 150], // output: the assistant's 100 and its tool call 50
      [4, 11_150, 1_000, 10_150, 150],
      // 1,000 + 100 + 50 + placeholder 10 + 100 + 50 + result 10,000; read up to the cleared result: 1,150
      [7, 11_310, 1_150, 10_160, 150],
      // … + placeholder 10 for result 6 + 100 + 50 + 10,000; read up to result 6: 1,150 + 10 + 150 = 1,310
      [10, 11_470, 1_310, 10_160, 100],
    ])
    expect(cleared.calls.map((c) => Math.round(c.dollars.cached * M))).toEqual([
      1_000 * 2.5 + 150 * 10, // 2,500 + 1,500 = 4,000
      1_000 * 0.2 + 10_150 * 2.5 + 150 * 10, // 200 + 25,375 + 1,500 = 27,075
      1_150 * 0.2 + 10_160 * 2.5 + 150 * 10, // 230 + 25,400 + 1,500 = 27,130
      1_310 * 0.2 + 10_160 * 2.5 + 100 * 10, // 262 + 25,400 + 1,000 = 26,662
    ])
  })
  it('pays for itself from the call at which its cumulative cost is no more than without it', () => {
    // Without clearing, call 7 reads 11,150 and writes 10,150: 2,230 + 25,375 + 1,500 = 29,105, so after three
    // calls 60,180 against 58,205 with clearing.
    expect(Math.round((none.calls[2]?.dollars.cached ?? 0) * M)).toBe(29_105)
    expect(Math.round((none.calls[2]?.cumulative.cached ?? 0) * M)).toBe(60_180)
    expect(Math.round((cleared.calls[2]?.cumulative.cached ?? 0) * M)).toBe(58_205)
    expect(payoffCall(cleared, none)).toBe(7)
    expect(payoffCall(none, none)).toBeNull()
  })
  it('never pays when clearing frees nothing: a 10,000-token placeholder only busts the cache', () => {
    const busted = itemsSessionCost(
      items,
      clearToolUses(items, { ...edit, placeholderTokens: 10_000 }),
      sonnet,
    )
    expect(payoffCall(busted, none)).toBeNull()
    expect(busted.totals.dollars.cached).toBeGreaterThan(none.totals.dollars.cached)
  })
})

describe('itemsSessionCost: a compacted session (compact_20260112), by hand', () => {
  const items = rounds(20_000)
  // Before call 10 the input is 1,000 + 100 + 3 × 50 + 3 × 20,000 + 2 × 100 = 61,450 > 50,000: compact to 2,000.
  const events = compactSession(items, { triggerTokens: 50_000, summaryTokens: 2_000 })
  const s = itemsSessionCost(items, events, sonnet)

  it('makes a summary call on the old prompt, then writes the summary afresh', () => {
    expect(events.map((e) => [e.call, e.tokensBefore, e.tokensAfter])).toEqual([[10, 61_450, 2_000]])
    expect(s.calls.map((c) => [c.kind, c.input, c.cacheRead, c.cacheWrite, c.output])).toEqual([
      ['call', 1_000, 0, 1_000, 150],
      ['call', 21_150, 1_000, 20_150, 150],
      ['call', 41_300, 21_150, 20_150, 150],
      ['summary', 61_450, 41_300, 20_150, 2_000], // the summary is the output
      ['call', 2_000, 0, 2_000, 100], // the prompt now starts with the summary: nothing to read
    ])
    expect(s.calls.map((c) => Math.round(c.dollars.cached * M))).toEqual([
      1_000 * 2.5 + 150 * 10, // 4,000
      1_000 * 0.2 + 20_150 * 2.5 + 150 * 10, // 200 + 50,375 + 1,500 = 52,075
      21_150 * 0.2 + 20_150 * 2.5 + 150 * 10, // 4,230 + 50,375 + 1,500 = 56,105
      41_300 * 0.2 + 20_150 * 2.5 + 2_000 * 10, // 8,260 + 50,375 + 20,000 = 78,635
      2_000 * 2.5 + 100 * 10, // 5,000 + 1,000 = 6,000
    ])
    expect(s.totals.dollars.cached).toBeCloseTo(196_815 / M, 12)
    // Uncached: every input at $2: 3,500 + 43,800 + 84,100 + 142,900 + 5,000.
    expect(s.totals.dollars.uncached).toBeCloseTo(279_300 / M, 12)
  })
})

describe('turnShape: an imported earlier conversation', () => {
  it('is in every call’s prompt, after the schemas', () => {
    const base = defaultScenario()
    const transcript = JSON.stringify([
      { role: 'user', content: 'look at the logs' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'a', type: 'function', function: { name: 'grep', arguments: '{"q":"ERROR"}' } }],
      },
      { role: 'tool', tool_call_id: 'a', content: 'E'.repeat(4_000) },
      { role: 'assistant', content: 'Found them.' },
    ])
    const withT = {
      ...base,
      toolBudgets: { ...base.toolBudgets, window: { ...base.toolBudgets.window, transcript } },
    }
    const yours = FRAMEWORKS.find((f) => f.id === 'yours')
    if (!yours) throw new Error('no yours column')
    const shape = turnShape(withT, receiveTurn(yours, withT))
    expect(shape.earlier?.toolOutputs).toBeGreaterThan(900)
    expect(shape.earlier?.history).toBeGreaterThan(0)
    const settings = { turns: 2, toolCallTokens: 150, replyTokens: 400, price: sonnet }
    const a = sessionCost(shape, settings)
    const b = sessionCost(turnShape(base, receiveTurn(yours, base)), settings)
    const extra = (shape.earlier?.history ?? 0) + (shape.earlier?.toolOutputs ?? 0)
    expect(a.calls.map((c, i) => c.input - (b.calls[i]?.input ?? 0))).toEqual(a.calls.map(() => extra))
  })
})

describe('sessionPayoff: when pruning pays for itself', () => {
  const shape: TurnShape = {
    systemTokens: 1_000,
    schemaTokens: 500,
    userTokens: 100,
    iterations: [
      {
        results: [
          { tokens: 300, prunedTokens: 300 },
          { tokens: 5_000, prunedTokens: 200 },
        ],
      },
    ],
    reply: true,
    keepRecentTurns: 1,
  }
  const settings = { turns: 2, toolCallTokens: 50, replyTokens: 80, price: sonnet }

  it('at once when the result it cuts is large: by hand, 20,835 against 21,335 after the third call', () => {
    // Never pruned, the third call sends 1,500 + 230 + 5,300 + 100 = 7,130 tokens, reads 6,950 and writes 180:
    // 1,390 + 450 + 500 = 2,340; after 4,500 + 14,495 that is 21,335. Pruned, it costs 1,840: 20,835.
    const whole = sessionCost({ ...shape, keepRecentTurns: null }, settings)
    expect(Math.round((whole.calls[2]?.dollars.cached ?? 0) * M)).toBe(2_340)
    const p = sessionPayoff(sessionCost(shape, settings), whole)
    expect(p.firstPruned).toEqual({ turn: 2, index: 0 })
    expect(p.paysAt).toEqual({ turn: 2, index: 0 })
    expect(Math.round(p.with * M)).toBe(35_476)
    expect(Math.round(p.without * M)).toBe(4_500 + 14_495 + 2_340 + 15_601)
  })
  it('never when it cuts 100 tokens before 20,000 it makes the cache write again', () => {
    const small: TurnShape = {
      ...shape,
      iterations: [
        {
          results: [
            { tokens: 200, prunedTokens: 100 },
            { tokens: 20_000, prunedTokens: 20_000 },
          ],
        },
      ],
    }
    const p = sessionPayoff(
      sessionCost(small, { ...settings, turns: 6 }),
      sessionCost({ ...small, keepRecentTurns: null }, { ...settings, turns: 6 }),
    )
    expect(p.firstPruned).toEqual({ turn: 2, index: 0 })
    expect(p.paysAt).toBeNull()
    expect(p.with).toBeGreaterThan(p.without)
  })
})
