import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { condenseView, maskedIndexes, maskOpenHands, summarizeOpenHands, type ViewEntry } from './session.ts'

// Vectors from OpenHands' tests/unit/memory/condenser/test_condenser.py at 156d0686.

/** Its RollingCondenserTestHarness: add events one by one; a condensation yields no view for that event. */
function views(count: number, maxSize: number, keepFirst: number) {
  let view: ViewEntry[] = []
  const out: { view: ViewEntry[]; condensations: number }[] = []
  let condensations = 0
  for (let e = 0; e < count; e++) {
    view.push(e)
    const done = condenseView(view, maxSize, keepFirst)
    if (done) {
      condensations++
      view = done.view
      continue
    }
    out.push({ view: [...view], condensations })
  }
  return out
}
const expectedSize = (i: number, max: number) => (i < max ? i + 1 : ((i - max) % (max >> 1)) + (max >> 1) + 1)
const expectedCondensations = (i: number, max: number) =>
  i < max ? 0 : Math.floor((i - max) / (max >> 1)) + 1

describe('LLMSummarizingCondenser (OpenHands’ vectors)', () => {
  it('gives the expected view size (max_size 10, 100 events)', () => {
    const vs = views(100, 10, 1)
    for (const [i, v] of vs.entries()) expect(v.view.length, `view ${i}`).toBe(expectedSize(i, 10))
  })
  it('keeps the first events and the summary (max_size 10, keep_first 3)', () => {
    for (const [i, v] of views(100, 10, 3).entries()) {
      expect(v.view.length).toBe(expectedSize(i, 10))
      expect(v.condensations).toBe(expectedCondensations(i, 10))
      expect(v.view.slice(0, 3)).toEqual([0, 1, 2].slice(0, Math.min(3, i + 1)))
      if (i > 10) expect(v.view[3]).toBe('summary')
    }
  })
  it('refuses what its constructor refuses', () => {
    expect(() => condenseView([], 4, 2)).toThrow('keep_first (2) must be less than half of max_size (4)')
    expect(() => condenseView([], 0, 1)).toThrow()
    expect(() => condenseView([], 100, -1)).toThrow()
  })
})

describe('ObservationMaskingCondenser (OpenHands’ vector)', () => {
  it('masks only observations outside the attention window of 3', () => {
    const it = (kind: SessionItem['kind']): SessionItem => ({ kind, tokens: 10, chars: 40 })
    const events = [it('assistant'), it('tool-result'), it('assistant'), it('assistant'), it('tool-result')]
    expect(maskedIndexes(events, events.length, 3)).toEqual([1])
  })
})

describe('OpenHands over a session', () => {
  const turn = (n: number): SessionItem[] =>
    Array.from({ length: n }, () => [
      { kind: 'assistant', tokens: 50, chars: 200 } as SessionItem,
      { kind: 'tool-call', tool: 'execute_bash', tokens: 20, chars: 80 } as SessionItem,
      { kind: 'tool-result', tool: 'execute_bash', tokens: 1_000, chars: 4_000 } as SessionItem,
    ]).flat()
  const items: SessionItem[] = [{ kind: 'user', tokens: 100, chars: 400 }, ...turn(40)]

  it('summarizes once the history passes max_size events, keeping max_size // 2', () => {
    const events = summarizeOpenHands(items, { maxSize: 20, keepFirst: 1, summaryTokens: 500 })
    expect(events.length).toBeGreaterThan(0)
    const first = events[0]
    // The view before call at item 22 holds 22 events (> 20): keep item 0, a summary, the newest 8.
    expect(first?.call).toBe(22)
    expect(first?.items).toEqual(Array.from({ length: 13 }, (_, i) => i + 1))
    // Items 14..21: three calls and results (20 + 1,000), two assistant texts (50), after item 0 and the summary.
    expect(first?.tokensAfter).toBe(100 + 500 + 3 * 1_020 + 2 * 50)
  })
  it('masks each result once it falls outside the window', () => {
    const events = maskOpenHands(items, 5)
    const all = events.flatMap((e) => e.items)
    expect(new Set(all).size).toBe(all.length)
    expect(all.every((i) => items[i]?.kind === 'tool-result')).toBe(true)
    expect(events.every((e) => e.tokensAfter < e.tokensBefore)).toBe(true)
  })
})
