import type { Explore } from '../engine/plans/defaults.ts'
import type { Accumulator } from '../engine/simulate/accumulator.ts'
import type { SimTask } from '../engine/simulate/tasks.ts'

/** Page → simulation worker: run block `index` of simulation `sim`. */
export interface SimTaskRequest {
  sim: number
  index: number
  explore: Explore
  task: SimTask
}

/** Simulation worker → page: the block's sums, or why it failed. */
export type SimTaskResponse =
  | { sim: number; index: number; ok: true; acc: Accumulator }
  | { sim: number; index: number; ok: false; message: string }
