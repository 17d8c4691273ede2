import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  createSimulationStore,
  pageSimulation,
  type SimPool,
  type SimulationState,
  type SimulationStore,
} from '../../state/simulation.ts'
import { startAutoRun } from '../../state/simulation-run.ts'
import { useAppStore } from '../app/store-context.tsx'

const SimContext = createContext<SimulationStore | null>(null)

/**
 * Provides the simulation store to the view (the page's, or one over the pool a test passes) and, while the view
 * is shown, lets small simulations follow the settings (`startAutoRun`).
 */
export function SimProvider({ pool, children }: { pool?: SimPool; children: ReactNode }) {
  const app = useAppStore()
  const [store] = useState(() => (pool ? createSimulationStore(pool) : pageSimulation()))
  useEffect(() => startAutoRun(app, store), [app, store])
  return <SimContext.Provider value={store}>{children}</SimContext.Provider>
}

/** Reads one value of the simulation state. */
export function useSim<T>(selector: (state: SimulationState) => T): T {
  const store = useContext(SimContext)
  if (!store) throw new Error('useSim needs a SimProvider')
  return useStore(store, selector)
}
