// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loop are in bounds by construction
import type { LoopSpec } from './loop-spec.ts'
import { type Sfc32, ZIG_K, ZIG_W } from './prng.ts'

// The run loop of greedy, ε-greedy and UCB without the BLP bias: the same choices, draws and numbers as
// `runOnce`'s general loop (golden tests; fast-loops.test.ts compares the two run by run), three to five times
// faster. One loop for the three, since they differ only in the index they maximise and in greedy's kept top.
// What makes it fast: every tool's numbers side by side in one array (`arms`), the run's state and the
// generator's in locals, its constants folded (they are this module's own: an imported binding is a cell load
// in the loop, measured 10–30% slower), and no JS call in the inner loop (after a call V8 re-checks every array
// it reads): the ziggurat's rare path leaves it for an outer loop that takes it and comes back. fast-loops.ts
// sets it up per run. Thompson sampling runs in the general loop: its cost is its posterior draws, and a loop
// of its own was only 1.3–1.7× faster for some 250 more lines.

/** 2⁻³²: `Sfc32.float()` is a raw draw times this. */
const U32 = 2.3283064365386963e-10
/** 2³²: `rng.float() < p` exactly when the raw draw is below p · 2³² (both sides exact in doubles). */
const P32 = 4294967296

/**
 * Offsets in `arms`: every tool's numbers side by side, STRIDE doubles a tool, so a loop holds one array where a
 * dozen would each cost V8 a map check, pointer loads and registers it does not have.
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
const STRIDE = 12
/**
 * The same offsets for the code that fills and reads `arms` once per run. The loop reads the constants above,
 * which are not exported: V8 keeps an exported binding in a cell, loaded on every use, even in its own module.
 * @example arms[i * ARMS.STRIDE + ARMS.EST] // tool i's estimate
 */
export const ARMS = {
  MEAN,
  SD,
  PULLS,
  SUM,
  EST,
  GAP,
  THRESHOLD,
  BERN,
  COST,
  LATENCY,
  INV_SQRT_N,
  STRIDE,
} as const

/**
 * Greedy, ε-greedy and UCB: the tool with the highest index, `estimate + bonus` (a bonus of 0 for greedy,
 * c·sqrt(ln N)·(1/sqrt(n)) for UCB, whose untried tools go first, in order), exact ties broken by one draw as
 * `argmax` breaks them; ε-greedy first draws whether to explore (ε = 0 takes no draw, so it is greedy). Estimates
 * are sample averages or, with a constant step size α, `Q ← Q + α(r − Q)`.
 * Greedy keeps its unique top between calls, and while it holds the top its numbers live in locals (`top*`),
 * written back when it loses it, so the common call, to the top tool, touches no per-tool memory. Rotated: an
 * inner pass records the call in flight, then makes the next one, and leaves only when the run ends or a normal
 * draw takes the ziggurat's rare path, which the outer loop finishes. The sfc32 step is written out at each of
 * the four places a draw is taken, its state in locals: in an object, as `Sfc32.next` keeps it, it is what made
 * the general loop slow.
 * @example loopIndex(spec, arms, sqrtLog, invSqrt, rng) // spec.t calls made, spec.regret their regret
 */
export function loopIndex(
  sp: LoopSpec,
  arms: Float64Array,
  sqrtLn: Float64Array,
  invSq: Float64Array,
  rng: Sfc32,
): void {
  // Flags as comparisons: V8 then knows them for booleans, where testing a field is a full ToBoolean each time.
  const track = sp.track === true
  const hasInit = sp.hasInit === true
  const ucb = sp.ucb === true
  const { k, lastCall, maxCalls, maxCost, maxLatency, init, alpha, eps, c } = sp
  // Sample averages, or a constant step size: Q ← Q + α(r − Q) (the same double as the general loop's `observe`).
  const constant = alpha > 0
  const explore = eps > 0
  const epsThr = eps * P32
  const untried = ucb && !hasInit ? k : 0
  const extra = hasInit ? 1 : 0
  const smallK = k <= 16384
  const zigK = ZIG_K
  const zigW = ZIG_W
  const series = sp.series === true
  const keepValues = sp.keepValues === true
  const { rewardAt, bestAt, checkpoints: cps, regretSum, regretSq, values, base } = sp
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
          topN += 1
          topSum += r
          topEst = constant
            ? topEst + alpha * (r - topEst)
            : hasInit
              ? (init + topSum) / (topN + 1)
              : topSum / topN
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
          const q = arms[o + EST]!
          const v = constant ? q + alpha * (r - q) : hasInit ? (init + sum) / (n + 1) : sum / n
          arms[o + EST] = v
          if (ucb) arms[o + INV_SQRT_N] = invSq[n + extra]!
          else if (topValid) {
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
        // What RunRecorder.flush adds for a call, in the same order (the same doubles).
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
        else if (t < untried) a = t
        else {
          const bonus = ucb ? c * sqrtLn[t + extra * k]! : 0
          let bv = arms[EST]! + bonus * arms[INV_SQRT_N]!
          let idx = 0
          let ties = 1
          for (let i = 1; i < k; i++) {
            const oi = i * STRIDE
            const v = arms[oi + EST]! + bonus * arms[oi + INV_SQRT_N]!
            if (v > bv) {
              bv = v
              idx = i
              ties = 1
            } else if (v === bv) ties++
          }
          a = idx
          if (ties > 1) {
            u = (((s0 + s1) | 0) + s3) | 0
            s3 = (s3 + 1) | 0
            s0 = s1 ^ (s1 >>> 9)
            s1 = (s2 + (s2 << 3)) | 0
            s2 = (((s2 << 21) | (s2 >>> 11)) + u) | 0
            let pick = Math.floor((u >>> 0) * U32 * ties)
            for (let i = idx; i < k; i++) {
              const oi = i * STRIDE
              if (arms[oi + EST]! + bonus * arms[oi + INV_SQRT_N]! === bv && pick-- === 0) {
                a = i
                break
              }
            }
          } else if (!ucb) {
            // A unique top, kept until its estimate falls to `second`, the highest of the others.
            second = Number.NEGATIVE_INFINITY
            for (let i = 0; i < k; i++) {
              const v = arms[i * STRIDE + EST]!
              if (i !== idx && v > second) second = v
            }
            topValid = true
            top = idx
            const ot = idx * STRIDE
            topN = arms[ot + PULLS]!
            topSum = arms[ot + SUM]!
            topEst = arms[ot + EST]!
            topGap = arms[ot + GAP]!
            topMean = arms[ot + MEAN]!
            topSd = arms[ot + SD]!
            topThr = arms[ot + THRESHOLD]!
            topBern = arms[ot + BERN] === 1
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
  s[0] = s0
  s[1] = s1
  s[2] = s2
  s[3] = s3
  sp.t = t
  sp.cost = cost
  sp.latency = latency
  sp.regret = regret
  sp.total = total
  sp.cp = dense ? t : cp
  sp.reason = reason
}
