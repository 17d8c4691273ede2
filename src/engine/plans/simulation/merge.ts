// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { Plans } from '../section.ts'
import { type Accumulator, checkpointsFor, compress, createAccumulator, mergeInto } from './accumulator.ts'
import { buildContext } from './context.ts'
import { type SimResult, summarize } from './stats.ts'
import type { SimTask } from './tasks.ts'

/**
 * Collects the blocks of a simulation as they arrive, in any order from any number of workers, and sums them in
 * block order, so the statistics are bit-identical whatever the worker count or arrival order.
 * @example const m = new SimMerger(plans, tasks); tasks.forEach((t, i) => m.add(i, runTask(plans, t))); m.result()
 */
export class SimMerger {
  readonly done: (Accumulator | undefined)[]
  private count = 0
  constructor(
    readonly plans: Plans,
    readonly tasks: readonly SimTask[],
  ) {
    this.done = new Array(tasks.length)
  }

  /** Records block `index`'s sums (a repeated block is ignored). */
  add(index: number, acc: Accumulator): void {
    if (this.done[index] !== undefined) return
    this.done[index] = acc
    this.count++
  }

  get complete(): boolean {
    return this.count === this.tasks.length
  }

  /** Runs finished so far over runs asked for, across main series and sweep (for a progress bar, 0–1). */
  get fraction(): number {
    let done = 0
    let all = 0
    this.tasks.forEach((t, i) => {
      all += t.runs
      if (this.done[i] !== undefined) done += t.runs
    })
    return all === 0 ? 1 : done / all
  }

  /** The statistics of the blocks done so far; `partial` unless every block is in. */
  result(): SimResult {
    const sim = this.plans.simulation
    const k = this.plans.tools.length
    const empty = (scale: number): Accumulator => {
      const ctx = buildContext(this.plans, scale < 0 ? undefined : sim.sweep[scale])
      const main = scale < 0
      const cps = main ? checkpointsFor(ctx.steps) : new Int32Array(0)
      return compress(createAccumulator(k, ctx.steps, cps, 0, main, main))
    }
    const main = sim.policies.map(() => empty(-1))
    const sweep = sim.sweep.map((_, s) => sim.policies.map(() => empty(s)))
    let anyValues = false
    this.tasks.forEach((t, i) => {
      const acc = this.done[i]
      if (acc === undefined) return
      if (t.scale < 0) anyValues ||= acc.regretValues !== null
      mergeInto(t.scale < 0 ? main[t.policy]! : sweep[t.scale]![t.policy]!, acc)
    })
    if (!anyValues) for (const a of main) a.regretValues = null
    return summarize(this.plans, main, sim.sweep.length > 0 ? sweep : null, !this.complete)
  }
}
