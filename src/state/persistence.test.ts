import { describe, expect, it } from 'vitest'
import {
  boot,
  budgetOf,
  memoryStorage,
  memoryTextStore,
  savedRecord,
  storageWith,
  withBudget,
} from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { createSavedWork, SAVED_KEYS, TEXT_APART_CHARS } from './saved-work.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import type { TextStore } from './text-store.ts'

describe('loadInitialScenario', () => {
  it('opens the defaults with no link and nothing saved', async () => {
    const { store } = await boot()
    expect(store.getState().scenario).toEqual(defaultScenario())
    expect(store.getState().notices).toEqual([])
  })

  it('opens a share link', async () => {
    const { store } = await boot({ hash: encodeShareLink(withBudget(123)) })
    expect(budgetOf(store.getState().scenario)).toBe(123)
  })

  it('prefers the link over the saved copy, unless the link is the one this browser last wrote', async () => {
    const link = encodeShareLink(withBudget(1))
    const other = await storageWith(withBudget(2), 'other')
    expect(budgetOf((await boot({ ...other, hash: link })).store.getState().scenario)).toBe(1)
    const own = await storageWith(withBudget(2), link)
    expect(budgetOf((await boot({ ...own, hash: link })).store.getState().scenario)).toBe(2)
  })

  it('reads the copy version 1 of this app saved (the whole file under v1/scenario)', async () => {
    const storage = memoryStorage({
      [SAVED_KEYS.legacyScenario]: writeScenarioFile(withBudget(7)),
      [SAVED_KEYS.legacyHash]: '',
    })
    const { store, settle } = await boot({ storage })
    expect(budgetOf(store.getState().scenario)).toBe(7)
    store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    await settle()
    expect(storage.data.has(SAVED_KEYS.legacyScenario)).toBe(false)
    expect(JSON.parse(savedRecord(storage).file as string)).toEqual(withBudget(8))
  })

  it('opens the saved work on a damaged link, with a notice that keeps the link text', async () => {
    const { store, notice } = await boot({ ...(await storageWith(withBudget(7))), hash: '#s=2.AAAA' })
    expect(budgetOf(store.getState().scenario)).toBe(7)
    expect(notice('share-link')).toMatchObject({ level: 'error', keptText: '#s=2.AAAA' })
    expect(notice('share-link')?.message).toMatch(/Your saved work opened instead\.$/)
  })

  it('restores a 20 MB pasted output exactly, from the text store', async () => {
    const text = `${'0123456789abcdef\n'.repeat(1_250_000)}end`
    const big = setCallOutput(0, 1, { kind: 'text', text })(withBudget(5))
    const { storage, texts } = await storageWith(big)
    expect(storage.data.get(SAVED_KEYS.current)?.length).toBeLessThan(20_000)
    const { store } = await boot({ storage, texts })
    expect(store.getState().scenario).toEqual(big)
  })

  it('opens what it can when the text store lost a text, and names what is empty', async () => {
    const text = 'x'.repeat(TEXT_APART_CHARS)
    const { storage, texts } = await storageWith(setCallOutput(0, 1, { kind: 'text', text })(withBudget(5)))
    await texts.delete(await texts.ids())
    const { store, notice } = await boot({ storage, texts })
    expect(budgetOf(store.getState().scenario)).toBe(5)
    expect(store.getState().scenario.batches[0]?.calls[1]?.output).toEqual({ kind: 'text', text: '' })
    expect(notice('saved-missing')?.message).toMatch(/the output of call 2 in iteration 1 \(65,536 chars\)/)
  })
})

