import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { evaluateResultBudget } from './engine/index.ts'
import { startEngineSync } from './state/engine-sync.ts'
import { loadInitialScenario } from './state/load-initial.ts'
import { asksSafe, chooseStart, noteDrawing, sessionTabId } from './state/safe-start.ts'
import { openSavedWork } from './state/saved-work-reads.ts'
import { createAppStore } from './state/store.ts'
import { openIndexedDbTextStore } from './state/text-store.ts'
import { App } from './ui/app/App.tsx'
import { StoreProvider } from './ui/app/store-context.tsx'
import { deferredEngineClient } from './worker/deferred-client.ts'
import type { EngineResult } from './worker/engine-client.ts'
import { spawnEngineWorker } from './worker/spawn-engine-worker.ts'
import './ui/app/theme.css'

function safeStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage can be blocked (privacy settings, sandboxed frames)
  }
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Resolves after React has committed and the browser has drawn a frame of it. */
const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)))

/** Calls `done` once its children have committed and a frame of them is drawn (a render that throws never does). */
function WhenDrawn({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => {
    void painted().then(done)
  }, [done])
  return children
}

/**
 * The last word of a page whose app React had to take down (a fault no panel contained): what failed, and a
 * reload, which opens the defaults with the scenario kept in Earlier work (the drawing note says so).
 */
function showPageFault(error: unknown, safe: boolean) {
  const box = document.createElement('div')
  box.className = 'notice error page-fault'
  box.setAttribute('role', 'alert')
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  const text = document.createElement('span')
  text.textContent = `This page could not be drawn (${message.slice(0, 200)}). ${
    safe
      ? 'It is in safe mode already: the default scenario failed to draw.'
      : 'Reload opens the default scenario; the scenario that failed is kept in Earlier work, nothing is lost.'
  }`
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.textContent = 'Reload'
  reload.addEventListener('click', () => {
    // The next load sees the drawing note: it opens neither the saved copy nor the address bar's link.
    location.reload()
  })
  box.append(text, ' ', reload)
  document.getElementById('root')?.before(box)
}

/** A fault took the page down (React's root, or the boot itself): its drawing note must stay for the next load. */
let crashed = false

