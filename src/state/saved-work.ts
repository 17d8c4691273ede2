import { deepEqual, pastedChars, type Scenario, separateTexts, writeScenarioFile } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import { keptHash } from './kept-hash.ts'
import {
  type EarlierWork,
  FAILURE_TEXT_ID,
  openSavedWork,
  parseJson,
  RECORD_FORMAT,
  SAVED_KEYS,
  type SavedRecord,
  type SavedWorkEnv,
  type SavedWorkReads,
  type SaveFailure,
  TEXT_ID,
  type TextRef,
} from './saved-work-reads.ts'
import type { TextStore } from './text-store.ts'
import type { Replacement } from './types.ts'

// The work this browser keeps: reading it (saved-work-reads.ts) is what the page needs as it opens; writing it,
// here, loads with persistence.
export * from './saved-work-reads.ts'

/** Strings this long are kept in the text store: localStorage holds a few million chars for the whole origin. */
export const TEXT_APART_CHARS = 65_536
/** A scenario file (its long texts taken out) longer than this goes to the text store as well. */
export const FILE_APART_CHARS = 262_144
/** How many replaced scenarios are kept; the oldest goes first. */
export const EARLIER_MAX = 10
/** An unreferenced text younger than this may belong to another tab still saving: it is left alone. */
export const SWEEP_AFTER_MS = 60 * 60 * 1000
/**
 * Chars of texts handed to IndexedDB in one step: each write copies its text on the page's thread, and a 20 MB
 * transcript's hundred outputs written at once held the page for a third of a second.
 */
export const STORE_STEP_CHARS = 4 * 1024 * 1024
const IS_TEXT_ID = /^t-[0-9a-z]{1,12}-[0-9a-z]{1,16}$/
const bornAt = (id: string) => Number.parseInt(id.split('-')[1] ?? '', 36)

/** Reads and writes the work kept in this browser. Every storage call that can fail says so by throwing. */
export const createSavedWork = (env: SavedWorkEnv) => withWrites(openSavedWork(env))

/**
 * `reads` (opened by `openSavedWork`) with its writes. `readOnly` is safe mode's one switch: every read as usual,
 * and nothing written (no current copy, Earlier entry, long text, failure note or sweep).
 */
export function withWrites(reads: SavedWorkReads, readOnly = false) {
  const { now, state, get, newId } = reads.io
  const texts = readOnly ? null : reads.io.texts
  const put = readOnly ? () => {} : reads.io.put
  const remove = readOnly ? () => {} : reads.io.remove
  /**
   * The one write of the Earlier list: `edit` gets the list as stored and returns it changed (the very list back
   * writes nothing); returns the list as it now is. Throws when storage refuses.
   */
  const editEarlier = (edit: (list: EarlierWork[]) => EarlierWork[]): EarlierWork[] => {
    const list = reads.readEarlier()
    const next = readOnly ? list : edit(list)
    if (next !== list) put(SAVED_KEYS.earlier, next)
    return next
  }

  /**
   * The record of a scenario (its long texts, and a long file, named by id in the text store), the texts it names
   * that the store does not hold yet (`fresh`), and every text it names by id (`keep`, the next `known`).
   */
  const build = (scenario: Scenario, hash: string, pinned: Scenario | null = null) => {
    const fresh: [id: string, text: string][] = []
    const keep = new Map<string, string>()
    const place = (text: string): TextRef => {
      const id = keep.get(text) ?? state.known.get(text) ?? newId()
      if (!keep.has(text) && !state.known.has(text)) fresh.push([id, text])
      keep.set(text, id)
      return { id, chars: text.length }
    }
    const whole = (file: string) => (texts && file.length > FILE_APART_CHARS ? place(file) : file)
    const { value, texts: long } = separateTexts(
      scenario,
      texts ? TEXT_APART_CHARS : Number.POSITIVE_INFINITY,
    )
    const refs = long.map((t) => ({ path: t.path, ...place(t.text) }))
    const record: SavedRecord = {
      format: RECORD_FORMAT,
      savedAt: now(),
      hash: keptHash(hash),
      title: scenario.title,
      chars: pastedBeyondDefaults(scenario),
      file: whole(writeScenarioFile(value)),
      texts: refs,
      ...(pinned === null ? {} : { pinned: whole(writeScenarioFile(pinned)) }),
    }
    return { record, fresh, keep }
  }

  return {
    ...reads,
    /**
     * Makes the record of a scenario, writing to the text store the long texts it does not hold yet (the slow
     * part, awaited). Rejects when the text store fails.
     */
    async prepare(scenario: Scenario, hash: string, pinned: Scenario | null = null): Promise<SavedRecord> {
      const { record, fresh, keep } = build(scenario, hash, pinned)
      // (`fresh` is empty without a text store: every text is then kept inline)
      if (texts && fresh.length > 0) await storeInSteps(texts, fresh)
      state.known = new Map([...state.lastKeep, ...keep])
      state.lastKeep = keep
      return record
    },

    /** The record of a scenario when every long text it has is already stored; null when one is not. */
    prepareNow(scenario: Scenario, hash: string, pinned: Scenario | null = null): SavedRecord | null {
      const { record, fresh } = build(scenario, hash, pinned)
      return fresh.length === 0 ? record : null
    },

    /** Makes `record` the current copy; the version 1 copy it replaces goes. Throws when storage refuses. */
    writeCurrent(record: SavedRecord) {
      put(SAVED_KEYS.current, { ...record, hash: keptHash(record.hash), tab: reads.tab })
      remove(SAVED_KEYS.legacyScenario, SAVED_KEYS.legacyHash)
    },

    editEarlier,

    /**
     * Keeps a replaced scenario's record first in the list (unless the newest entry holds the same work), the
     * oldest dropped past `EARLIER_MAX`. Returns the entry kept, or null when it was already there.
     */
    pushEarlier(record: SavedRecord, by: Replacement, at: number): EarlierWork | null {
      let entry: EarlierWork | null = null
      editEarlier((list) => {
        if (list[0] && sameWork(list[0].record, record)) return list
        entry = { id: newId(), record, replacedAt: at, replacedBy: by, acknowledged: false }
        return [entry, ...list].slice(0, EARLIER_MAX)
      })
      return entry
    },

    /** Drops entry `id` from Earlier work, and the copy set aside of that id (ids are never shared). */
    forget(id: string) {
      editEarlier((list) => list.filter((e) => e.id !== id))
      const copies = reads.readSetAside()
      if (copies.some((c) => c.id === id))
        put(
          SAVED_KEYS.setAside,
          copies.filter((c) => c.id !== id),
        )
    },

    /**
     * Notes a failed save so the next page says so too; best effort (storage may be what failed). A full
     * localStorage refuses even this small note: it then goes to the text store (IndexedDB), which has room.
     */
    writeFailure(failure: SaveFailure | null) {
      if (failure === null) {
        remove(SAVED_KEYS.saveFailed)
        if (state.failureInTexts) void texts?.delete([FAILURE_TEXT_ID]).catch(() => {})
        state.failureInTexts = false
        return
      }
      const note = JSON.stringify({ ...failure, hash: keptHash(failure.hash) })
      try {
        put(SAVED_KEYS.saveFailed, note)
      } catch {
        // the notice on screen still says it; the next page reads it from the text store
        state.failureInTexts = texts !== null
        void texts?.set(FAILURE_TEXT_ID, note).catch(() => {})
      }
    },

    /**
     * Deletes texts no saved value mentions any more (current, earlier, set aside), once they are old enough
     * that no other tab can still be saving them.
     */
    async sweep(): Promise<number> {
      if (!texts) return 0
      const referenced = new Set<string>()
      for (const key of [SAVED_KEYS.current, SAVED_KEYS.earlier, SAVED_KEYS.setAside])
        for (const m of (get(key) ?? '').matchAll(TEXT_ID)) referenced.add(m[0])
      const cutoff = now() - SWEEP_AFTER_MS
      const gone = (await texts.ids()).filter(
        (id) => IS_TEXT_ID.test(id) && !referenced.has(id) && bornAt(id) < cutoff,
      )
      await texts.delete(gone)
      return gone.length
    },
  }
}

