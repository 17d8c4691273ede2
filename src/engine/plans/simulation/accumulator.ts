// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import { END_REASONS } from './context.ts'

/** Bins of the histogram of the step at which runs ended, per end reason. */
export const END_BINS = 40

/**
 * Sums over a block of runs of one policy, everything the statistics need. Blocks are merged by adding these
 * in block order, so the result is bit-identical however the blocks were spread over workers.
 */
export interface Accumulator {
  runs: number
  steps: number
  /** Σ reward of the t-th call (index t − 1) over runs that made it. */
  rewardAt: Float64Array | null
  /** How many runs' t-th call went to a best tool. */
  bestAt: Float64Array | null
  /** 1-based call counts at which cumulative regret is sampled for the charts (≤ ~2,000). */
  checkpoints: Int32Array
  regretSum: Float64Array
  regretSq: Float64Array
  /**
   * Each run's cumulative regret at each checkpoint (row = run), when percentiles are asked for; rows past `runs`
   * are spare capacity.
   */
  regretValues: Float32Array | null
  /** Runs by length in calls (index = length). */
  lengths: Float64Array | null
  /**
   * The per-call series summed over each checkpoint's bucket (calls after the previous checkpoint up to this
   * one): reward, calls to a best tool, and calls made (runs still going, call by call). `compress` fills them
   * and drops the per-call arrays, so a worker sends at most ~2,000 numbers per series.
   */
  bucketReward: Float64Array | null
  bucketBest: Float64Array | null
  bucketCalls: Float64Array | null
  toolCalls: Float64Array
  spentCalls: number
  spentCost: number
  spentLatency: number
  totalReward: number
  totalRewardSq: number
  finalRegret: number
  finalRegretSq: number
  endCount: Float64Array
  /** Σ length in calls of the runs each reason ended. */
  endStepSum: Float64Array
  /** END_REASONS.length × END_BINS: where in [0, steps] each reason ended runs. */
  endHist: Float64Array
}

/**
 * An empty accumulator for up to `runs` runs of at most `steps` calls over `k` tools. `series` false keeps only
 * per-run totals (the scale sweep); `values` keeps every run's regret at every checkpoint (5–95 percentiles).
 * @example createAccumulator(10, 1_000, checkpointsFor(1_000), 250, true, false).runs === 0
 */
export function createAccumulator(
  k: number,
  steps: number,
  checkpoints: Int32Array,
  runs: number,
  series: boolean,
  values: boolean,
): Accumulator {
  const d = checkpoints.length
  return {
    runs: 0,
    steps,
    rewardAt: series ? new Float64Array(steps) : null,
    bestAt: series ? new Float64Array(steps) : null,
    checkpoints,
    regretSum: new Float64Array(d),
    regretSq: new Float64Array(d),
    regretValues: series && values ? new Float32Array(runs * d) : null,
    lengths: series ? new Float64Array(steps + 1) : null,
    bucketReward: null,
    bucketBest: null,
    bucketCalls: null,
    toolCalls: new Float64Array(k),
    spentCalls: 0,
    spentCost: 0,
    spentLatency: 0,
    totalReward: 0,
    totalRewardSq: 0,
    finalRegret: 0,
    finalRegretSq: 0,
    endCount: new Float64Array(END_REASONS.length),
    endStepSum: new Float64Array(END_REASONS.length),
    endHist: new Float64Array(END_REASONS.length * END_BINS),
  }
}

const addInto = (into: Float64Array | null, from: Float64Array | null) => {
  if (into === null || from === null) return
  for (let i = 0; i < into.length; i++) into[i] = into[i]! + from[i]!
}

/**
 * Adds block `b` into `a` (mutates `a`; call in block order). Regret values are concatenated.
 * @example mergeInto(total, runTask(plans, task)) // total.runs grows by task.runs
 */
export function mergeInto(a: Accumulator, b: Accumulator): void {
  if (a.regretValues !== null && b.regretValues !== null) {
    const d = a.checkpoints.length
    const need = (a.runs + b.runs) * d
    // Grow by doubling, so merging many blocks copies each run's values a bounded number of times.
    if (a.regretValues.length < need) {
      const grown = new Float32Array(Math.max(need, 2 * a.regretValues.length))
      grown.set(a.regretValues.subarray(0, a.runs * d))
      a.regretValues = grown
    }
    a.regretValues.set(b.regretValues.subarray(0, b.runs * d), a.runs * d)
  }
  a.runs += b.runs
  addInto(a.rewardAt, b.rewardAt)
  addInto(a.bestAt, b.bestAt)
  addInto(a.regretSum, b.regretSum)
  addInto(a.regretSq, b.regretSq)
  addInto(a.lengths, b.lengths)
  addInto(a.bucketReward, b.bucketReward)
  addInto(a.bucketBest, b.bucketBest)
  addInto(a.bucketCalls, b.bucketCalls)
  addInto(a.toolCalls, b.toolCalls)
  addInto(a.endCount, b.endCount)
  addInto(a.endStepSum, b.endStepSum)
  addInto(a.endHist, b.endHist)
  a.spentCalls += b.spentCalls
  a.spentCost += b.spentCost
  a.spentLatency += b.spentLatency
  a.totalReward += b.totalReward
  a.totalRewardSq += b.totalRewardSq
  a.finalRegret += b.finalRegret
  a.finalRegretSq += b.finalRegretSq
}

/**
 * Sums the per-call series into the checkpoints' buckets and drops them (mutates `acc`; a no-op without
 * series). Done per block in the worker: sums of blocks' bucket sums in block order are still independent of
 * the worker count.
 * @example compress(runTask(plans, task)).bucketReward?.length === task's checkpoints
 */
export function compress(acc: Accumulator): Accumulator {
  const { rewardAt, bestAt, lengths, checkpoints } = acc
  if (rewardAt === null || bestAt === null || lengths === null) return acc
  const d = checkpoints.length
  const reward = new Float64Array(d)
  const best = new Float64Array(d)
  const calls = new Float64Array(d)
  let ended = 0
  let step = 0
  for (let j = 0; j < d; j++) {
    const until = checkpoints[j]!
    let r = 0
    let b = 0
    let c = 0
    for (; step < until; step++) {
      ended += lengths[step]!
      r += rewardAt[step]!
      b += bestAt[step]!
      c += acc.runs - ended
    }
    reward[j] = r
    best[j] = b
    calls[j] = c
  }
  acc.bucketReward = reward
  acc.bucketBest = best
  acc.bucketCalls = calls
  acc.rewardAt = null
  acc.bestAt = null
  acc.lengths = null
  return acc
}

/**
 * The call counts at which the charts sample a series of `steps` calls: every call up to 2,000, else 1,000
 * log-spaced and 1,000 evenly spaced counts merged (so both a linear and a log time axis read well).
 * @example checkpointsFor(3) // Int32Array [1, 2, 3]
 */
export function checkpointsFor(steps: number, max = 2_000): Int32Array {
  if (steps <= max) {
    const every = new Int32Array(steps)
    for (let i = 0; i < steps; i++) every[i] = i + 1
    return every
  }
  const set = new Set<number>()
  const half = max / 2
  for (let i = 0; i < half; i++) {
    set.add(Math.max(1, Math.round(steps ** (i / (half - 1)))))
    set.add(Math.round(((i + 1) * steps) / half))
  }
  return Int32Array.from([...set].sort((x, y) => x - y))
}
