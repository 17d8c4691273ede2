import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { openScenario } from '../engine/open-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { HASH_KEPT_WHOLE_CHARS, keptHash } from './kept-hash.ts'
import { loadInitialScenario, type PersistenceEnv, shareLinkFor, startPersistence } from './persistence.ts'
import {
  createSavedWork,
  SAVED_KEYS,
  SAVED_TEXTS_MAX,
  type SavedRecord,
  TEXT_APART_CHARS,
} from './saved-work.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import { createAppStore } from './store.ts'
import { memoryTextStore, type TextStore } from './text-store.ts'

const open = async (r: Parameters<typeof openScenario>[0]) => openScenario(r)
const withBudget = (b: number, title = defaultScenario().title): Scenario => ({
  ...defaultScenario(),
  title,
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})
const budgetOf = (s: Scenario) => s.resultBudget.resultBudgetChars

/** localStorage as the page sees it: strings by key, a quota in chars, removeItem. */
function memoryStorage(initial: Record<string, string> = {}, quota = Number.POSITIVE_INFINITY) {
  const data = new Map(Object.entries(initial))
  const used = () => [...data.values()].reduce((n, v) => n + v.length, 0)
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (used() - (data.get(k)?.length ?? 0) + v.length > quota)
        throw new DOMException('quota', 'QuotaExceededError')
      data.set(k, v)
    },
    removeItem: (k: string) => {
      data.delete(k)
    },
  }
}

function manualTimers() {
  let pending: (() => void) | null = null
  return {
    setTimeout: (f: () => void) => {
      pending = f
      return 1
    },
    clearTimeout: () => {
      pending = null
    },
    fire: () => {
      const f = pending
      pending = null
      f?.()
    },
  }
}

type Storage = ReturnType<typeof memoryStorage>

/**
 * One page load, wired as main.tsx wires it: reads the saved work and the hash, makes the store, starts
 * persistence. The same storage and text store passed to a second call is a reload.
 */
async function boot({
  storage = memoryStorage(),
  texts = memoryTextStore() as TextStore,
  hash = '',
  encodeLink,
}: {
  storage?: Storage
  texts?: TextStore | null
  hash?: string
  encodeLink?: PersistenceEnv['encodeLink']
} = {}) {
  const timers = manualTimers()
  const location = { hash }
  const hashes: string[] = []
  const downloads: { name: string; text: string }[] = []
  let t = Date.UTC(2026, 0, 1)
  const now = () => (t += 1_000)
  const env: PersistenceEnv = {
    location,
    saved: createSavedWork({ storage, texts, now }),
    open,
    encodeLink,
    replaceHash: (h) => {
      hashes.push(h)
      location.hash = h
    },
    download: (name, text) => downloads.push({ name, text }),
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    now,
  }
  const { scenario, pinned, notices, opening } = await loadInitialScenario(env)
  const store = createAppStore({ initialScenario: scenario, initialPinned: pinned, open })
  for (const n of notices) store.getState().notify(n)
  const persistence = startPersistence(store, env, opening)
  await persistence.idle()
  /** Lets the debounce fire and every storage task finish. */
  const settle = async () => {
    timers.fire()
    await persistence.idle()
  }
  const notice = (id: string) => store.getState().notices.find((n) => n.id === id)
  return { store, persistence, storage, texts, hashes, downloads, location, settle, notice }
}

const savedRecord = (storage: Storage): SavedRecord =>
  JSON.parse(storage.data.get(SAVED_KEYS.current) ?? 'null') as SavedRecord

/** Storage holding `scenario` as this browser's current saved work, written at `hash`. */
async function storageWith(scenario: Scenario, hash = '') {
  const storage = memoryStorage()
  const texts = memoryTextStore()
  const saved = createSavedWork({ storage, texts, now: () => Date.UTC(2026, 0, 1) })
  saved.writeCurrent(await saved.prepare(scenario, hash))
  return { storage, texts }
}

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