/** Saved work read and written: what persistence works with. */
export type SavedWork = ReturnType<typeof withWrites>

/** Stores texts a few megabytes at a time, each step after the last one's writes finished. */
async function storeInSteps(texts: TextStore, fresh: readonly [id: string, text: string][]) {
  let step: Promise<void>[] = []
  let chars = 0
  for (const [id, text] of fresh) {
    if (chars > 0 && chars + text.length > STORE_STEP_CHARS) {
      await Promise.all(step)
      step = []
      chars = 0
    }
    step.push(texts.set(id, text))
    chars += text.length
  }
  await Promise.all(step)
}

// What saving compares in records: their sameness, and the pasted chars of a scenario.

const DEFAULTS = defaultScenario()

/**
 * Whether two records hold the same work (their files and texts), whenever and at whatever link they were
 * saved, and in whatever order their files list keys.
 */
export function sameWork(a: SavedRecord, b: SavedRecord): boolean {
  if (!deepEqual(a.pinned ?? null, b.pinned ?? null)) return false
  if (typeof a.file !== 'string' || typeof b.file !== 'string')
    return (a.file as TextRef).id === (b.file as TextRef).id && deepEqual(a.texts, b.texts)
  if (!deepEqual(a.texts, b.texts)) return false
  if (a.file === b.file) return true
  const fa = parseJson(a.file)
  const fb = parseJson(b.file)
  return fa.ok && fb.ok && deepEqual(fa.value, fb.value)
}

/**
 * Pasted chars, not counting the default scenario's own sample outputs left as they are: work made from the
 * defaults with a budget changed holds no paste (it was listed as "917 chars pasted").
 */
export function pastedBeyondDefaults(scenario: Scenario): number {
  let own = 0
  scenario.batches.forEach((b, i) => {
    b.calls.forEach((c, j) => {
      const d = DEFAULTS.batches[i]?.calls[j]?.output
      if (c.output.kind === 'text' && d?.kind === 'text' && d.text === c.output.text) own += d.text.length
    })
  })
  const w = scenario.toolBudgets.window
  const dw = DEFAULTS.toolBudgets.window
  const same: [string, string][] = [
    [scenario.planner.log.text, DEFAULTS.planner.log.text],
    [scenario.plans.trace.text, DEFAULTS.plans.trace.text],
    [w.transcript, dw.transcript],
    [w.toolSchemas, dw.toolSchemas],
    [w.systemPrompt, dw.systemPrompt],
    [w.userMessage, dw.userMessage],
  ]
  for (const [text, d] of same) if (text === d) own += text.length
  return pastedChars(scenario) - own
}
