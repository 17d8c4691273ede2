import type { OpenRequest, OpenResult, PlacedText, Scenario, ValuePath } from '../engine/index.ts'
import { readJsonValue } from '../engine/index.ts'
import type { TextStore } from './text-store.ts'
import type { Replacement } from './types.ts'

/**
 * The work this browser keeps, in localStorage (small, read synchronously as the page starts) with long texts
 * in a text store (IndexedDB): the current scenario, the scenarios it replaced, and unreadable copies set
 * aside. Nothing here ever overwrites a copy it could not read. The reads, here, are what the page needs as it
 * opens; the writes (saved-work.ts, `withWrites`) load with persistence, after the first paint.
 */
export const SAVED_KEYS = {
  current: 'tool-budget-playground/v2/current',
  earlier: 'tool-budget-playground/v2/earlier',
  setAside: 'tool-budget-playground/v2/set-aside',
  saveFailed: 'tool-budget-playground/v2/save-failed',
  /** Page loads drawing their first scenario (see `safe-start.ts`). */
  drawing: 'tool-budget-playground/v2/drawing',
  /** Version 1 kept the scenario file whole, the hash beside it; read, then replaced by `current`. */
  legacyScenario: 'tool-budget-playground/v1/scenario',
  legacyHash: 'tool-budget-playground/v1/hash',
} as const

/**
 * The most long texts one saved record may name. Each is over TEXT_APART_CHARS, so 10,000 of them is 640 MiB:
 * past any scenario the engine accepts. A damaged record naming 100,000 made the page fetch them one by one
 * for a minute before it opened.
 */
export const SAVED_TEXTS_MAX = 10_000
export const RECORD_FORMAT = 1
/** Text ids look like `t-<time>-<random>` (base 36), so a sweep can read their age and find them in any value. */
export const TEXT_ID = /t-[0-9a-z]{1,12}-[0-9a-z]{1,16}/g
/** Where a failed save is noted when localStorage, full, refuses even that note (a text-store key, never swept). */
export const FAILURE_TEXT_ID = 'save-failed'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A text kept in the text store: its id and length. */
export interface TextRef {
  id: string
  chars: number
}

/** One saved scenario: its file with long texts taken out (inline or in the text store), and those texts. */
export interface SavedRecord {
  format: typeof RECORD_FORMAT
  savedAt: number
  /**
   * The URL hash written with it (a long one as its fingerprint, see `keptHash`): when the page opens at that
   * hash, this copy (not the link) is opened.
   */
  hash: string
  /**
   * The hash the address bar held when the page, going, moved it to this copy's newer link (`flush`): a reload's
   * address is fixed before the page hears it is going, so that reload opens at this one, and gets this copy too.
   */
  hashBefore?: string
  title: string
  /** Pasted chars it holds. */
  chars: number
  file: string | TextRef
  texts: (TextRef & { path: ValuePath })[]
  /** The A/B view's scenario A as a whole file (absent: nothing pinned), so a restore brings the view back as it was. */
  pinned?: string | TextRef
  /** The page load (tab) that wrote it as the current copy: another tab's write is told apart (`persistence.ts`). */
  tab?: string
}

/** A scenario that a link, a file, an example, a transcript or a reset replaced. */
export interface EarlierWork {
  id: string
  record: SavedRecord
  replacedAt: number
  replacedBy: Replacement
  /** The user has seen the offer to restore it (it is no longer offered as the page opens). */
  acknowledged: boolean
}

/** A saved copy this app could not read, kept exactly as it was stored. */
export interface SetAsideCopy {
  id: string
  at: number
  why: string
  chars: number
  value: string | TextRef
  /**
   * The text-store ids the copy names (its scenario file, its long texts) that the store held when it was set
   * aside: listed here so the sweep, which reads localStorage only, keeps them with it.
   */
  names?: string[]
}

/** A save that failed: said again as the page next opens. */
export interface SaveFailure {
  at: number
  message: string
  chars: number
  /** The URL hash when it failed (a long one as its fingerprint): if the page opens at it, the link is not the saved work. */
  hash: string
  /** Whether that link was compact (outputs as generated text of the same length). */
  compact: boolean
}

/** A saved record opened: its scenario and pinned A, and the texts found cut or missing; or why it did not open. */
export type OpenedRecord =
  | { ok: true; scenario: Scenario; pinned: Scenario | null; cut: CutText[]; missing: MissingText[] }
  | { ok: false; why: string }

export type CurrentRead =
  | { kind: 'none' }
  | { kind: 'record'; record: SavedRecord; key: string; raw: string }
  | { kind: 'unreadable'; key: string; raw: string; why: string }

/** A long text a record names that this browser's storage no longer holds. */
export interface MissingText {
  path: ValuePath
  chars: number
}