describe('startPersistence', () => {
  it('writes the hash and the saved copy once edits settle, and not before the first edit', async () => {
    const { store, storage, hashes, settle } = await boot()
    await settle()
    expect(hashes).toEqual([])
    store.getState().edit(setResultBudget({ resultBudgetChars: 1 }))
    store.getState().edit(setResultBudget({ resultBudgetChars: 2 }))
    await settle()
    expect(hashes).toEqual([encodeShareLink(withBudget(2))])
    expect(savedRecord(storage)).toMatchObject({ file: writeScenarioFile(withBudget(2)), hash: hashes[0] })
    expect(store.getState().saveStatus.kind).toBe('saved')
  })

  it('writes a pending edit at once when flushed (the page is closing)', async () => {
    const { store, storage, persistence } = await boot()
    store.getState().edit(setResultBudget({ resultBudgetChars: 3 }))
    persistence.flush()
    expect(savedRecord(storage).file).toBe(writeScenarioFile(withBudget(3)))
  })

  it('puts a pending edit in the address bar too when flushed, so the address opens what was saved', async () => {
    const { store, storage, persistence, location } = await boot()
    store.getState().edit(setResultBudget({ resultBudgetChars: 4 }))
    persistence.flush()
    expect(location.hash).toBe(encodeShareLink(withBudget(4)))
    expect(savedRecord(storage).hash).toBe(location.hash)
  })

  it('keeps a long link as its fingerprint: the saved copy stays small, and a reload at the link opens it', async () => {
    const { store, storage, texts, location, settle } = await boot()
    // Varied text, so its link stays long (a repeated char compresses to nothing).
    const text = Array.from({ length: 30_000 }, (_, i) => ((i * 7_919) % 100_003).toString(36)).join(' ')
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text }))
    await settle()
    expect(location.hash.length).toBeGreaterThan(HASH_KEPT_WHOLE_CHARS)
    expect(savedRecord(storage).hash).toBe(keptHash(location.hash))
    expect(storage.data.get(SAVED_KEYS.current)?.length).toBeLessThan(20_000)
    const reload = await boot({ storage, texts, hash: location.hash })
    expect(reload.store.getState().scenario).toEqual(store.getState().scenario)
    // The saved copy opened (not the link): its save time is shown.
    expect(reload.store.getState().saveStatus).toMatchObject({ kind: 'saved' })
  })

  it('keeps long texts in the text store, written once however many edits follow', async () => {
    const storage = memoryStorage()
    const inner = memoryTextStore()
    const writes: number[] = []
    const texts: TextStore = {
      ...inner,
      set: async (id, t) => {
        writes.push(t.length)
        await inner.set(id, t)
      },
    }
    const { store, settle } = await boot({ storage, texts })
    const text = 'y'.repeat(3_000_000)
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text }))
    await settle()
    for (const b of [1, 2, 3]) {
      store.getState().edit(setResultBudget({ resultBudgetChars: b }))
      await settle()
    }
    expect(writes).toEqual([3_000_000])
    expect(storage.data.get(SAVED_KEYS.current)?.length).toBeLessThan(20_000)
  })

  it('has every link encoded by the encoder it is given (a worker): a big paste’s as the compact scenario', async () => {
    const asked: Scenario[] = []
    const { store, hashes, settle } = await boot({
      encodeLink: async (s) => {
        asked.push(s)
        return encodeShareLink(s)
      },
    })
    store.getState().edit(setResultBudget({ resultBudgetChars: 4 }))
    await settle()
    const big = setCallOutput(0, 0, { kind: 'text', text: 'q'.repeat(1_500_000) })
    store.getState().edit(big)
    await settle()
    expect(asked.map((s) => s.batches[0]?.calls[0]?.output)).toEqual([
      withBudget(4).batches[0]?.calls[0]?.output,
      { kind: 'sample', chars: 1_500_000 },
    ])
    expect(hashes).toEqual([encodeShareLink(withBudget(4)), shareLinkFor(big(withBudget(4))).hash])
  })

  it('encodes a link itself when the worker fails, and saves before the link is made', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const { store, storage, hashes, settle } = await boot({
      encodeLink: async () => {
        await gate
        throw new Error('worker gone')
      },
    })
    store.getState().edit(setResultBudget({ resultBudgetChars: 6 }))
    const settled = settle()
    await new Promise((r) => setTimeout(r, 0))
    // Saved already, claiming the link the address bar holds (none): a reload now opens this copy.
    expect(savedRecord(storage)).toMatchObject({ hash: '' })
    expect(budgetOf(JSON.parse(savedRecord(storage).file as string))).toBe(6)
    release()
    await settled
    expect(hashes).toEqual([encodeShareLink(withBudget(6))])
    expect(savedRecord(storage).hash).toBe(hashes[0])
  })

  it('a flush while the worker still makes the link puts a small scenario’s link in the address bar at once', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const { store, storage, hashes, settle, persistence } = await boot({
      encodeLink: async (s) => {
        await gate
        return encodeShareLink(s)
      },
    })
    store.getState().edit(setResultBudget({ resultBudgetChars: 7 }))
    const settled = settle()
    await new Promise((r) => setTimeout(r, 0))
    expect(hashes).toEqual([])
    persistence.flush() // the page is going
    expect(hashes).toEqual([encodeShareLink(withBudget(7))])
    expect(savedRecord(storage).hash).toBe(hashes[0])
    release()
    await settled
    expect(hashes.every((h) => h === encodeShareLink(withBudget(7)))).toBe(true)
  })

  it('puts a compact scenario in the URL when pasted text is large, keeping every length', async () => {
    const big = setCallOutput(0, 0, { kind: 'text', text: 'y'.repeat(1_500_000) })(defaultScenario())
    const { hash, compact } = shareLinkFor(big)
    expect(compact).toBe(true)
    expect(hash?.length).toBeLessThan(200)
    const decoded = await open({ kind: 'link', hash: hash ?? '' })
    expect(decoded.kind === 'ok' && decoded.scenario.batches[0]?.calls[0]?.output).toEqual({
      kind: 'sample',
      chars: 1_500_000,
    })
  })

  it('gives no link when a long trace or log is pasted (its content matters), clears the old one and says why', async () => {
    const { store, hashes, settle, notice } = await boot()
    const trace = 'web_search ok\n'.repeat(80_000) // 1,120,000 chars
    store.getState().edit((s) => ({ ...s, plans: { ...s.plans, trace: { ...s.plans.trace, text: trace } } }))
    await settle()
    expect(hashes).toEqual([''])
    expect(notice('link-too-long')?.message).toMatch(
      /\(Sentinel trace 1,120,000 chars\) hold more than the 1,000,000 chars a link carries/,
    )
    store.getState().edit((s) => ({ ...s, plans: { ...s.plans, trace: { ...s.plans.trace, text: 'x' } } }))
    await settle()
    expect(hashes[1]).toMatch(/^#s=2\./)
    expect(notice('link-too-long')).toBeUndefined()
  })

  it('says at once that a save failed, says it again after a reload, and stops saying it once a save works', async () => {
    const storage = memoryStorage({}, 30_000)
    const { store, settle, notice, location } = await boot({ storage, texts: null })
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: 'z'.repeat(40_000) }))
    await settle()
    expect(notice('save-failed')?.message).toMatch(
      /Not saved in this browser: this browser’s storage for this site is full\. A reload would not bring back your last edits \(40,917 chars of pasted text\)/,
    )
    expect(store.getState().saveStatus).toMatchObject({ kind: 'failed' })

    const reload = await boot({ storage, texts: null, hash: location.hash })
    expect(reload.notice('save-failed')?.message).toMatch(
      /were not saved in this browser \(this browser’s storage for this site is full\)/,
    )
    expect(reload.notice('save-failed')?.message).toMatch(
      /The address holds a link with all of that work, which opened\./,
    )
    expect(reload.store.getState().scenario.batches[0]?.calls[0]?.output).toEqual({
      kind: 'text',
      text: 'z'.repeat(40_000),
    })
    reload.store.getState().edit(setResultBudget({ resultBudgetChars: 5 }))
    await reload.settle()
    expect(reload.notice('save-failed')?.level).toBe('error') // the 40,000 chars still do not fit
    reload.store.getState().edit(setCallOutput(0, 0, { kind: 'sample', chars: 6_000 }))
    await reload.settle()
    expect(reload.notice('save-failed')).toBeUndefined()
    expect(
      (await boot({ storage, texts: null, hash: reload.location.hash })).notice('save-failed'),
    ).toBeUndefined()
  })

  it('says so when the text store refuses a long text, and keeps the last good copy', async () => {
    const { storage, texts } = await storageWith(withBudget(7))
    const refusing: TextStore = {
      ...texts,
      set: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    }
    const { store, settle, notice } = await boot({ storage, texts: refusing })
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: 'w'.repeat(TEXT_APART_CHARS) }))
    await settle()
    expect(notice('save-failed')?.message).toMatch(/storage for this site is full/)
    expect(budgetOf(JSON.parse(savedRecord(storage).file as string))).toBe(7)
  })
})

