// biome-ignore-all lint/style/noNonNullAssertion: typed-array reads in the hot loops are in bounds by construction
import type { Plans } from '../section.ts'
import { type Accumulator, END_BINS } from './accumulator.ts'
import { buildContext, END_REASONS, type EndReason, policyLabel } from './context.ts'
import { laiRobbinsConstant } from './lai-robbins.ts'

/** How runs ended by one reason: how many, their mean length, and where in [0, steps] (END_BINS bins). */
export interface EndStats {
  runs: number
  /** Share of all runs, 0–1. */
  share: number
  /** Mean length in calls of the runs this reason ended; null when none. */
  meanCalls: number | null
  hist: number[]
}

/** One policy's statistics over the runs done. Series are sampled at `SimResult.t`. */
export interface PolicyStats {
  label: string
  strategy: string
  /** Runs this policy finished. 0 after a Cancel that came before its first run ended: then every series is NaN
   * (no point is drawn) and every number NaN (JSON null): "no runs", never a 0 that looks measured. */
  runs: number
  /** Mean cumulative pseudo-regret after t calls (runs that ended earlier keep their final regret). */
  regretMean: number[]
  /** The band's lower and upper edges (mean ± 1 sd clipped at 0, as pseudo-regret is never negative; or the 5th
   * and 95th percentiles). */
  regretLo: number[]
  regretHi: number[]
  /** Mean reward of the calls between the previous sample and t, over runs still going (NaN where fewer than
   * MIN_ACTIVE_RUNS are). */
  rewardMean: number[]
  /** Share (0–1) of those calls that went to a best tool. */
  bestShare: number[]
  /** Reward per call over every call of every run. */
  avgReward: number
  /** Share (0–1) of every call that went to a best tool. */
  bestShareAll: number
  /** Mean calls per run to each tool, in tool order. */
  callsPerTool: number[]
  callsByKind: { general: number; specialised: number }
  /** Mean spent per run: calls, resource units, milliseconds. */
  spent: { calls: number; cost: number; latencyMs: number }
  finalRegret: { mean: number; sd: number }
  /** Total reward per run: what the budget bought. */
  totalReward: { mean: number; sd: number }
  endedBy: Record<EndReason, EndStats>
}

/** A scale sweep: each policy's mean total reward and final regret per run at each scaleFactor. */
export interface SweepStats {
  scales: number[]
  rows: { label: string; totalReward: number[]; finalRegret: number[]; meanCalls: number[]; rank: number[] }[]
}

/** Everything a simulation shows. `partial` when it was cancelled before every run was done. */
export interface SimResult {
  /** The sampled call counts of every series. */
  t: number[]
  steps: number
  runsAsked: number
  partial: boolean
  band: 'sd' | 'p5-95'
  /** Why the band is ±1 sd although 5–95 percentiles were asked for, if it is. */
  bandNote: string | null
  tools: string[]
  /** The tools with the highest expected reward (null on the testbed, where every run draws its own). */
  bestTools: string[] | null
  policies: PolicyStats[]
  /** Set when the policies finished different numbers of runs (a Cancel lands between them): the comparison is
   * then on unequal samples. */
  unequalRuns: { fewest: number; most: number } | null
  /** Lai–Robbins: constant · ln t, when every tool is Bernoulli and there are at least two. */
  lowerBound: { constant: number; values: number[] } | null
  sweep: SweepStats | null
}

/** The reward and best-tool series show a point only when at least this many runs (or all) are still going. */
export const MIN_ACTIVE_RUNS = 20

const mean = (sum: number, n: number) => (n > 0 ? sum / n : 0)
const sd = (sum: number, sq: number, n: number) =>
  n > 1 ? Math.sqrt(Math.max(0, (sq - (sum * sum) / n) / (n - 1))) : 0

