import { createStore } from 'zustand/vanilla'
import type { OpenRequest, OpenResult, Scenario } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import { compareSlice } from './slices/compare.ts'
import { importSlice } from './slices/import.ts'
import { reportSlice } from './slices/report.ts'
import { scenarioSlice } from './slices/scenario-history.ts'
import { simulationSlice } from './slices/simulation.ts'
import { gallerySlice, readerSlice } from './slices/teaching.ts'
import { savedWorkSlice, uiSlice } from './slices/ui.ts'
import type { AppState, AppStore } from './types.ts'

export { simulationKey } from './slices/simulation-runs.ts'
export type * from './types.ts'
export { SHOWN_READ_BYTES } from './types.ts'

export interface StoreOptions {
  initialScenario?: Scenario
  /** Scenario A of an A/B share link. */
  initialPinned?: Scenario | null
  /** Turns text (or a file, read where it is opened) into a scenario; the engine worker's `open`. */
  open?: (request: OpenRequest, file?: Blob) => Promise<OpenResult>
  /** The clock, passed in so tests can step it. */
  now?: () => number
}

const noOpener = async (): Promise<OpenResult> => ({ kind: 'error', message: 'no engine to read files with' })

/**
 * The page's one store, of slices (./slices/, one file each). Persistence is its storage side: `startPersistence`
 * follows it and fills in the saved-work slice (see docs/architecture.md for why it is not zustand's `persist`).
 */
export function createAppStore({
  initialScenario = defaultScenario(),
  initialPinned = null,
  open = noOpener,
  now = Date.now,
}: StoreOptions = {}): AppStore {
  return createStore<AppState>()((set, get) => ({
    ...scenarioSlice(set, get, initialScenario, open, now),
    ...reportSlice(set, get),
    ...uiSlice(set, get),
    ...savedWorkSlice(),
    ...compareSlice(set, get, initialPinned),
    ...importSlice(set, get, open),
    ...gallerySlice(set, get),
    ...readerSlice(set),
    ...simulationSlice(set, get),
  }))
}

/** The report is stale (the last good one, kept on screen) while a field is invalid or the engine failed. */
export const selectIsStale = (s: AppState): boolean =>
  Object.keys(s.fieldErrors).length > 0 || s.engineError !== null
/** A newer scenario is being evaluated. */
export const selectIsUpdating = (s: AppState): boolean => s.report !== null && s.reportScenario !== s.scenario
