// The simulator's rows of `npm run bench`: calls per second per policy on one thread (scripts/bench/
// simulate.ts under tsx) and the full 10-armed testbed in Chromium across workers (simulate-browser.mjs).
import { TARGETS as BUDGETS } from './budgets.mjs'
import { measureTestbed } from './simulate-browser.mjs'

/** Runs scripts/bench/simulate.ts under tsx and parses the JSON it prints. */

const POLICIES = ['greedy', 'epsilonGreedy', 'ucb1', 'thompson', 'softmax', 'optimisticAlpha']
const TARGETS = Object.fromEntries(POLICIES.map((k) => [k, BUDGETS[`sim.${k}`].min ?? null]))
const TESTBED_MS = BUDGETS['browser.simTestbed'].max
const NAMES = {
  greedy: 'greedy',
  epsilonGreedy: 'ε-greedy (ε = 0.1)',
  ucb1: 'UCB1',
  thompson: 'Thompson',
  softmax: 'softmax',
  optimisticAlpha: 'optimistic greedy (Q₁ = 5, α = 0.1)',
}
const M = (v) => `${(v / 1e6).toFixed(1)} M/s`

/**
 * Rows for steps/s, judged on the 10-armed Gaussian testbed (Bernoulli arms shown beside), built with bench.mjs's
 * own `row` and `judge` so they print and fail like every other row.
 */
export async function simulateEngineRows({ row, firstLine }) {
  let r
  try {
    r = await runTsxCase('simulate.ts')
  } catch (e) {
    return Object.keys(TARGETS).map((k) =>
      row(
        `sim.${k}`,
        `Simulator steps/s, ${NAMES[k]}, one thread`,
        TARGETS[k] ? `≥ ${TARGETS[k]} M/s` : '(info)',
        {
          reason: firstLine(e),
          display: firstLine(e),
        },
      ),
    )
  }
  return Object.entries(TARGETS).map(([k, target]) => {
    const tb = r.stepsPerSecond.testbed[k]
    const bern = r.stepsPerSecond.bernoulli10[k]
    const mid = r.medianStepsPerSecond.testbed[k]
    return row(
      `sim.${k}`,
      `Simulator steps/s, ${NAMES[k]}, one thread, 10-armed testbed`,
      target ? `≥ ${target} M/s` : '(info)',
      {
        value: Number((tb / 1e6).toFixed(2)),
        unit: 'M/s',
        display: `${M(tb)} best, ${M(mid)} median (10 Bernoulli arms: ${M(bern)})`,
        status: target ? (tb >= target * 1e6 ? 'pass' : 'fail') : 'info',
        details: { testbed: tb, testbedMedian: mid, bernoulli10: bern, node: r.node },
      },
    )
  })
}

export async function simulateBrowserRows(dist, buildError, { row, judge, firstLine, median }) {
  const id = 'browser.simTestbed'
  const metric = '10-armed testbed, 4 policies × 2,000 runs × 1,000 steps, Chromium, all workers, median of 3'
  const target = `< ${TESTBED_MS} ms`
  try {
    if (buildError) throw new Error(buildError)
    const r = await measureTestbed(dist, { runs: 3 })
    if (r.skipped) return [row(id, metric, target, { status: 'skipped', display: `skipped (${r.skipped})` })]
    const med = median(r.times)
    return [
      row(id, metric, target, {
        value: med,
        unit: 'ms',
        display: `${med} ms on ${r.workers} workers (runs ${r.times.join(', ')}; first, with worker start: ${r.cold})`,
        status: judge(med, TESTBED_MS),
        details: r,
      }),
    ]
  } catch (e) {
    return [row(id, metric, target, { reason: firstLine(e), display: firstLine(e) })]
  }
}