function percentile(sorted: Float32Array, q: number): number {
  if (sorted.length === 0) return 0
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.min(sorted.length - 1, lo + 1)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** A policy that finished no run: NaN everywhere, so neither a table nor a chart can show a measured-looking 0. */
function noRuns(plans: Plans, label: string, strategy: string, a: Accumulator): PolicyStats {
  const none = Array.from(a.checkpoints, () => Number.NaN)
  const endedBy = {} as Record<EndReason, EndStats>
  for (const reason of END_REASONS)
    endedBy[reason] = {
      runs: 0,
      share: Number.NaN,
      meanCalls: null,
      hist: new Array<number>(END_BINS).fill(0),
    }
  const nan = { mean: Number.NaN, sd: Number.NaN }
  return {
    label,
    strategy,
    runs: 0,
    regretMean: none,
    regretLo: [...none],
    regretHi: [...none],
    rewardMean: [...none],
    bestShare: [...none],
    avgReward: Number.NaN,
    bestShareAll: Number.NaN,
    callsPerTool: plans.tools.map(() => Number.NaN),
    callsByKind: { general: Number.NaN, specialised: Number.NaN },
    spent: { calls: Number.NaN, cost: Number.NaN, latencyMs: Number.NaN },
    finalRegret: nan,
    totalReward: { ...nan },
    endedBy,
  }
}

function policyStats(plans: Plans, label: string, strategy: string, a: Accumulator): PolicyStats {
  const n = a.runs
  if (n === 0) return noRuns(plans, label, strategy, a)
  const d = a.checkpoints.length
  const regretMean: number[] = []
  const regretLo: number[] = []
  const regretHi: number[] = []
  const rewardMean: number[] = []
  const bestShare: number[] = []
  const column = new Float32Array(n)
  let prev = 0
  for (let j = 0; j < d; j++) {
    const m = mean(a.regretSum[j]!, n)
    regretMean.push(m)
    if (a.regretValues !== null) {
      for (let r = 0; r < n; r++) column[r] = a.regretValues[r * d + j]!
      column.sort()
      regretLo.push(percentile(column, 0.05))
      regretHi.push(percentile(column, 0.95))
    } else {
      const s = sd(a.regretSum[j]!, a.regretSq[j]!, n)
      // Pseudo-regret is never negative: the chart and its table show the band clipped at 0.
      regretLo.push(Math.max(0, m - s))
      regretHi.push(m + s)
    }
    const reward = a.bucketReward?.[j] ?? 0
    const best = a.bucketBest?.[j] ?? 0
    const calls = a.bucketCalls?.[j] ?? 0
    const until = a.checkpoints[j]!
    const width = until - prev
    prev = until
    // Too few runs still going make a noisy tail: no point where fewer than MIN_ACTIVE_RUNS (or all) remain.
    const enough = calls > 0 && calls / width >= Math.min(MIN_ACTIVE_RUNS, n)
    rewardMean.push(enough ? reward / calls : Number.NaN)
    bestShare.push(enough ? best / calls : Number.NaN)
  }
  let bestAll = 0
  if (a.bucketBest) for (const b of a.bucketBest) bestAll += b
  const totalCalls = a.spentCalls
  const callsPerTool = Array.from(a.toolCalls, (c) => mean(c, n))
  // Each kind summed over its own tools: a difference of two sums would leave float noise (1e-13) for a 0.
  const byKind = (kind: 'general' | 'specialised') =>
    plans.tools.reduce((s, t, i) => s + (t.kind === kind ? callsPerTool[i]! : 0), 0)
  const endedBy = {} as Record<EndReason, EndStats>
  END_REASONS.forEach((reason, r) => {
    const runs = a.endCount[r]!
    endedBy[reason] = {
      runs,
      share: mean(runs, n),
      meanCalls: runs > 0 ? a.endStepSum[r]! / runs : null,
      hist: Array.from(a.endHist.subarray(r * END_BINS, (r + 1) * END_BINS)),
    }
  })
  return {
    label,
    strategy,
    runs: n,
    regretMean,
    regretLo,
    regretHi,
    rewardMean,
    bestShare,
    avgReward: mean(a.totalReward, totalCalls),
    bestShareAll: mean(bestAll, totalCalls),
    callsPerTool,
    callsByKind: { general: byKind('general'), specialised: byKind('specialised') },
    spent: { calls: mean(totalCalls, n), cost: mean(a.spentCost, n), latencyMs: mean(a.spentLatency, n) },
    finalRegret: { mean: mean(a.finalRegret, n), sd: sd(a.finalRegret, a.finalRegretSq, n) },
    totalReward: { mean: mean(a.totalReward, n), sd: sd(a.totalReward, a.totalRewardSq, n) },
    endedBy,
  }
}

/** The fewest and most runs done when they differ, else null. */
function unequal(runs: number[]): { fewest: number; most: number } | null {
  const fewest = Math.min(...runs)
  const most = Math.max(...runs)
  return runs.length > 0 && fewest !== most ? { fewest, most } : null
}

/** Ranks (1 = best) of `values`, higher first; equal values share the better rank; NaN (no runs) has none. */
function ranks(values: number[]): number[] {
  return values.map((v) => (Number.isNaN(v) ? Number.NaN : 1 + values.filter((w) => w > v).length))
}

/**
 * The statistics of a simulation from its merged accumulators: `main[p]` for policy p at the plan's scale, and
 * `sweep[s][p]` at `simulation.sweep[s]` (null when the sweep was not run). Runs done may be fewer than asked
 * (`partial`): a cancelled simulation keeps what it finished.
 * @example summarize(plans, main, sweep, false).policies[0].avgReward
 */
export function summarize(
  plans: Plans,
  main: Accumulator[],
  sweep: Accumulator[][] | null,
  partial: boolean,
): SimResult {
  const sim = plans.simulation
  const ctx = buildContext(plans)
  const labels = sim.policies.map(policyLabel)
  const first = main[0]
  const t = first ? Array.from(first.checkpoints) : []
  const allBernoulli = plans.tools.length >= 2 && plans.tools.every((x) => x.reward.dist === 'bernoulli')
  const means = Array.from(ctx.mean)
  const redraws = (sim.meanSpread ?? 0) > 0 && plans.tools.some((x) => x.reward.dist === 'gaussian')
  const top = Math.max(...means)
  const constant = allBernoulli ? laiRobbinsConstant(means) : 0
  const wantsValues = sim.band === 'p5-95'
  const hasValues = first?.regretValues != null
  return {
    t,
    steps: ctx.steps,
    runsAsked: sim.runs,
    partial,
    band: wantsValues && hasValues ? 'p5-95' : 'sd',
    bandNote:
      wantsValues && !hasValues
        ? 'runs × samples exceed 16 million numbers, too many to keep for percentiles: the band shows ±1 sd'
        : null,
    tools: [...ctx.names],
    bestTools: redraws ? null : ctx.names.filter((_, i) => means[i] === top),
    policies: main.map((a, p) => policyStats(plans, labels[p]!, sim.policies[p]!.strategy, a)),
    unequalRuns: unequal(main.map((a) => a.runs)),
    lowerBound: allBernoulli ? { constant, values: t.map((x) => constant * Math.log(x)) } : null,
    sweep:
      sweep === null
        ? null
        : rankSweep({
            scales: [...sim.sweep],
            rows: labels.map((label, p) => {
              // A scale no run of this policy reached is NaN (no point), not a 0.
              const perRun = (s: Accumulator[], sum: (a: Accumulator) => number) =>
                s[p]!.runs > 0 ? sum(s[p]!) / s[p]!.runs : Number.NaN
              const totalReward = sweep.map((s) => perRun(s, (a) => a.totalReward))
              return {
                label,
                totalReward,
                finalRegret: sweep.map((s) => perRun(s, (a) => a.finalRegret)),
                meanCalls: sweep.map((s) => perRun(s, (a) => a.spentCalls)),
                rank: [],
              }
            }),
          }),
  }
}

/**
 * Fills each sweep row's `rank` at each scale: 1 for the policy with the highest mean total reward.
 * @example rankSweep(sweep).rows[0].rank // [1, 2, …] per scale
 */
export function rankSweep(sweep: SweepStats): SweepStats {
  const rows = sweep.rows.map((r) => ({ ...r, rank: [] as number[] }))
  sweep.scales.forEach((_, s) => {
    const r = ranks(sweep.rows.map((row) => row.totalReward[s]!))
    rows.forEach((row, p) => {
      row.rank.push(r[p]!)
    })
  })
  return { scales: sweep.scales, rows }
}