describe('A/B links', () => {
  it('open to B, with A pinned beside it, and survive a reload', async () => {
    const a = withBudget(80_000)
    const b = withBudget(20_000)
    const first = await boot({ hash: encodeShareLink(b, a) })
    expect(first.store.getState().scenario).toEqual(b)
    expect(first.store.getState().pinned).toEqual(a)
    first.store.getState().edit(setResultBudget({ resultBudgetChars: 30_000 }))
    await first.settle()
    const again = await boot({ storage: first.storage, texts: first.texts, hash: first.location.hash })
    expect(again.store.getState().scenario.resultBudget.resultBudgetChars).toBe(30_000)
    expect(again.store.getState().pinned).toEqual(a)
  })

  it('write the pair to the address bar when A is pinned, and one scenario again once unpinned', async () => {
    const { store, hashes, settle } = await boot()
    store.getState().pin()
    await settle()
    store.getState().edit(setResultBudget({ resultBudgetChars: 2 }))
    await settle()
    store.getState().unpin()
    await settle()
    expect(hashes).toEqual([
      encodeShareLink(defaultScenario(), defaultScenario()),
      encodeShareLink(withBudget(2), defaultScenario()),
      encodeShareLink(withBudget(2)),
    ])
  })

  it('put the pair, not B alone, in the address bar when a pending edit is flushed as the page goes', async () => {
    const { store, storage, persistence, location, settle } = await boot()
    store.getState().pin()
    await settle()
    store.getState().edit(setResultBudget({ resultBudgetChars: 4 }))
    persistence.flush()
    expect(location.hash).toBe(encodeShareLink(withBudget(4), defaultScenario()))
    expect(savedRecord(storage).hash).toBe(location.hash)
  })
})

