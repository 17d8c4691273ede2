// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { Plans } from '../section.ts'
import { type Accumulator, checkpointsFor, compress, createAccumulator } from './accumulator.ts'
import { buildContext, resolvePolicy } from './context.ts'
import { Sfc32 } from './prng.ts'
import { runOnce } from './run.ts'
import { createRunState } from './state.ts'

/** Roughly how many calls one block of runs holds (small enough for a smooth progress bar). */
const BLOCK_STEPS = 200_000

/**
 * One block of runs of one policy: at the plan's own scale with full series (`scale` −1), or at
 * `simulation.sweep[scale]` with totals only. Blocks depend on the scenario alone, never on the worker count.
 */
export interface SimTask {
  policy: number
  scale: number
  block: number
  firstRun: number
  runs: number
}

/**
 * Percentile bands keep every run's regret at every checkpoint: at most 16 M numbers (64 MB).
 * @example percentilesFit(2_000, 1_000) === true
 */
export const percentilesFit = (runs: number, checkpoints: number) => runs * checkpoints <= 16_000_000

/**
 * How many runs one block of a series of `steps` calls holds.
 * @example blockRuns(1_000, 2_000) === 200
 */
export const blockRuns = (steps: number, runs: number) =>
  Math.max(1, Math.min(runs, Math.floor(BLOCK_STEPS / Math.max(1, steps))))

/**
 * Every block of a simulation, main series first (policy by policy), then the sweep. Run `i` of every policy
 * and scale uses the PRNG stream (seed, i), so policies are compared on the same draws of the testbed's means.
 * @example planTasks(defaultPlans()).length // 4 policies × 1 block + 4 × 4 sweep blocks
 */
export function planTasks(plans: Plans): SimTask[] {
  const sim = plans.simulation
  const tasks: SimTask[] = []
  if (plans.tools.length === 0) return tasks
  const scales = [-1, ...sim.sweep.map((_, i) => i)]
  for (const scale of scales) {
    const steps = buildContext(plans, scale < 0 ? undefined : sim.sweep[scale]).steps
    const per = blockRuns(steps, sim.runs)
    sim.policies.forEach((_, policy) => {
      for (let block = 0, first = 0; first < sim.runs; block++, first += per)
        tasks.push({ policy, scale, block, firstRun: first, runs: Math.min(per, sim.runs - first) })
    })
  }
  return tasks
}

/**
 * Runs one block and returns its sums. Pure: the same task on the same scenario gives the same numbers anywhere.
 * @example runTask(plans, planTasks(plans)[0]).runs
 */
export function runTask(plans: Plans, task: SimTask): Accumulator {
  const sim = plans.simulation
  const ctx = buildContext(plans, task.scale < 0 ? undefined : sim.sweep[task.scale])
  const policy = resolvePolicy(sim.policies[task.policy]!)
  const main = task.scale < 0
  const checkpoints = main ? checkpointsFor(ctx.steps) : new Int32Array(0)
  const values = main && sim.band === 'p5-95' && percentilesFit(sim.runs, checkpoints.length)
  const acc = createAccumulator(ctx.k, ctx.steps, checkpoints, task.runs, main, values)
  const st = createRunState(ctx.k)
  const rng = new Sfc32(sim.seed, task.firstRun)
  for (let i = 0; i < task.runs; i++) {
    rng.reseed(sim.seed, task.firstRun + i)
    runOnce(ctx, policy, st, rng, acc, i, null)
  }
  return compress(acc)
}
