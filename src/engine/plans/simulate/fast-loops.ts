// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { Accumulator } from './accumulator.ts'
import type { ResolvedPolicy, SimContext } from './context.ts'
import { type Sfc32, ZIG_K, ZIG_W } from './prng.ts'
import { finishRun, slack } from './run-end.ts'
import type { RunState } from './state.ts'

// Specialised inner loops for greedy, ε-greedy, UCB and Thompson sampling without the BLP bias: the same
// choices, draws and statistics as `runOnce`'s general loop (golden tests in fast-loops.test.ts), but each
// loop keeps the sfc32 state in four int32 locals and inlines the draws (`Sfc32.next`, the ziggurat's common
// path, Marsaglia–Tsang), so a call costs no function calls or property loads. The sfc32 step is written out
// in each loop on purpose: a helper would need the state in an object, which is what made the general loop slow.

/** 2⁻³²: `Sfc32.float()` is a raw draw times this. */
const U32 = 2.3283064365386963e-10
/** 2³²: `rng.float() < p` exactly when the raw draw is below p · 2³² (both sides exact in doubles). */
const P32 = 4294967296

/** Stand-ins for an accumulator's absent series, so the loops' arguments always have one type. */
const NONE = new Float64Array(0)
const NONE32 = new Float32Array(0)
/** A loop's results: calls made, cost, latency, regret, total reward, end reason, next checkpoint. */
const OUT = new Float64Array(7)

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
 * Whether a run must sum cost and latency call by call: when a limit could bind within `lastCall` calls, or when
 * a cost or latency is fractional (then only the running sum gives the general loop's exact double). Otherwise
 * the sums are computed from the calls per tool at the end: whole numbers sum exactly in any order.
 */
function mustTrack(ctx: SimContext, lastCall: number): boolean {
  let maxCost = 0
  let maxLatency = 0
  for (let i = 0; i < ctx.k; i++) {
    const c = ctx.cost[i]!
    const l = ctx.latency[i]!
    if (!Number.isInteger(c) || !Number.isInteger(l)) return true
    if (c > maxCost) maxCost = c
    if (l > maxLatency) maxLatency = l
  }
  if (!Number.isFinite(lastCall) || lastCall * Math.max(maxCost, maxLatency) > 2 ** 52) return true
  return maxCost * lastCall > ctx.maxCost || maxLatency * lastCall > ctx.maxLatency
}

/** Σ calls × price per tool: a run's spend when `mustTrack` said it need not be summed call by call. */
function spentFromPulls(st: RunState, prices: Float64Array, k: number): number {
  let sum = 0
  for (let i = 0; i < k; i++) sum += st.pulls[i]! * prices[i]!
  return sum
}

/**
 * Offsets in `arms`: every tool's numbers side by side, STRIDE doubles a tool, so a loop holds one array where a
 * dozen would each cost V8 a map check, pointer loads and registers it does not have. Constants of this module so
 * that V8 folds them (an imported binding is a cell load and a hole check).
 */
const MEAN = 0
const SD = 1
const PULLS = 2
const SUM = 3
const EST = 4
const GAP = 5
const THRESHOLD = 6
const BERN = 7
const COST = 8
const LATENCY = 9
const INV_SQRT_N = 10
const BETA_DS = 11
const BETA_CS = 12
const BETA_DF = 13
const BETA_CF = 14
const STRIDE = 16
/** The run's tools as the loops see them (grown on demand, reused from run to run). */
let arms = new Float64Array(0)
/** The context whose constants `arms` holds, and whether its runs must sum cost and latency call by call. */
let armsCtx: SimContext | null = null
let armsTrack = true

/**
 * Fills `arms` for this run from `st` (just reset, the run's means drawn) and `ctx`: each tool's regret per call
 * (best − mean) and Bernoulli threshold (mean · 2³²) with its state. The context's constants are written when
 * the context changes: every run of a block shares one.
 */
function prepare(ctx: SimContext, st: RunState, best: number, lastCall: number): void {
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
  const mean = st.mean
  const pulls = st.pulls
  const sums = st.rewardSum
  const est = st.estimate
  const inv = st.invSqrtN
  const ds = st.betaDs
  const cs = st.betaCs
  const df = st.betaDf
  const cf = st.betaCf
  for (let i = 0; i < k; i++) {
    const o = i * STRIDE
    const m = mean[i]!
    arms[o + MEAN] = m
    arms[o + GAP] = best - m
    arms[o + THRESHOLD] = m * P32
    arms[o + PULLS] = pulls[i]!
    arms[o + SUM] = sums[i]!
    arms[o + EST] = est[i]!
    arms[o + INV_SQRT_N] = inv[i]!
    arms[o + BETA_DS] = ds[i]!
    arms[o + BETA_CS] = cs[i]!
    arms[o + BETA_DF] = df[i]!
    arms[o + BETA_CF] = cf[i]!
  }
}

/** Copies what a run learnt back from `arms` into `st` (the calls per tool are what `finishRun` reads). */
function unpack(st: RunState, k: number): void {
  const pulls = st.pulls
  const sums = st.rewardSum
  const est = st.estimate
  const inv = st.invSqrtN
  const ds = st.betaDs
  const cs = st.betaCs
  const df = st.betaDf
  const cf = st.betaCf
  for (let i = 0; i < k; i++) {
    const o = i * STRIDE
    pulls[i] = arms[o + PULLS]!
    sums[i] = arms[o + SUM]!
    est[i] = arms[o + EST]!
    inv[i] = arms[o + INV_SQRT_N]!
    ds[i] = arms[o + BETA_DS]!
    cs[i] = arms[o + BETA_CS]!
    df[i] = arms[o + BETA_DF]!
    cf[i] = arms[o + BETA_CF]!
  }
}

/**
 * Whether `runFast` can run `policy` on `ctx` (greedy, ε-greedy, UCB or Thompson, without the BLP bias).
 * @example fastLoopApplies(resolvePolicy({ strategy: 'UCB', preferGeneralMethods: false })) === true
 */
export function fastLoopApplies(policy: ResolvedPolicy): boolean {
  return !policy.preferGeneral && policy.code <= 3
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
  const maxCalls = ctx.maxCalls
  const lastCall = Math.min(maxCalls, ctx.horizon)
  prepare(ctx, st, best, lastCall)
  const track = armsTrack
  const maxCost = slack(ctx.maxCost)
  const maxLatency = slack(ctx.maxLatency)
  const hasInit = policy.hasInitialValue
  const init = policy.initialValue
  const series = acc.rewardAt !== null && acc.bestAt !== null
  const rewardAt = acc.rewardAt ?? NONE
  const bestAt = acc.bestAt ?? NONE
  const keepValues = acc.regretValues !== null
  const values = acc.regretValues ?? NONE32
  const base = row * acc.checkpoints.length
  const code = policy.code
  // The loops take everything as arguments: reading fields of objects whose field types change later (an
  // accumulator's series become null when compressed) would tie their optimised code to those objects' shapes.
  if (code <= 1) {
    const eps = code === 1 ? policy.epsilon : 0
    loopGreedy(
      k,
      lastCall,
      maxCalls,
      track,
      maxCost,
      maxLatency,
      hasInit,
      init,
      eps,
      arms,
      rewardAt,
      bestAt,
      series,
      acc.checkpoints,
      acc.regretSum,
      acc.regretSq,
      values,
      keepValues,
      base,
      ZIG_K,
      ZIG_W,
      rng,
      OUT,
    )
  } else if (code === 2) {
    ensureTables(Math.min(lastCall, 2 ** 30) + k + 1)
    loopUcb(
      k,
      lastCall,
      maxCalls,
      track,
      maxCost,
      maxLatency,
      hasInit,
      init,
      policy.c,
      arms,
      rewardAt,
      bestAt,
      series,
      acc.checkpoints,
      acc.regretSum,
      acc.regretSq,
      values,
      keepValues,
      base,
      ZIG_K,
      ZIG_W,
      rng,
      OUT,
    )
  } else {
    loopThompson(
      k,
      lastCall,
      maxCalls,
      track,
      maxCost,
      maxLatency,
      hasInit ? init : 0,
      arms,
      st.scratch,
      rewardAt,
      bestAt,
      series,
      acc.checkpoints,
      acc.regretSum,
      acc.regretSq,
      values,
      keepValues,
      base,
      ZIG_K,
      ZIG_W,
      rng,
      OUT,
    )
  }
  unpack(st, k)
  st.t = OUT[0]!
  let cost = OUT[1]!
  let latency = OUT[2]!
  if (!track) {
    cost = spentFromPulls(st, ctx.cost, k)
    latency = spentFromPulls(st, ctx.latency, k)
  }
  finishRun(acc, row, st, k, cost, latency, OUT[3]!, OUT[4]!, OUT[5]!, OUT[6]!)
}

/**
 * Greedy and ε-greedy (ε = 0 takes no draw, so it is greedy), the unique top kept as `topEstimate` keeps it.
 * While the top is unique its numbers live in locals (`top*`), written back to `arms` when it loses the top, so
 * the common call, to the top tool, touches no per-tool memory. Rotated: an inner pass records the call in flight
 * and then draws the next one, and leaves only when the run ends or a normal draw takes the ziggurat's rare
 * path, which the outer loop finishes; so the inner loop makes no JS call, after which V8 would re-check every
 * array it reads.
 */
function loopGreedy(
  k: number,
  lastCall: number,
  maxCalls: number,
  trackArg: boolean,
  maxCost: number,
  maxLatency: number,
  hasInitArg: boolean,
  init: number,
  knob: number,
  arms: Float64Array,
  rewardAt: Float64Array,
  bestAt: Float64Array,
  seriesArg: boolean,
  cps: Int32Array,
  regretSum: Float64Array,
  regretSq: Float64Array,
  values: Float32Array,
  keepValuesArg: boolean,
  base: number,
  zigK: Float64Array,
  zigW: Float64Array,
  rng: Sfc32,
  out: Float64Array,
): void {
  // Flags as comparisons: V8 then knows them for booleans, where testing a parameter is a full ToBoolean each time.
  const track = trackArg === true
  const hasInit = hasInitArg === true
  const series = seriesArg === true
  const keepValues = keepValuesArg === true
  const explore = knob > 0
  const smallK = k <= 16384
  const epsThr = knob * P32
  const d = cps.length
  // Every call a checkpoint (series of at most 2,000 calls): call t's regret goes to index t, no lookups.
  const dense = d > 0 && d === lastCall && cps[d - 1] === d
  let nextCp = d === 0 ? -1 : cps[0]!
  let cp = 0
  const s = rng.s
  let s0 = s[0]!
  let s1 = s[1]!
  let s2 = s[2]!
  let s3 = s[3]!
  let u = 0
  let top = 0
  let second = 0
  let topValid = false
  let topN = 0
  let topSum = 0
  let topEst = 0
  let topGap = 0
  let topMean = 0
  let topSd = 0
  let topThr = 0
  let topBern = false
  let atTop = false
  let t = 0
  let cost = 0
  let latency = 0
  let regret = 0
  let total = 0
  let reason = -1
  // The call in flight (its tool, record offset and reward), recorded at the top of the next inner pass.
  let a = -1
  let o = 0
  let r = 0
  for (;;) {
    if (a >= 0) {
      s[0] = s0
      s[1] = s1
      s[2] = s2
      s[3] = s3
      r = arms[o + MEAN]! + arms[o + SD]! * rng.normalSlow(u, u & 127)
      s0 = s[0]!
      s1 = s[1]!
      s2 = s[2]!
      s3 = s[3]!
    }
    for (;;) {
      if (a >= 0) {
        let g: number
        if (atTop) {
          // The top tool's pulls, sum and estimate live in locals while it stays the unique top.
          topN += 1
          topSum += r
          topEst = hasInit ? (init + topSum) / (topN + 1) : topSum / topN
          g = topGap
          if (!(topEst > second)) {
            topValid = false
            arms[o + PULLS] = topN
            arms[o + SUM] = topSum
            arms[o + EST] = topEst
          }
        } else {
          const n = arms[o + PULLS]! + 1
          const sum = arms[o + SUM]! + r
          arms[o + PULLS] = n
          arms[o + SUM] = sum
          const v = hasInit ? (init + sum) / (n + 1) : sum / n
          arms[o + EST] = v
          if (topValid) {
            if (v < topEst) second = Math.max(second, v)
            else {
              topValid = false
              const ot = top * STRIDE
              arms[ot + PULLS] = topN
              arms[ot + SUM] = topSum
              arms[ot + EST] = topEst
            }
          }
          g = arms[o + GAP]!
        }
        regret += g
        total += r
        if (series) {
          rewardAt[t] = rewardAt[t]! + r
          if (g === 0) bestAt[t] = bestAt[t]! + 1
        }
        if (dense) {
          regretSum[t] = regretSum[t]! + regret
          regretSq[t] = regretSq[t]! + regret * regret
          if (keepValues) values[base + t] = regret
          t++
        } else {
          t++
          if (t === nextCp) {
            regretSum[cp] = regretSum[cp]! + regret
            regretSq[cp] = regretSq[cp]! + regret * regret
            if (keepValues) values[base + cp] = regret
            cp++
            nextCp = cp < d ? cps[cp]! : -1
          }
        }
      }
      if (t >= lastCall) {
        reason = t >= maxCalls ? 0 : 3
        break
      }
      a = -1
      if (explore) {
        u = (((s0 + s1) | 0) + s3) | 0
        s3 = (s3 + 1) | 0
        s0 = s1 ^ (s1 >>> 9)
        s1 = (s2 + (s2 << 3)) | 0
        s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
        if (u >>> 0 < epsThr) {
          u = (((s0 + s1) | 0) + s3) | 0
          s3 = (s3 + 1) | 0
          s0 = s1 ^ (s1 >>> 9)
          s1 = (s2 + (s2 << 3)) | 0
          s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
          // ⌊u·k / 2³²⌋ (rng.below(k)) in integers for up to 2¹⁴ tools, exact: the float product, its floor and
          // conversion took long enough to stall the exploring call, which waits for its tool's index.
          a = smallK
            ? (Math.imul(u >>> 16, k) + (Math.imul(u & 0xffff, k) >>> 16)) >>> 16
            : Math.floor((u >>> 0) * U32 * k)
        }
      }
      if (a < 0) {
        if (topValid) a = top
        else {
          let bv = arms[EST]!
          let idx = 0
          let ties = 1
          let sec = Number.NEGATIVE_INFINITY
          for (let i = 1; i < k; i++) {
            const v = arms[i * STRIDE + EST]!
            if (v > bv) {
              sec = bv
              bv = v
              idx = i
              ties = 1
            } else if (v === bv) ties++
            else if (v > sec) sec = v
          }
          a = idx
          if (ties === 1) {
            topValid = true
            top = idx
            second = sec
            const ot = idx * STRIDE
            topN = arms[ot + PULLS]!
            topSum = arms[ot + SUM]!
            topEst = bv
            topGap = arms[ot + GAP]!
            topMean = arms[ot + MEAN]!
            topSd = arms[ot + SD]!
            topThr = arms[ot + THRESHOLD]!
            topBern = arms[ot + BERN] === 1
          } else {
            u = (((s0 + s1) | 0) + s3) | 0
            s3 = (s3 + 1) | 0
            s0 = s1 ^ (s1 >>> 9)
            s1 = (s2 + (s2 << 3)) | 0
            s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
            let pick = Math.floor((u >>> 0) * U32 * ties)
            for (let i = idx; i < k; i++) {
              if (arms[i * STRIDE + EST] === bv && pick-- === 0) {
                a = i
                break
              }
            }
          }
        }
      }
      o = a * STRIDE
      if (track) {
        const c = cost + arms[o + COST]!
        if (c > maxCost) {
          reason = 1
          break
        }
        const l = latency + arms[o + LATENCY]!
        if (l > maxLatency) {
          reason = 2
          break
        }
        cost = c
        latency = l
      }
      u = (((s0 + s1) | 0) + s3) | 0
      s3 = (s3 + 1) | 0
      s0 = s1 ^ (s1 >>> 9)
      s1 = (s2 + (s2 << 3)) | 0
      s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
      atTop = a === top && topValid
      if (atTop) {
        if (topBern) r = +(u >>> 0 < topThr)
        else {
          const iz = u & 127
          if (Math.abs(u) < zigK[iz]!) r = topMean + topSd * (u * zigW[iz]!)
          else break
        }
      } else if (arms[o + BERN] === 1) r = +(u >>> 0 < arms[o + THRESHOLD]!)
      else {
        const iz = u & 127
        if (Math.abs(u) < zigK[iz]!) r = arms[o + MEAN]! + arms[o + SD]! * (u * zigW[iz]!)
        else break
      }
    }
    if (reason >= 0) break
  }
  if (topValid) {
    const ot = top * STRIDE
    arms[ot + PULLS] = topN
    arms[ot + SUM] = topSum
    arms[ot + EST] = topEst
  }
  if (dense) cp = t
  s[0] = s0
  s[1] = s1
  s[2] = s2
  s[3] = s3
  out[0] = t
  out[1] = cost
  out[2] = latency
  out[3] = regret
  out[4] = total
  out[5] = reason
  out[6] = cp
}

/**
 * UCB: untried tools in order (so call t < k goes to tool t), then the highest index, sqrt(ln N) from a table.
 * Rotated like `loopGreedy`, so the inner loop makes no JS call.
 */
function loopUcb(
  k: number,
  lastCall: number,
  maxCalls: number,
  trackArg: boolean,
  maxCost: number,
  maxLatency: number,
  hasInitArg: boolean,
  init: number,
  knob: number,
  arms: Float64Array,
  rewardAt: Float64Array,
  bestAt: Float64Array,
  seriesArg: boolean,
  cps: Int32Array,
  regretSum: Float64Array,
  regretSq: Float64Array,
  values: Float32Array,
  keepValuesArg: boolean,
  base: number,
  zigK: Float64Array,
  zigW: Float64Array,
  rng: Sfc32,
  out: Float64Array,
): void {
  const track = trackArg === true
  const hasInit = hasInitArg === true
  const series = seriesArg === true
  const keepValues = keepValuesArg === true
  const untried = hasInit ? 0 : k
  const extra = hasInit ? 1 : 0
  const c = knob
  const sqrtLn = sqrtLog
  const invSq = invSqrt
  const d = cps.length
  // Every call a checkpoint (series of at most 2,000 calls): call t's regret goes to index t, no lookups.
  const dense = d > 0 && d === lastCall && cps[d - 1] === d
  let nextCp = d === 0 ? -1 : cps[0]!
  let cp = 0
  const s = rng.s
  let s0 = s[0]!
  let s1 = s[1]!
  let s2 = s[2]!
  let s3 = s[3]!
  let u = 0
  let t = 0
  let cost = 0
  let latency = 0
  let regret = 0
  let total = 0
  let reason = -1
  // The call in flight (its tool, record offset and reward), recorded at the top of the next inner pass.
  let a = -1
  let o = 0
  let r = 0
  for (;;) {
    if (a >= 0) {
      s[0] = s0
      s[1] = s1
      s[2] = s2
      s[3] = s3
      r = arms[o + MEAN]! + arms[o + SD]! * rng.normalSlow(u, u & 127)
      s0 = s[0]!
      s1 = s[1]!
      s2 = s[2]!
      s3 = s[3]!
    }
    for (;;) {
      if (a >= 0) {
        const n = arms[o + PULLS]! + 1
        const sum = arms[o + SUM]! + r
        arms[o + PULLS] = n
        arms[o + SUM] = sum
        arms[o + EST] = hasInit ? (init + sum) / (n + 1) : sum / n
        arms[o + INV_SQRT_N] = invSq[n + extra]!
        const g = arms[o + GAP]!
        regret += g
        total += r
        if (series) {
          rewardAt[t] = rewardAt[t]! + r
          if (g === 0) bestAt[t] = bestAt[t]! + 1
        }
        if (dense) {
          regretSum[t] = regretSum[t]! + regret
          regretSq[t] = regretSq[t]! + regret * regret
          if (keepValues) values[base + t] = regret
          t++
        } else {
          t++
          if (t === nextCp) {
            regretSum[cp] = regretSum[cp]! + regret
            regretSq[cp] = regretSq[cp]! + regret * regret
            if (keepValues) values[base + cp] = regret
            cp++
            nextCp = cp < d ? cps[cp]! : -1
          }
        }
      }
      if (t >= lastCall) {
        reason = t >= maxCalls ? 0 : 3
        break
      }
      if (t < untried) a = t
      else {
        const scale = c * sqrtLn[t + extra * k]!
        let bv = arms[EST]! + scale * arms[INV_SQRT_N]!
        a = 0
        let ties = 1
        for (let i = 1; i < k; i++) {
          const oi = i * STRIDE
          const v = arms[oi + EST]! + scale * arms[oi + INV_SQRT_N]!
          if (v > bv) {
            bv = v
            a = i
            ties = 1
          } else if (v === bv) ties++
        }
        if (ties > 1) {
          u = (((s0 + s1) | 0) + s3) | 0
          s3 = (s3 + 1) | 0
          s0 = s1 ^ (s1 >>> 9)
          s1 = (s2 + (s2 << 3)) | 0
          s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
          let pick = Math.floor((u >>> 0) * U32 * ties)
          for (let i = a; i < k; i++) {
            const oi = i * STRIDE
            if (arms[oi + EST]! + scale * arms[oi + INV_SQRT_N]! === bv && pick-- === 0) {
              a = i
              break
            }
          }
        }
      }
      o = a * STRIDE
      if (track) {
        const cc = cost + arms[o + COST]!
        if (cc > maxCost) {
          reason = 1
          break
        }
        const l = latency + arms[o + LATENCY]!
        if (l > maxLatency) {
          reason = 2
          break
        }
        cost = cc
        latency = l
      }
      u = (((s0 + s1) | 0) + s3) | 0
      s3 = (s3 + 1) | 0
      s0 = s1 ^ (s1 >>> 9)
      s1 = (s2 + (s2 << 3)) | 0
      s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
      if (arms[o + BERN] === 1) r = +(u >>> 0 < arms[o + THRESHOLD]!)
      else {
        const iz = u & 127
        if (Math.abs(u) < zigK[iz]!) r = arms[o + MEAN]! + arms[o + SD]! * (u * zigW[iz]!)
        else break
      }
    }
    if (reason >= 0) break
  }
  if (dense) cp = t
  s[0] = s0
  s[1] = s1
  s[2] = s2
  s[3] = s3
  out[0] = t
  out[1] = cost
  out[2] = latency
  out[3] = regret
  out[4] = total
  out[5] = reason
  out[6] = cp
}

/**
 * Thompson sampling: per call one posterior draw per tool (Beta as two Marsaglia–Tsang Gammas for Bernoulli
 * tools, a normal for Gaussian ones), the argmax taken as the draws come.
 */
function loopThompson(
  k: number,
  lastCall: number,
  maxCalls: number,
  trackArg: boolean,
  maxCost: number,
  maxLatency: number,
  knob: number,
  arms: Float64Array,
  draw: Float64Array,
  rewardAt: Float64Array,
  bestAt: Float64Array,
  seriesArg: boolean,
  cps: Int32Array,
  regretSum: Float64Array,
  regretSq: Float64Array,
  values: Float32Array,
  keepValuesArg: boolean,
  base: number,
  zigK: Float64Array,
  zigW: Float64Array,
  rng: Sfc32,
  out: Float64Array,
): void {
  const track = trackArg === true
  const series = seriesArg === true
  const keepValues = keepValuesArg === true
  const m0 = knob
  const d = cps.length
  // Every call a checkpoint (series of at most 2,000 calls): call t's regret goes to index t, no lookups.
  const dense = d > 0 && d === lastCall && cps[d - 1] === d
  let nextCp = d === 0 ? -1 : cps[0]!
  let cp = 0
  const s = rng.s
  let s0 = s[0]!
  let s1 = s[1]!
  let s2 = s[2]!
  let s3 = s[3]!
  let u = 0
  let t = 0
  let cost = 0
  let latency = 0
  let regret = 0
  let total = 0
  let reason = 0
  for (;;) {
    if (t >= lastCall) {
      reason = t >= maxCalls ? 0 : 3
      break
    }
    let bv = Number.NEGATIVE_INFINITY
    let a = 0
    let ties = 0
    for (let i = 0; i < k; i++) {
      const oi = i * STRIDE
      let x: number
      if (arms[oi + BERN] === 1) {
        // Beta(1 + s, 1 + f) as X / (X + Y): two Gamma draws, each `Sfc32.gammaDC` written out (twice, so each
        // reads its own constants without a select).
        let gx = 0
        let gy = 0
        const dS = arms[oi + BETA_DS]!
        const cS = arms[oi + BETA_CS]!
        for (;;) {
          let z: number
          let v: number
          do {
            u = (((s0 + s1) | 0) + s3) | 0
            s3 = (s3 + 1) | 0
            s0 = s1 ^ (s1 >>> 9)
            s1 = (s2 + (s2 << 3)) | 0
            s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
            const iz = u & 127
            if (Math.abs(u) < zigK[iz]!) z = u * zigW[iz]!
            else {
              s[0] = s0
              s[1] = s1
              s[2] = s2
              s[3] = s3
              z = rng.normalSlow(u, iz)
              s0 = s[0]!
              s1 = s[1]!
              s2 = s[2]!
              s3 = s[3]!
            }
            v = 1 + cS * z
          } while (v <= 0)
          v = v * v * v
          u = (((s0 + s1) | 0) + s3) | 0
          s3 = (s3 + 1) | 0
          s0 = s1 ^ (s1 >>> 9)
          s1 = (s2 + (s2 << 3)) | 0
          s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
          const uf = (u >>> 0) * U32
          const z2 = z * z
          if (uf < 1 - 0.0331 * z2 * z2 || Math.log(uf) < 0.5 * z2 + dS * (1 - v + Math.log(v))) {
            gx = dS * v
            break
          }
        }
        const dF = arms[oi + BETA_DF]!
        const cF = arms[oi + BETA_CF]!
        for (;;) {
          let z: number
          let v: number
          do {
            u = (((s0 + s1) | 0) + s3) | 0
            s3 = (s3 + 1) | 0
            s0 = s1 ^ (s1 >>> 9)
            s1 = (s2 + (s2 << 3)) | 0
            s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
            const iz = u & 127
            if (Math.abs(u) < zigK[iz]!) z = u * zigW[iz]!
            else {
              s[0] = s0
              s[1] = s1
              s[2] = s2
              s[3] = s3
              z = rng.normalSlow(u, iz)
              s0 = s[0]!
              s1 = s[1]!
              s2 = s[2]!
              s3 = s[3]!
            }
            v = 1 + cF * z
          } while (v <= 0)
          v = v * v * v
          u = (((s0 + s1) | 0) + s3) | 0
          s3 = (s3 + 1) | 0
          s0 = s1 ^ (s1 >>> 9)
          s1 = (s2 + (s2 << 3)) | 0
          s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
          const uf = (u >>> 0) * U32
          const z2 = z * z
          if (uf < 1 - 0.0331 * z2 * z2 || Math.log(uf) < 0.5 * z2 + dF * (1 - v + Math.log(v))) {
            gy = dF * v
            break
          }
        }
        x = gx / (gx + gy)
      } else {
        u = (((s0 + s1) | 0) + s3) | 0
        s3 = (s3 + 1) | 0
        s0 = s1 ^ (s1 >>> 9)
        s1 = (s2 + (s2 << 3)) | 0
        s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
        const iz = u & 127
        let z: number
        if (Math.abs(u) < zigK[iz]!) z = u * zigW[iz]!
        else {
          s[0] = s0
          s[1] = s1
          s[2] = s2
          s[3] = s3
          z = rng.normalSlow(u, iz)
          s0 = s[0]!
          s1 = s[1]!
          s2 = s[2]!
          s3 = s[3]!
        }
        const n = arms[oi + PULLS]!
        x = (m0 + arms[oi + SUM]!) / (1 + n) + z / Math.sqrt(1 + n)
      }
      draw[i] = x
      // argmaxPlain as the draws come: the first strict maximum, exact ties counted.
      if (i === 0 || x > bv) {
        bv = x
        a = i
        ties = 1
      } else if (x === bv) ties++
    }
    if (ties > 1) {
      u = (((s0 + s1) | 0) + s3) | 0
      s3 = (s3 + 1) | 0
      s0 = s1 ^ (s1 >>> 9)
      s1 = (s2 + (s2 << 3)) | 0
      s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
      let pick = Math.floor((u >>> 0) * U32 * ties)
      for (let i = a; i < k; i++) {
        if (draw[i] === bv && pick-- === 0) {
          a = i
          break
        }
      }
    }
    const o = a * STRIDE
    if (track) {
      const cc = cost + arms[o + COST]!
      if (cc > maxCost) {
        reason = 1
        break
      }
      const l = latency + arms[o + LATENCY]!
      if (l > maxLatency) {
        reason = 2
        break
      }
      cost = cc
      latency = l
    }
    u = (((s0 + s1) | 0) + s3) | 0
    s3 = (s3 + 1) | 0
    s0 = s1 ^ (s1 >>> 9)
    s1 = (s2 + (s2 << 3)) | 0
    s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
    let r: number
    if (arms[o + BERN] === 1) r = +(u >>> 0 < arms[o + THRESHOLD]!)
    else {
      const iz = u & 127
      let z: number
      if (Math.abs(u) < zigK[iz]!) z = u * zigW[iz]!
      else {
        s[0] = s0
        s[1] = s1
        s[2] = s2
        s[3] = s3
        z = rng.normalSlow(u, iz)
        s0 = s[0]!
        s1 = s[1]!
        s2 = s[2]!
        s3 = s[3]!
      }
      r = arms[o + MEAN]! + arms[o + SD]! * z
    }
    const n = arms[o + PULLS]! + 1
    const sum = arms[o + SUM]! + r
    arms[o + PULLS] = n
    arms[o + SUM] = sum
    if (arms[o + BERN] === 1) {
      // Only the shape that grew changes: 1 + s after a success, 1 + f after a failure (rewards are 0 or 1).
      const ds = 1 + sum - 1 / 3
      const df = 1 + (n - sum) - 1 / 3
      arms[o + BETA_DS] = ds
      arms[o + BETA_CS] = 1 / Math.sqrt(9 * ds)
      arms[o + BETA_DF] = df
      arms[o + BETA_CF] = 1 / Math.sqrt(9 * df)
    }
    const g = arms[o + GAP]!
    regret += g
    total += r
    if (series) {
      rewardAt[t] = rewardAt[t]! + r
      if (g === 0) bestAt[t] = bestAt[t]! + 1
    }
    if (dense) {
      regretSum[t] = regretSum[t]! + regret
      regretSq[t] = regretSq[t]! + regret * regret
      if (keepValues) values[base + t] = regret
      t++
    } else {
      t++
      if (t === nextCp) {
        regretSum[cp] = regretSum[cp]! + regret
        regretSq[cp] = regretSq[cp]! + regret * regret
        if (keepValues) values[base + cp] = regret
        cp++
        nextCp = cp < d ? cps[cp]! : -1
      }
    }
  }
  if (dense) cp = t
  s[0] = s0
  s[1] = s1
  s[2] = s2
  s[3] = s3
  out[0] = t
  out[1] = cost
  out[2] = latency
  out[3] = regret
  out[4] = total
  out[5] = reason
  out[6] = cp
}
