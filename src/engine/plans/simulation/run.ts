// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { Accumulator } from './accumulator.ts'
import { chooseEpsilon, chooseGreedy, chooseSoftmax, chooseThompson, chooseUcb } from './choose.ts'
import type { ResolvedPolicy, SimContext } from './context.ts'
import { fastLoopApplies, runFast } from './fast-loops.ts'
import type { Sfc32 } from './prng.ts'
import { finishRun, slack } from './run-end.ts'
import { observe, type RunState, resetRunState } from './state.ts'

/** A replayed run's calls: the tool index and the reward drawn, call by call. */
export interface RunLog {
  tools: number[]
  rewards: number[]
}

/**
 * One run of `policy` on `ctx`, with its own PRNG. Before each call it checks, in this order: calls made ≥
 * maxCalls (ends "calls"), calls made ≥ horizon ("horizon"); then the policy picks a tool, and if that call
 * would take summed cost or latency beyond its limit the call is NOT made and the run ends ("cost", then
 * "latency"). Pseudo-regret per call: best expected reward − the chosen tool's expected reward.
 * Adds the run to `acc` as row `row`, and records every call in `log` when one is given. Greedy, ε-greedy and
 * UCB without the BLP bias run in `fast-loops.ts` when no log is asked for (the same draws and the same numbers,
 * to the bit); the loop here is the reference, and the one Thompson sampling, softmax, the BLP bias and the
 * sentinel's replay use (Thompson's cost is its posterior draws, which a loop of its own barely shortened).
 * @example runOnce(ctx, resolvePolicy({ strategy: 'Greedy', preferGeneralMethods: false }), st, new Sfc32(1, 0), acc, 0, null)
 */
export function runOnce(
  ctx: SimContext,
  policy: ResolvedPolicy,
  st: RunState,
  rng: Sfc32,
  acc: Accumulator | null,
  row: number,
  log: RunLog | null,
): void {
  resetRunState(st, ctx, policy)
  const k = ctx.k
  const mean = st.mean
  if (ctx.meanSpread > 0) {
    for (let i = 0; i < k; i++)
      if (ctx.bernoulli[i] === 0) mean[i] = ctx.mean[i]! + ctx.meanSpread * rng.normal()
  }
  let best = Number.NEGATIVE_INFINITY
  for (let i = 0; i < k; i++) if (mean[i]! > best) best = mean[i]!
  // Greedy, ε-greedy and UCB without the BLP bias have their own loop (same draws, same numbers).
  if (acc !== null && log === null && fastLoopApplies(policy)) {
    runFast(ctx, policy, st, rng, acc, row, best)
    return
  }
  const maxCost = slack(ctx.maxCost)
  const maxLatency = slack(ctx.maxLatency)
  // Loop-invariant fields in locals: the loop calls out (log, sqrt), after which V8 would reload them.
  const lastCall = Math.min(ctx.maxCalls, ctx.horizon)
  const costs = ctx.cost
  const latencies = ctx.latency
  const bernoulli = ctx.bernoulli
  const sds = ctx.sd
  const code = policy.code
  const rewardAt = acc?.rewardAt ?? null
  const bestAt = acc?.bestAt ?? null
  const cps = acc?.checkpoints ?? null
  const regretSum = acc?.regretSum ?? null
  const regretSq = acc?.regretSq ?? null
  const values = acc?.regretValues ?? null
  const d = cps === null ? 0 : cps.length
  const base = row * d
  let nextCp = cps === null || d === 0 ? -1 : cps[0]!
  let cp = 0
  let cost = 0
  let latency = 0
  let regret = 0
  let total = 0
  let reason = 0
  for (;;) {
    const t = st.t
    if (t >= lastCall) {
      reason = t >= ctx.maxCalls ? 0 : 3
      break
    }
    let a: number
    switch (code) {
      case 0: // Code.Greedy
        a = chooseGreedy(ctx, policy, st, rng)
        break
      case 1: // Code.EpsilonGreedy
        a = chooseEpsilon(ctx, policy, st, rng)
        break
      case 2: // Code.UCB
        a = chooseUcb(ctx, policy, st, rng)
        break
      case 3: // Code.Thompson
        a = chooseThompson(ctx, policy, st, rng)
        break
      default:
        a = chooseSoftmax(ctx, policy, st, rng)
    }
    const c = cost + costs[a]!
    if (c > maxCost) {
      reason = 1
      break
    }
    const l = latency + latencies[a]!
    if (l > maxLatency) {
      reason = 2
      break
    }
    cost = c
    latency = l
    const m = mean[a]!
    const r = bernoulli[a] === 1 ? (rng.float() < m ? 1 : 0) : m + sds[a]! * rng.normal()
    observe(st, policy, a, r)
    regret += best - m
    total += r
    if (rewardAt !== null) {
      rewardAt[t] = rewardAt[t]! + r
      if (m === best) bestAt![t] = bestAt![t]! + 1
    }
    if (t + 1 === nextCp) {
      regretSum![cp] = regretSum![cp]! + regret
      regretSq![cp] = regretSq![cp]! + regret * regret
      if (values !== null) values[base + cp] = regret
      cp++
      nextCp = cp < d ? cps![cp]! : -1
    }
    if (log !== null) {
      log.tools.push(a)
      log.rewards.push(r)
    }
  }
  if (acc !== null) finishRun(acc, row, st, k, cost, latency, regret, total, reason, cp)
}
