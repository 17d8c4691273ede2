import { describe, expect, it } from 'vitest'
import { clearToolUses } from '../harnesses/anthropic-api/session.ts'
import { OPENCODE_SESSION_DEFAULTS, opencodeSession } from '../harnesses/opencode/session.ts'
import { sessionTimeline, type TimelineItem } from './timeline.ts'

const user = (tokens: number): TimelineItem => ({ kind: 'user', tokens, chars: 4 * tokens })
const llm = (tokens: number): TimelineItem => ({ kind: 'assistant', tokens, chars: 4 * tokens })
const result = (tool: string, arg: string, tokens: number): TimelineItem => ({
  kind: 'tool-result',
  tool,
  tokens,
  chars: 4 * tokens,
  key: `${tool}\u0000${arg}`,
})

describe('sessionTimeline, cleared (Anthropic API clear_tool_uses, defaults: over 100,000, keep 3)', () => {
  // Calls at items 1, 3, 5, 7, 9, 11 (calls 1–6); four 30,000-token results before call 5, a fifth after it.
  const items = Object.freeze([
    user(1_000),
    llm(100),
    result('read', 'a', 30_000),
    llm(100),
    result('read', 'b', 30_000),
    llm(100),
    result('grep', 'x', 30_000),
    llm(100),
    result('grep', 'y', 30_000),
    llm(100),
    result('read', 'a', 30_000),
    llm(100),
  ])
  const events = clearToolUses(items)
  const t = sessionTimeline(items, events, { systemTokens: 500, schemaTokens: 200 })
  // The placeholder: ⌈55 chars / 4⌉ = 14 tokens.
  const placeholder = 14

  it('clears the oldest result before call 5, whose conversation is 1,000 + 4 × 100 + 4 × 30,000 = 121,400', () => {
    expect(events[0]?.tokensBefore).toBe(121_400)
    const e = t.events[0]
    expect(e?.call).toBe(5)
    expect(e?.results).toEqual([{ tool: 'read', item: 2, tokens: 30_000 - placeholder }])
    expect(e?.removedTokens).toBe(29_986)
  })
  it('stacks call 5’s window: 500 + 200 + 1,000 + 400 + read (14 + 30,000) + grep 60,000 = 92,114', () => {
    const c = t.calls[4]
    expect(c?.parts).toEqual({
      system: 500,
      toolSchemas: 200,
      user: 1_000,
      assistant: 400,
      summary: 0,
      tools: { read: 30_014, grep: 60_000 },
    })
    expect(c?.total).toBe(92_114)
  })
  it('clears the second result before call 6 (uses 5, keep 3): 500 + 200 + 1,000 + 500 + 30,028 + 60,000 = 92,228', () => {
    expect(t.events[1]?.call).toBe(6)
    expect(t.events[1]?.results).toEqual([{ tool: 'read', item: 4, tokens: 29_986 }])
    expect(t.calls[5]?.total).toBe(92_228)
    expect(t.calls[5]?.parts.tools.read).toBe(14 + 14 + 30_000)
  })
  it('counts read(a) asked again by call 5 after its result was cleared before it: a 30,000-token re-fetch', () => {
    expect(t.refetches).toEqual([{ call: 5, lostAt: 5, tool: 'read', key: 'read\u0000a', tokens: 30_000 }])
    expect(t.losses).toEqual([
      {
        tool: 'read',
        results: 3,
        lostResults: 2,
        lostTokens: 2 * 29_986,
        refetches: 1,
        refetchTokens: 30_000,
      },
      { tool: 'grep', results: 2, lostResults: 0, lostTokens: 0, refetches: 0, refetchTokens: 0 },
    ])
  })
})

