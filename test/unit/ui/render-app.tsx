import { cleanup, configure, getConfig, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, vi } from 'vitest'
import type { Scenario } from '../../../src/engine/scenario.ts'
import { acceptPinned, startCompareSync } from '../../../src/state/compare-sync.ts'
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

// A query that finds nothing prints the whole page into its error. Inside a wait (findBy…, waitFor) that error is
// thrown and dropped on every poll and every DOM change until the element appears, and printing the App's page
// each time was most of a waiting test's CPU (3 of 10 s in explore's rerun). While a wait polls (testing-library
// marks that time as expensive diagnostics disabled) the error is the message alone; the wait's final error, on
// a timeout, is made outside the poll and still prints the page as it is then, as does a getBy… that fails.
const printingElementError = getConfig().getElementError
const polling = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
configure({
  getElementError: (message, container) =>
    polling()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : printingElementError(message, container),
})

/**
 * Unmounts what the test rendered, stops its stores' syncs and clients, and restores stubbed globals. Without
 * vitest globals, testing-library cannot register its own cleanup. Registered here for a file that has this
 * module to itself, and by dom-setup.ts for every file of the component project, whose files share this module:
 * a hook registered at its top level would follow only the first file that imported it.
 */
export function cleanupRenderedApp(): void {
  cleanup()
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
}
afterEach(cleanupRenderedApp)

export interface RenderAppOptions {
  scenario?: Scenario
  /** Scenario A, pinned beside `scenario` (an A/B view). */
  pinned?: Scenario
  /** A location hash to open at startup, read like main.tsx does (no saved copy). */
  hash?: string
  /** The store's clock (undo merges keystrokes less than a second apart); Date.now by default. */
  now?: () => number
  /** The page's fetch (the examples menu, the gallery); by default every request answers 404. */
  fetch?: (url: string) => Promise<Response>
  /** Wait for the per-call numbers table before returning (a scenario without batches has none); true by default. */
  waitForNumbers?: boolean
  /**
   * Inside React's StrictMode, as main.tsx renders it: every render and effect run twice, which finds an impure
   * render or an effect without its cleanup. Off by default: it made every component test ~20% dearer (draw-edge-cases
   * 24–26 → 20 s of CPU) to check again what strict-mode.test.tsx checks once for every tab.
   */
  strict?: boolean
}

/**
 * The real App, store and engine, wired as main.tsx wires them but with the engine in the page (jsdom has no
 * Worker) and no persistence. The examples menu's fetch answers 404: tests make no network requests.
 */
export async function renderApp({
  scenario,
  pinned,
  hash,
  now,
  fetch,
  waitForNumbers = true,
  strict = false,
}: RenderAppOptions = {}) {
  vi.stubGlobal('fetch', fetch ?? (async () => new Response('', { status: 404 })))
  let store: AppStore | null = null
  const client = createEngineClient({
    loadInPageEngine: async () => import('../../../src/engine/index.ts'),
    onResult: (result) => store?.getState().applyEngineResult(result),
  })
  const pinnedClient = createEngineClient({
    loadInPageEngine: async () => import('../../../src/engine/index.ts'),
    onResult: (result) => store && acceptPinned(store)(result),
  })
  const initial =
    hash === undefined
      ? { scenario, pinned: pinned ?? null, notices: [] }
      : await loadInitialScenario({
          location: { hash },
          saved: createSavedWork({ storage: null, texts: null, now: Date.now }),
          open: client.open,
          now: Date.now,
        })
  const created = createAppStore({
    initialScenario: initial.scenario,
    initialPinned: initial.pinned,
    open: client.open,
    now,
  })
  store = created
  for (const notice of initial.notices) created.getState().notify(notice)
  stops.push(
    startEngineSync(created, client),
    startCompareSync(created, pinnedClient),
    () => client.dispose(),
    () => pinnedClient.dispose(),
    () => created.getState().disposeSimulations(),
  )
  const user = userEvent.setup()
  const app = (
    <StoreProvider store={created}>
      <App />
    </StoreProvider>
  )
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app)
  if (waitForNumbers) {
    await screen.findByRole('table', { name: 'Per-call numbers' })
    // The Result budget's panels below the first screen load after it (ResultBudgetView): drawn as well.
    const { scenario: opened } = created.getState()
    if (opened.view.tab === 'result-budget')
      await Promise.all([
        screen.findByRole('listbox', { name: 'Iterations' }),
        screen.findByTestId('turn-end'),
        (opened.batches[opened.view.batchIndex]?.calls.length ?? 0) > 0 && screen.findByTestId('preview-0'),
      ])
  }
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
