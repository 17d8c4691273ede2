import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import type { Plans } from '../engine/plans/section.ts'
import { simulationKey } from './slices/simulation-runs.ts'
import { type AppState, type AppStore, createAppStore } from './store.ts'

/** Seed 001's default simulation with few runs, so the in-page pool (no Worker here) finishes quickly. */
function plans(runs: number): Plans {
  const p = defaultScenario().plans
  return { ...p, simulation: { ...p.simulation, runs } }
}

/** Resolves once the store's state satisfies `ok` (at once when it already does). */
const until = (store: AppStore, ok: (s: AppState) => boolean) =>
  new Promise<AppState>((resolve) => {
    if (ok(store.getState())) return resolve(store.getState())
    const off = store.subscribe((s) => {
      if (!ok(s)) return
      off()
      resolve(s)
    })
  })

describe('the simulation slice', () => {
  it('a newer run of a side replaces an older one asked for while the pool still loads: only its result lands', async () => {
    const store = createAppStore()
    const older = plans(30)
    const newer = plans(40)
    store.getState().runSimulation('edited', older)
    store.getState().runSimulation('edited', newer)
    expect(store.getState().simulations.edited.status).toBe('running')
    const done = await until(store, (s) => s.simulations.edited.status === 'done')
    expect(done.simulations.edited.resultKey).toBe(simulationKey(newer))
    expect(done.simulations.edited.result?.partial).toBe(false)
    // The other side was never asked: it is as it started.
    expect(done.simulations.pinned.status).toBe('idle')
    store.getState().disposeSimulations()
  })

  it('a run cancelled before its pool has loaded stops there, and the next run still completes', async () => {
    const store = createAppStore()
    store.getState().runSimulation('pinned', plans(30))
    store.getState().cancelSimulation('pinned')
    expect(store.getState().simulations.pinned.status).toBe('cancelled')
    expect(store.getState().simulations.pinned.result).toBeNull()
    const again = plans(35)
    store.getState().runSimulation('pinned', again)
    const done = await until(store, (s) => s.simulations.pinned.status === 'done')
    expect(done.simulations.pinned.resultKey).toBe(simulationKey(again))
    store.getState().disposeSimulations()
  })
})
