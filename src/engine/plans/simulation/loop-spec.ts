// What the index loop (index-loop.ts) reads of a run and writes back: its own module, so the loop's file holds
// only the loop and its constants.

/** Stand-ins for an accumulator's absent series, so the loop's fields always have one type. */
export const NONE: Float64Array = new Float64Array(0)
export const NONE32: Float32Array = new Float32Array(0)

/**
 * A run's limits and knobs as the loops read them, and what they give back; one object, one shape. Fields that
 * can hold a fraction or Infinity start as one: V8 fixes a field's representation by its first value, and
 * widening it later throws away the optimised loops that read it.
 * @example const spec = new LoopSpec(); spec.k = 10 // then loopIndex(spec, …)
 */
export class LoopSpec {
  k = 0
  lastCall = 0
  maxCalls = Number.POSITIVE_INFINITY
  /** Whether cost and latency are summed call by call (see `mustTrack`). */
  track = false
  maxCost = Number.POSITIVE_INFINITY
  maxLatency = Number.POSITIVE_INFINITY
  hasInit = false
  init = Number.NaN
  /** α of a constant step size; 0: sample averages. */
  alpha = Number.NaN
  /** ε for ε-greedy (0: greedy, no draw). */
  eps = Number.NaN
  /** UCB: its c; false for greedy and ε-greedy, whose unique top is kept between calls instead. */
  ucb = false
  c = Number.NaN
  /** Where calls are recorded: the accumulator's arrays, stand-ins for those it has not. */
  rewardAt = NONE
  bestAt = NONE
  series = false
  checkpoints: Int32Array = new Int32Array(0)
  regretSum = NONE
  regretSq = NONE
  values = NONE32
  keepValues = false
  base = 0
  /** Out: calls made, their cost, latency, regret and reward, the next checkpoint, the END_REASONS index. */
  t = 0
  cost = Number.NaN
  latency = Number.NaN
  regret = Number.NaN
  total = Number.NaN
  cp = 0
  reason = 0
}