describe('an unreadable saved copy', () => {
  const cases: [string, string, RegExp][] = [
    ['invalid JSON in the record', '{oops', /not valid JSON/],
    [
      'a record from a newer app',
      JSON.stringify({ format: 2, file: 'anything' }),
      /newer version of this app \(record format 2\)/,
    ],
    [
      'a scenario of a newer version',
      JSON.stringify({
        format: 1,
        savedAt: 1,
        hash: '',
        title: '',
        chars: 0,
        texts: [],
        file: '{"version": 99}',
      }),
      /version/,
    ],
  ]
  for (const [what, raw, why] of cases) {
    it(`is set aside unchanged, said so and offered for download, never overwritten: ${what}`, async () => {
      const storage = memoryStorage({ [SAVED_KEYS.current]: raw })
      const texts = memoryTextStore()
      const { store, notice, settle, downloads } = await boot({ storage, texts })
      expect(store.getState().scenario).toEqual(defaultScenario())
      expect(notice('saved-set-aside')?.message).toMatch(why)
      expect(notice('saved-set-aside')?.message).toMatch(/kept aside, unchanged/)
      store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
      await settle()
      expect(savedRecord(storage).file).toBe(writeScenarioFile(withBudget(9)))
      const [copy] = createSavedWork({ storage, texts, now: Date.now }).readSetAside()
      expect(copy?.why).toMatch(why)
      notice('saved-set-aside')?.actions?.[0]?.run()
      await store.getState().keptActions?.download(copy?.id ?? '')
      expect(downloads.map((d) => d.text)).toEqual([raw, raw])
      expect(store.getState().kept.map((k) => k.kind)).toEqual(['set-aside'])
    })
  }

  it('is a version 1 copy that no longer reads: set aside from its v1 key', async () => {
    const storage = memoryStorage({ [SAVED_KEYS.legacyScenario]: '{"version": 1, "batches": "no"}' })
    const { notice } = await boot({ storage })
    expect(notice('saved-set-aside')?.message).toMatch(/invalid scenario/)
    expect(storage.data.has(SAVED_KEYS.legacyScenario)).toBe(false)
  })

  it('stays where it is, and nothing is saved over it, when it cannot be set aside', async () => {
    const storage = memoryStorage({ [SAVED_KEYS.current]: '{oops' }, 10)
    const failing: TextStore = { ...memoryTextStore(), set: async () => Promise.reject(new Error('no')) }
    const { store, notice, settle } = await boot({ storage, texts: failing })
    expect(notice('saved-set-aside')).toMatchObject({ level: 'error' })
    store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    await settle()
    expect(storage.data.get(SAVED_KEYS.current)).toBe('{oops')
  })
})

