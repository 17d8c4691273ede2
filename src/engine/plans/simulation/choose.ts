// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import { BLP_MARGIN, type ResolvedPolicy, type SimContext } from './context.ts'
import type { Sfc32 } from './prng.ts'
import type { RunState } from './state.ts'

/**
 * The tool with the highest value, seed 001's BLP bias and our tie rule applied: with `preferGeneralMethods`,
 * a specialised tool's value counts `BLP_MARGIN` less and exact ties go to a general tool; remaining exact ties
 * are broken uniformly at random (one draw from the run's PRNG, taken only when there is a tie).
 * @example argmax(ctx, policy, new Float64Array([0.2, 0.5, 0.5]), rng) // 1 or 2, each with probability ½
 */
export function argmax(ctx: SimContext, policy: ResolvedPolicy, values: Float64Array, rng: Sfc32): number {
  return policy.preferGeneral ? argmaxBlp(ctx, values, rng) : argmaxPlain(ctx.k, values, rng)
}

/** The highest of `values[0..k)`, exact ties uniformly at random. */
function argmaxPlain(k: number, values: Float64Array, rng: Sfc32): number {
  let best = values[0]!
  let idx = 0
  let ties = 1
  for (let i = 1; i < k; i++) {
    const v = values[i]!
    if (v > best) {
      best = v
      idx = i
      ties = 1
    } else if (v === best) ties++
  }
  if (ties === 1) return idx
  let pick = rng.below(ties)
  for (let i = idx; i < k; i++) if (values[i] === best && pick-- === 0) return i
  return idx
}

/** `argmaxPlain` with the BLP margin and general tools winning exact ties. */
function argmaxBlp(ctx: SimContext, values: Float64Array, rng: Sfc32): number {
  const k = ctx.k
  const general = ctx.general
  let best = Number.NEGATIVE_INFINITY
  let idx = 0
  let ties = 0
  let bestGeneral = 0
  for (let i = 0; i < k; i++) {
    const g = general[i]!
    const v = g === 0 ? values[i]! - BLP_MARGIN : values[i]!
    if (v > best || (v === best && g > bestGeneral)) {
      best = v
      idx = i
      ties = 1
      bestGeneral = g
    } else if (v === best && g === bestGeneral) ties++
  }
  if (ties === 1) return idx
  let pick = rng.below(ties)
  for (let i = idx; i < k; i++) {
    const g = general[i]!
    const v = g === 0 ? values[i]! - BLP_MARGIN : values[i]!
    if (v === best && g === bestGeneral && pick-- === 0) return i
  }
  return idx
}

/**
 * Greedy: the highest estimate.
 * @example chooseGreedy(ctx, policy, st, rng) // the index of the highest st.estimate
 */
export function chooseGreedy(ctx: SimContext, policy: ResolvedPolicy, st: RunState, rng: Sfc32): number {
  return policy.preferGeneral ? argmax(ctx, policy, st.estimate, rng) : topEstimate(ctx.k, st, rng)
}

/**
 * `argmaxPlain` over the estimates, the same choice and the same draws, but remembering a unique top between
 * calls (see `RunState.topValid`): a greedy run rescans only when its top tool's estimate falls to another's.
 */
function topEstimate(k: number, st: RunState, rng: Sfc32): number {
  if (st.topValid) return st.top
  const values = st.estimate
  let best = values[0]!
  let idx = 0
  let ties = 1
  let second = Number.NEGATIVE_INFINITY
  for (let i = 1; i < k; i++) {
    const v = values[i]!
    if (v > best) {
      second = best
      best = v
      idx = i
      ties = 1
    } else if (v === best) ties++
    else if (v > second) second = v
  }
  if (ties === 1) {
    st.topValid = true
    st.top = idx
    st.second = second
    return idx
  }
  let pick = rng.below(ties)
  for (let i = idx; i < k; i++) if (values[i] === best && pick-- === 0) return i
  return idx
}

/**
 * ε-greedy: with probability ε a tool uniformly at random (the best one included), else greedy. One uniform draw
 * decides per call; with ε = 0 no draw is taken, so ε-greedy at 0 is exactly greedy.
 * @example chooseEpsilon(ctx, resolvePolicy({ strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false }), st, rng)
 */
export function chooseEpsilon(ctx: SimContext, policy: ResolvedPolicy, st: RunState, rng: Sfc32): number {
  const eps = policy.epsilon
  if (eps > 0 && rng.float() < eps) return rng.below(ctx.k)
  return policy.preferGeneral ? argmax(ctx, policy, st.estimate, rng) : topEstimate(ctx.k, st, rng)
}

/**
 * UCB's index of tool `i`: `estimate + c·sqrt(ln N / n)`, where n counts the tool's observations (an initial
 * value counts as one) and N is the sum of n over all tools (Auer et al. 2002's UCB1 with c = √2).
 * @example ucbIndex(0.5, 2, 10, Math.SQRT2) === 0.5 + Math.sqrt(2 * Math.log(10) / 2)
 */
export function ucbIndex(estimate: number, n: number, total: number, c: number): number {
  return estimate + c * Math.sqrt(Math.log(total) / n)
}

