import type { Plans } from '../section.ts'
import type { Accumulator } from './accumulator.ts'
import type { SimResult } from './stats.ts'
import type { SimTask } from './tasks.ts'

/**
 * Page → simulation worker: run block `index` of simulation `sim`, or sum the blocks done (in block order) into
 * the statistics, so the sorting for percentile bands never blocks the page.
 */
export type SimRequest =
  | { kind: 'task'; sim: number; index: number; plans: Plans; task: SimTask }
  | { kind: 'summarize'; sim: number; plans: Plans; tasks: SimTask[]; done: (Accumulator | null)[] }

/** Simulation worker → page: a block's sums, the statistics, or why it failed (sim −1: the worker crashed). */
export type SimResponse =
  | { kind: 'task'; sim: number; index: number; ok: true; acc: Accumulator }
  | { kind: 'summary'; sim: number; ok: true; result: SimResult }
  | { kind: 'task' | 'summary'; sim: number; ok: false; message: string }

/** The buffers of an accumulator's arrays, to transfer rather than copy. */
export function accumulatorBuffers(acc: Accumulator): ArrayBuffer[] {
  return [
    acc.bucketReward,
    acc.bucketBest,
    acc.bucketCalls,
    acc.regretSum,
    acc.regretSq,
    acc.regretValues,
    acc.toolCalls,
    acc.endCount,
    acc.endStepSum,
    acc.endHist,
  ]
    .filter((a) => a !== null)
    .map((a) => a.buffer as ArrayBuffer)
}
