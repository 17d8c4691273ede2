import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { ANTHROPIC_HARNESS, deliverAnthropic } from './harness.ts'
import { appliedEdit, CLEAR_DEFAULTS, clearToolUses, compactSession, keptThinkingTurns } from './session.ts'

const at = (kind: SessionItem['kind'], tokens: number, tool?: string, callId?: string): SessionItem => ({
  kind,
  tokens,
  chars: tokens * 4,
  tool,
  callId,
})

/** A session of `n` tool rounds of `t` tokens each: user, then (call, result, assistant) × n. */
function rounds(n: number, t: number, tool = 'search'): SessionItem[] {
  const items: SessionItem[] = [at('user', 100), at('assistant', 50)]
  for (let i = 0; i < n; i++)
    items.push(at('tool-call', 20, tool, `c${i}`), at('tool-result', t, tool, `c${i}`), at('assistant', 50))
  return items
}

describe('clearToolUses (clear_tool_uses_20250919)', () => {
  it('does nothing until the prompt exceeds 100,000 input tokens', () => {
    expect(clearToolUses(rounds(4, 20_000))).toEqual([])
  })
  it('over the trigger, clears every result but the last 3 tool uses, with the placeholder', () => {
    const items = rounds(6, 20_000)
    const events = clearToolUses(items)
    // The call after the 5th result sees 100 + 50 + 5 × (20 + 20,000) + 4 × 50 = 100,450 tokens.
    expect(events[0]).toMatchObject({ call: 16, kind: 'clear', items: [3, 6] })
    expect(events[0]?.tokensBefore).toBe(100_450)
    expect(events[0]?.tokensAfter).toBe(100_450 - 2 * (20_000 - CLEAR_DEFAULTS.placeholderTokens))
    // The next lists what it adds; the earlier two are cleared again with it.
    expect(events[1]).toMatchObject({ call: 19, items: [9] })
    // 100 + 50 + 6 × (20 + 20,000) + 5 × 50 = 120,520 before; three results down to their placeholders after.
    expect(events[1]?.tokensBefore).toBe(120_520)
    expect(events[1]?.tokensAfter).toBe(120_520 - 3 * (20_000 - CLEAR_DEFAULTS.placeholderTokens))
  })
  it('reports a clearing as applied_edits does: results cleared and input tokens freed', () => {
    const items = rounds(6, 20_000)
    const events = clearToolUses(items, { ...CLEAR_DEFAULTS, clearToolInputs: true })
    expect(appliedEdit(events, 0, items)).toEqual({
      type: 'clear_tool_uses_20250919',
      cleared_tool_uses: 2,
      cleared_input_tokens: 2 * (20_000 + 20) - 4 * CLEAR_DEFAULTS.placeholderTokens,
    })
    // The second request clears all three older results again.
    expect(appliedEdit(events, 1, items)).toEqual({
      type: 'clear_tool_uses_20250919',
      cleared_tool_uses: 3,
      cleared_input_tokens: 3 * (20_000 + 20) - 6 * CLEAR_DEFAULTS.placeholderTokens,
    })
  })
  it('clears nothing when it would free less than clear_at_least', () => {
    expect(clearToolUses(rounds(6, 20_000), { ...CLEAR_DEFAULTS, clearAtLeast: 50_000 })[0]?.call).toBe(19)
  })
  it('never clears exclude_tools, and clears the tool inputs with clear_tool_inputs', () => {
    const items = rounds(6, 20_000, 'memory')
    expect(clearToolUses(items, { ...CLEAR_DEFAULTS, excludeTools: ['memory'] })).toEqual([])
    expect(clearToolUses(items, { ...CLEAR_DEFAULTS, clearToolInputs: true })[0]?.items).toEqual([2, 3, 5, 6])
  })
  it('can trigger on a count of tool uses', () => {
    const e = clearToolUses(rounds(5, 100), { ...CLEAR_DEFAULTS, trigger: { type: 'tool_uses', value: 4 } })
    expect(e[0]).toMatchObject({ call: 16, items: [3, 6] })
  })
  it('does not mutate its input', () => {
    const items = Object.freeze(rounds(6, 20_000).map((x) => Object.freeze(x)))
    expect(clearToolUses(items)).toHaveLength(2)
  })
})

describe('keptThinkingTurns (clear_thinking_20251015)', () => {
  it('keeps the last assistant turn’s thinking by default, or all', () => {
    expect(keptThinkingTurns(4)).toEqual([3])
    expect(keptThinkingTurns(4, 2)).toEqual([2, 3])
    expect(keptThinkingTurns(3, 'all')).toEqual([0, 1, 2])
  })
})

describe('compactSession (compact_20260112)', () => {
  it('compacts before the call whose input is over 150,000, dropping everything before it', () => {
    const items = rounds(8, 20_000)
    const events = compactSession(items)
    // The call after the 8th result: 150 + 8 × 20,020 + 7 × 50 = 160,660 > 150,000 (the 7th saw 140,590).
    expect(events[0]).toMatchObject({ call: 25, kind: 'compact', tokensAfter: 2_000 })
    expect(events[0]?.items).toHaveLength(25)
    expect(events[0]?.tokensBefore).toBe(160_660)
  })
  it('refuses a trigger under 50,000 tokens, as the API does', () => {
    expect(() => compactSession([], { triggerTokens: 10_000, summaryTokens: 1 })).toThrow(/at least 50,000/)
  })
})

describe('deliverAnthropic', () => {
  it('passes every result whole and states its session rules with page and date', () => {
    expect(
      deliverAnthropic({ tool: 't', isError: false, text: 'x'.repeat(90_000), callIndex: 0 }).truncated,
    ).toBe(false)
    for (const p of ANTHROPIC_HARNESS.session?.params ?? []) {
      expect(p.source.kind).toBe('doc')
      expect(p.source.kind === 'doc' && p.source.read).toBe('2026-11-28')
    }
  })
})
