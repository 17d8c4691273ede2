import { describe, expect, it, vi } from 'vitest'
import { boot, fakeLinkWorker, savedRecord, withBudget } from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { compactLinkFor } from '../engine/share/link-for.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import { ADDRESS_BAR_MAX_CHARS, ENCODE_IN_PAGE_MAX_CHARS } from './share-link.ts'

describe('links made in the worker', () => {
  it('stop when a newer edit wants its own link, and the newer one reaches the address bar', async () => {
    const worker = fakeLinkWorker()
    const { store, location, settle } = await boot({ encodeLink: worker.encodeLink })
    store.getState().edit(setResultBudget({ resultBudgetChars: 1 }))
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    store.getState().edit(setResultBudget({ resultBudgetChars: 2 }))
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(2))
    expect(worker.asked[0]?.signal?.aborted).toBe(true)
    worker.asked[1]?.answer()
    await vi.waitFor(() => expect(location.hash).toBe(encodeShareLink(withBudget(2))))
  })

  it('stop at the next edit, before its save, and the address bar keeps the link the saved copy claims', async () => {
    const worker = fakeLinkWorker()
    const { store, location, settle, storage } = await boot({ encodeLink: worker.encodeLink })
    store.getState().edit(setResultBudget({ resultBudgetChars: 6 }))
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    store.getState().edit(setResultBudget({ resultBudgetChars: 7 }))
    expect(worker.asked[0]?.signal?.aborted).toBe(true)
    expect(location.hash).toBe('')
    expect(savedRecord(storage).hash).toBe('')
  })

  it('of much pasted text wait a second of quiet after the save, and an edit meanwhile cancels the wait', async () => {
    const worker = fakeLinkWorker()
    const { store, persistence, timers } = await boot({ encodeLink: worker.encodeLink })
    store
      .getState()
      .edit(setCallOutput(0, 0, { kind: 'text', text: 'q'.repeat(ENCODE_IN_PAGE_MAX_CHARS + 1) }))
    timers.fire() // the save
    await persistence.idle()
    expect(worker.asked).toHaveLength(0)
    expect(timers.waiting).toBe(1) // the link's wait
    store.getState().edit(setResultBudget({ resultBudgetChars: 8 }))
    expect(timers.waiting).toBe(1) // the new save's debounce; the link's wait is gone
    timers.fire()
    await persistence.idle()
    expect(worker.asked).toHaveLength(0)
    timers.fire() // a second of quiet
    await vi.waitFor(() =>
      expect(worker.asked.map((a) => a.scenario.resultBudget.resultBudgetChars)).toEqual([8]),
    )
  })

  it('are made once for the address bar and the share controls, which ask for the same scenario', async () => {
    const worker = fakeLinkWorker()
    const { store, location, settle } = await boot({ encodeLink: worker.encodeLink })
    store.getState().edit(setResultBudget({ resultBudgetChars: 3 }))
    const settled = settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    const { scenario, linkMaker } = store.getState()
    const measured = linkMaker?.linkFor(scenario, undefined, new AbortController().signal)
    worker.asked[0]?.answer()
    await settled
    expect((await measured)?.hash).toBe(location.hash)
    expect(worker.asked).toHaveLength(1)
  })

  it('include an A/B pair’s: the worker encodes the pair, not the page', async () => {
    const worker = fakeLinkWorker()
    const { store, location, settle } = await boot({ encodeLink: worker.encodeLink })
    store.getState().pin()
    store.getState().edit(setResultBudget({ resultBudgetChars: 4 }))
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    expect(worker.asked[0]).toMatchObject({ scenario: withBudget(4), pinned: defaultScenario() })
    worker.asked[0]?.answer()
    await vi.waitFor(() => expect(location.hash).toBe(encodeShareLink(withBudget(4), defaultScenario())))
  })

  it('of a pair with more pasted text than the page encodes at once are left to the worker as the page goes', async () => {
    const worker = fakeLinkWorker()
    const { store, storage, location, persistence, settle } = await boot({ encodeLink: worker.encodeLink })
    const half = 'h'.repeat(ENCODE_IN_PAGE_MAX_CHARS / 2 + 1)
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: half }))
    store.getState().pin()
    store.getState().edit(setResultBudget({ resultBudgetChars: 5 }))
    persistence.flush() // each side alone is under the limit, the pair is over it
    expect(location.hash).toBe('')
    expect(budgetOfSaved(storage)).toBe(5)
    void settle()
    await vi.waitFor(() => expect(worker.asked).toHaveLength(1))
    expect(worker.asked[0]?.pinned).toBeDefined()
  })
})

/** Text no coder shrinks much (letters from a fixed-seed generator), so its link is about as long. */
function noise(chars: number): string {
  let x = 12345
  let out = ''
  for (let i = 0; i < chars; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    out += String.fromCharCode(97 + ((x >>> 16) % 26))
  }
  return out
}

describe('the address bar', () => {
  it('carries the compact link when the whole one is too long for it, says so, and a reload opens the saved copy', async () => {
    const { store, location, settle, notice, storage, texts } = await boot()
    store.getState().edit(setCallOutput(0, 0, { kind: 'text', text: noise(100_000) }))
    await settle()
    const { scenario } = store.getState()
    expect(encodeShareLink(scenario).length).toBeGreaterThan(ADDRESS_BAR_MAX_CHARS)
    expect(location.hash).toBe(compactLinkFor(scenario).hash)
    expect(notice('link-compact')?.message).toMatch(
      /^The address bar carries a compact scenario: .* This scenario's whole link is [\d,]+ chars, and a browser slows down with a URL that long: Copy share link copies it\.$/,
    )
    // The saved copy claims what the address bar holds, so a reload there opens the copy, pasted text and all.
    const reloaded = await boot({ storage, texts, hash: location.hash })
    expect(reloaded.store.getState().scenario).toEqual(scenario)
  })

  it('carries no link when even the compact one is too long, and says why', async () => {
    const { store, location, settle, notice } = await boot()
    store.getState().edit((s) => ({
      ...s,
      toolBudgets: { ...s.toolBudgets, window: { ...s.toolBudgets.window, systemPrompt: noise(100_000) } },
    }))
    await settle()
    expect(location.hash).toBe('')
    expect(notice('link-too-long')?.message).toMatch(
      /^The address bar carries no link \(a reload opens the copy saved in this browser\)\. This scenario's whole link is [\d,]+ chars/,
    )
  })
})

const budgetOfSaved = (storage: Parameters<typeof savedRecord>[0]) =>
  (JSON.parse(savedRecord(storage).file as string) as Scenario).resultBudget.resultBudgetChars
