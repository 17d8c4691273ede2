// Simulator micro-benchmark for `npm run bench`: calls per second per policy on one thread, on the
// 10-armed testbed (Gaussian arms) and on Auer et al.'s distribution 12 (Bernoulli arms). Prints JSON on stdout.
import type { Explore } from '../../src/engine/plans/defaults.ts'
import type { Policy } from '../../src/engine/plans/schema.ts'
import { auerDistribution12, tenArmedTestbed } from '../../src/engine/simulate/presets.ts'
import { simulate } from '../../src/engine/simulate/simulate.ts'

const POLICIES: Record<string, Policy> = {
  greedy: { strategy: 'Greedy', preferGeneralMethods: false },
  epsilonGreedy: { strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false },
  ucb1: { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false },
  thompson: { strategy: 'ThompsonSampling', preferGeneralMethods: false },
  softmax: { strategy: 'Softmax', temperature: 0.1, preferGeneralMethods: false },
}

/**
 * Best of `repeats` timings of `runs` × 1,000 steps of one policy, in calls per second, after one untimed run of
 * the same size (the JIT's warm-up). Best-of, because other processes on a shared machine only ever slow a run.
 */
function stepsPerSecond(base: Explore, policy: Policy, runs: number, repeats = 5): number {
  const explore: Explore = {
    ...base,
    simulation: { ...base.simulation, runs, horizon: 1_000, policies: [policy], sweep: [], band: 'sd' },
  }
  simulate(explore)
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now()
    simulate(explore)
    best = Math.min(best, performance.now() - t0)
  }
  return (runs * 1_000) / (best / 1_000)
}

const only = process.argv[2]
const out: Record<string, Record<string, number>> = {}
for (const [scenario, make] of [
  ['bernoulli10', auerDistribution12],
  ['testbed', tenArmedTestbed],
] as const) {
  const rows: Record<string, number> = {}
  out[scenario] = rows
  for (const [id, policy] of Object.entries(POLICIES)) {
    if (only && id !== only) continue
    const runs = policy.strategy === 'ThompsonSampling' || policy.strategy === 'Softmax' ? 500 : 2_000
    rows[id] = Math.round(stepsPerSecond(make(), policy, runs))
  }
}
const t0 = performance.now()
simulate(tenArmedTestbed())
out.testbedFull = { ms: Math.round(performance.now() - t0) }
process.stdout.write(`${JSON.stringify({ stepsPerSecond: out, node: process.version })}\n`)
