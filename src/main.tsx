import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { evaluateResultBudget } from './engine/result-budget/evaluate-result-budget.ts'
import { acceptPinned, startCompareSync } from './state/compare-sync.ts'
import { startEngineSync } from './state/engine-sync.ts'
import { loadInitialScenario, startPersistence } from './state/persistence.ts'
import { createAppStore } from './state/store.ts'
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

async function boot() {
  const storage = safeStorage()
  let store: ReturnType<typeof createAppStore> | null = null
  const client = createEngineClient({
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: (result) => store?.getState().applyEngineResult(result),
  })
  // Scenario A of an A/B view has its own client (and worker, started only once something is pinned).
  const pinnedClient = createEngineClient({
    createWorker: typeof Worker === 'undefined' ? undefined : spawnEngineWorker,
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: (result) => store && acceptPinned(store)(result),
  })
  const { scenario, pinned, notices } = await loadInitialScenario({
    location: window.location,
    storage,
    open: client.open,
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
  const persistence = startPersistence(store, {
    location: window.location,
    storage,
    open: client.open,
    replaceHash: (hash) =>
      history.replaceState(history.state, '', hash || `${location.pathname}${location.search}`),
    setTimeout: (f, ms) => window.setTimeout(f, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
  })
  window.addEventListener('pagehide', persistence.flush)

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
