import { describe, expect, it, vi } from 'vitest'
import {
  boot,
  budgetOf,
  fakeLinkWorker,
  savedRecord,
  storageWith,
  tabsOver,
  withBudget,
} from '../../test/support/persistence-test-kit.ts'
import { createSavedWork, SAVED_KEYS } from './saved-work.ts'
import { setResultBudget } from './scenario-edits.ts'

/** The budgets of the work kept in Earlier work, newest first. */
const earlierBudgets = (storage: ReturnType<typeof tabsOver>['storage']) =>
  createSavedWork({ storage, texts: null, now: Date.now })
    .readEarlier()
    .map(
      (e) =>
        (JSON.parse(e.record.file as string) as ReturnType<typeof withBudget>).resultBudget.resultBudgetChars,
    )

const currentBudget = (storage: ReturnType<typeof tabsOver>['storage']) =>
  (JSON.parse(savedRecord(storage).file as string) as ReturnType<typeof withBudget>).resultBudget
    .resultBudgetChars

/** Two tabs of the app open on the same saved work (budget 7). */
async function twoTabs() {
  const { storage, texts } = await storageWith(withBudget(7))
  const tabs = tabsOver(storage)
  const a = await boot({ ...tabs.tab('a'), texts })
  const b = await boot({ ...tabs.tab('b'), texts })
  return { a, b, storage, texts, tabs }
}

describe('two tabs of the app on one saved copy', () => {
  it('write which tab saved the current copy', async () => {
    const { a, storage } = await twoTabs()
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    expect(savedRecord(storage).tab).toBe('a')
  })

  it('never lose a tab’s work: the tab saved over keeps it in Earlier work and is told, with Reload and Keep mine', async () => {
    const { a, b, storage } = await twoTabs()
    // B's edit is not saved yet when A saves its own.
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    await b.settle()
    expect(currentBudget(storage)).toBe(8)
    expect(earlierBudgets(storage)).toEqual([9])
    expect(b.notice('other-tab')?.message).toMatch(/^This scenario was changed in another tab/)
    expect(b.notice('other-tab')?.actions?.map((x) => x.label)).toEqual([
      'Reload (open the other tab’s work)',
      'Keep mine',
    ])
    expect(b.store.getState().saveStatus.kind).toBe('failed')
    expect(a.notice('other-tab')).toBeUndefined()
  })

  it('put the held tab’s later edits in its Earlier entry, never over the other tab’s copy', async () => {
    const { a, b, storage } = await twoTabs()
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    await b.settle()
    // B had not edited: its work (7) is still kept, once, and B is told.
    expect(earlierBudgets(storage)).toEqual([7])
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 10 }))
    await b.settle()
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 11 }))
    b.persistence.flush()
    expect(currentBudget(storage)).toBe(8)
    expect(earlierBudgets(storage)).toEqual([11])
  })

  it('Keep mine keeps the other tab’s copy in Earlier work, saves this one, and the other tab is told in turn', async () => {
    const { a, b, storage } = await twoTabs()
    // B's edit is not saved yet when A saves its own.
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    await b.settle()
    b.notice('other-tab')
      ?.actions?.find((x) => x.label === 'Keep mine')
      ?.run()
    await b.settle()
    await a.settle()
    expect(currentBudget(storage)).toBe(9)
    expect(savedRecord(storage).tab).toBe('b')
    expect(earlierBudgets(storage)).toEqual([8]) // A's work, kept once (B's own entry went: it is the copy now)
    expect(b.notice('other-tab')).toBeUndefined()
    expect(b.store.getState().saveStatus.kind).toBe('saved')
    expect(a.notice('other-tab')?.message).toMatch(/changed in another tab/)
    // B saves again as usual.
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 12 }))
    await b.settle()
    expect(currentBudget(storage)).toBe(12)
  })

  it('Reload opens the other tab’s work, and this tab’s is restorable from Earlier work', async () => {
    const { a, b, storage, texts, tabs } = await twoTabs()
    // B's edit is not saved yet when A saves its own.
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    await b.settle()
    b.notice('other-tab')?.actions?.[0]?.run()
    await b.settle()
    expect(b.reloads).toBe(1)
    const again = await boot({ ...tabs.tab('b2'), texts })
    expect(budgetOf(again.store.getState().scenario)).toBe(8)
    const [kept] = again.store.getState().kept
    expect(kept?.what).toBe('saved over by another tab')
    await again.store.getState().keptActions?.restore(kept?.id ?? '')
    expect(budgetOf(again.store.getState().scenario)).toBe(9)
    expect(storage.data.has(SAVED_KEYS.current)).toBe(true)
  })

  it('never let a link made after the other tab’s save claim the current copy over it', async () => {
    const { storage, texts } = await storageWith(withBudget(7))
    const tabs = tabsOver(storage)
    const worker = fakeLinkWorker()
    const a = await boot({ ...tabs.tab('a'), texts, encodeLink: worker.encodeLink })
    const b = await boot({ ...tabs.tab('b'), texts })
    // Both tabs make the same edit (nothing to tell), then B goes on while A's link is still being made.
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    void a.settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1)) // A saved; its link is being made
    await b.settle()
    expect(a.notice('other-tab')).toBeUndefined()
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    await b.settle()
    worker.asked[0]?.answer()
    await vi.waitFor(() => expect(a.location.hash).toMatch(/^#s=2\./))
    await a.persistence.idle()
    expect(currentBudget(storage)).toBe(9)
    expect(earlierBudgets(storage)).toEqual([8])
    expect(a.notice('other-tab')).toBeDefined()
  })

  it('keep this tab’s work in Earlier work when the page goes before another tab’s save was compared', async () => {
    const { a, b, storage } = await twoTabs()
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await a.settle()
    b.persistence.flush() // B's page goes at once: its comparison is still queued
    expect(currentBudget(storage)).toBe(8)
    expect(earlierBudgets(storage)).toEqual([9])
  })

  it('say nothing when the other tab saved the same work', async () => {
    const { a, b, storage } = await twoTabs()
    a.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    b.store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await b.settle()
    await a.settle()
    await b.settle()
    expect(a.notice('other-tab')).toBeUndefined()
    expect(b.notice('other-tab')).toBeUndefined()
    expect(earlierBudgets(storage)).toEqual([])
  })
})
