import { describe, expect, it } from 'vitest'
import type { SessionItem } from '../session.ts'
import { OPENCODE_HARNESS, opencodeSessionParams, opencodeSessionSettings } from './harness.ts'
import {
  estimateOpencode,
  isOverflow,
  OPENCODE_SESSION_DEFAULTS,
  opencodeSession,
  type PruneMessage,
  prunePlan,
} from './session.ts'

const model = (contextLimit: number, outputLimit: number, inputLimit = 0) => ({
  ...OPENCODE_SESSION_DEFAULTS,
  contextLimit,
  outputLimit,
  inputLimit,
})

// opencode's own isOverflow cases (packages/opencode/test/session/compaction.test.ts): count = input + output +
// cache.read + cache.write.
describe('isOverflow (opencode’s vectors)', () => {
  it('is true when the count exceeds the usable context, false within it', () => {
    expect(isOverflow(75_000 + 5_000, model(100_000, 32_000))).toBe(true)
    expect(isOverflow(100_000 + 10_000, model(200_000, 32_000))).toBe(false)
    expect(isOverflow(60_000 + 10_000 + 10_000, model(100_000, 32_000))).toBe(true) // includes cache.read
  })
  it('reserves min(20,000, max output) under an input limit', () => {
    expect(isOverflow(271_000 + 1_000 + 2_000, model(400_000, 128_000, 272_000))).toBe(true)
    expect(isOverflow(200_000 + 20_000 + 10_000, model(400_000, 128_000, 272_000))).toBe(false)
    expect(isOverflow(50_000 + 9_999, model(200_000, 10_000, 120_000))).toBe(false)
    expect(isOverflow(180_000 + 15_000 + 3_000, model(200_000, 32_000, 200_000))).toBe(true)
    expect(isOverflow(166_000 + 10_000 + 5_000, model(200_000, 32_000, 200_000))).toBe(true)
    expect(isOverflow(166_000 + 10_000 + 5_000, model(200_000, 32_000))).toBe(true)
  })
  it('is false for a context limit of 0 or with compaction.auto false', () => {
    expect(isOverflow(110_000, model(0, 32_000))).toBe(false)
    expect(isOverflow(80_000, { ...model(100_000, 32_000), auto: false })).toBe(false)
  })
})

describe('prunePlan', () => {
  const out = (chars: number, tool = 'bash') => ({ tool, chars, compacted: false })
  const turn = (...tools: ReturnType<typeof out>[]): PruneMessage[] => [
    { role: 'user' },
    { role: 'assistant', tools },
  ]
  it('leaves the last two turns alone and keeps the newest 40,000 tokens of older outputs', () => {
    // 4 chars a token: each output 25,000 tokens.
    const msgs = [
      ...turn(out(100_000), out(100_000)),
      ...turn(out(100_000)),
      ...turn(out(400_000)),
      ...turn(out(400_000)),
    ]
    const plan = prunePlan(msgs)
    // Walk back: turns 4 and 3 skipped; turn 2's output (25,000) and turn 1's newest (25,000 → 50,000 > 40,000).
    expect(plan.toPrune).toEqual([
      [1, 1],
      [1, 0],
    ])
    expect(plan.total).toBe(75_000)
    expect(plan.pruned).toBe(50_000)
    expect(plan.applies).toBe(true)
  })
  it('prunes nothing when no more than 20,000 tokens would go', () => {
    const msgs = [...turn(out(80_000), out(160_000)), ...turn(), ...turn()]
    const plan = prunePlan(msgs)
    expect(plan.pruned).toBe(20_000)
    expect(plan.applies).toBe(false)
  })
  it('never counts skill, and stops at an output already pruned or at a summary', () => {
    expect(prunePlan([...turn(out(400_000, 'skill')), ...turn(), ...turn()]).total).toBe(0)
    const stop = [...turn({ tool: 'bash', chars: 400_000, compacted: true }, out(400)), ...turn(), ...turn()]
    expect(prunePlan(stop).total).toBe(100)
    const summary: PruneMessage[] = [
      { role: 'user' },
      { role: 'assistant', tools: [out(400_000)] },
      { role: 'assistant', summary: true, tools: [] },
      ...turn(),
      ...turn(),
    ]
    expect(prunePlan(summary).total).toBe(0)
  })
  it('estimates tokens as chars / 4, rounded', () => {
    expect(estimateOpencode('abcdef')).toBe(2)
    expect(estimateOpencode('abcde')).toBe(1)
    expect(estimateOpencode('')).toBe(0)
  })
})

