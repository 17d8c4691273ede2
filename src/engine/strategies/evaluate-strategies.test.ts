import { describe, expect, it } from 'vitest'
import { textOf } from '../base/output-texts.ts'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import { loadTokenizers } from '../measure/load-tokenizers.ts'
import type { Scenario } from '../scenario.ts'
import { evaluateStrategies } from './evaluate-strategies.ts'

const base = (): Scenario => defaultScenario()

describe('evaluateStrategies', () => {
  it('reproduces seed 003 under even × head: 26,666 each, the 12,400 output leaves 14,266 wasted', () => {
    const r = evaluateStrategies(base())
    const even = r.bySplit.find((x) => x.split === 'even')
    expect(even?.calls.map((c) => c.budget)).toEqual([26_666, 26_666, 26_666])
    expect(even?.calls.map((c) => c.kept)).toEqual([26_666, 12_400, 26_666])
    expect(even?.totals).toMatchObject({
      budget: 79_998,
      kept: 65_732,
      unused: 14_266,
      wasted: 14_266,
      truncated: 2,
    })
  })
  it('wastes nothing with water-filling on the same batch', () => {
    const wf = evaluateStrategies(base()).bySplit.find((x) => x.split === 'water-fill')
    expect(wf?.calls.map((c) => c.budget)).toEqual([36_550, 12_400, 31_050])
    expect(wf?.totals).toMatchObject({ budget: 80_000, kept: 80_000, wasted: 0, truncated: 1 })
  })
  it('runs every trim under the chosen split and shows one call’s text under each', () => {
    const r = evaluateStrategies(base())
    expect(r.byTrim.map((x) => x.trim)).toEqual([
      'head',
      'head-marker',
      'head-tail',
      'middle',
      'save-to-file',
      'line-boundary',
      'errors-first',
      'json-aware',
    ])
    expect(r.previewCall).toBe(0)
    const head = r.previews[0]?.parts ?? []
    expect(head.at(-1)).toEqual({ kind: 'notice', text: '\n[truncated — 45231 chars total]', chars: 32 })
    expect(head.map((p) => p.kind)).toEqual(['kept', 'elided', 'kept', 'notice'])
    expect(head[1]?.chars).toBe(26_666 - 320)
  })
  it('leaves a pre-trimming tool alone and says so', () => {
    const s = base()
    s.tools = [{ name: 'read_file', preTrims: true }]
    const even = evaluateStrategies(s).bySplit[0]
    expect(even?.calls[0]).toMatchObject({ preTrimmed: true, truncated: false, delivered: 26_666 })
  })
  it('falls back to chars/4 when the tokenizer is missing, and says so', () => {
    const s = base()
    s.strategies = { ...s.strategies, measure: 'o200k_base' }
    const r = evaluateStrategies(s, {})
    expect(r).toMatchObject({
      unit: 'tokens',
      exact: false,
      budget: 20_000,
      budgetSource: 'resultBudgetChars / 4',
    })
    expect(r.fallback).toBe('o200k_base is not loaded: chars/4 estimates shown instead')
  })
  it('measures in exact tokens with the tokenizer loaded, and cuts within the budget', async () => {
    const { tokenizers } = await loadTokenizers(['o200k_base'])
    const s = base()
    s.strategies = { ...s.strategies, measure: 'o200k_base' }
    const r = evaluateStrategies(s, tokenizers)
    expect(r.exact).toBe(true)
    const even = r.bySplit[0]
    expect(even?.calls.map((c) => c.budget)).toEqual([6_666, 6_666, 6_666])
    for (const c of even?.calls ?? []) expect(c.kept).toBeLessThanOrEqual(c.budget)
  })
  it('measures outputs in exact tokens only as far as the splits need', async () => {
    const { tokenizers } = await loadTokenizers(['o200k_base'])
    const o200k = tokenizers.o200k_base
    const s = base()
    s.strategies = { ...s.strategies, measure: 'o200k_base' }
    // Some fit an even share (6,666) and some do not: water-filling may raise the level, so all are measured up
    // to the whole budget.
    const mixed = evaluateStrategies(s, tokenizers)
    expect(mixed.sizedUpTo).toBe(20_000)
    s.batches[0]?.calls.forEach((c, i) => {
      const n = o200k?.count(textOf(c.output)) ?? 0
      expect(mixed.calls[i]?.size).toBe(n <= 20_000 ? n : null)
    })
    // Every output longer than an even share: no split gives any more, so none is read further.
    const long = 'The build failed at step 3 of 7. '.repeat(10_000)
    for (const c of s.batches[0]?.calls ?? []) c.output = { kind: 'text', text: long }
    const allLong = evaluateStrategies(s, tokenizers)
    expect(allLong.sizedUpTo).toBe(6_666)
    expect(allLong.calls.map((c) => c.size)).toEqual([null, null, null])
    const wf = allLong.bySplit.find((x) => x.split === 'water-fill')
    expect(wf?.calls.map((c) => c.budget)).toEqual([6_667, 6_667, 6_666])
  })
  it('shows the exact count beside an estimate', async () => {
    const { tokenizers } = await loadTokenizers(['cl100k_base'])
    const s = base()
    s.strategies = { ...s.strategies, measure: 'chars/4', exactBeside: 'cl100k_base' }
    const r = evaluateStrategies(s, tokenizers)
    expect(r.exactBeside?.loaded).toBe(true)
    expect(r.exactBeside?.calls).toHaveLength(3)
    expect(r.exactBeside?.calls[1]?.estimate).toBe(3_100)
  })
  it('is part of evaluate()', () => {
    expect(evaluate(base()).strategies.budget).toBe(80_000)
  })
  it('warns when the budget is 0 and when every weight is 0', () => {
    const s = base()
    s.strategies = { ...s.strategies, batchBudget: 0, weights: [{ tool: 'read_file', weight: 0 }] }
    const r = evaluateStrategies(s)
    expect(r.warnings).toEqual([
      'The batch budget is 0: every output that is not empty is cut to nothing, and the model receives only the notices.',
      'Every tool in this batch weighs 0: the weighted split gives every call a budget of 0.',
    ])
    expect(r.bySplit[0]?.calls.map((c) => c.kept)).toEqual([0, 0, 0])
  })
  it('takes the batch budget as a share of the model window: tokens, or 4 chars a token in chars', () => {
    const s = base()
    s.strategies = { ...s.strategies, batchBudget: 5, batchBudgetShare: 25 } // the share wins over the number
    expect(evaluateStrategies(s)).toMatchObject({ budget: 128_000, budgetSource: 'share of the window' })
    s.strategies = { ...s.strategies, measure: 'chars/4' }
    expect(evaluateStrategies(s)).toMatchObject({ budget: 32_000, unit: 'tokens' })
    s.toolBudgets = { ...s.toolBudgets, window: { ...s.toolBudgets.window, modelTokens: 16_000 } }
    s.strategies = { ...s.strategies, batchBudgetShare: 30 }
    expect(evaluateStrategies(s).budget).toBe(4_800)
  })
  it('handles a scenario with no batches', () => {
    const s = base()
    s.batches = []
    expect(evaluateStrategies(s)).toMatchObject({ calls: [], previewCall: null, previews: [] })
  })
})

describe('turnExact', () => {
  it('counts what seed 003 delivers over the turn exactly, beside its chars/4 estimate', async () => {
    const { tokenizers } = await loadTokenizers(['o200k_base'])
    const s = base()
    s.strategies = { ...s.strategies, exactBeside: 'o200k_base' }
    const r = evaluate(s, tokenizers)
    expect(r.strategies.turnExact?.estimate).toBe(r.turnTotals.approxTokens)
    expect(r.strategies.turnExact?.exact).toBeGreaterThan(0)
    expect(r.strategies.turnExact?.exact).toBeLessThan(r.turnTotals.approxTokens)
  })
  it('is null without an exact encoding', () => {
    expect(evaluate(base()).strategies.turnExact).toBeNull()
  })
})
