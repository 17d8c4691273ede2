import type { Plans } from '../section.ts'
import { SimMerger } from './merge.ts'
import type { SimResult } from './stats.ts'
import { planTasks, runTask } from './tasks.ts'

export interface SimulateOptions {
  /** Called after each block with the share of runs done (0–1). */
  onProgress?: (fraction: number) => void
  /** Asked after each block; true stops the simulation, which returns its partial result. */
  isCancelled?: () => boolean
}

/**
 * Runs the whole simulation of `explore` on this thread (the CLI and tests; the page spreads the same blocks
 * over workers): every policy's runs at the plan's scale, then the scale sweep. Same seed ⇒ same numbers.
 * @example simulate(tenArmedTestbed(defaultPlans())).policies[2].avgReward // ≈ 1.3 for ε = 0.1
 */
export function simulate(plans: Plans, options: SimulateOptions = {}): SimResult {
  const tasks = planTasks(plans)
  const merger = new SimMerger(plans, tasks)
  for (const [i, task] of tasks.entries()) {
    if (options.isCancelled?.()) break
    merger.add(i, runTask(plans, task))
    options.onProgress?.(merger.fraction)
  }
  return merger.result()
}
