import type { OpenRequest, OpenResult, PlacedText, Scenario, ValuePath } from '../engine/index.ts'
import { readJsonValue } from '../engine/index.ts'
import type { TextStore } from './text-store.ts'
import type { Replacement } from './types.ts'

/**
 * The work this browser keeps, in localStorage (small, read synchronously as the page starts) with long texts
 * in a text store (IndexedDB): the current scenario, the scenarios it replaced, and unreadable copies set
 * aside. Nothing here ever overwrites a copy it could not read.
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
  /** The page load (tab) that wrote it as the current copy: another tab's write is told apart (`saved-tabs.ts`). */
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

export type CurrentRead =
  | { kind: 'none' }
  | { kind: 'record'; record: SavedRecord; key: string; raw: string }
  | { kind: 'unreadable'; key: string; raw: string; why: string }

/** A long text found shorter or longer than the length saved with it. */
export interface CutText {
  path: ValuePath
  chars: number
  found: number
}

export type RecordRequest =
  | {
      ok: true
      request: OpenRequest
      missing: { path: ValuePath; chars: number }[]
      /** Texts whose stored length does not match the record: opened as found, and named. */
      cut: CutText[]
      /** Scenario A's file, when the record had one pinned (null: nothing pinned, or its file is missing). */
      pinned: string | null
    }
  | { ok: false; message: string }

const isTextRef = (v: unknown): v is TextRef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TextRef).id === 'string' &&
  Number.isFinite((v as TextRef).chars)
const hasId = (v: unknown): v is { id: string } & Record<string, unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { id: unknown }).id === 'string'

/** The one reading of a saved record: the record, or why it is not one. */
function checkRecord(v: unknown): SavedRecord | string {
  if (typeof v !== 'object' || v === null) return 'it is not a saved record'
  const r = v as Partial<SavedRecord>
  if (typeof r.format === 'number' && r.format > RECORD_FORMAT)
    return `it was written by a newer version of this app (record format ${r.format})`
  if (r.format !== RECORD_FORMAT) return 'it is not a saved record'
  if (Array.isArray(r.texts) && r.texts.length > SAVED_TEXTS_MAX)
    return `its record names ${r.texts.length.toLocaleString('en-US')} texts (a saved scenario has at most ${SAVED_TEXTS_MAX.toLocaleString('en-US')})`
  const okTexts =
    Array.isArray(r.texts) &&
    r.texts.every((t) => isTextRef(t) && Array.isArray((t as { path: unknown }).path))
  if (!(typeof r.file === 'string' || isTextRef(r.file)) || !okTexts || typeof r.hash !== 'string')
    return 'its record is incomplete'
  return {
    format: RECORD_FORMAT,
    savedAt: Number(r.savedAt) || 0,
    hash: r.hash,
    title: typeof r.title === 'string' ? r.title : '',
    chars: Number(r.chars) || 0,
    file: r.file,
    texts: r.texts as SavedRecord['texts'],
    ...(typeof r.pinned === 'string' || isTextRef(r.pinned) ? { pinned: r.pinned } : {}),
    ...(typeof r.tab === 'string' ? { tab: r.tab } : {}),
    ...(typeof r.hashBefore === 'string' ? { hashBefore: r.hashBefore } : {}),
  }
}

/** The checks of every value saved work keeps: what a read keeps of a list, or accepts as the failure note. */
const isEarlier = (v: unknown): v is EarlierWork => hasId(v) && typeof checkRecord(v.record) !== 'string'
const isSetAside = (v: unknown): v is SetAsideCopy =>
  hasId(v) && (typeof v.value === 'string' || isTextRef(v.value))
const isFailure = (v: unknown): v is SaveFailure =>
  typeof v === 'object' && v !== null && typeof (v as SaveFailure).message === 'string'