describe('work a link replaced', () => {
  const title = 'my tuned budget'

  it('is kept: opening a link and clicking a tab keeps the saved work, restorable after a reload', async () => {
    const { storage, texts } = await storageWith(withBudget(7, title))
    const link = encodeShareLink(withBudget(1))
    const page = await boot({ storage, texts, hash: link })
    expect(budgetOf(page.store.getState().scenario)).toBe(1)
    const offer = page.notice('restore-earlier')
    expect(offer?.where).toBe('Share link')
    expect(offer?.message).toMatch(/This link opened in place of your work “my tuned budget”/)
    expect(offer?.actions?.[0]?.label).toBe('Restore the work you had before opening this link')

    // The steps: one tab click writes the link's scenario as the saved work.
    page.store.getState().view((s) => ({ ...s, view: { ...s.view, tab: 'strategies' } }))
    await page.settle()
    expect(budgetOf(JSON.parse(savedRecord(storage).file as string))).toBe(1)

    const reload = await boot({ storage, texts, hash: page.location.hash })
    expect(budgetOf(reload.store.getState().scenario)).toBe(1)
    expect(reload.notice('restore-earlier')?.actions?.[0]?.label).toBe(
      'Restore the work you had before opening this link',
    )
    const [kept] = reload.store.getState().kept
    expect(kept).toMatchObject({ kind: 'earlier', title, what: 'replaced by a share link' })
    await reload.store.getState().keptActions?.restore(kept?.id ?? '')
    await reload.persistence.idle()
    expect(reload.store.getState().scenario).toEqual(withBudget(7, title))
    expect(reload.notice('restored')?.message).toMatch(/Restored “my tuned budget”/)
    // The link's work is kept in turn, and undo goes back to it too.
    expect(reload.store.getState().kept.map((k) => k.what)).toEqual([
      'replaced when earlier work was restored',
    ])
    await reload.settle()
    const after = await boot({ storage, texts, hash: reload.location.hash })
    expect(after.store.getState().scenario).toEqual(withBudget(7, title))
  })

  it('is offered until seen: dismissing the offer stops it after a reload, the work stays listed', async () => {
    const { storage, texts } = await storageWith(withBudget(7, title))
    const page = await boot({ storage, texts, hash: encodeShareLink(withBudget(1)) })
    const offer = page.notice('restore-earlier')
    page.store.getState().dismiss('restore-earlier')
    offer?.onDismiss?.()
    await page.persistence.idle()
    const reload = await boot({ storage, texts, hash: page.location.hash })
    expect(reload.notice('restore-earlier')).toBeUndefined()
    expect(reload.store.getState().kept.map((k) => [k.title, k.what])).toEqual([
      [title, 'replaced by a share link'],
    ])
  })

  it('is not kept twice when the same link is opened again, nor when it holds the same work', async () => {
    const { storage, texts } = await storageWith(withBudget(7, title))
    const link = encodeShareLink(withBudget(1))
    await boot({ storage, texts, hash: link })
    const again = await boot({ storage, texts, hash: link })
    expect(again.store.getState().kept).toHaveLength(1)
    const same = await storageWith(withBudget(3))
    const page = await boot({ ...same, hash: encodeShareLink(withBudget(3)) })
    expect(page.store.getState().kept).toEqual([])
  })
})

describe('a link opened in a page already open (the hash changed)', () => {
  it('replaces the scenario, keeps the work it replaced and offers it back; a damaged one changes nothing', async () => {
    const page = await boot({ ...(await storageWith(withBudget(7, 'mine'))) })
    await page.persistence.openLink(encodeShareLink(withBudget(1)))
    await page.persistence.idle()
    expect(budgetOf(page.store.getState().scenario)).toBe(1)
    expect(page.notice('restore-earlier')?.actions?.[0]?.label).toBe(
      'Restore the work you had before opening this link',
    )
    await page.persistence.openLink('#s=2.AAAA')
    expect(budgetOf(page.store.getState().scenario)).toBe(1)
    expect(page.notice('share-link')).toMatchObject({ keptText: '#s=2.AAAA' })
    expect(page.notice('share-link')?.message).toMatch(/Your scenario is unchanged\.$/)
  })
})

describe('work a file, an example or a reset replaced', () => {
  it('is kept and offered, each with its own words; the untouched defaults are not kept', async () => {
    const page = await boot()
    page.store.getState().load(withBudget(2, 'from a file'), { kind: 'file', name: 'File a.json' })
    await page.persistence.idle()
    expect(page.store.getState().kept).toEqual([]) // it replaced the defaults
    page.store.getState().load(withBudget(3), { kind: 'example', name: 'Example b.json' })
    await page.persistence.idle()
    expect(page.notice('restore-earlier')).toMatchObject({
      where: 'Example b.json',
      actions: [{ label: 'Restore the work you had before opening this example' }],
    })
    page.store.getState().load(defaultScenario(), { kind: 'reset' })
    await page.persistence.idle()
    expect(page.notice('restore-earlier')?.actions?.[0]?.label).toBe(
      'Restore the work you had before resetting',
    )
    expect(page.store.getState().kept.map((k) => k.what)).toEqual([
      'replaced by a reset to the defaults',
      'replaced by Example b.json',
    ])
    await page.store.getState().keptActions?.download(page.store.getState().kept[1]?.id ?? '')
    expect(page.downloads[0]?.text).toBe(writeScenarioFile(withBudget(2, 'from a file')))
  })
})