const it_ = (kind: SessionItem['kind'], tokens: number, tool?: string): SessionItem => ({
  kind,
  tokens,
  chars: tokens * 4,
  tool,
})

describe('opencodeSession', () => {
  it('prunes once a turn ends, with its placeholder, and keeps the recent turns', () => {
    const turn = (t: number) => [
      it_('user', 10),
      it_('assistant', 10),
      it_('tool-result', t, 'bash'),
      it_('assistant', 10),
    ]
    const items = [...turn(30_000), ...turn(30_000), ...turn(30_000), ...turn(30_000), ...turn(1_000)]
    const prune = opencodeSession(items).filter((e) => e.kind === 'prune')
    expect(prune).toHaveLength(1)
    expect(prune[0]).toMatchObject({ call: 17, items: [2], placeholder: '[Old tool result content cleared]' })
    const [e] = prune
    expect((e?.tokensBefore ?? 0) - (e?.tokensAfter ?? 0)).toBe(30_000 - 8)
  })
  it('compacts before the call after one whose prompt reached the usable window', () => {
    const items = [it_('user', 100_000), it_('assistant', 70_000), it_('user', 10), it_('assistant', 10)]
    const e = opencodeSession(items).find((x) => x.kind === 'compact')
    expect(e).toMatchObject({ call: 3, items: [0, 1, 2], tokensAfter: 2_000 })
    expect(opencodeSession(items, { ...OPENCODE_SESSION_DEFAULTS, auto: false })).toEqual([])
  })
  it('prunes under edited PRUNE_PROTECT and PRUNE_MINIMUM', () => {
    const turn = (t: number) => [
      it_('user', 10),
      it_('assistant', 10),
      it_('tool-result', t, 'bash'),
      it_('assistant', 10),
    ]
    const items = [...turn(30_000), ...turn(30_000), ...turn(30_000), ...turn(30_000), ...turn(1_000)]
    const pruned = (o: Record<string, number>) =>
      opencodeSession(items, opencodeSessionSettings(o)).filter((e) => e.kind === 'prune')
    // Default (40,000 protected): one prune, of the oldest output (see above). Protecting 100,000: none.
    expect(pruned({ protect: 100_000 })).toEqual([])
    // Protecting 10,000: each turn's end prunes the 30,000-token output now past it, the oldest first.
    const low = pruned({ protect: 10_000 })
    expect(low.map((e) => e.items)).toEqual([[2], [6]])
    expect(low[0]?.rule).toBe('prune: 30,000 tokens of outputs past the newest 10,000 (over 20,000)')
    // A minimum of 30,000: one output's 30,000 is not more than it, so the prune waits until two can go together.
    expect(pruned({ protect: 10_000, minimum: 30_000 }).map((e) => [e.call, e.items])).toEqual([[17, [2, 6]]])
    expect(pruned({ protect: 10_000, minimum: 70_000 })).toEqual([])
  })
  it('lists PRUNE_PROTECT and PRUNE_MINIMUM as settable with the source’s defaults; derived rows follow edits', () => {
    const params = opencodeSessionParams()
    expect(params.find((p) => p.id === 'protect')?.edit).toMatchObject({ kind: 'number', default: 40_000 })
    expect(params.find((p) => p.id === 'minimum')?.edit).toMatchObject({ kind: 'number', default: 20_000 })
    const at = opencodeSessionParams(opencodeSessionSettings({ context: 100_000, prune: false }))
    expect(at.find((p) => p.id === 'overflow')?.value).toBe('68,000')
    expect(at.find((p) => p.id === 'prune')?.value).toBe('no')
  })
  it('names file and line, or the page read, for each rule', () => {
    for (const p of OPENCODE_HARNESS.session?.params ?? [])
      expect(p.source.kind === 'code' ? p.source.line : p.source.read).toBeTruthy()
  })
})
