// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { ResolvedPolicy, SimContext } from './context.ts'

/**
 * What a policy knows during one run, in typed arrays reused from run to run (no allocation per step).
 * `pulls[i]` and `rewardSum[i]` are real observations; `estimate[i]` is the sample mean, with an optimistic
 * initial value counted as one extra observation when the policy has one (untried tools estimate 0 otherwise,
 * as in Sutton and Barto's Q₁ = 0), or under a constant step size α the exponential recency-weighted average
 * that starts at Q₁.
 */
export interface RunState {
  pulls: Float64Array
  rewardSum: Float64Array
  estimate: Float64Array
  /** The run's true expected rewards (redrawn per run on the testbed). */
  mean: Float64Array
  /** 1 / sqrt(observations) per tool, kept for UCB's bonus (an initial value counts as one observation). */
  invSqrtN: Float64Array
  /** Thompson's Beta(1 + s, 1 + f) posteriors as Marsaglia–Tsang constants (d, c) of each Gamma, per tool. */
  betaDs: Float64Array
  betaCs: Float64Array
  betaDf: Float64Array
  betaCf: Float64Array
  /** Scratch: softmax weights, UCB's indices under BLP, Thompson's draws. */
  scratch: Float64Array
  /** Calls made so far in the run. */
  t: number
  /**
   * Greedy and ε-greedy (BLP off) keep their argmax between calls, since one estimate changes per call: when
   * `topValid`, `estimate[top]` is the unique highest and `second` is at least every other estimate.
   */
  topValid: boolean
  top: number
  second: number
}

/**
 * A fresh state for `ctx.k` tools.
 * @example createRunState(10).pulls.length === 10
 */
export function createRunState(k: number): RunState {
  return {
    pulls: new Float64Array(k),
    rewardSum: new Float64Array(k),
    estimate: new Float64Array(k),
    mean: new Float64Array(k),
    invSqrtN: new Float64Array(k),
    betaDs: new Float64Array(k),
    betaCs: new Float64Array(k),
    betaDf: new Float64Array(k),
    betaCf: new Float64Array(k),
    scratch: new Float64Array(k),
    t: 0,
    topValid: false,
    top: 0,
    second: 0,
  }
}

/**
 * Clears the state for a new run under `policy` (estimates start at its initial value, else 0).
 * @example resetRunState(st, ctx, policy) // st.t === 0, estimates at Q₁ or 0
 */
export function resetRunState(st: RunState, ctx: SimContext, policy: ResolvedPolicy): void {
  const init = !Number.isNaN(policy.initialValue) ? policy.initialValue : 0
  const inv = policy.hasInitialValue ? 1 : Number.POSITIVE_INFINITY
  // Gamma(1): d = 2/3, c = 1/sqrt(6), as `Sfc32.gamma` computes them.
  const d = 1 - 1 / 3
  const c = 1 / Math.sqrt(9 * (1 - 1 / 3))
  // One loop rather than ten `fill`s: for a handful of tools the builtin calls cost more than the stores.
  for (let i = 0; i < ctx.k; i++) {
    st.pulls[i] = 0
    st.rewardSum[i] = 0
    st.estimate[i] = init
    st.invSqrtN[i] = inv
    st.betaDs[i] = d
    st.betaDf[i] = d
    st.betaCs[i] = c
    st.betaCf[i] = c
    st.mean[i] = ctx.mean[i]!
  }
  st.t = 0
  st.topValid = false
}

/**
 * Records reward `r` of tool `a` and updates its estimate: the sample average (an initial value counting as one
 * observation), or with a constant step size α, `Q ← Q + α(r − Q)` (Sutton and Barto §2.5).
 * @example observe(st, policy, 2, 1) // tool 2 earned 1: its estimate moves toward 1
 */
export function observe(st: RunState, policy: ResolvedPolicy, a: number, r: number): void {
  const n = st.pulls[a]! + 1
  const s = st.rewardSum[a]! + r
  st.pulls[a] = n
  st.rewardSum[a] = s
  const alpha = policy.stepSize
  const v =
    alpha > 0
      ? st.estimate[a]! + alpha * (r - st.estimate[a]!)
      : policy.hasInitialValue
        ? (policy.initialValue + s) / (n + 1)
        : s / n
  st.estimate[a] = v
  if (st.topValid) {
    // Still the unique top (it stayed above every other), or a lower tool stayed below it; else rescan.
    if (a === st.top) st.topValid = v > st.second
    else if (v < st.estimate[st.top]!) st.second = Math.max(st.second, v)
    else st.topValid = false
  }
  if (policy.code === 2) st.invSqrtN[a] = 1 / Math.sqrt(policy.hasInitialValue ? n + 1 : n)
  else if (policy.code === 3) {
    // Only the shape that grew changes: 1 + s after a success, 1 + f after a failure (rewards are 0 or 1).
    const ds = 1 + s - 1 / 3
    const df = 1 + (n - s) - 1 / 3
    st.betaDs[a] = ds
    st.betaCs[a] = 1 / Math.sqrt(9 * ds)
    st.betaDf[a] = df
    st.betaCf[a] = 1 / Math.sqrt(9 * df)
  }
  st.t++
}