describe('sessionTimeline, pruned (opencode prune, defaults: protect 40,000, minimum 20,000)', () => {
  // Five turns: user 100, a call (100) that reads 30,000 tokens (120,000 chars), a reply (100). Calls at items
  // 4k+1 and 4k+3; turn 4 reads what turn 0 read.
  const turn = (arg: string) => [user(100), llm(100), result('read', arg, 30_000), llm(100)]
  const items = Object.freeze([...turn('a'), ...turn('b'), ...turn('c'), ...turn('d'), ...turn('a')])
  const events = opencodeSession(items)
  const t = sessionTimeline(items, events, { systemTokens: 0, schemaTokens: 0 })

  it('prunes turn 0’s result when turn 4 starts: the last two turns are skipped, 30,000 + 30,000 > 40,000', () => {
    expect(events).toHaveLength(1)
    // Before: 4 × 100 users + 8 × 100 calls + 4 × 30,000 results = 121,200; after: 121,200 − 30,000 + 8.
    expect(events[0]?.tokensBefore).toBe(121_200)
    expect(events[0]?.tokensAfter).toBe(91_208)
    expect(t.events[0]?.call).toBe(9)
    // The placeholder: round(33 chars / 4) = 8 tokens.
    expect(t.events[0]?.results).toEqual([{ tool: 'read', item: 2, tokens: 29_992 }])
  })
  it('stacks call 9’s window: 500 + 800 + 8 + 3 × 30,000 = 91,308', () => {
    expect(t.calls[8]?.parts).toMatchObject({ user: 500, assistant: 800, tools: { read: 90_008 } })
    expect(t.calls[8]?.total).toBe(91_308)
    expect(t.calls[8]?.turn).toBe(5)
  })
  it('counts turn 4’s read(a) as a re-fetch of the pruned one', () => {
    expect(t.refetches).toEqual([{ call: 9, lostAt: 9, tool: 'read', key: 'read\u0000a', tokens: 30_000 }])
    expect(t.losses[0]).toEqual({
      tool: 'read',
      results: 5,
      lostResults: 1,
      lostTokens: 29_992,
      refetches: 1,
      refetchTokens: 30_000,
    })
  })
})

describe('sessionTimeline, compacted (opencode overflow: window 10,000 less 2,000 output = 8,000 usable)', () => {
  const settings = {
    ...OPENCODE_SESSION_DEFAULTS,
    contextLimit: 10_000,
    outputLimit: 2_000,
    summaryTokens: 500,
    prune: false,
  }
  const items = Object.freeze([
    user(1_000),
    llm(100),
    result('read', 'a', 4_000),
    llm(100),
    result('grep', 'x', 3_000),
    llm(100),
    result('read', 'a', 4_000),
    llm(100),
    result('read', 'a', 4_000),
    llm(100),
  ])
  const events = opencodeSession(items, settings)
  const t = sessionTimeline(items, events, { systemTokens: 200, schemaTokens: 300 })

  it('compacts before call 4: call 3 used 1,000 + 200 + 4,000 + 3,000 + its 100 = 8,300 ≥ 8,000', () => {
    expect(events.map((e) => [e.kind, e.call, e.tokensBefore, e.tokensAfter])).toEqual([
      ['compact', 7, 12_300, 500],
    ])
    const e = t.events[0]
    expect(e?.call).toBe(4)
    // Everything before call 4 goes: 1,000 + 3 × 100 + 4,000 + 3,000 + 4,000 = 12,300.
    expect(e?.removedTokens).toBe(12_300)
    expect(e?.results.map((r) => [r.tool, r.tokens])).toEqual([
      ['read', 4_000],
      ['grep', 3_000],
      ['read', 4_000],
    ])
  })
  it('stacks the windows: call 3 = 500 + 1,000 + 200 + 7,000 = 8,700; call 4 = 500 + the 500 summary', () => {
    expect(t.calls.map((c) => c.total)).toEqual([1_500, 5_600, 8_700, 1_000, 5_100])
    expect(t.calls[3]?.parts).toEqual({
      system: 200,
      toolSchemas: 300,
      user: 0,
      assistant: 0,
      summary: 500,
      tools: { read: 0, grep: 0 },
    })
  })
  it('counts the read(a) after the compaction as a re-fetch, and the one before it not', () => {
    expect(t.refetches).toEqual([{ call: 4, lostAt: 4, tool: 'read', key: 'read\u0000a', tokens: 4_000 }])
    expect(t.losses).toEqual([
      { tool: 'read', results: 3, lostResults: 2, lostTokens: 8_000, refetches: 1, refetchTokens: 4_000 },
      { tool: 'grep', results: 1, lostResults: 1, lostTokens: 3_000, refetches: 0, refetchTokens: 0 },
    ])
  })
})

describe('sessionTimeline without events', () => {
  it('grows the window by every item, and loses nothing (Codex CLI, Claude Code here)', () => {
    const items = [user(10), llm(5), result('ls', '', 20), llm(5)]
    const t = sessionTimeline(items, [], { systemTokens: 1, schemaTokens: 2 })
    expect(t.calls.map((c) => c.total)).toEqual([13, 38])
    expect(t.events).toEqual([])
    expect(t.refetches).toEqual([])
  })
})