/** Text ids look like `t-<time>-<random>` (base 36), so a sweep can read their age and find them in any value. */
export const TEXT_ID = /t-[0-9a-z]{1,12}-[0-9a-z]{1,16}/g
/** Where a failed save is noted when localStorage, full, refuses even that note (a text-store key, never swept). */
export const FAILURE_TEXT_ID = 'save-failed'

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
 * The storage under saved work, shared by its reads (here) and its writes (saved-work.ts): localStorage by key,
 * each value through one JSON reading, and the text store. Every call that can fail says so by throwing.
 */
function openStorage({ storage, texts, now, random = Math.random, tab }: SavedWorkEnv) {
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
  return {
    texts,
    now,
    tab,
    get,
    read,
    readList: <T>(key: string, keep: (v: unknown) => v is T): T[] =>
      read(key, Array.isArray)?.filter(keep) ?? [],
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
    isEarlier,
    /** Texts already stored, by content (`known`), and whether a failed save may be noted in the text store. */
    state: { known: new Map<string, string>(), lastKeep: new Map<string, string>(), failureInTexts: false },
  }
}

/**
 * Reads the work kept in this browser, and sets an unreadable copy aside: what the page needs as it opens. The
 * writing (saved-work.ts, `withWrites`) loads with persistence, after the first paint.
 */
export function openSavedWork(env: SavedWorkEnv) {
  const io = openStorage(env)
  const { texts, state, get, readList, put, remove, newId } = io
  return {
    /** The storage the writes share (see `withWrites`). */
    io,
    /** The page load this writes the current copy as (see `saved-tabs.ts`). */
    tab: env.tab,
    /** The current saved copy: a record (version 1's whole file read as one), nothing, or why it is unreadable. */
    readCurrent(): CurrentRead {
      const key = SAVED_KEYS.current
      const raw = get(key)
      if (raw !== null) {
        const parsed = parseJson(raw)
        const record = parsed.ok ? checkRecord(parsed.value) : 'it is not valid JSON'
        return typeof record === 'string'
          ? { kind: 'unreadable', key, raw, why: record }
          : { kind: 'record', record, key, raw }
      }
      const legacy = get(SAVED_KEYS.legacyScenario)
      if (legacy === null) return { kind: 'none' }
      const record: SavedRecord = {
        format: RECORD_FORMAT,
        savedAt: 0,
        hash: get(SAVED_KEYS.legacyHash) ?? '',
        title: '',
        chars: 0, // unknown: the file's length is not what was pasted
        file: legacy,
        texts: [],
      }
      record.title = recordTitle(record) === 'Untitled scenario' ? '' : recordTitle(record)
      return { kind: 'record', record, key: SAVED_KEYS.legacyScenario, raw: legacy }
    },

    /** What to ask the engine to open for a record: its file and texts fetched; texts gone missing are named. */
    async requestFor(record: SavedRecord): Promise<RecordRequest> {
      const fetchText = async (ref: TextRef) => {
        const text = await texts?.get(ref.id).catch(() => undefined)
        if (text !== undefined) state.known.set(text, ref.id)
        return text
      }
      const file = typeof record.file === 'string' ? record.file : await fetchText(record.file)
      if (file === undefined)
        return { ok: false, message: 'its scenario file is missing from this browser’s storage (IndexedDB)' }
      const placed: PlacedText[] = []
      const missing: { path: ValuePath; chars: number }[] = []
      const cut: CutText[] = []
      const fetched = record.texts.length === 0 ? [] : await Promise.all(record.texts.map(fetchText))
      record.texts.forEach((ref, i) => {
        const text = fetched[i]
        if (text === undefined) missing.push({ path: ref.path, chars: ref.chars })
        else {
          if (text.length !== ref.chars) cut.push({ path: ref.path, chars: ref.chars, found: text.length })
          placed.push({ path: ref.path, text })
        }
      })
      const pinned =
        typeof record.pinned === 'object'
          ? ((await fetchText(record.pinned)) ?? null)
          : (record.pinned ?? null)
      return { ok: true, request: { kind: 'saved', file, texts: placed }, missing, cut, pinned }
    },

    readEarlier: (): EarlierWork[] => readList(SAVED_KEYS.earlier, isEarlier),
    readSetAside: (): SetAsideCopy[] => readList(SAVED_KEYS.setAside, isSetAside),
    /**
     * Moves an unreadable stored value out of the way, unchanged: into the text store (localStorage when there is
     * none), listed under `set-aside`; then frees its key. Rejects, leaving it where it was, when it cannot.
     */
    async setAside(key: string, raw: string, why: string): Promise<SetAsideCopy> {
      const id = newId()
      let value: SetAsideCopy['value'] = raw
      let names: string[] = []
      if (texts) {
        const held = new Set(await texts.ids())
        names = [...new Set(raw.match(TEXT_ID) ?? [])].filter((n) => held.has(n))
        await texts.set(id, raw)
        value = { id, chars: raw.length }
      }
      const copy: SetAsideCopy = { id, at: env.now(), why, chars: raw.length, value, names }
      put(SAVED_KEYS.setAside, [copy, ...readList(SAVED_KEYS.setAside, isSetAside)])
      remove(key, ...(key === SAVED_KEYS.legacyScenario ? [SAVED_KEYS.legacyHash] : []))
      return copy
    },

    /** The exact text of a copy set aside. */
    async setAsideText(copy: SetAsideCopy): Promise<string | undefined> {
      return typeof copy.value === 'string' ? copy.value : texts?.get(copy.value.id)
    },

    readFailure: (): SaveFailure | null => io.read(SAVED_KEYS.saveFailed, isFailure),
    /** The failed save noted in localStorage or, when that was full, in the text store. */
    async readFailureAnywhere(): Promise<SaveFailure | null> {
      const local = io.read(SAVED_KEYS.saveFailed, isFailure)
      if (local || !texts) return local
      const note = parseJson((await texts.get(FAILURE_TEXT_ID).catch(() => undefined)) ?? 'null')
      state.failureInTexts = note.ok && isFailure(note.value)
      return note.ok && isFailure(note.value) ? note.value : null
    },
  }
}

