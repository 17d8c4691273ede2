import { createStore, delMany, get, keys, set } from 'idb-keyval'

/**
 * Where texts too big for localStorage are kept, by id: IndexedDB in the page (its quota is a share of the
 * disk, not localStorage's few megabytes), a Map in tests (`memoryTextStore`, test/support). Every call may reject (storage blocked, quota
 * exceeded, the database deleted): callers say so to the user.
 */
export interface TextStore {
  get(id: string): Promise<string | undefined>
  set(id: string, text: string): Promise<void>
  delete(ids: readonly string[]): Promise<void>
  ids(): Promise<string[]>
}

/** The database and object store the page keeps long texts in. */
export const TEXT_DB = { name: 'tool-budget-playground', store: 'texts' } as const

/**
 * The page's text store in IndexedDB (through idb-keyval), or null where the browser has none. Opening is
 * lazy: a browser that blocks IndexedDB fails on the first call, not here.
 */
export function openIndexedDbTextStore(): TextStore | null {
  if (typeof indexedDB === 'undefined') return null
  let db: ReturnType<typeof createStore> | null = null
  const use = () => {
    db ??= createStore(TEXT_DB.name, TEXT_DB.store)
    return db
  }
  return {
    get: async (id) => {
      const value = await get<unknown>(id, use())
      return typeof value === 'string' ? value : undefined
    },
    set: (id, text) => set(id, text, use()),
    delete: (ids) => (ids.length === 0 ? Promise.resolve() : delMany([...ids], use())),
    ids: async () => (await keys(use())).filter((k): k is string => typeof k === 'string'),
  }
}
