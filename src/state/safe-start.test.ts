import { describe, expect, it } from 'vitest'
import {
  boot,
  budgetOf,
  memoryStorage,
  savedRecord,
  storageWith,
  withBudget,
} from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { chooseStart, noteDrawing, STALE_MS } from './safe-start.ts'
import { SAVED_KEYS } from './saved-work.ts'
import { setResultBudget } from './scenario-edits.ts'

describe('chooseStart', () => {
  it('starts normally with no note, and in safe mode with ?safe whatever the notes say', () => {
    const storage = memoryStorage()
    expect(chooseStart({ search: '', storage, tab: 'a', now: 0 })).toEqual({ kind: 'normal' })
    noteDrawing(storage, 'a', 0)
    expect(chooseStart({ search: '?safe', storage, tab: 'a', now: 0 })).toEqual({ kind: 'safe' })
    expect(chooseStart({ search: '?x=1&safe=1', storage, tab: 'b', now: 0 })).toEqual({ kind: 'safe' })
  })

  it('recovers when this tab’s own note was never cleared (the load crashed or hung)', () => {
    const storage = memoryStorage()
    noteDrawing(storage, 'a', 1_000)
    expect(chooseStart({ search: '', storage, tab: 'a', now: 2_000 })).toEqual({ kind: 'recover', at: 1_000 })
  })

  it('leaves another tab’s fresh note alone (it may still be drawing), and acts on a stale one', () => {
    const storage = memoryStorage()
    noteDrawing(storage, 'a', 1_000)
    expect(chooseStart({ search: '', storage, tab: 'b', now: 1_000 + STALE_MS })).toEqual({ kind: 'normal' })
    expect(chooseStart({ search: '', storage, tab: 'b', now: 2_000 + STALE_MS }).kind).toBe('recover')
  })

  it('drops every note once a load has recovered from them (a crashed tab left open does not recover again)', () => {
    const storage = memoryStorage()
    noteDrawing(storage, 'crashed', 0)
    const done = noteDrawing(storage, 'b', 1, true)
    done()
    expect(chooseStart({ search: '', storage, tab: 'c', now: 10 * STALE_MS })).toEqual({ kind: 'normal' })
  })

  it('clears only its own note once drawn, and an unreadable note is no crash', () => {
    const storage = memoryStorage()
    const doneA = noteDrawing(storage, 'a', 0)
    noteDrawing(storage, 'b', 0)
    doneA()
    expect(chooseStart({ search: '', storage, tab: 'a', now: 1 })).toEqual({ kind: 'normal' })
    expect(chooseStart({ search: '', storage, tab: 'b', now: 1 }).kind).toBe('recover')
    storage.setItem(SAVED_KEYS.drawing, '{oops')
    expect(chooseStart({ search: '', storage, tab: 'b', now: 1 })).toEqual({ kind: 'normal' })
  })
})

describe('a safe start (the last load did not finish drawing)', () => {
  it('opens the defaults, keeps the saved scenario in Earlier work, says so, and Try it again restores it', async () => {
    const { storage, texts } = await storageWith(withBudget(7, 'My budget study'))
    const { store, notice, settle } = await boot({ storage, texts, start: { kind: 'recover', at: 1 } })
    expect(store.getState().scenario).toEqual(defaultScenario())
    await settle()
    expect(notice('safe-start')?.message).toBe(
      'The saved scenario did not finish drawing last time; opened the defaults. Your work is kept in Earlier work.',
    )
    expect(store.getState().kept.map((k) => [k.title, k.what])).toEqual([
      ['My budget study', 'set aside by a safe start (it did not finish drawing)'],
    ])
    // The defaults are the saved copy now: the next load does not draw the scenario again.
    expect(savedRecord(storage).file).toBe(writeScenarioFile(defaultScenario()))
    const retry = notice('safe-start')?.actions?.find((a) => a.label === 'Try it again')
    retry?.run()
    await settle()
    expect(budgetOf(store.getState().scenario)).toBe(7)
    expect(notice('safe-start')).toBeUndefined()
    expect(budgetOf(JSON.parse(savedRecord(storage).file as string))).toBe(7)
  })

  it('opens the defaults over a share link too, keeping the link to try again', async () => {
    const link = encodeShareLink(withBudget(3))
    const { store, notice, settle, location } = await boot({ hash: link, start: { kind: 'recover', at: 1 } })
    await settle()
    expect(store.getState().scenario).toEqual(defaultScenario())
    expect(notice('safe-start')).toMatchObject({ keptText: link })
    expect(location.hash).toBe('') // a reload opens the defaults, not the link again
    notice('safe-start')
      ?.actions?.find((a) => a.label === 'Try the link again')
      ?.run()
    await settle()
    expect(budgetOf(store.getState().scenario)).toBe(3)
  })
})

describe('?safe', () => {
  it('opens the defaults, writes nothing over the saved copy, says it is in safe mode with a way out', async () => {
    const { storage, texts } = await storageWith(withBudget(7))
    const before = new Map(storage.data)
    const page = await boot({ storage, texts, start: { kind: 'safe' } })
    expect(page.store.getState().scenario).toEqual(defaultScenario())
    page.store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    await page.settle()
    page.persistence.flush()
    await page.settle()
    expect(storage.data).toEqual(before)
    expect(page.location.hash).toMatch(/^#s=2\./) // the edits live in the address bar's link
    expect(page.notice('safe-mode')?.message).toMatch(
      /^The default scenario opened, and this page writes nothing/,
    )
    expect(page.store.getState().saveStatus.kind).toBe('failed')
    page
      .notice('safe-mode')
      ?.actions?.find((a) => a.label === 'Leave safe mode')
      ?.run()
    expect(page.leftSafeMode).toBe(1)
    // Without ?safe the saved work opens, untouched.
    expect(budgetOf((await boot({ storage, texts })).store.getState().scenario)).toBe(7)
  })
})
