import { cleanup, configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, vi } from 'vitest'
import type { Scenario } from '../../../src/engine/scenario.ts'
import { startEngineSync } from '../../../src/state/engine-sync.ts'
import { loadInitialScenario } from '../../../src/state/persistence.ts'
import { createSavedWork } from '../../../src/state/saved-work.ts'
import { type AppStore, createAppStore } from '../../../src/state/store.ts'
import { App } from '../../../src/ui/app/App.tsx'
import { StoreProvider } from '../../../src/ui/app/store-context.tsx'
import { createEngineClient } from '../../../src/worker/engine-client.ts'

const stops: (() => void)[] = []

// How long one wait for the page may take: a guard against a hang, not a measure of speed (the bench measures
// speed). The slowest (a first evaluation waiting for the engine's dynamic import, a simulation to finish) takes
// a few seconds on a busy machine; 30 s, half the test's own guard (vitest.config.ts), fails only a hang.
configure({ asyncUtilTimeout: 30_000 })

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

export interface RenderAppOptions {
  scenario?: Scenario
  /** A location hash to open at startup, read like main.tsx does (no saved copy). */
  hash?: string
  /** The store's clock (undo merges keystrokes less than a second apart); Date.now by default. */
  now?: () => number
  /** The page's fetch (the examples menu, the gallery); by default every request answers 404. */
  fetch?: (url: string) => Promise<Response>
}

/**
 * The real App, store and engine, wired as main.tsx wires them but with the engine in the page (jsdom has no
 * Worker) and no persistence. The examples menu's fetch answers 404: tests make no network requests.
 */
export async function renderApp({ scenario, hash, now, fetch }: RenderAppOptions = {}) {
  vi.stubGlobal('fetch', fetch ?? (async () => new Response('', { status: 404 })))
  let store: AppStore | null = null
  const client = createEngineClient({
    loadInPageEngine: async () => import('../../../src/engine/index.ts'),
    onResult: (result) => store?.getState().applyEngineResult(result),
  })
  const initial =
    hash === undefined
      ? { scenario, notices: [] }
      : await loadInitialScenario({
          location: { hash },
          saved: createSavedWork({ storage: null, texts: null, now: Date.now }),
          open: client.open,
          now: Date.now,
        })
  const created = createAppStore({ initialScenario: initial.scenario, open: client.open, now })
  store = created
  for (const notice of initial.notices) created.getState().notify(notice)
  stops.push(startEngineSync(created, client), () => client.dispose())
  const user = userEvent.setup()
  const view = render(
    <StrictMode>
      <StoreProvider store={created}>
        <App />
      </StoreProvider>
    </StrictMode>,
  )
  await screen.findByRole('table', { name: 'Per-call numbers' })
  return { store: created, user, ...view }
}

/** The per-call numbers table of the selected batch. */
export const numbersTable = () => screen.getByRole('table', { name: 'Per-call numbers' })

/** One column of the per-call numbers table, as the text of each row's cell. */
export function column(name: 'raw' | 'budget' | 'kept' | 'cut' | 'delivered'): string[] {
  return [...numbersTable().querySelectorAll(`tbody [data-col="${name}"]`)].map((td) => td.textContent ?? '')
}

/** The card of call `n` (1-based) in the batch editor. */
export const callCard = (n: number) => screen.getByRole('article', { name: `Call ${n}` })

/** The resultBudgetChars text field. */
export const budgetInput = () =>
  screen.getByLabelText('resultBudgetChars (chars per parallel batch)') as HTMLInputElement
