import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { evaluate } from '../engine/entry/evaluate.ts'
import type { Scenario } from '../engine/scenario.ts'
import { createAppStore } from './store.ts'
import { selectTokenizers } from './tokenizers.ts'

const measuring = (measure: 'chars' | 'o200k_base'): Scenario => {
  const s = defaultScenario()
  return { ...s, strategies: { ...s.strategies, measure } }
}

describe('selectTokenizers (issue 12, defect 11)', () => {
  it('a newly chosen exact measure is loading until a report computed with its tokenizer arrives', () => {
    const store = createAppStore({ initialScenario: measuring('chars') })
    store
      .getState()
      .applyEngineResult({ ok: true, report: evaluate(measuring('chars')), scenario: measuring('chars') })
    expect(selectTokenizers(store.getState())).toEqual({ loading: [], failed: [] })
    const next = measuring('o200k_base')
    store.getState().edit(() => next)
    expect(selectTokenizers(store.getState()).loading).toEqual(['o200k_base'])
    // The worker answered without it (a failure): no longer loading, failed with why.
    store.getState().applyEngineResult({
      ok: true,
      report: evaluate(next, {}, { o200k_base: 'network error' }),
      scenario: next,
    })
    expect(selectTokenizers(store.getState())).toEqual({
      loading: [],
      failed: [{ encoding: 'o200k_base', why: 'network error' }],
    })
  })
  it('the report names the tokenizers it was computed with in its own field', () => {
    expect(evaluate(measuring('o200k_base')).tokenizers).toEqual({ loaded: [], failed: {} })
    expect('loadErrors' in evaluate(measuring('o200k_base')).strategies).toBe(false)
  })
})