/** A saved record opened: its scenario and pinned A, and the texts found cut or missing; or why it did not open. */
export type OpenedRecord =
  | {
      ok: true
      scenario: Scenario
      pinned: Scenario | null
      cut: CutText[]
      missing: { path: ValuePath; chars: number }[]
    }
  | { ok: false; why: string }

/**
 * The one way a saved record opens (the saved copy as the page opens, earlier work restored): its texts fetched,
 * its file validated by the engine (`open`), and its pinned A with it when that opens too.
 */
export async function openRecord(
  saved: Pick<SavedWorkReads, 'requestFor'>,
  open: (request: OpenRequest) => Promise<OpenResult>,
  record: SavedRecord,
): Promise<OpenedRecord> {
  const request = await saved.requestFor(record)
  if (!request.ok) return { ok: false, why: request.message }
  const opened = await open(request.request)
  if (opened.kind !== 'ok')
    return { ok: false, why: opened.kind === 'error' ? opened.message : 'it holds no scenario' }
  const a = request.pinned === null ? null : await open({ kind: 'file', text: request.pinned })
  const pinned = a?.kind === 'ok' ? a.scenario : null
  return { ok: true, scenario: opened.scenario, pinned, cut: request.cut, missing: request.missing }
}

/** What `openSavedWork` opened: the reading half of `SavedWork`. */
export type SavedWorkReads = ReturnType<typeof openSavedWork>

/**
 * A record's title for a list: its own, or the one inside its file (version 1 kept only the file, and its
 * records were listed as "Untitled scenario").
 */
export function recordTitle(record: SavedRecord): string {
  if (record.title) return record.title
  const parsed = typeof record.file === 'string' ? parseJson(record.file) : null
  const title = parsed?.ok ? (parsed.value as { title?: unknown } | null)?.title : undefined
  return typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : 'Untitled scenario'
}

/** A stored record's JSON read as every reader does (`readJsonValue`: the reason is never shown), saying whether it could instead of throwing. */
export const parseJson = (raw: string): { ok: true; value: unknown } | { ok: false } => readJsonValue(raw)
