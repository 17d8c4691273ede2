// The `npm run bench` row for a large session file (issue 26): scripts/bench/session-import.ts under tsx, in a
// process of its own; its target in budgets.mjs.
import { TARGETS } from './budgets.mjs'
import { runTsxCase } from './run-tsx.mjs'

const ID = 'import.session50MB'

/** The row, built with bench.mjs's own `row` and `judge` so it prints and fails like every other row. */
export async function sessionImportRows({ row, judge, firstLine }) {
  const metric = 'Import a 50 MB Claude Code session file (openImport, first run)'
  const target = `< ${TARGETS[ID].max.toLocaleString('en-US')} ms`
  try {
    const r = await runTsxCase('session-import.ts')
    return [
      row(ID, metric, target, {
        value: Number(r.firstMs.toFixed(1)),
        unit: 'ms',
        display: `${r.firstMs.toFixed(0)} ms (median of 3: ${r.medianMs.toFixed(0)} ms; ${r.mb.toFixed(1)} MB, ${r.summary})`,
        status: judge(r.firstMs, TARGETS[ID].max),
        details: r,
      }),
    ]
  } catch (e) {
    return [row(ID, metric, target, { reason: firstLine(e), display: firstLine(e) })]
  }
}
