import { describe, expect, it } from 'vitest'
import type { Price } from '../cost/schema.ts'
import { defaultScenario } from '../defaults.ts'
import { clearToolUses } from '../harnesses/anthropic-api/session.ts'
import type { SessionItem } from '../harnesses/session.ts'
import { evaluateSession } from './evaluate-session.ts'
import { sampleCosts, sessionCallCosts } from './session-cost.ts'

/** Per million tokens: $2 input, $0.20 cache read, $2.50 5-minute write, $10 output. */
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
const at = (kind: SessionItem['kind'], tokens: number): SessionItem => ({
  kind,
  tokens,
  chars: tokens * 4,
  tool: kind === 'tool-result' ? 'search' : undefined,
})
/** As the session timeline builds it: user 1,000, then three rounds of (call 50, result 10,000), a last call 50. */
const items = Object.freeze([
  at('user', 1_000),
  at('assistant', 50),
  at('tool-result', 10_000),
  at('assistant', 50),
  at('tool-result', 10_000),
  at('assistant', 50),
  at('tool-result', 10_000),
  at('assistant', 50),
])
// anthropic-api's rule with a trigger of 1 tool use, keep 1, a 10-token placeholder: result 2 is cleared before
// call 3, result 4 before call 4.
const events = clearToolUses(items, {
  trigger: { type: 'tool_uses', value: 1 },
  keep: 1,
  clearAtLeast: 0,
  excludeTools: [],
  clearToolInputs: false,
  placeholderTokens: 10,
})
/** System prompt and tool schemas: 2,000 tokens, the same on every call. */
const FIXED = 2_000

describe('sessionCallCosts: a session under anthropic-api with a clearing, by hand', () => {
  const bill = sessionCallCosts(items, events, FIXED, sonnet)

  it('reads up to the first cleared result and writes the rest, call by call', () => {
    expect(events.map((e) => [e.call, e.items])).toEqual([
      [5, [2]],
      [7, [4]],
    ])
    expect(bill.calls.map((c) => [c.call, c.input, c.cacheRead, c.cacheWrite, c.uncached, c.output])).toEqual(
      [
        // 2,000 + 1,000; nothing cached yet: all written
        [1, 3_000, 0, 3_000, 0, 50],
        // 3,000 + 50 + 10,000; reads call 1's 3,000
        [2, 13_050, 3_000, 10_050, 0, 50],
        // result 2 cleared to 10: 3,000 + 50 + 10 + 50 + 10,000 = 13,110; the cache ends before it: 3,050 read
        [3, 13_110, 3_050, 10_060, 0, 50],
        // result 4 cleared too: 13,110 + 50 + 10,000 − 9,990 = 13,170; read up to result 4: 3,050 + 10 + 50 = 3,110
        [4, 13_170, 3_110, 10_060, 0, 50],
      ],
    )
    // Dollars in millionths: read × 0.2 + write × 2.5 + output × 10.
    expect(bill.calls.map((c) => Math.round(c.dollars * M))).toEqual([
      3_000 * 2.5 + 50 * 10, // 7,500 + 500 = 8,000
      3_000 * 0.2 + 10_050 * 2.5 + 50 * 10, // 600 + 25,125 + 500 = 26,225
      3_050 * 0.2 + 10_060 * 2.5 + 50 * 10, // 610 + 25,150 + 500 = 26,260
      3_110 * 0.2 + 10_060 * 2.5 + 50 * 10, // 622 + 25,150 + 500 = 26,272
    ])
    expect(Math.round(bill.totals.dollars * M)).toBe(8_000 + 26_225 + 26_260 + 26_272)
    expect(Math.round((bill.calls[3]?.cumulative ?? 0) * M)).toBe(86_757)
  })

  it('pays for itself at call 3: without clearing call 3 reads 13,050 and writes 10,050', () => {
    // 23,100 in: 13,050 × 0.2 + 10,050 × 2.5 + 500 = 2,610 + 25,125 + 500 = 28,235: cumulative
    // 8,000 + 26,225 + 28,235 = 62,460 against 8,000 + 26,225 + 26,260 = 60,485 with clearing.
    expect(bill.firstEvent).toBe(3)
    expect(bill.paysAt).toBe(3)
    const none = sessionCallCosts(items, [], FIXED, sonnet)
    expect(Math.round((none.calls[2]?.cumulative ?? 0) * M)).toBe(62_460)
    expect(bill.calls.map((c) => Math.round(c.cumulativeWithout * M))).toEqual(
      none.calls.map((c) => Math.round(c.cumulative * M)),
    )
    expect(Math.round(bill.withoutEvents * M)).toBe(Math.round(none.totals.dollars * M))
  })

  it('never pays when clearing frees nothing, and has no payoff without an event', () => {
    const busting = clearToolUses(items, {
      trigger: { type: 'tool_uses', value: 1 },
      keep: 1,
      clearAtLeast: 0,
      excludeTools: [],
      clearToolInputs: false,
      placeholderTokens: 10_000,
    })
    expect(sessionCallCosts(items, busting, FIXED, sonnet).paysAt).toBeNull()
    const none = sessionCallCosts(items, [], FIXED, sonnet)
    expect([none.firstEvent, none.paysAt]).toEqual([null, null])
  })

  it('a prompt under the minimum cacheable length is neither read nor written', () => {
    const b = sessionCallCosts(items.slice(0, 2), [], FIXED, { ...sonnet, minCacheTokens: 4_000 })
    expect(b.calls.map((c) => [c.input, c.cacheRead, c.cacheWrite, c.uncached])).toEqual([
      [3_000, 0, 0, 3_000],
    ])
  })
})

