import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { evaluateResultBudget } from './engine/result-budget/evaluate-result-budget.ts'
import { acceptPinned, startCompareSync } from './state/compare-sync.ts'
import { startEngineSync } from './state/engine-sync.ts'
import { loadInitialScenario, startPersistence } from './state/persistence.ts'
import { createSavedWork } from './state/saved-work.ts'
import { routeLinks } from './state/share-link.ts'
import { createAppStore } from './state/store.ts'
import { openIndexedDbTextStore } from './state/text-store.ts'
import { App } from './ui/app/App.tsx'
import { StoreProvider } from './ui/app/store-context.tsx'
import { createEngineClient } from './worker/engine-client.ts'
import { spawnEngineWorker } from './worker/spawn-engine-worker.ts'
import './ui/app/theme.css'

function safeStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage can be blocked (privacy settings, sandboxed frames)
  }
}

/** Offers a text as a file download. */
function download(fileName: string, text: string) {
  const a = document.createElement('a')
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}

async function boot() {
  const saved = createSavedWork({ storage: safeStorage(), texts: openIndexedDbTextStore(), now: Date.now })
  let store: ReturnType<typeof createAppStore> | null = null
  const client = createEngineClient({
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: (result) => store?.getState().applyEngineResult(result),
    onRestart: (message) =>
      store?.getState().notify({ id: 'engine-restart', level: 'warning', where: 'Engine', message }),
  })
  // Scenario A of an A/B view has its own client (and worker, started only once something is pinned).
  const pinnedClient = createEngineClient({
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: (result) => store && acceptPinned(store)(result),
  })
  // Long links are encoded in a worker of their own (started for the first one): one takes seconds, and edits
  // must not wait behind it. Short ones go to the engine worker (`routeLinks`).
  const linkClient = createEngineClient({
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: () => {},
  })
  const { scenario, pinned, notices, opening } = await loadInitialScenario({
    location: window.location,
    saved,
    open: client.open,
    now: Date.now,
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
  startCompareSync(store, pinnedClient)
  const persistence = startPersistence(
    store,
    {
      location: window.location,
      saved,
      open: client.open,
      encodeLink: routeLinks(client.encodeLink, linkClient.encodeLink),
      replaceHash: (hash) =>
        history.replaceState(history.state, '', hash || `${location.pathname}${location.search}`),
      download,
      setTimeout: (f, ms) => window.setTimeout(f, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
      now: Date.now,
      nextFrame: () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    },
    opening,
  )
  // A link pasted into the address bar of this open page changes only the hash: open it like a file.
  window.addEventListener('hashchange', () => void persistence.openLink(location.hash))
  window.addEventListener('pagehide', persistence.flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistence.flush()
  })

  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </StrictMode>,
    )
  }
}

void boot()
