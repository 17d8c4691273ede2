import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startEngineSync } from './state/engine-sync.ts'
import { loadInitialScenario, startPersistence } from './state/persistence.ts'
import { createAppStore } from './state/store.ts'
import { App } from './ui/app/App.tsx'
import { StoreProvider } from './ui/app/store-context.tsx'
import { createEngineClient } from './worker/engine-client.ts'
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
    createWorker:
      typeof Worker === 'undefined'
        ? undefined
        : () => new Worker(new URL('./worker/engine.worker.ts', import.meta.url), { type: 'module' }),
    loadInPageEngine: () => import('./engine/index.ts'),
    onResult: (result) => store?.getState().applyEngineResult(result),
  })
  const { scenario, notices } = await loadInitialScenario({
    location: window.location,
    storage,
    open: client.open,
  })
  store = createAppStore({ initialScenario: scenario, open: client.open })
  for (const notice of notices) store.getState().notify(notice)
  startEngineSync(store, client)
  startPersistence(store, {
    location: window.location,
    storage,
    open: client.open,
    replaceHash: (hash) => history.replaceState(history.state, '', hash),
    setTimeout: (f, ms) => window.setTimeout(f, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
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
