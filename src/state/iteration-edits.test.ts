import { describe, expect, it } from 'vitest'
import { parseScenario } from '../engine/parse-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import { defaultScenario } from './default-scenario.ts'
import { addBatch, removeBatch, removeBatchNote } from './iteration-edits.ts'

const usage = (inputTokens: number) => ({
  inputTokens,
  outputTokens: 10,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
})

/** Four batches of an imported session: a compaction before batch 2 and after the last, a reply after each of 1 and 3. */
function imported(): Scenario {
  const base = defaultScenario()
  const call = base.batches[0]?.calls[0]
  if (!call) throw new Error('the default scenario has a call')
  return {
    ...base,
    batches: [0, 1, 2, 3].map((i) => ({
      calls: [{ ...call }],
      ...(i === 1 ? {} : { recorded: usage(1000 * (i + 1)) }),
    })),
    recorded: {
      responses: 6,
      responsesWithUsage: 5,
      compactions: [{ atBatch: 2, preTokens: 155_250, trigger: 'auto' }, { atBatch: 4 }],
      replies: [
        { afterBatch: 2, usage: usage(2500) },
        { afterBatch: 4, usage: usage(5000) },
      ],
    },
  }
}

describe('removeBatch keeps an imported session record in place', () => {
  it('moves compactions and replies after the removed batch up one, and leaves those before it', () => {
    const s = removeBatch(0)(imported())
    expect(s.batches.map((b) => b.recorded?.inputTokens)).toEqual([undefined, 3000, 4000])
    expect(s.recorded?.compactions.map((c) => c.atBatch)).toEqual([1, 3])
    expect(s.recorded?.compactions[0]).toEqual({ atBatch: 1, preTokens: 155_250, trigger: 'auto' })
    expect(s.recorded?.replies.map((r) => r.afterBatch)).toEqual([1, 3])
    expect(s.recorded).toMatchObject({ responses: 5, responsesWithUsage: 4 })
  })

  it('a compaction just before the removed batch stays before the batch that now follows it', () => {
    const s = removeBatch(2)(imported())
    // It sat between batches 1 and 2; batch 2 gone, it sits between 1 and the old 3 (now 2).
    expect(s.recorded?.compactions.map((c) => c.atBatch)).toEqual([2, 3])
    // The reply after batch 1 stays; the one after the last batch is still after the last.
    expect(s.recorded?.replies.map((r) => r.afterBatch)).toEqual([2, 3])
  })

  it('removing the last batch keeps the closing compaction and reply after the new last batch', () => {
    const s = removeBatch(3)(imported())
    expect(s.batches).toHaveLength(3)
    expect(s.recorded?.compactions.map((c) => c.atBatch)).toEqual([2, 3])
    expect(s.recorded?.replies.map((r) => r.afterBatch)).toEqual([2, 3])
  })

  it('a batch without recorded usage leaves responsesWithUsage as it is', () => {
    expect(removeBatch(1)(imported()).recorded).toMatchObject({ responses: 5, responsesWithUsage: 5 })
  })

  it('every index stays within the batches left, so the scenario still validates, down to no batch', () => {
    let s = imported()
    for (const i of [1, 2, 0, 0]) {
      s = removeBatch(i)(s)
      const parsed = parseScenario(s)
      expect(parsed.ok).toBe(true)
      for (const c of s.recorded?.compactions ?? []) expect(c.atBatch).toBeLessThanOrEqual(s.batches.length)
      for (const r of s.recorded?.replies ?? []) expect(r.afterBatch).toBeLessThanOrEqual(s.batches.length)
    }
    expect(s.batches).toHaveLength(0)
    expect(s.recorded?.compactions.map((c) => c.atBatch)).toEqual([0, 0])
  })

  it('an index past the end changes nothing; a scenario not imported gains no record', () => {
    const s = imported()
    expect(removeBatch(9)(s)).toBe(s)
    expect(removeBatch(0)(defaultScenario()).recorded).toBeUndefined()
  })

  it('a batch added after the last comes after the closing compaction, which keeps its index', () => {
    const s = addBatch(0)(imported())
    expect(s.batches).toHaveLength(5)
    expect(s.recorded?.compactions.map((c) => c.atBatch)).toEqual([2, 4])
  })
})

describe('removeBatchNote', () => {
  it('says the recorded usage goes with the batch, and is silent where there is none', () => {
    expect(removeBatchNote(imported(), 2)).toBe(
      "Iteration #3 took its recorded usage (3,000 input, 10 output tokens) with it; the session's compactions and replies keep their places among the iterations left.",
    )
    expect(removeBatchNote(imported(), 1)).toBeNull()
    expect(removeBatchNote(defaultScenario(), 0)).toBeNull()
  })
})
