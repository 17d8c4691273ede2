import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import { FRAMEWORKS } from '../replay/frameworks.ts'
import { receiveTurn } from '../replay/receive.ts'
import type { Scenario } from '../scenario.ts'
import {
  downsampleCalls,
  evaluateSession,
  evaluateSessions,
  MAX_SESSION_POINTS,
  SESSION_HARNESSES,
  sessionItemsOf,
} from './evaluate-session.ts'
import type { TimelineCall } from './timeline.ts'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

/** Two calls in one batch (read with arguments, grep without), over `turns` turns. */
function small(turns: number): Scenario {
  const s = defaultScenario()
  return {
    ...s,
    batches: [
      {
        calls: [
          {
            tool: 'read',
            isError: false,
            args: { path: 'a.ts' },
            output: { kind: 'text', text: 'x'.repeat(400) },
          },
          { tool: 'grep', isError: false, output: { kind: 'text', text: 'y'.repeat(40) } },
        ],
      },
    ],
    cost: { ...s.cost, turns, toolCallTokens: 150, replyTokens: 400 },
  }
}

describe('sessionItemsOf', () => {
  it('repeats the turn: user, the call’s tool-call output, its results as delivered, the reply', () => {
    const s = small(2)
    const f = FRAMEWORKS.find((x) => x.id === 'opencode')
    if (!f) throw new Error('no opencode')
    const items = sessionItemsOf(s, receiveTurn(f, s), 7, 2)
    expect(items.map((i) => i.kind)).toEqual([
      'user',
      'assistant',
      'tool-result',
      'tool-result',
      'assistant',
      'user',
      'assistant',
      'tool-result',
      'tool-result',
      'assistant',
    ])
    // opencode receives both whole, in chars/4: 400 / 4 = 100 and 40 / 4 = 10 tokens.
    expect(items.slice(0, 5).map((i) => [i.tokens, i.key ?? ''])).toEqual([
      [7, ''],
      [150, ''],
      [100, 'read\u0000{"path":"a.ts"}'],
      [10, 'grep\u0000'],
      [400, ''],
    ])
  })
})

describe('evaluateSession', () => {
  it('replays every LLM call: 10 turns × (1 batch + 1 reply) = 20 calls, the window growing by each call’s items', () => {
    const t = evaluateSession(deepFreeze(defaultScenario()), 'codex-cli')
    expect(t.callCount).toBe(20)
    expect(t.calls).toHaveLength(20)
    const [c1, c2] = t.calls
    // Call 2 sees call 1's window plus its 150 tool-call tokens and the three read_file results.
    expect((c2?.total ?? 0) - (c1?.total ?? 0)).toBe(150 + (c2?.parts.tools.read_file ?? Number.NaN))
    // The default session stays far below Codex's auto-compact limit, 90% of gpt-5.5's 272,000 tokens.
    expect(t.events).toEqual([])
    expect(t.thresholds.map((x) => [x.id, x.tokens, x.firstOver])).toEqual([
      ['auto-compact', 244_800, null],
      ['window', 272_000, null],
    ])
  })
  it('draws opencode’s usable window (200,000 − 32,000) and window, and names its source', () => {
    const t = evaluateSession(defaultScenario(), 'opencode')
    expect(t.thresholds.map((x) => x.tokens)).toEqual([168_000, 200_000])
    expect(t.harness.source).toMatch(/opencode/)
  })
  it('counts a cleared result as lost under the Anthropic API (the default session passes 100,000 tokens)', () => {
    const t = evaluateSession(defaultScenario(), 'anthropic-api')
    expect(t.events.length).toBeGreaterThan(0)
    expect(t.events.every((e) => e.kind === 'clear')).toBe(true)
    expect(t.totals.lostTokens).toBe(t.events.reduce((s, e) => s + e.removedTokens, 0))
    expect(t.losses.map((l) => l.tool)).toEqual(['read_file'])
  })
  it('says where the conversation passes a trigger, even when the rule then finds nothing to remove', () => {
    // 200 turns of two small results (100 and 10 tokens) and 550 tokens the model writes: the conversation is over
    // 100,000 tokens before that call and not before the one ahead of it.
    const t = evaluateSession(small(200), 'anthropic-api')
    const over = t.thresholds.find((x) => x.id === 'clearing')?.firstOver ?? null
    expect(over).not.toBeNull()
    const call = t.calls.find((c) => c.call === over)
    const before = t.calls.find((c) => c.call === (over ?? 0) - 1)
    const conversation = (c: typeof call) => (c ? c.total - c.parts.system - c.parts.toolSchemas : Number.NaN)
    expect(conversation(call)).toBeGreaterThan(100_000)
    expect(conversation(before)).toBeLessThanOrEqual(100_000)
  })
  it('replays every harness', () => {
    expect(evaluateSessions(small(3)).harnesses.map((h) => h.harness.id)).toEqual(SESSION_HARNESSES)
    expect(SESSION_HARNESSES).toHaveLength(8)
  })
})

describe('downsampleCalls', () => {
  const call = (n: number, total: number): TimelineCall => ({
    call: n,
    turn: 1,
    total,
    parts: { system: 0, toolSchemas: 0, user: 0, assistant: 0, summary: 0, tools: {} },
  })
  it('keeps every call up to the limit', () => {
    expect(downsampleCalls([call(1, 5), call(2, 3)], 2).map((c) => c.call)).toEqual([1, 2])
  })
  it('keeps the largest window of each run of ⌈n / max⌉ calls', () => {
    const calls = [call(1, 5), call(2, 9), call(3, 1), call(4, 2), call(5, 7)]
    // ⌈5 / 2⌉ = 3: runs [1, 2, 3] and [4, 5].
    expect(downsampleCalls(calls, 2).map((c) => c.call)).toEqual([2, 5])
  })
  it('never passes 2,000 points', () => {
    const calls = Array.from({ length: 4_001 }, (_, i) => call(i + 1, i % 7))
    expect(downsampleCalls(calls).length).toBeLessThanOrEqual(MAX_SESSION_POINTS)
  })
})

describe('evaluate', () => {
  it('replays the session only while the Session tab is shown', () => {
    const s = defaultScenario()
    expect(evaluate(s).session).toBeNull()
    const shown = evaluate({ ...s, view: { ...s.view, tab: 'session' } })
    expect(shown.session?.harnesses).toHaveLength(SESSION_HARNESSES.length)
  })
})
