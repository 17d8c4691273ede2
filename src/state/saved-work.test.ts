import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { memoryTextStore } from '../../test/support/persistence-test-kit.ts'
import { defaultScenario } from '../engine/defaults.ts'
import { openScenario } from '../engine/entry/open-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import {
  createSavedWork,
  EARLIER_MAX,
  openSavedWork,
  SAVED_KEYS,
  TEXT_APART_CHARS,
  withWrites,
} from './saved-work.ts'
import { setCallOutput, setResultBudget } from './scenario-edits.ts'
import { openIndexedDbTextStore } from './text-store.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}
const withText = (text: string): Scenario => setCallOutput(0, 1, { kind: 'text', text })(defaultScenario())
const HOUR = 3_600_000

describe('createSavedWork', () => {
  it('saves a 20 MB paste through IndexedDB and reads back exactly what was pasted', async () => {
    const storage = memoryStorage()
    const texts = openIndexedDbTextStore()
    const saved = createSavedWork({ storage, texts, now: Date.now })
    const text = `${'2026-01-01 12:00:00 ERROR worker[42]: connection reset by peer; retrying\n'.repeat(280_000)}`
    const scenario = withText(text)
    saved.writeCurrent(await saved.prepare(scenario, '#s=2.x'))
    expect(storage.data.get(SAVED_KEYS.current)?.length).toBeLessThan(20_000)

    const reader = createSavedWork({ storage, texts: openIndexedDbTextStore(), now: Date.now })
    const current = reader.readCurrent()
    if (current.kind !== 'record') throw new Error(current.kind)
    // The defaults' own texts (917 chars, left as they are) are not counted as pasted.
    expect(current.record).toMatchObject({ hash: '#s=2.x', chars: text.length })
    const opened = await reader.openRecord(current.record, async (request) => openScenario(request))
    if (!opened.ok) throw new Error(opened.why)
    expect(opened.scenario).toEqual(scenario)
  })

  it('writes a long text to the text store once, however many records hold it', async () => {
    const inner = memoryTextStore()
    const writes: string[] = []
    const saved = createSavedWork({
      storage: memoryStorage(),
      texts: {
        ...inner,
        set: async (id, t) => {
          writes.push(id)
          await inner.set(id, t)
        },
      },
      now: Date.now,
    })
    const scenario = withText('x'.repeat(TEXT_APART_CHARS))
    const first = await saved.prepare(scenario, '')
    const second = await saved.prepare(setResultBudget({ resultBudgetChars: 5 })(scenario), '')
    expect(writes).toHaveLength(1)
    expect(second.texts).toEqual(first.texts)
    expect(saved.prepareNow(scenario, '')).not.toBeNull()
    expect(saved.prepareNow(withText('y'.repeat(TEXT_APART_CHARS)), '')).toBeNull()
  })

  it('keeps strings shorter than 65,536 chars inline, in localStorage', async () => {
    const saved = createSavedWork({ storage: memoryStorage(), texts: memoryTextStore(), now: Date.now })
    const record = await saved.prepare(withText('x'.repeat(TEXT_APART_CHARS - 1)), '')
    expect(record.texts).toEqual([])
    expect(typeof record.file).toBe('string')
  })

  it('keeps the 10 latest replaced scenarios, newest first, and the same work once', async () => {
    const storage = memoryStorage()
    let t = 0
    const saved = createSavedWork({ storage, texts: memoryTextStore(), now: () => ++t })
    for (let b = 1; b <= EARLIER_MAX + 2; b++) {
      const record = await saved.prepare(setResultBudget({ resultBudgetChars: b })(defaultScenario()), '')
      saved.pushEarlier(record, { kind: 'file' }, b)
      expect(saved.pushEarlier(record, { kind: 'link' }, b)).toBeNull()
    }
    expect(saved.readEarlier().map((e) => e.replacedAt)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
  })

  it('sweeps texts no saved value mentions, once they are an hour old, and nothing else', async () => {
    const storage = memoryStorage()
    const texts = memoryTextStore()
    let t = 10 * HOUR
    const saved = createSavedWork({ storage, texts, now: () => t })
    saved.writeCurrent(await saved.prepare(withText('a'.repeat(TEXT_APART_CHARS)), ''))
    await saved.prepare(withText('b'.repeat(TEXT_APART_CHARS)), '') // stored, never made current
    const [kept] = (await saved.prepare(withText('a'.repeat(TEXT_APART_CHARS)), '')).texts
    expect(await saved.sweep()).toBe(0) // too young to tell from another tab's save
    t += 2 * HOUR
    expect(await saved.sweep()).toBe(1)
    expect(await texts.ids()).toEqual([kept?.id])
  })

  it('sets an unreadable value aside unchanged and frees its key; its ids are never swept', async () => {
    const storage = memoryStorage()
    const texts = memoryTextStore({ 't-aaaaaa-1': 'kept by a newer app' })
    const raw = JSON.stringify({ format: 7, file: { id: 't-aaaaaa-1', chars: 19 } })
    storage.data.set(SAVED_KEYS.current, raw)
    // (long after the text was born: t-aaaaaa-… is 173 hours after 0, so a sweep may take it unless it is kept)
    const saved = createSavedWork({ storage, texts, now: () => 1_000 * HOUR })
    const current = saved.readCurrent()
    expect(current).toMatchObject({
      kind: 'unreadable',
      why: 'it was written by a newer version of this app (record format 7)',
    })
    const copy = await saved.setAside(SAVED_KEYS.current, raw, 'newer')
    expect(storage.data.has(SAVED_KEYS.current)).toBe(false)
    expect(await saved.setAsideText(copy)).toBe(raw)
    await saved.sweep()
    expect(await texts.get('t-aaaaaa-1')).toBe('kept by a newer app')
  })

  it('read-only (safe mode) reads as usual and writes nothing: no copy, Earlier entry, long text, note or sweep', async () => {
    const storage = memoryStorage()
    const texts = memoryTextStore()
    let t = 0
    const writer = createSavedWork({ storage, texts, now: () => (t += 2 * HOUR) })
    writer.writeCurrent(await writer.prepare(withText('a'.repeat(TEXT_APART_CHARS)), '#s=2.a'))
    await writer.prepare(withText('c'.repeat(TEXT_APART_CHARS)), '') // stored, never made current: sweepable
    const [stored, kept] = [new Map(storage.data), new Map(texts.data)]
    const safe = withWrites(openSavedWork({ storage, texts, now: () => (t += 2 * HOUR) }), true)
    expect(safe.readCurrent()).toMatchObject({ kind: 'record', record: { hash: '#s=2.a' } })
    const record = await safe.prepare(withText('b'.repeat(TEXT_APART_CHARS)), '')
    safe.writeCurrent(record)
    expect(safe.pushEarlier(record, { kind: 'file' }, 1)).toBeNull()
    safe.writeFailure({ at: 1, message: 'refused', chars: 0, hash: '', compact: false })
    safe.forget(safe.readEarlier()[0]?.id ?? 'none')
    expect(await safe.sweep()).toBe(0)
    expect(storage.data).toEqual(stored)
    expect(texts.data).toEqual(kept)
    expect(await writer.sweep()).toBe(1) // the same storage, written: the stored text was sweepable
  })
})
