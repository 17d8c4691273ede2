// The Session tab's row of `npm run bench` (issue 25 §2): scripts/bench/session.ts under tsx, in a process of its
// own — a generated 2,000-call session replayed under every harness. Target in budgets.mjs.
import { TARGETS } from './budgets.mjs'
import { runTsxCase } from './run-tsx.mjs'

const ID = 'evaluate.session2000'
// Judged on the process's CPU time, as the CI check judges its figures: on this shared 2-core machine the wall
// time is mostly waiting for a core (wall time is shown beside it).
const METRIC = 'Session tab: a 2,000-call session under every harness, median CPU time'

/** The row, built with bench.mjs's own `row` and `judge` so it prints and fails like every other row. */
export async function sessionRows({ row, judge, firstLine }) {
  const target = `< ${TARGETS[ID].max.toLocaleString('en-US')} ms`
  try {
    const r = await runTsxCase('session.ts')
    return [
      row(ID, METRIC, target, {
        value: r.cpuMedianMs,
        unit: 'ms',
        display: `${r.cpuMedianMs.toFixed(1)} ms (wall ${r.medianMs.toFixed(0)} ms; first call ${r.firstCallMs.toFixed(0)} ms)`,
        status: judge(r.cpuMedianMs, TARGETS[ID].max),
      }),
    ]
  } catch (e) {
    return [row(ID, METRIC, target, { reason: firstLine(e), display: firstLine(e) })]
  }
}
