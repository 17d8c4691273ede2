import { describe, expect, it } from 'vitest'
import type { Batch } from '../../base/scenario-core.ts'
import { estimatePraisonAI } from '../../measure/measure.ts'
import { truncateBatches } from '../apply.ts'
import { resolveToolBudgets } from '../resolve.ts'
import { defaultToolBudgets } from '../schema.ts'
import { buildHistory, dropOldTurns, type HistoryEntry, pruneContent } from './history.ts'

const counter = {
  id: 'praisonai' as const,
  unit: 'tokens' as const,
  exact: false,
  count: (t: string) => (t === '' ? 0 : estimatePraisonAI(t)),
}
const text = (s: string) => ({ kind: 'text' as const, text: s })
const call = (tool: string, s: string) => ({ tool, output: text(s), isError: false })

function history(
  batches: Batch[],
  keepRecentTurns = 1,
  tools = [{ name: 'file_read', maxTokens: 10_000, protected: true }],
) {
  const settings = { ...defaultToolBudgets(), tools }
  const calls = truncateBatches(batches, resolveToolBudgets(settings), 'current')
  const entries: HistoryEntry[] = [{ kind: 'message', role: 'user', text: 'hi', source: 'settings' }]
  batches.forEach((_, b) => {
    const mine = calls.filter((c) => c.batch === b)
    if (mine.length > 0) entries.push({ kind: 'turn', text: '', calls: mine, source: 'batch' })
  })
  return buildHistory({ systemPrompt: 'sys', entries, keepRecentTurns, measurer: counter })
}

describe('pruneContent (seed 002: older tool output cut to its limit)', () => {
  it('cuts to the limit in code points and appends the documented marker', () => {
    expect(pruneContent('😀'.repeat(5), 3)).toBe('😀😀😀\n...[output truncated]...')
    expect(pruneContent('abc', 3)).toBeNull()
  })
})

describe('buildHistory', () => {
  const big = 'x'.repeat(9_000)
  const batches: Batch[] = [
    { calls: [call('web_search', big), call('file_read', big)] },
    { calls: [call('web_search', big)] },
  ]

  it('orders system, user, then each turn as an assistant message followed by its results', () => {
    const m = history(batches)
    expect(m.map((x) => `${x.role}${x.turn ?? ''}`)).toEqual([
      'system',
      'user',
      'assistant0',
      'tool0',
      'tool0',
      'assistant1',
      'tool1',
    ])
  })

  it('prunes older results to 4,000 chars, keeps protected ones and the most recent turn whole', () => {
    const m = history(batches)
    const [old, protectedOld, recent] = m.filter((x) => x.role === 'tool')
    expect(old?.keptChars).toBe(4_000 + '\n...[output truncated]...'.length)
    expect(old?.marks).toEqual(['pruned'])
    expect(protectedOld?.keptChars).toBe(9_000)
    expect(protectedOld?.marks).toEqual(['protected'])
    expect(recent?.keptChars).toBe(9_000)
    expect(recent?.marks).toEqual(['recent'])
  })

  it('keeping 0 recent turns prunes every turn; keeping 2 prunes none', () => {
    expect(history(batches, 0).filter((x) => x.marks.includes('pruned'))).toHaveLength(2)
    expect(history(batches, 2).filter((x) => x.marks.includes('pruned'))).toHaveLength(0)
  })

  it('prunes what seed 002 truncation left: a 100,000-char output arrives cut, then is pruned', () => {
    const m = history([
      { calls: [call('web_search', 'y'.repeat(100_000))] },
      { calls: [] },
      { calls: [call('a', 'z')] },
    ])
    const first = m.find((x) => x.role === 'tool')
    expect(first?.marks).toEqual(['truncated', 'pruned'])
    expect(first?.markers).toEqual([
      '\n...[100,000 chars, showing first/last portions]...\n',
      '\n...[output truncated]...',
    ])
  })
})

describe('dropOldTurns', () => {
  const batches: Batch[] = [0, 1, 2].map((i) => ({
    calls: [call('t', String(i).repeat(100)), call('u', 'r')],
  }))

  it('drops whole turns, oldest first, so no call is ever without its result', () => {
    const m = history(batches, 1, [])
    const total = (k: readonly { tokens: number }[]) => k.reduce((s, x) => s + x.tokens, 0)
    const limit = total(m) - 1
    const out = dropOldTurns(m, 1, 3, (k) => total(k) <= limit)
    for (let t = 0; t < 3; t++) {
      const marks = out.filter((x) => x.turn === t).map((x) => x.marks.includes('dropped'))
      expect(new Set(marks).size).toBe(1) // a turn is dropped whole or kept whole
    }
    expect(out.filter((x) => x.marks.includes('dropped')).map((x) => x.turn)).toEqual([0, 0, 0])
  })

  it('never drops the recent turns, the system prompt or the user message', () => {
    const m = history(batches, 1, [])
    const out = dropOldTurns(m, 1, 3, () => false)
    expect(out.filter((x) => !x.marks.includes('dropped')).map((x) => `${x.role}${x.turn ?? ''}`)).toEqual([
      'system',
      'user',
      'assistant2',
      'tool2',
      'tool2',
    ])
  })

  it('does not mutate its input', () => {
    const m = Object.freeze(history(batches, 1, []))
    expect(() => dropOldTurns(m, 1, 3, () => false)).not.toThrow()
    expect(m.some((x) => x.marks.includes('dropped'))).toBe(false)
  })
})

describe('dropOldTurns on long histories', () => {
  it('drops the fewest oldest turns that make the rest fit, asking fits about log T times, not T times', () => {
    const turns = 10_000
    const m = history(
      Array.from({ length: turns }, () => ({ calls: [call('t', 'x'.repeat(10))] })),
      1,
      [],
    )
    const live = (k: readonly { tokens: number; marks: readonly string[] }[]) =>
      k.reduce((s, x) => s + x.tokens, 0)
    const limit = live(m) - 3_000 // fits once about 3,000 tokens of old turns are gone
    let asked = 0
    const out = dropOldTurns(m, 1, turns, (k) => {
      asked++
      return live(k) <= limit
    })
    const dropped = new Set(out.filter((x) => x.marks.includes('dropped')).map((x) => x.turn))
    const fewest = [...dropped].length
    expect(live(out)).toBeLessThanOrEqual(limit)
    // One turn fewer would not fit: the fewest, and the oldest (0 … fewest − 1).
    expect([...dropped]).toEqual(Array.from({ length: fewest }, (_, i) => i))
    const lastDropped = m.filter((x) => x.turn === fewest - 1)
    expect(live(out) + live(lastDropped)).toBeGreaterThan(limit)
    expect(asked).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(turns)))
  })
})
