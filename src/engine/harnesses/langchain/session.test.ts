import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { deliverLangchain } from './harness.ts'
import { approxTokens, clearPlan, LANGCHAIN_CLEAR_DEFAULTS, langchainClear } from './session.ts'

// Vectors from langchain's libs/langchain_v1/tests/unit_tests/agents/middleware/implementations/
// test_context_editing.py at 03373459, as session items: an AIMessage with its tool call, then its ToolMessage.
const ai = (): SessionItem => ({ kind: 'assistant', tokens: 0, chars: 0 })
const call = (tool: string): SessionItem => ({ kind: 'tool-call', tool, tokens: 0, chars: 40 })
const result = (tool: string, text: string): SessionItem => ({
  kind: 'tool-result',
  tool,
  tokens: 0,
  chars: text.length,
})
const pair = (tool: string, text: string) => [ai(), call(tool), result(tool, text)]
const edit = (over: Partial<typeof LANGCHAIN_CLEAR_DEFAULTS>) => ({ ...LANGCHAIN_CLEAR_DEFAULTS, ...over })

describe('ClearToolUsesEdit (langchain’s vectors)', () => {
  it('no edit below the trigger', () => {
    const items = pair('search', '12345')
    expect(clearPlan(items, items.length, edit({ trigger: 50 }))).toEqual([])
  })
  it('keeps the last tool results (keep=1 of three)', () => {
    const items = ['a', 'b', 'c'].flatMap((x) => pair('tool', `tool-output-${x}`.repeat(5)))
    const cleared = clearPlan(items, items.length, edit({ trigger: 50, keep: 1 }))
    expect(cleared).toEqual([2, 5])
    expect(cleared).not.toContain(items.length - 1)
  })
  it('keep 2 of five clears three', () => {
    const items = Array.from({ length: 5 }, () => pair('tool', 'x'.repeat(50))).flat()
    expect(clearPlan(items, items.length, edit({ trigger: 50, keep: 2 }))).toHaveLength(3)
  })
  it('exclude_tools prevents clearing; a clearing that reclaims nothing does not stop the loop', () => {
    const items = [...pair('search', 'search-results'.repeat(20)), ...pair('calculator', '42')]
    expect(
      clearPlan(
        items,
        items.length,
        edit({ trigger: 50, clearAtLeast: 10, keep: 0, excludeTools: ['search'] }),
      ),
    ).toEqual([5])
  })
  it('clear_at_least stops once enough is reclaimed (oldest first)', () => {
    const items = Array.from({ length: 4 }, () => pair('tool', 'x'.repeat(400))).flat()
    expect(clearPlan(items, items.length, edit({ trigger: 50, keep: 0, clearAtLeast: 150 }))).toEqual([2, 5])
  })
})

describe('count_tokens_approximately over items', () => {
  it('rounds each message up and adds 3; a tool call joins its assistant message', () => {
    // user: 8 + 4 ("user") = 12 → 3 + 3; assistant 0 + 9 + call 40 = 49 → 13 + 3; tool 5 + 4 → 3 + 3.
    const items: SessionItem[] = [{ kind: 'user', tokens: 0, chars: 8 }, ...pair('t', '12345')]
    expect(approxTokens(items, new Map())).toBe(6 + 16 + 6)
    expect(approxTokens(items, new Map([[3, 9]]))).toBe(6 + 16 + 7)
  })
})

describe('LangChain over a session', () => {
  it('clears all but the newest 3 results once the history passes 100,000 tokens, again at each call', () => {
    const items: SessionItem[] = [
      { kind: 'user', tokens: 0, chars: 100 },
      ...Array.from({ length: 12 }, () => pair('read', 'x'.repeat(60_000))).flat(),
      ai(),
    ]
    const events = langchainClear(items)
    expect(events.length).toBeGreaterThan(1)
    const all = events.flatMap((e) => e.items)
    expect(new Set(all).size).toBe(all.length)
    const last = items.length - 1
    expect(all).toHaveLength(9)
    expect(events.every((e) => e.tokensAfter < e.tokensBefore && e.placeholder === '[cleared]')).toBe(true)
    // The first event: the history before that call is over 100,000 tokens (15,000 a result).
    expect(events[0]?.tokensBefore).toBeGreaterThan(100_000)
    expect(all).not.toContain(last - 1)
  })
  it('delivers each output whole', () => {
    const d = deliverLangchain({ tool: 'read', isError: false, text: 'x'.repeat(100_001), callIndex: 0 })
    expect([d.truncated, d.keptChars, d.measure.value]).toEqual([false, 100_001, 25_001])
  })
})