async function boot() {
  // Saving, earlier work and the address bar's link are not needed to draw the page: their module loads beside
  // the boot, and starts before the first draw when it is there by then, else just after (see startPersistence).
  const persistenceModule = import('./persistence-start.ts')
  const loaded: { persistence?: Awaited<typeof persistenceModule> } = {}
  void persistenceModule.then(
    (m) => {
      loaded.persistence = m
    },
    () => {}, // said below, once the store can say it
  )
  const storage = safeStorage()
  const drawingTab = sessionTabId(safeSession())
  const start = chooseStart({ search: location.search, storage, tab: drawingTab, now: Date.now() })
  // Each page load is a tab of its own for saved work (a duplicated tab shares the session's id, not this one).
  const tab = `${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 8).toString(36)}`
  const saved = openSavedWork({ storage, texts: openIndexedDbTextStore(), now: Date.now, tab })
  // Safe start (see safe-start.ts): noted before anything is drawn; safe mode writes nothing, this note included.
  // The draw is over once the app has committed and painted, and the engine's first report has been drawn too
  // (a chart that throws on a scenario throws then, not at the first commit). A fault React could not contain
  // after that notes it again, so the next load opens the defaults.
  const clearNote =
    start.kind === 'safe' ? () => {} : noteDrawing(storage, drawingTab, Date.now(), start.kind === 'recover')
  let drawnParts = 0
  const partDrawn = () => {
    drawnParts++
    if (drawnParts === 2 && !crashed) clearNote()
  }
  // A page closed or reloaded in the ordinary way did not hang (a hung page runs no handlers; a crashed renderer
  // fires none), even if it never drew a frame: a tab opened in the background and closed unseen draws none.
  window.addEventListener('pagehide', () => {
    if (!crashed) clearNote()
  })
  let firstResult = true
  let store: ReturnType<typeof createAppStore> | null = null
  // The engine clients' code loads beside the boot: the first result is drawn without it (see showFirstReport).
  const clientCode = import('./worker/engine-client.ts').then((m) => m.createEngineClient)
  // Where there is no Worker, the engine runs in the page (each client loads it on its first request).
  const loadInPageEngine = () => import('./worker/in-page-engine.ts')
  const client = deferredEngineClient(clientCode, {
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine,
    onResult: (result) => {
      store?.getState().applyEngineResult(result)
      if (firstResult) void painted().then(partDrawn)
      firstResult = false
    },
    onRestart: (message) =>
      store?.getState().notify({ id: 'engine-restart', level: 'warning', where: 'Engine', message }),
  })
  // Scenario A of an A/B view has its own client (and worker, started only once something is pinned).
  const pinnedClient = deferredEngineClient(clientCode, {
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine,
    onResult: (result) => acceptPinned?.(result),
  })
  // Long links are encoded in a worker of their own (started for the first one): one takes seconds, and edits
  // must not wait behind it. Short ones go to the engine worker (`routeLinks`).
  const linkClient = deferredEngineClient(clientCode, {
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine,
    onResult: () => {},
  })
  const { scenario, pinned, notices, opening } = await loadInitialScenario({
    location: window.location,
    saved,
    open: client.open,
    now: Date.now,
    start,
  })
  store = createAppStore({ initialScenario: scenario, initialPinned: pinned, open: client.open })
  for (const notice of notices) store.getState().notify(notice)
  // Seed 003's part of the first report is computed here, so the first result does not wait for the worker
  // to start (it is small and needs no validation code). The worker's full report follows; every later edit
  // goes to the worker.
  try {
    store.getState().showFirstReport(evaluateResultBudget(scenario), scenario)
  } catch {
    // The worker will report the failure with its message.
  }
  startEngineSync(store, client)
  // The A/B view's sync loads once something is pinned (an A/B link: at once); A's answers come only after it.
  let acceptPinned: ((result: EngineResult) => void) | null = null
  const startComparing = (app: NonNullable<typeof store>) => {
    stopWaiting()
    void import('./state/compare-sync.ts').then((m) => {
      acceptPinned = m.acceptPinned(app)
      m.startCompareSync(app, pinnedClient)
    })
  }
  const app = store
  const stopWaiting = app.subscribe((state) => {
    if (state.pinned !== null) startComparing(app)
  })
  if (app.getState().pinned !== null) startComparing(app)
  const opened = { scenario, pinned }
  const begin = (m: Awaited<typeof persistenceModule>) =>
    m.startPagePersistence({ store: app, storage, saved, client, linkClient, opening, opened })
  let persistence: ReturnType<typeof begin> | null = loaded.persistence ? begin(loaded.persistence) : null
  const saving = persistence ? Promise.resolve(persistence) : persistenceModule.then(begin)
  saving.then(
    (started) => {
      persistence = started
    },
    (error: unknown) =>
      store?.getState().notify({
        id: 'save-failed',
        level: 'error',
        where: 'Saved work',
        message: `Saving in this browser could not start (${error instanceof Error ? error.message : String(error)}): edits are not saved. Use “Save file” to keep them.`,
      }),
  )
  // A link pasted into the address bar of this open page changes only the hash: open it like a file.
  window.addEventListener('hashchange', () => void saving.then((p) => p.openLink(location.hash)))
  // The page going writes a pending edit at once (an edit can only be pending once persistence has started).
  window.addEventListener('pagehide', () => persistence?.flush())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistence?.flush()
  })

  const root = document.getElementById('root')
  if (root) {
    const onUncaughtError = (error: unknown) => {
      crashed = true
      if (start.kind !== 'safe') noteDrawing(storage, drawingTab, Date.now())
      showPageFault(error, start.kind === 'safe')
    }
    createRoot(root, { onUncaughtError }).render(
      <StrictMode>
        <WhenDrawn done={partDrawn}>
          <StoreProvider store={store}>
            <App />
          </StoreProvider>
        </WhenDrawn>
      </StrictMode>,
    )
  }
}

void boot().catch((error: unknown) => {
  crashed = true
  showPageFault(error, asksSafe(location.search))
})
