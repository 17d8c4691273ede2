import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { setResultBudget, setTitle } from './scenario-edits.ts'
import { createAppStore, selectIsStale } from './store.ts'

function storeWithClock() {
  let t = 0
  const store = createAppStore({ now: () => t })
  return { store, tick: (ms: number) => (t += ms) }
}
const budget = (store: ReturnType<typeof createAppStore>) =>
  store.getState().scenario.resultBudget.resultBudgetChars

describe('createAppStore', () => {
  it('undoes and redoes edits', () => {
    const { store } = storeWithClock()
    store.getState().edit(setResultBudget({ resultBudgetChars: 1 }))
    store.getState().edit(setResultBudget({ resultBudgetChars: 2 }))
    store.getState().undo()
    expect(budget(store)).toBe(1)
    store.getState().undo()
    expect(budget(store)).toBe(80_000)
    store.getState().redo()
    expect(budget(store)).toBe(1)
  })

  it('merges edits with the same key within a second into one undo step (typing)', () => {
    const { store, tick } = storeWithClock()
    for (const v of [8, 80, 800]) {
      store.getState().edit(setResultBudget({ resultBudgetChars: v }), 'budget')
      tick(200)
    }
    tick(2_000)
    store.getState().edit(setResultBudget({ resultBudgetChars: 9 }), 'budget')
    store.getState().undo()
    expect(budget(store)).toBe(800)
    store.getState().undo()
    expect(budget(store)).toBe(80_000)
  })

  it('does not merge edits of different fields', () => {
    const { store } = storeWithClock()
    store.getState().edit(setResultBudget({ resultBudgetChars: 5 }), 'budget')
    store.getState().edit(setTitle('x'), 'title')
    store.getState().undo()
    expect(store.getState().scenario.title).toBe(defaultScenario().title)
    expect(budget(store)).toBe(5)
  })

  it('clears the redo stack on a new edit', () => {
    const { store } = storeWithClock()
    store.getState().edit(setTitle('a'))
    store.getState().undo()
    store.getState().edit(setTitle('b'))
    store.getState().redo()
    expect(store.getState().scenario.title).toBe('b')
  })

  it('marks the report stale while a field holds invalid text, and keeps the last report', () => {
    const { store } = storeWithClock()
    store.getState().setFieldError('resultBudgetChars', 'resultBudgetChars cannot be negative')
    expect(selectIsStale(store.getState())).toBe(true)
    store.getState().setFieldError('resultBudgetChars', null)
    expect(selectIsStale(store.getState())).toBe(false)
  })

  it('keeps the last good report when the engine fails', () => {
    const { store } = storeWithClock()
    const scenario = store.getState().scenario
    store.getState().applyEngineResult({ ok: true, report: { marker: 1 } as never, scenario })
    store.getState().applyEngineResult({ ok: false, message: 'boom', scenario })
    expect(store.getState().report).toEqual({ marker: 1 })
    expect(selectIsStale(store.getState())).toBe(true)
  })

  it('reports a file that does not open and leaves the scenario unchanged', async () => {
    const store = createAppStore({ open: async () => ({ kind: 'error', message: 'not valid JSON: x' }) })
    const before = store.getState().scenario
    expect(await store.getState().openText('File a.json', '{')).toBe(false)
    expect(store.getState().scenario).toBe(before)
    expect(store.getState().notices[0]).toMatchObject({ where: 'File a.json', level: 'error' })
  })
})