/** A long text found shorter or longer than the length saved with it. */
export interface CutText extends MissingText {
  found: number
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isTextRef = (v: unknown): v is TextRef =>
  isObject(v) && typeof v.id === 'string' && Number.isFinite(v.chars)
const isText = (v: unknown): v is string | TextRef => typeof v === 'string' || isTextRef(v)
const keepString = (v: Record<string, unknown>, key: 'tab' | 'hashBefore') =>
  typeof v[key] === 'string' ? { [key]: v[key] } : {}

/** The one reading of a saved record: the record, or why it is not one. */
function checkRecord(v: unknown): SavedRecord | string {
  if (!isObject(v)) return 'it is not a saved record'
  const { format, texts, file, hash, pinned } = v
  if (typeof format === 'number' && format > RECORD_FORMAT)
    return `it was written by a newer version of this app (record format ${format})`
  if (format !== RECORD_FORMAT) return 'it is not a saved record'
  if (Array.isArray(texts) && texts.length > SAVED_TEXTS_MAX)
    return `its record names ${texts.length.toLocaleString('en-US')} texts (a saved scenario has at most ${SAVED_TEXTS_MAX.toLocaleString('en-US')})`
  const okTexts =
    Array.isArray(texts) && texts.every((t) => isTextRef(t) && Array.isArray((t as { path?: unknown }).path))
  if (!isText(file) || !okTexts || typeof hash !== 'string') return 'its record is incomplete'
  return {
    format: RECORD_FORMAT,
    savedAt: Number(v.savedAt) || 0,
    hash,
    title: typeof v.title === 'string' ? v.title : '',
    chars: Number(v.chars) || 0,
    file,
    texts: texts as SavedRecord['texts'],
    ...(isText(pinned) ? { pinned } : {}),
    ...keepString(v, 'tab'),
    ...keepString(v, 'hashBefore'),
  }
}

/** The checks of every list saved work keeps: what a read keeps of it. */
const isEarlier = (v: unknown): v is EarlierWork =>
  isObject(v) && typeof v.id === 'string' && typeof checkRecord(v.record) !== 'string'
const isSetAside = (v: unknown): v is SetAsideCopy =>
  isObject(v) && typeof v.id === 'string' && isText(v.value)
const isFailure = (v: unknown): v is SaveFailure => isObject(v) && typeof v.message === 'string'

export interface SavedWorkEnv {
  storage: KeyValueStorage | null
  texts: TextStore | null
  now: () => number
  /** Random digits for ids; Math.random unless a test fixes it. */
  random?: () => number
  /** This page load's id, written with the current copy so other tabs can tell their writes from its. */
  tab?: string
}

/**
 * Reads the work kept in this browser, and sets an unreadable copy aside: what the page needs as it opens. Its
 * `io`, the storage under it (localStorage by key, each value through one JSON reading, and the text store), is
 * shared with the writes. Every call that can fail says so by throwing.
 */
export function openSavedWork({ storage, texts, now, random = Math.random, tab }: SavedWorkEnv) {
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null // storage can throw when blocked
    }
  }
  const read = <T>(key: string, keep: (v: unknown) => v is T): T | null => {
    const parsed = parseJson(get(key) ?? 'null')
    return parsed.ok && keep(parsed.value) ? parsed.value : null
  }
  const readList = <T>(key: string, keep: (v: unknown) => v is T): T[] =>
    read(key, Array.isArray)?.filter(keep) ?? []
  const io = {
    texts,
    now,
    get,
    readList,
    put: (key: string, value: unknown) => {
      if (!storage) throw new Error('this browser blocks storage for this page')
      storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
    },
    remove: (...keys: string[]) => {
      for (const key of keys)
        try {
          storage?.removeItem(key)
        } catch {
          // nothing to free when storage is blocked
        }
    },
    newId: () => `t-${now().toString(36)}-${Math.floor(random() * 36 ** 8).toString(36)}`,
    /** Texts already stored, by content (`known`), and whether a failed save may be noted in the text store. */
    state: { known: new Map<string, string>(), lastKeep: new Map<string, string>(), failureInTexts: false },
  }
  const fetchText = async (ref: TextRef) => {
    const text = await texts?.get(ref.id).catch(() => undefined)
    if (text !== undefined) io.state.known.set(text, ref.id)
    return text
  }
  const readSetAside = () => readList(SAVED_KEYS.setAside, isSetAside)

  return {
    io,
    /** The page load this writes the current copy as (see `persistence.ts`). */
    tab,
    /** The current saved copy: a record (version 1's whole file read as one), nothing, or why it is unreadable. */
    readCurrent(): CurrentRead {
      const raw = get(SAVED_KEYS.current)
      if (raw !== null) {
        const parsed = parseJson(raw)
        const record = parsed.ok ? checkRecord(parsed.value) : 'it is not valid JSON'
        const key = SAVED_KEYS.current
        return typeof record === 'string'
          ? { kind: 'unreadable', key, raw, why: record }
          : { kind: 'record', record, key, raw }
      }
      const legacy = get(SAVED_KEYS.legacyScenario)
      if (legacy === null) return { kind: 'none' }
      // Its title is the one inside its file (see `workTitle`); its pasted chars are unknown (the file's length
      // is not what was pasted).
      const hash = get(SAVED_KEYS.legacyHash) ?? ''
      const record: SavedRecord = {
        format: RECORD_FORMAT,
        savedAt: 0,
        hash,
        title: '',
        chars: 0,
        file: legacy,
        texts: [],
      }
      return { kind: 'record', record, key: SAVED_KEYS.legacyScenario, raw: legacy }
    },

    /**
     * The one way a saved record opens (the saved copy as the page opens, earlier work restored): its file and
     * texts fetched (those gone missing, or of another length, named), the file validated by the engine (`open`),
     * and its pinned A with it when that opens too.
     */
    async openRecord(
      record: SavedRecord,
      open: (request: OpenRequest) => Promise<OpenResult>,
    ): Promise<OpenedRecord> {
      const file = typeof record.file === 'string' ? record.file : await fetchText(record.file)
      if (file === undefined)
        return { ok: false, why: 'its scenario file is missing from this browser’s storage (IndexedDB)' }
      const fetched = record.texts.length === 0 ? [] : await Promise.all(record.texts.map(fetchText))
      const texts: PlacedText[] = []
      const missing: MissingText[] = []
      const cut: CutText[] = []
      record.texts.forEach(({ path, chars }, i) => {
        const text = fetched[i]
        if (text === undefined) missing.push({ path, chars })
        else texts.push({ path, text })
        if (text !== undefined && text.length !== chars) cut.push({ path, chars, found: text.length })
      })
      const pinnedFile = typeof record.pinned === 'object' ? await fetchText(record.pinned) : record.pinned
      const opened = await open({ kind: 'saved', file, texts })
      if (opened.kind !== 'ok')
        return { ok: false, why: opened.kind === 'error' ? opened.message : 'it holds no scenario' }
      const a = pinnedFile === undefined ? null : await open({ kind: 'file', text: pinnedFile })
      return {
        ok: true,
        scenario: opened.scenario,
        pinned: a?.kind === 'ok' ? a.scenario : null,
        cut,
        missing,
      }
    },

    readEarlier: (): EarlierWork[] => readList(SAVED_KEYS.earlier, isEarlier),
    readSetAside,
    /**
     * Moves an unreadable stored value out of the way, unchanged: into the text store (localStorage when there is
     * none), listed under `set-aside`; then frees its key. Rejects, leaving it where it was, when it cannot.
     */
    async setAside(key: string, raw: string, why: string): Promise<SetAsideCopy> {
      const id = io.newId()
      let value: SetAsideCopy['value'] = raw
      let names: string[] = []
      if (texts) {
        const held = new Set(await texts.ids())
        names = [...new Set(raw.match(TEXT_ID) ?? [])].filter((n) => held.has(n))
        await texts.set(id, raw)
        value = { id, chars: raw.length }
      }
      const copy: SetAsideCopy = { id, at: now(), why, chars: raw.length, value, names }
      io.put(SAVED_KEYS.setAside, [copy, ...readSetAside()])
      io.remove(key, ...(key === SAVED_KEYS.legacyScenario ? [SAVED_KEYS.legacyHash] : []))
      return copy
    },

    /** The exact text of a copy set aside. */
    setAsideText: async (copy: SetAsideCopy): Promise<string | undefined> =>
      typeof copy.value === 'string' ? copy.value : texts?.get(copy.value.id),

    /** The failed save noted in localStorage or, when that was full, in the text store. */
    async readFailure(): Promise<SaveFailure | null> {
      const local = read(SAVED_KEYS.saveFailed, isFailure)
      if (local || !texts) return local
      const note = parseJson((await texts.get(FAILURE_TEXT_ID).catch(() => undefined)) ?? 'null')
      io.state.failureInTexts = note.ok && isFailure(note.value)
      return note.ok && isFailure(note.value) ? note.value : null
    },
  }
}

/** What `openSavedWork` opened: the reading half of `SavedWork`. */
export type SavedWorkReads = ReturnType<typeof openSavedWork>

/** A stored record's JSON read as every reader does (`readJsonValue`: the reason is never shown), saying whether it could instead of throwing. */
export const parseJson = (raw: string): { ok: true; value: unknown } | { ok: false } => readJsonValue(raw)
