/**
 * The page's persistence wired as main.tsx wires it, over memory storage and manual timers: what the
 * persistence tests share. `boot` with the same storage and text store a second time is a reload.
 */
import { defaultScenario } from '../../src/engine/defaults.ts'
import { openScenario } from '../../src/engine/entry/open-scenario.ts'
import type { Scenario } from '../../src/engine/scenario.ts'
import { encodeShareLink } from '../../src/engine/share/encode-link.ts'
import { loadInitialScenario, type PersistenceEnv, startPersistence } from '../../src/state/persistence.ts'
import { createSavedWork, SAVED_KEYS, type SavedRecord } from '../../src/state/saved-work.ts'
import type { EncodeLink } from '../../src/state/share-link.ts'
import { createAppStore } from '../../src/state/store.ts'
import type { TextStore } from '../../src/state/text-store.ts'

export const open = async (r: Parameters<typeof openScenario>[0]) => openScenario(r)
export const withBudget = (b: number, title = defaultScenario().title): Scenario => ({
  ...defaultScenario(),
  title,
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})
export const budgetOf = (s: Scenario) => s.resultBudget.resultBudgetChars

/** localStorage as the page sees it: strings by key, a quota in chars, removeItem. */
export function memoryStorage(initial: Record<string, string> = {}, quota = Number.POSITIVE_INFINITY) {
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

/** A text store in memory: IndexedDB as the tests see it. */
export function memoryTextStore(
  initial: Record<string, string> = {},
): TextStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get: async (id) => data.get(id),
    set: async (id, text) => {
      data.set(id, text)
    },
    delete: async (ids) => {
      for (const id of ids) data.delete(id)
    },
    ids: async () => [...data.keys()],
  }
}

export function manualTimers() {
  const pending = new Map<number, () => void>()
  let next = 1
  return {
    setTimeout: (f: () => void) => {
      pending.set(next, f)
      return next++
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number)
    },
    /** Fires every timer set so far (not those they set). */
    fire: () => {
      const due = [...pending.values()]
      pending.clear()
      for (const f of due) f()
    },
    get waiting() {
      return pending.size
    },
  }
}

export type Storage = ReturnType<typeof memoryStorage>

/**
 * One page load, wired as main.tsx wires it: reads the saved work and the hash, makes the store, starts
 * persistence. The same storage and text store passed to a second call is a reload.
 */
export async function boot({
  storage = memoryStorage(),
  texts = memoryTextStore() as TextStore,
  hash = '',
  encodeLink,
  start,
  tab,
  watchStorage,
}: {
  storage?: Storage
  texts?: TextStore | null
  hash?: string
  encodeLink?: PersistenceEnv['encodeLink']
  start?: PersistenceEnv['start']
  /** This page load's id (a tab of the app); see `tabsOver` for two tabs on one storage. */
  tab?: string
  watchStorage?: PersistenceEnv['watchStorage']
} = {}) {
  const timers = manualTimers()
  const location = { hash }
  const hashes: string[] = []
  const downloads: { name: string; text: string }[] = []
  let t = Date.UTC(2026, 0, 1)
  const now = () => (t += 1_000)
  let reloads = 0
  let leftSafeMode = 0
  const env: PersistenceEnv = {
    location,
    saved: createSavedWork({ storage, texts, now, ...(tab === undefined ? {} : { tab }) }),
    start,
    watchStorage,
    reload: () => {
      reloads++
    },
    leaveSafeMode: () => {
      leftSafeMode++
    },
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
    // Until nothing is queued and no timer is pending (the save's debounce, the wait of a slow link the save
    // schedules, whatever a later step adds), not a fixed number of rounds. A bound turns a timer that re-arms
    // forever into a failure rather than a hung test.
    for (let round = 0; round === 0 || timers.waiting > 0; round++) {
      if (round === 50) throw new Error('settle: timers still pending after 50 rounds')
      timers.fire()
      await persistence.idle()
    }
  }
  const notice = (id: string) => store.getState().notices.find((n) => n.id === id)
  return {
    store,
    persistence,
    storage,
    texts,
    hashes,
    downloads,
    location,
    settle,
    notice,
    timers,
    get reloads() {
      return reloads
    },
    get leftSafeMode() {
      return leftSafeMode
    },
  }
}

export const savedRecord = (storage: Storage): SavedRecord =>
  JSON.parse(storage.data.get(SAVED_KEYS.current) ?? 'null') as SavedRecord

/** Storage holding `scenario` as this browser's current saved work, written at `hash`. */
export async function storageWith(scenario: Scenario, hash = '') {
  const storage = memoryStorage()
  const texts = memoryTextStore()
  const saved = createSavedWork({ storage, texts, now: () => Date.UTC(2026, 0, 1) })
  saved.writeCurrent(await saved.prepare(scenario, hash))
  return { storage, texts }
}

/** The link worker, faked: each encoding waits until the test answers it, or until its signal stops it. */
export function fakeLinkWorker() {
  const asked: { scenario: Scenario; pinned?: Scenario; signal?: AbortSignal; answer: () => void }[] = []
  const encodeLink: EncodeLink = (scenario, pinned, signal) =>
    new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason))
      asked.push({ scenario, pinned, signal, answer: () => resolve(encodeShareLink(scenario, pinned)) })
    })
  return { asked, encodeLink }
}

/**
 * One localStorage seen by several tabs: each tab's view writes to the same data and, as a browser does, tells
 * every other tab's `storage` listeners (never its own) which key changed.
 */
export function tabsOver(storage: Storage = memoryStorage()) {
  const listeners = new Map<string, Set<(key: string | null) => void>>()
  const tell = (writer: string, key: string) => {
    for (const [tab, set] of listeners) if (tab !== writer) for (const f of set) f(key)
  }
  return {
    storage,
    /** What `boot` needs for tab `tab`: its view of the storage and its `storage` events. */
    tab: (tab: string) => {
      listeners.set(tab, listeners.get(tab) ?? new Set())
      const view: Storage = {
        ...storage,
        setItem: (k: string, v: string) => {
          storage.setItem(k, v)
          tell(tab, k)
        },
        removeItem: (k: string) => {
          storage.removeItem(k)
          tell(tab, k)
        },
      }
      const watchStorage: PersistenceEnv['watchStorage'] = (f) => {
        listeners.get(tab)?.add(f)
        return () => listeners.get(tab)?.delete(f)
      }
      return { storage: view, tab, watchStorage }
    },
  }
}
