import { describe, expect, it, vi } from 'vitest'
import {
  boot,
  budgetOf,
  fakeLinkWorker,
  memoryStorage,
  memoryTextStore,
  open,
  savedRecord,
  storageWith,
  withBudget,
} from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { shareLinkFor } from '../engine/share/link-for.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import { HASH_KEPT_WHOLE_CHARS, keptHash } from './kept-hash.ts'
import { SAVED_KEYS, SAVED_TEXTS_MAX, TEXT_APART_CHARS } from './saved-work.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import type { TextStore } from './text-store.ts'

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

  it('a reload at the address the going page had opens the flushed copy, not that older link over it', async () => {
    const { store, storage, persistence, location, settle } = await boot()
    store.getState().edit(setResultBudget({ resultBudgetChars: 12 }))
    await settle()
    const older = location.hash
    store.getState().edit(setResultBudget({ resultBudgetChars: 13 }))
    // A reload's address is fixed before the page hears it is going: the flush moves the bar too late for it.
    persistence.flush()
    expect(location.hash).toBe(encodeShareLink(withBudget(13)))
    const reloaded = await boot({ storage, hash: older })
    expect(budgetOf(reloaded.store.getState().scenario)).toBe(13)
    expect(reloaded.notice('restore-earlier')).toBeUndefined()
    // The older link opened anew, once the copy has moved on (an edit saved at the page's pace), is a link again.
    reloaded.store.getState().edit(setResultBudget({ resultBudgetChars: 14 }))
    await reloaded.settle()
    const again = await boot({ storage, hash: older })
    expect(budgetOf(again.store.getState().scenario)).toBe(12)
  })

  it('keeps a long link as its fingerprint: the saved copy stays small, and a reload at the link opens it', async () => {
    const { store, storage, texts, location, settle } = await boot()
    // Varied text, so its link stays long (a repeated char compresses to nothing), yet short enough for the
    // address bar (ADDRESS_BAR_MAX_CHARS); past TEXT_APART_CHARS, so the saved copy keeps it apart.
    const words = Array.from({ length: 6_000 }, (_, i) => ((i * 7_919) % 100_003).toString(36)).join(' ')
    const text = `${words}\n${words}\n${words}`
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

  it('claims the link the address bar holds when the copy is written, not when its long texts began storing', async () => {
    // The earlier edit's link is being made when the paste comes: the paste stops it, so it never lands over the
    // paste's copy (a reload at that link would open the earlier edit over the paste); the copy claims the link
    // the address bar holds when it is written, and a reload there opens the paste.
    let releaseText: () => void = () => {}
    const textStored = new Promise<void>((r) => {
      releaseText = r
    })
    const memory = memoryTextStore()
    const texts: TextStore = {
      ...memory,
      set: async (id, text) => {
        await textStored
        return memory.set(id, text)
      },
    }
    const worker = fakeLinkWorker()
    const { store, storage, location, settle } = await boot({ texts, encodeLink: worker.encodeLink })
    store.getState().edit(setResultBudget({ resultBudgetChars: 9 }))
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    const paste = 'p'.repeat(TEXT_APART_CHARS * 2)
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: paste }))
    expect(worker.asked[0]?.signal?.aborted).toBe(true)
    worker.asked[0]?.answer()
    void settle()
    await vi.waitFor(() => expect(store.getState().saveStatus.kind).toBe('saving'))
    releaseText()
    await vi.waitFor(() => expect(store.getState().saveStatus.kind).toBe('saved'))
    expect(location.hash).toBe('')
    expect(savedRecord(storage).hash).toBe(location.hash)

    const reloaded = await boot({ storage, texts: memory, hash: location.hash })
    const output = reloaded.store.getState().scenario.batches[0]?.calls[0]?.output
    expect(output).toEqual({ kind: 'text', text: paste })
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
    expect(reload.notice('save-failed-before')?.message).toMatch(
      /were not saved in this browser \(this browser’s storage for this site is full\)/,
    )
    expect(reload.notice('save-failed-before')?.message).toMatch(
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
    expect(reload.notice('save-failed-before')).toBeUndefined()
    expect(
      (await boot({ storage, texts: null, hash: reload.location.hash })).notice('save-failed-before'),
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
