import type { Plans } from '../../engine/index.ts'
import type { SimPool } from '../../worker/simulation-pool.ts'
import type { GetState, SetState, SimSide, SimulationSlice, SimulationView } from '../types.ts'

// The simulation slice's runs, loaded on the first run (see simulationSlice): the first page carries only the
// slice's shape.

/** What the slice hands over to its runs once they have loaded. */
export type SimulationActions = Pick<
  SimulationSlice,
  'runSimulation' | 'cancelSimulation' | 'disposeSimulations'
>

/**
 * What a simulation's numbers depend on (tools, budget, simulation settings but not the time axis), as a string:
 * when it differs from the result's, the result on screen is stale.
 * @example simulationKey(a) === simulationKey(structuredClone(a))
 */
export function simulationKey(plans: Plans): string {
  const { logTime: _, ...sim } = plans.simulation
  return JSON.stringify([plans.tools, plans.plan.planningContext.constraints, sim])
}

/** A pool of `workers` workers (one per core), or of one running blocks in the page (null: there is no Worker). */
async function defaultPool(workers: number | null): Promise<SimPool> {
  const [{ createSimPool }, { spawnSimWorker }] = await Promise.all([
    import('../../worker/simulation-pool.ts'),
    import('../../worker/spawn-simulation-worker.ts'),
  ])
  return createSimPool(workers === null ? { size: 1 } : { createWorker: spawnSimWorker, size: workers })
}

/**
 * Both sides' simulations, each over a pool of its own made on its first run. A newer run of a side cancels the
 * older one; only the newest run's answers land.
 */
export function simulationRuns(set: SetState, get: GetState, workers: number | null): SimulationActions {
  const pools: Partial<Record<SimSide, Promise<SimPool>>> = {}
  // The run each side is on (its answers land only while it is), and how to stop it once it has started.
  const current: Record<SimSide, object | null> = { edited: null, pinned: null }
  const stops: Partial<Record<SimSide, () => void>> = {}
  const patch = (side: SimSide, p: Partial<SimulationView>) =>
    set({ simulations: { ...get().simulations, [side]: { ...get().simulations[side], ...p } } })
  return {
    runSimulation: (side, plans) => {
      const key = simulationKey(plans)
      const run = {}
      current[side] = run
      stops[side] = undefined // the pool stops the older run as it starts this one
      patch(side, { status: 'running', progress: 0, message: null, restartNotice: null })
      // Answers of an older run of this side (a newer one started, or it was cancelled) are dropped.
      const mine =
        <A extends unknown[]>(f: (...a: A) => void) =>
        (...a: A) => {
          if (current[side] === run) f(...a)
        }
      pools[side] ??= defaultPool(workers)
      void pools[side]
        .then(async (pool) => {
          if (current[side] !== run) return
          const handle = pool.run(
            plans,
            mine((progress: number) => patch(side, { progress })),
            mine((restartNotice: string) => patch(side, { restartNotice })),
          )
          stops[side] = handle.cancel
          patch(side, { workers: pool.size })
          const outcome = await handle.done
          if (current[side] !== run) return
          current[side] = null
          stops[side] = undefined
          if (outcome.kind === 'failed') patch(side, { status: 'failed', message: outcome.message })
          else patch(side, { status: outcome.kind, result: outcome.result, resultKey: key, ms: outcome.ms })
        })
        .catch(mine((error: unknown) => patch(side, { status: 'failed', message: String(error) })))
    },
    cancelSimulation: (side) => {
      if (stops[side]) return stops[side]()
      // Not started yet (its pool is loading): it stops where it is.
      if (current[side] === null) return
      current[side] = null
      patch(side, { status: 'cancelled' })
    },
    disposeSimulations: () => {
      current.edited = current.pinned = null
      for (const side of ['edited', 'pinned'] as const) {
        void pools[side]?.then((pool) => pool.dispose())
        delete pools[side]
        stops[side] = undefined
      }
    },
  }
}
