// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads are in bounds by construction
import { type Accumulator, END_BINS } from './accumulator.ts'
import type { SimContext } from './context.ts'
import type { RunState } from './state.ts'

/**
 * Slack on the cost and latency limits, so summed decimals (0.2 · 5 = 1.0000000000000002) fit a limit of 1.
 * @example slack(1) === 1 + 1e-9
 */
export const slack = (limit: number) => limit + 1e-9 * Math.max(1, limit)

/**
 * Adds a finished run to `acc` as row `row`: its regret at the checkpoints it did not reach (from `cp` on, the
 * final regret), its calls per tool, what it spent, its totals and why it ended (an `END_REASONS` index).
 * @example finishRun(acc, 0, st, ctx.k, cost, latency, regret, total, 3, cp)
 */
export function finishRun(
  acc: Accumulator,
  row: number,
  st: RunState,
  k: number,
  cost: number,
  latency: number,
  regret: number,
  total: number,
  reason: number,
  cp: number,
): void {
  const regretSum = acc.regretSum
  const regretSq = acc.regretSq
  const values = acc.regretValues
  const d = acc.checkpoints.length
  const base = row * d
  for (; cp < d; cp++) {
    regretSum[cp] = regretSum[cp]! + regret
    regretSq[cp] = regretSq[cp]! + regret * regret
    if (values !== null) values[base + cp] = regret
  }
  const calls = st.t
  acc.runs++
  if (acc.lengths !== null) acc.lengths[calls] = acc.lengths[calls]! + 1
  for (let i = 0; i < k; i++) acc.toolCalls[i] = acc.toolCalls[i]! + st.pulls[i]!
  acc.spentCalls += calls
  acc.spentCost += cost
  acc.spentLatency += latency
  acc.totalReward += total
  acc.totalRewardSq += total * total
  acc.finalRegret += regret
  acc.finalRegretSq += regret * regret
  acc.endCount[reason] = acc.endCount[reason]! + 1
  acc.endStepSum[reason] = acc.endStepSum[reason]! + calls
  const bin = Math.min(END_BINS - 1, Math.floor((calls / Math.max(1, acc.steps)) * END_BINS))
  acc.endHist[reason * END_BINS + bin] = acc.endHist[reason * END_BINS + bin]! + 1
}

/**
 * Whether a run must sum cost and latency call by call: when a limit could bind within `lastCall` calls, or when
 * a cost or latency is fractional (then only the running sum gives the general loop's exact double). Otherwise
 * the sums are computed from the calls per tool at the end: whole numbers sum exactly in any order.
 * @example mustTrack(buildContext(tenArmedTestbed(defaultPlans())), 1_000) === false // free tools, no budget
 */
export function mustTrack(ctx: SimContext, lastCall: number): boolean {
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

/**
 * Σ calls × price per tool: a run's spend when `mustTrack` said it need not be summed call by call.
 * @example spentFromPulls(st, ctx.cost, ctx.k) // 12 after 12 calls of a tool costing 1
 */
export function spentFromPulls(st: RunState, prices: Float64Array, k: number): number {
  let sum = 0
  for (let i = 0; i < k; i++) sum += st.pulls[i]! * prices[i]!
  return sum
}
