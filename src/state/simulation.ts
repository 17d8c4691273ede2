import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Plans, SimResult } from '../engine/index.ts'
import { createSimPool, type SimPool } from '../worker/sim-pool.ts'

export type { SimPool }

import { spawnSimWorker } from '../worker/spawn-sim-worker.ts'

export type SimStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

/** The explore/exploit simulation's state: kept apart from the scenario (it is computed, on demand). */
export interface SimulationState {
  status: SimStatus
  /** Share of runs done, 0–1, while running (and where a cancelled run stopped). */
  progress: number
  /** The last result; partial when the run was cancelled. Kept on screen while a newer run goes. */
  result: SimResult | null
  /** `simulationKey` of the settings the result was computed from. */
  resultKey: string | null
  /** Wall-clock milliseconds the last finished or cancelled run took. */
  ms: number | null
  message: string | null
  /** A worker of this run died or stopped answering and a new one took over its runs (said while it runs on). */
  restartNotice: string | null
  /** Workers sharing the runs. */
  workers: number
  run: (plans: Plans) => void
  cancel: () => void
  /** Cancels and ends the pool's workers (the view is gone). */
  dispose: () => void
}
export type SimulationStore = StoreApi<SimulationState>

/**
 * What a simulation's numbers depend on (tools, budget, simulation settings but not the time axis), as a string:
 * when it differs from the result's, the result on screen is stale.
 * @example simulationKey(a) === simulationKey(structuredClone(a))
 */
export function simulationKey(plans: Plans): string {
  const { logTime: _, ...sim } = plans.simulation
  return JSON.stringify([plans.tools, plans.plan.planningContext.constraints, sim])
}

/** A store for one view's simulations over `pool`; a newer run cancels the older one. */
export function createSimulationStore(pool: SimPool): SimulationStore {
  let cancelCurrent: (() => void) | null = null
  return createStore<SimulationState>()((set) => ({
    status: 'idle',
    progress: 0,
    result: null,
    resultKey: null,
    ms: null,
    message: null,
    restartNotice: null,
    workers: pool.size,
    run: (plans) => {
      const key = simulationKey(plans)
      const handle = pool.run(
        plans,
        (progress) => set({ progress }),
        (notice) => {
          if (cancelCurrent === handle.cancel) set({ restartNotice: notice })
        },
      )
      cancelCurrent = handle.cancel
      set({ status: 'running', progress: 0, message: null, restartNotice: null })
      void handle.done.then((outcome) => {
        if (cancelCurrent !== handle.cancel) return
        cancelCurrent = null
        if (outcome.kind === 'failed') set({ status: 'failed', message: outcome.message })
        else
          set({
            status: outcome.kind,
            result: outcome.result,
            resultKey: key,
            ms: outcome.ms,
          })
      })
    },
    cancel: () => cancelCurrent?.(),
    dispose: () => pool.dispose(),
  }))
}

/** The page's pool: one worker per core, created on the first run; blocks run in the page where there is no Worker. */
function defaultPool(): SimPool {
  const hasWorker = typeof Worker !== 'undefined'
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1
  return createSimPool({
    ...(hasWorker ? { createWorker: spawnSimWorker } : {}),
    size: hasWorker ? cores : 1,
  })
}

// One simulation store per page, so a result survives switching tabs and back.
let pageStore: SimulationStore | null = null

/** The page's simulation store over the page's pool, made on first use. */
export function pageSimulation(): SimulationStore {
  pageStore ??= createSimulationStore(defaultPool())
  return pageStore
}

/** Cancels the page's simulation and forgets its store (tests start each case afresh). */
export function resetPageSimulation(): void {
  pageStore?.getState().dispose()
  pageStore = null
  pinnedStore?.getState().dispose()
  pinnedStore = null
}

let pinnedStore: SimulationStore | null = null

/** A second store, with its own pool, for scenario A of an A/B view (the page's is B's), made on first use. */
export function pinnedSimulation(): SimulationStore {
  pinnedStore ??= createSimulationStore(defaultPool())
  return pinnedStore
}
