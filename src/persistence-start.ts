import type { Scenario } from './engine/index.ts'
import { type Opening, type PersistenceEnv, startPersistence } from './state/persistence.ts'
import type { SavedWorkReads } from './state/saved-work-reads.ts'
import { routeLinks } from './state/share-link.ts'
import type { AppStore } from './state/store.ts'
import { downloadFile } from './ui/download-file.ts'
import type { EngineClient } from './worker/engine-client.ts'

/** What the page hands over once its store exists (see `startPagePersistence`). */
export interface PagePersistence {
  store: AppStore
  storage: Storage | null
  saved: SavedWorkReads
  /** The engine's client, and the one that encodes long links in a worker of its own. */
  client: Pick<EngineClient, 'open' | 'encodeLink'>
  linkClient: Pick<EngineClient, 'encodeLink'>
  opening: Opening
  opened: { scenario: Scenario; pinned: Scenario | null }
}

/**
 * Starts saving, earlier work and the address bar's link with this browser's window, storage and history: the
 * page's side of persistence, loaded beside the boot with persistence itself (main.tsx), so the first page
 * carries neither.
 */
export function startPagePersistence({
  store,
  storage,
  saved,
  client,
  linkClient,
  opening,
  opened,
}: PagePersistence) {
  const env: PersistenceEnv = {
    location: window.location,
    saved,
    open: client.open,
    encodeLink: routeLinks(client.encodeLink, linkClient.encodeLink),
    replaceHash: (hash) =>
      history.replaceState(history.state, '', hash || `${location.pathname}${location.search}`),
    download: (fileName, text) => downloadFile(new Blob([text], { type: 'application/json' }), fileName),
    setTimeout: (f, ms) => window.setTimeout(f, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    now: Date.now,
    nextFrame: () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    watchStorage: (listener) => {
      const heard = (e: StorageEvent) => {
        if (e.storageArea === storage) listener(e.key)
      }
      window.addEventListener('storage', heard)
      return () => window.removeEventListener('storage', heard)
    },
    // Without its hash: the address bar holds this tab's link, which would open over the other tab's copy.
    reload: () => {
      history.replaceState(history.state, '', `${location.pathname}${location.search}`)
      location.reload()
    },
    leaveSafeMode: () => {
      const url = new URL(location.href)
      url.searchParams.delete('safe')
      location.assign(url.href)
    },
  }
  return startPersistence(store, env, opening, opened)
}
