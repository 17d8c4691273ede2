import { type ReactNode, useEffect, useMemo } from 'react'
import type { Plans } from '../../engine/index.ts'
import { startAutoRun } from '../../state/simulation-run.ts'
import type { SimulationView } from '../../state/store.ts'
import { useApp, useAppStore } from '../app/store-context.tsx'

/** While the view is shown, small simulations follow the settings (`startAutoRun`). */
export function SimProvider({ children }: { children: ReactNode }) {
  const app = useAppStore()
  useEffect(() => startAutoRun(app), [app])
  return children
}

/** Reads one value of the edited scenario's simulation (the store's simulation slice). */
export function useSim<T>(selector: (state: SimulationView) => T): T {
  return useApp((s) => selector(s.simulations.edited))
}

/** Runs or cancels the edited scenario's simulation. */
export function useSimRun(): { run: (plans: Plans) => void; cancel: () => void } {
  const app = useAppStore()
  return useMemo(
    () => ({
      run: (plans) => app.getState().runSimulation('edited', plans),
      cancel: () => app.getState().cancelSimulation('edited'),
    }),
    [app],
  )
}
