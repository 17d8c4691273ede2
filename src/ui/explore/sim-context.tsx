import { createContext, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import { createSimulationStore, type SimulationState, type SimulationStore } from '../../state/simulation.ts'
import { createSimPool, type SimPool } from '../../worker/sim-pool.ts'
import { spawnSimWorker } from '../../worker/spawn-sim-worker.ts'

const SimContext = createContext<SimulationStore | null>(null)

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

/**
 * The page's simulation store (made on first use): what the Explore tab ran, for a story's numbers to read
 * outside the tab's own tree.
 */
export function pageSimulation(): SimulationStore {
  pageStore ??= createSimulationStore(defaultPool())
  return pageStore
}

/** Cancels the page's simulation and forgets its store (tests start each case afresh). */
export function resetPageSimulation(): void {
  pageStore?.getState().dispose()
  pageStore = null
}

/** Provides the simulation store to the view; tests pass their own pool (in-page, or fake workers). */
export function SimProvider({ pool, children }: { pool?: SimPool; children: ReactNode }) {
  const [store] = useState(() => {
    if (pool) return createSimulationStore(pool)
    return pageSimulation()
  })
  return <SimContext.Provider value={store}>{children}</SimContext.Provider>
}

/** Reads one value of the simulation state. */
export function useSim<T>(selector: (state: SimulationState) => T): T {
  const store = useContext(SimContext)
  if (!store) throw new Error('useSim needs a SimProvider')
  return useStore(store, selector)
}
