// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads are in bounds by construction
import type { Accumulator } from './accumulator.ts'
import type { ResolvedPolicy, SimContext } from './context.ts'
import { ARMS, loopIndex } from './index-loop.ts'
import { LoopSpec, NONE, NONE32 } from './loop-spec.ts'
import type { Sfc32 } from './prng.ts'
import { finishRun, mustTrack, slack, spentFromPulls } from './run-end.ts'
import type { RunState } from './state.ts'

const { MEAN, SD, PULLS, SUM, EST, GAP, THRESHOLD, BERN, COST, LATENCY, INV_SQRT_N, STRIDE } = ARMS
/** 2³²: a Bernoulli tool's threshold is p · 2³², compared with a raw draw. */
const P32 = 4294967296

const spec = new LoopSpec()

/** The run's tools as the loops see them (grown on demand, reused from run to run). */
let arms = new Float64Array(0)
/** The context whose constants `arms` holds, and whether its runs must sum cost and latency call by call. */
let armsCtx: SimContext | null = null
let armsTrack = true

/** sqrt(ln N) and 1 / sqrt(n) by index, grown on demand: the same doubles UCB's general path computes per call. */
let sqrtLog = new Float64Array(0)
let invSqrt = new Float64Array(0)

function ensureTables(n: number): void {
  if (sqrtLog.length > n) return
  const len = Math.max(n + 1, 2 * sqrtLog.length, 1024)
  sqrtLog = new Float64Array(len)
  invSqrt = new Float64Array(len)
  for (let i = 0; i < len; i++) {
    sqrtLog[i] = Math.sqrt(Math.log(i))
    invSqrt[i] = 1 / Math.sqrt(i)
  }
}

/**
 * Fills `arms` from `st` (just reset, the run's means drawn) and `ctx`: each tool's regret per call (best −
 * mean) and Bernoulli threshold (mean · 2³²) with its state. The context's constants are written when the
 * context changes: every run of a block shares one.
 */
function prepare(ctx: SimContext, st: RunState, best: number, lastCall: number, ucb: boolean): void {
  const k = ctx.k
  if (ctx !== armsCtx || arms.length < k * STRIDE) {
    if (arms.length < k * STRIDE) arms = new Float64Array(k * STRIDE)
    armsCtx = ctx
    armsTrack = mustTrack(ctx, lastCall)
    for (let i = 0; i < k; i++) {
      const o = i * STRIDE
      arms[o + SD] = ctx.sd[i]!
      arms[o + BERN] = ctx.bernoulli[i]!
      arms[o + COST] = ctx.cost[i]!
      arms[o + LATENCY] = ctx.latency[i]!
    }
  }
  for (let i = 0; i < k; i++) {
    const o = i * STRIDE
    const m = st.mean[i]!
    arms[o + MEAN] = m
    arms[o + GAP] = best - m
    arms[o + THRESHOLD] = m * P32
    arms[o + PULLS] = 0
    arms[o + SUM] = 0
    arms[o + EST] = st.estimate[i]!
    // Greedy's index is its estimate: a bonus of 0 × 0 leaves it as it is.
    arms[o + INV_SQRT_N] = ucb ? st.invSqrtN[i]! : 0
  }
}

/**
 * Whether `runFast` can run `policy`: greedy, ε-greedy or UCB, without the BLP bias.
 * @example fastLoopApplies(resolvePolicy({ strategy: 'UCB', preferGeneralMethods: false })) === true
 */
export function fastLoopApplies(policy: ResolvedPolicy): boolean {
  return !policy.preferGeneral && policy.code <= 2
}

/**
 * The run loop of `runOnce` for a policy `fastLoopApplies` to, after `resetRunState` and the run's means are
 * drawn; `best` is the highest mean. Adds the run to `acc` as row `row`.
 * @example runFast(ctx, resolvePolicy({ strategy: 'Greedy', preferGeneralMethods: false }), st, rng, acc, 0, best)
 */
export function runFast(
  ctx: SimContext,
  policy: ResolvedPolicy,
  st: RunState,
  rng: Sfc32,
  acc: Accumulator,
  row: number,
  best: number,
): void {
  const k = ctx.k
  const ucb = policy.code === 2
  spec.k = k
  spec.maxCalls = ctx.maxCalls
  spec.lastCall = Math.min(ctx.maxCalls, ctx.horizon)
  prepare(ctx, st, best, spec.lastCall, ucb)
  spec.track = armsTrack
  spec.maxCost = slack(ctx.maxCost)
  spec.maxLatency = slack(ctx.maxLatency)
  spec.hasInit = policy.hasInitialValue
  spec.init = policy.initialValue
  spec.alpha = policy.stepSize
  spec.eps = policy.code === 1 ? policy.epsilon : 0
  spec.ucb = ucb
  spec.c = policy.c
  // Fields of the accumulator copied here, never read in the loop: its series become null when compressed, and a
  // loop reading them would be tied to the accumulator's shape.
  spec.series = acc.rewardAt !== null && acc.bestAt !== null
  spec.rewardAt = acc.rewardAt ?? NONE
  spec.bestAt = acc.bestAt ?? NONE
  spec.checkpoints = acc.checkpoints
  spec.regretSum = acc.regretSum
  spec.regretSq = acc.regretSq
  spec.keepValues = acc.regretValues !== null
  spec.values = acc.regretValues ?? NONE32
  spec.base = row * acc.checkpoints.length
  if (ucb) ensureTables(Math.min(spec.lastCall, 2 ** 30) + k + 1)
  loopIndex(spec, arms, sqrtLog, invSqrt, rng)
  for (let i = 0; i < k; i++) {
    const o = i * STRIDE
    st.pulls[i] = arms[o + PULLS]!
    st.rewardSum[i] = arms[o + SUM]!
    st.estimate[i] = arms[o + EST]!
  }
  st.t = spec.t
  const cost = spec.track ? spec.cost : spentFromPulls(st, ctx.cost, k)
  const latency = spec.track ? spec.latency : spentFromPulls(st, ctx.latency, k)
  finishRun(acc, row, st, k, cost, latency, spec.regret, spec.total, spec.reason, spec.cp)
}
