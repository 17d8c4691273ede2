import { describe, expect, it } from 'vitest'
import type { Batch } from '../base/scenario-core.ts'
import { defaultScenario } from '../defaults.ts'
import { evaluateBatch, preTrimTools, toolCaps } from './batch.ts'
import { effectiveResultBudget, evaluateResultBudget } from './evaluate-result-budget.ts'

const sample = (tool: string, chars: number) => ({
  tool,
  output: { kind: 'sample' as const, chars },
  isError: false,
})

describe('evaluateBatch with a pre-trimming tool', () => {
  const batch: Batch = { calls: [sample('read_file', 45_231), sample('terminal', 45_231)] }
  const tools = [{ name: 'read_file', preTrims: true }, { name: 'terminal' }]
  const report = evaluateBatch(batch, 0, 80_000, toolCaps(tools), preTrimTools(tools))

  it('leaves the pre-trimmed result alone: no marker, exactly the budget delivered', () => {
    expect(report.calls[0]).toMatchObject({
      preTrimmed: true,
      truncated: false,
      marker: null,
      keptChars: 40_000,
      cutChars: 5_231,
      deliveredChars: 40_000,
    })
  })
  it('post-trims the other tool as seed 003 does', () => {
    expect(report.calls[1]).toMatchObject({
      preTrimmed: false,
      truncated: true,
      marker: '\n[truncated — 45231 chars total]',
    })
  })
  it('does nothing special without preTrims (the documented default)', () => {
    const plain = evaluateBatch(batch, 0, 80_000, toolCaps([]))
    expect(plain.calls.every((c) => c.truncated && !c.preTrimmed)).toBe(true)
  })
})

describe('effectiveResultBudget', () => {
  it('raises a small budget to Ethos today’s 2,000 floor', () => {
    expect(effectiveResultBudget({ resultBudgetChars: 1_000, resultBudgetFloorChars: 2_000 })).toBe(2_000)
  })
  it('keeps the documented budget when no floor is set', () => {
    expect(effectiveResultBudget({ resultBudgetChars: 1_000 })).toBe(1_000)
  })
  it('is what the batches split', () => {
    const s = defaultScenario()
    s.resultBudget = { ...s.resultBudget, resultBudgetChars: 300, resultBudgetFloorChars: 2_000 }
    expect(evaluateResultBudget(s).batches[0]?.perCallBudget).toBe(666)
  })
})
