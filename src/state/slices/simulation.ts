import type { GetState, SetState, SimSide, SimulationSlice, SimulationView } from '../types.ts'
import type { SimulationActions } from './simulation-runs.ts'

/** How many workers a pool has: one per core, or null where there is no Worker (blocks then run in the page). */
const poolWorkers = (): number | null =>
  typeof Worker === 'undefined'
    ? null
    : typeof navigator === 'undefined'
      ? 1
      : navigator.hardwareConcurrency || 1

const idle = (): SimulationView => ({
  status: 'idle',
  progress: 0,
  result: null,
  resultKey: null,
  ms: null,
  message: null,
  restartNotice: null,
  workers: poolWorkers() ?? 1,
})

/**
 * The simulation slice: both sides' simulations, and actions whose runs (./simulation-runs.ts, and the simulator
 * behind them) load on the first run, as the import slice's reading does: the first page carries only its shape.
 * A run asked for while they load says so at once ('running'); only the newest one asked for per side starts,
 * and one cancelled meanwhile never does.
 */
export function simulationSlice(set: SetState, get: GetState): SimulationSlice {
  let runs: SimulationActions | null = null
  let loading: Promise<SimulationActions> | null = null
  // Per side, the run asked for while the runs load (the newest one; a newer request or a cancel replaces it).
  const waiting: Partial<Record<SimSide, object>> = {}
  const patch = (side: SimSide, p: Partial<SimulationView>) =>
    set({ simulations: { ...get().simulations, [side]: { ...get().simulations[side], ...p } } })
  const load = () => {
    loading ??= import('./simulation-runs.ts').then((m) => {
      runs = m.simulationRuns(set, get, poolWorkers())
      return runs
    })
    return loading
  }
  return {
    simulations: { edited: idle(), pinned: idle() },
    runSimulation: (side, plans) => {
      delete waiting[side]
      if (runs) return runs.runSimulation(side, plans)
      const ask = {}
      waiting[side] = ask
      patch(side, { status: 'running', progress: 0, message: null, restartNotice: null })
      void load().then(
        (loaded) => {
          if (waiting[side] !== ask) return
          delete waiting[side]
          loaded.runSimulation(side, plans)
        },
        (error: unknown) => {
          if (waiting[side] !== ask) return
          delete waiting[side]
          patch(side, { status: 'failed', message: `the simulator did not load (${String(error)})` })
        },
      )
    },
    cancelSimulation: (side) => {
      if (waiting[side] !== undefined) {
        delete waiting[side]
        patch(side, { status: 'cancelled' })
      } else runs?.cancelSimulation(side)
    },
    adoptSimulation: (side, view) => patch(side, view),
    disposeSimulations: () => {
      delete waiting.edited
      delete waiting.pinned
      runs?.disposeSimulations()
    },
  }
}
