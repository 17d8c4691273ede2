import { describe, expect, it } from 'vitest'
import {
  boot,
  budgetOf,
  memoryStorage,
  memoryTextStore,
  storageWith,
  withBudget,
} from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { createSavedWork, SAVED_KEYS, TEXT_APART_CHARS } from './saved-work.ts'
import { setCallOutput } from './scenario-edits.ts'

const used = (data: Map<string, string>) => [...data.values()].reduce((n, v) => n + v.length, 0)

describe('a save that failed because localStorage is full', () => {
  it('is said again after the reload, naming what opened, though even its note did not fit in localStorage', async () => {
    const { storage: first, texts } = await storageWith(withBudget(7))
    // Full to the brim: the saved copy and 20 chars more.
    const storage = memoryStorage(Object.fromEntries(first.data), used(first.data) + 20)
    const page = await boot({ storage, texts })
    page.store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: 'z'.repeat(40_000) }))
    await page.settle()
    expect(page.notice('save-failed')?.message).toMatch(/^Not saved in this browser: this browser’s storage/)
    expect(storage.data.has(SAVED_KEYS.saveFailed)).toBe(false) // the note did not fit either

    const bookmark = await boot({ storage, texts })
    expect(budgetOf(bookmark.store.getState().scenario)).toBe(7)
    expect(bookmark.notice('save-failed-before')?.message).toMatch(
      /were not saved in this browser \(this browser’s storage for this site is full\)\. What opened is your work as last saved \(/,
    )
    // At the link the failed page left in the address bar, the link opens; keeping the saved work it replaces
    // fails too (storage is still full), and that is said beside the first notice, not in its place.
    const atLink = await boot({ storage, texts, hash: page.location.hash })
    expect(atLink.notice('save-failed-before')?.message).toMatch(
      /The address holds a link with all of that work, which opened\./,
    )
    expect(atLink.notice('save-failed')?.message).toMatch(/^Not saved in this browser/)
  })
})

describe('a long text of another length than its record says', () => {
  it('opens as found and is named in a notice', async () => {
    const text = 'x'.repeat(200_000)
    const { storage, texts } = await storageWith(setCallOutput(0, 1, { kind: 'text', text })(withBudget(5)))
    const [id] = await texts.ids()
    await texts.set(id ?? '', text.slice(0, 1_000))
    const { store, notice } = await boot({ storage, texts })
    expect(budgetOf(store.getState().scenario)).toBe(5)
    expect(store.getState().scenario.batches[0]?.calls[1]?.output).toEqual({
      kind: 'text',
      text: 'x'.repeat(1_000),
    })
    expect(notice('saved-cut')?.message).toMatch(
      /returned text of another length than was saved: the output of call 2 in iteration 1 holds 1,000 of its 200,000 chars\. It opened with the text as found/,
    )
    expect(notice('saved-missing')).toBeUndefined()
  })

  it('leaves a text of the saved length unnamed', async () => {
    const { storage, texts } = await storageWith(
      setCallOutput(0, 1, { kind: 'text', text: 'y'.repeat(TEXT_APART_CHARS) })(withBudget(5)),
    )
    expect((await boot({ storage, texts })).notice('saved-cut')).toBeUndefined()
  })
})

describe('work saved by version 1 of this app', () => {
  it('is listed in Earlier work by its own title, with no made-up pasted length', async () => {
    const storage = memoryStorage({
      [SAVED_KEYS.legacyScenario]: writeScenarioFile(withBudget(7, 'Old study')),
      [SAVED_KEYS.legacyHash]: '',
    })
    const { store, settle } = await boot({ storage, hash: encodeShareLink(withBudget(3)) })
    await settle()
    expect(store.getState().kept.map((k) => [k.title, k.chars])).toEqual([['Old study', 0]])
  })

  it('already kept untitled in Earlier work is listed by the title inside its file', async () => {
    const storage = memoryStorage()
    const texts = memoryTextStore()
    const saved = createSavedWork({ storage, texts, now: () => 1 })
    // As version 1's record was read before: no title, no time, its file's length as "pasted" chars.
    const prepared = await saved.prepare(withBudget(7, 'Kept study'), '')
    const record = { ...prepared, title: '', savedAt: 0, chars: (prepared.file as string).length }
    saved.pushEarlier(record, { kind: 'link' }, 1)
    const { store } = await boot({ storage, texts })
    expect(store.getState().kept.map((k) => [k.title, k.chars])).toEqual([['Kept study', 0]])
  })
})

describe('an A/B link opened over changed work', () => {
  it('names the work it replaced by what it is (not the default’s title), counts no paste, and Restore clears the pin', async () => {
    const { storage, texts } = await storageWith(withBudget(50_000))
    const { store, notice, settle } = await boot({
      storage,
      texts,
      hash: encodeShareLink(withBudget(20_000), withBudget(10_000)),
    })
    await settle()
    expect(store.getState().pinned).not.toBeNull()
    expect(notice('restore-earlier')?.message).toMatch(
      /^This link opened in place of your work “Edited default scenario \(budget 50,000 chars\)”/,
    )
    expect(store.getState().kept.map((k) => [k.title, k.chars])).toEqual([
      ['Edited default scenario (budget 50,000 chars)', 0],
    ])
    await store.getState().keptActions?.restore(store.getState().kept[0]?.id ?? '')
    expect(budgetOf(store.getState().scenario)).toBe(50_000)
    expect(store.getState().pinned).toBeNull()
  })

  it('brings a pinned A back on Restore when the work replaced had one (a link opened on a page already open)', async () => {
    const { store, persistence, settle } = await boot({
      hash: encodeShareLink(withBudget(20_000), withBudget(10_000)),
    })
    await persistence.openLink(encodeShareLink(withBudget(3)))
    await settle()
    expect(store.getState().pinned).toBeNull()
    await store.getState().keptActions?.restore(store.getState().kept[0]?.id ?? '')
    expect(budgetOf(store.getState().scenario)).toBe(20_000)
    expect(store.getState().pinned).toEqual(withBudget(10_000))
  })

  it('a pin survives a reload of the saved copy with no link', async () => {
    const { store, storage, texts, settle } = await boot()
    store.getState().pin()
    await settle()
    expect((await boot({ storage, texts })).store.getState().pinned).toEqual(defaultScenario())
  })
})