/**
 * UCB: untried tools first, in tool order (general ones first under `preferGeneralMethods`); then the highest
 * `ucbIndex`. An initial value counts as one observation, so with one every tool is already "tried".
 * @example chooseUcb(ctx, policy, st, rng) // 0, 1, …, k − 1 on the first k calls, then the highest index
 */
export function chooseUcb(ctx: SimContext, policy: ResolvedPolicy, st: RunState, rng: Sfc32): number {
  const k = ctx.k
  const extra = policy.hasInitialValue ? 1 : 0
  // Untried tools go first, so after k calls none is left.
  if (extra === 0 && st.t < k) {
    const pulls = st.pulls
    let firstUntried = -1
    for (let i = 0; i < k; i++) {
      if (pulls[i] === 0) {
        if (!policy.preferGeneral || ctx.general[i] === 1) return i
        if (firstUntried < 0) firstUntried = i
      }
    }
    if (firstUntried >= 0) return firstUntried
  }
  // c·sqrt(ln N / n) as (c·sqrt(ln N))·(1/sqrt(n)): one sqrt per call, 1/sqrt(n) kept per tool by `observe`.
  const scale = policy.c * Math.sqrt(Math.log(st.t + extra * k))
  const est = st.estimate
  const inv = st.invSqrtN
  if (policy.preferGeneral) {
    const idx = st.scratch
    for (let i = 0; i < k; i++) idx[i] = est[i]! + scale * inv[i]!
    return argmax(ctx, policy, idx, rng)
  }
  // argmaxPlain fused with the index computation (the same values, so the same choice and draws).
  let best = est[0]! + scale * inv[0]!
  let top = 0
  let ties = 1
  for (let i = 1; i < k; i++) {
    const v = est[i]! + scale * inv[i]!
    if (v > best) {
      best = v
      top = i
      ties = 1
    } else if (v === best) ties++
  }
  if (ties === 1) return top
  let pick = rng.below(ties)
  for (let i = top; i < k; i++) if (est[i]! + scale * inv[i]! === best && pick-- === 0) return i
  return top
}

/**
 * Thompson sampling: one draw per tool from its posterior, then the highest draw. Bernoulli tools: Beta(1 + s,
 * 1 + f) (uniform prior; s and f are successes and failures). Gaussian tools: the mean's posterior under known
 * unit noise and prior N(m₀, 1), i.e. N((m₀ + Σr) / (1 + n), 1 / (1 + n)), with m₀ the initial value or 0.
 * @example chooseThompson(ctx, resolvePolicy({ strategy: 'ThompsonSampling', preferGeneralMethods: false }), st, rng)
 */
export function chooseThompson(ctx: SimContext, policy: ResolvedPolicy, st: RunState, rng: Sfc32): number {
  const k = ctx.k
  const draw = st.scratch
  const m0 = policy.hasInitialValue ? policy.initialValue : 0
  const bernoulli = ctx.bernoulli
  for (let i = 0; i < k; i++) {
    if (bernoulli[i] === 1) {
      // Beta(1 + s, 1 + f) as X / (X + Y), the Gammas' constants kept by `observe` (the same draws as rng.beta).
      const x = rng.gammaDC(st.betaDs[i]!, st.betaCs[i]!)
      draw[i] = x / (x + rng.gammaDC(st.betaDf[i]!, st.betaCf[i]!))
    } else {
      const n = st.pulls[i]!
      draw[i] = (m0 + st.rewardSum[i]!) / (1 + n) + rng.normal() / Math.sqrt(1 + n)
    }
  }
  return argmax(ctx, policy, draw, rng)
}

/**
 * Softmax (Boltzmann) probabilities `exp(Qᵢ/τ) / Σ exp(Qⱼ/τ)` of the current estimates, a specialised tool's
 * estimate lowered by `BLP_MARGIN` under `preferGeneralMethods`. Written into `out`.
 * @example softmaxProbabilities(ctx, policy, new Float64Array([1, 0]), out) // τ = 1: out ≈ [0.731, 0.269]
 */
export function softmaxProbabilities(
  ctx: SimContext,
  policy: ResolvedPolicy,
  estimate: Float64Array,
  out: Float64Array,
): Float64Array {
  const k = ctx.k
  const tau = policy.temperature
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < k; i++) {
    const v = policy.preferGeneral && ctx.general[i] === 0 ? estimate[i]! - BLP_MARGIN : estimate[i]!
    out[i] = v
    if (v > max) max = v
  }
  let total = 0
  for (let i = 0; i < k; i++) {
    const w = Math.exp((out[i]! - max) / tau)
    out[i] = w
    total += w
  }
  for (let i = 0; i < k; i++) out[i] = out[i]! / total
  return out
}

/**
 * Softmax: one uniform draw picks a tool with `softmaxProbabilities` (inverse CDF in tool order).
 * @example chooseSoftmax(ctx, policy, st, rng) // tool i with probability softmaxProbabilities(…)[i]
 */
export function chooseSoftmax(ctx: SimContext, policy: ResolvedPolicy, st: RunState, rng: Sfc32): number {
  const p = softmaxProbabilities(ctx, policy, st.estimate, st.scratch)
  let u = rng.float()
  const last = ctx.k - 1
  for (let i = 0; i < last; i++) {
    u -= p[i]!
    if (u < 0) return i
  }
  return last
}