describe('sampleCosts', () => {
  it('keeps the first and the last call, at most max', () => {
    const many = sessionCallCosts(
      [at('user', 10), ...Array.from({ length: 50 }, () => at('assistant', 5))],
      [],
      0,
      sonnet,
    )
    const s = sampleCosts(many, 7)
    expect(s.calls.length).toBeLessThanOrEqual(7)
    expect(s.calls[0]?.call).toBe(1)
    expect(s.calls.at(-1)?.call).toBe(50)
    expect(s.callCount).toBe(50)
    expect(s.sampled).toBe(true)
  })
})

describe('evaluateSession: the bill goes with the timeline', () => {
  it('prices one call per window drawn, at the scenario’s price row', () => {
    const t = evaluateSession(defaultScenario(), 'anthropic-api')
    const calls = t.cost.calls.filter((c) => c.kind === 'call')
    expect(calls.length).toBe(t.callCount)
    // Each call's input is its window: the same system prompt, schemas and conversation.
    expect(calls.map((c) => c.input)).toEqual(t.calls.map((c) => c.total))
    expect(t.cost.totals.dollars).toBeGreaterThan(0)
    expect(t.recorded).toBeNull()
  })

  it('prices the window each call is sent through clearings, prunings and compactions, summary calls apart', () => {
    const s = defaultScenario()
    const scenario = {
      ...s,
      batches: Array.from({ length: 3 }, (_, b) => ({
        calls: ['read_file', 'grep'].map((tool, i) => ({
          tool,
          isError: false,
          args: { path: `f${b}-${i}` },
          output: { kind: 'sample' as const, chars: 20_000 + b * 4_000 },
        })),
      })),
      cost: { ...s.cost, turns: 120 },
    }
    for (const id of ['anthropic-api', 'gemini-cli', 'opencode'] as const) {
      const t = evaluateSession(scenario, id)
      expect(t.events.length, id).toBeGreaterThan(0)
      const calls = t.cost.calls.filter((c) => c.kind === 'call')
      expect(
        calls.map((c) => c.input),
        id,
      ).toEqual(t.calls.map((c) => c.total))
      const compactions = t.events.filter((e) => e.kind === 'compact' || e.kind === 'compress').length
      expect(t.cost.calls.length - calls.length, id).toBe(compactions)
      expect(t.cost.firstEvent, id).toBe(t.events[0]?.call)
    }
  })
})