describe('a saved record naming texts this browser does not hold', () => {
  const recordNaming = async (count: number) => {
    const { storage, texts } = await storageWith(withBudget(5))
    const missing = Array.from({ length: count }, (_, i) => ({
      id: `t-1-${i.toString(36)}`,
      chars: 1,
      path: ['title'],
    }))
    storage.data.set(SAVED_KEYS.current, JSON.stringify({ ...savedRecord(storage), texts: missing }))
    return { storage, texts }
  }

  it('opens, names the first ten missing texts and counts the rest', async () => {
    const { store, notice } = await boot(await recordNaming(25))
    expect(budgetOf(store.getState().scenario)).toBe(5)
    const message = notice('saved-missing')?.message ?? ''
    expect(message.match(/\$\.title \(1 chars\)/g)).toHaveLength(10)
    expect(message).toMatch(/and 15 more\.$/)
  })

  it('sets aside a record naming more texts than a scenario can hold, unread', async () => {
    const { storage, texts } = await recordNaming(SAVED_TEXTS_MAX + 1)
    const raw = storage.data.get(SAVED_KEYS.current)
    const { notice } = await boot({ storage, texts })
    expect(notice('saved-set-aside')?.message).toMatch(
      /its record names 10,001 texts \(a saved scenario has at most 10,000\)/,
    )
    const [copy] = JSON.parse(storage.data.get(SAVED_KEYS.setAside) ?? '[]')
    expect(await texts.get(copy.value.id)).toBe(raw)
  })
})
