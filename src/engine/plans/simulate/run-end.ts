// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads are in bounds by construction
import { type Accumulator, END_BINS } from './accumulator.ts'
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
