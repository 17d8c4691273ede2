// The report printed at the end of `npm test` and of `npm run bench`: the hostile-input corpus (how many inputs,
// how many handled as promised), the fuzz cases run, the axe-core counts, the Content Security Policy and
// network checks, and each performance figure against its budget. It reads what the runs wrote:
// test-results/unit-report.json (vitest), test-results/browser-report.json (the browser runner) and
// .bench/ci.json (scripts/perf-check.mjs), and says when a part is missing or from an earlier run.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function read(path) {
  if (!existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const when = (iso) => new Date(iso).toISOString().replace('T', ' ').slice(0, 16)

/** The report's lines. `since`: an ISO time; parts written before it are marked as from an earlier run. */
export function reportLines(root, { since } = {}) {
  const unit = read(join(root, 'test-results/unit-report.json'))
  const browser = read(join(root, 'test-results/browser-report.json'))
  const perf = read(join(root, '.bench/ci.json'))
  const stale = (doc) =>
    since && doc && doc.finishedAt < since ? ` (from the run of ${when(doc.finishedAt)} UTC)` : ''
  const lines = []
  const n = (v) => Number(v).toLocaleString('en-US')

  // One line for the one corpus (test/hostile/corpus.ts): its size by the half that runs each input, then what
  // each half found. The browser half tries a paste in every box of every tab: an input held if every try did.
  const corpus = unit?.corpus
  const size = corpus
    ? `${n(corpus.entries)} inputs (engine half ${n(corpus.engine)}, browser half ${n(corpus.browser)}, ${n(corpus.both)} in both)`
    : 'size not counted (the unit tests did not run)'
  const engineHalf = unit?.hostile?.inputs
    ? `engine half: ${n(unit.hostile.passed)} of ${n(unit.hostile.inputs)} held (vitest)${stale(unit)}`
    : 'engine half: not run'
  const h = browser?.hostile
  const tries = h?.inputs ? `${n(h.passed)} of ${n(h.inputs)} tries held` : ''
  const browserHalf = !h?.inputs
    ? 'browser half: not run'
    : h.entries
      ? `browser half: ${n(h.entries.tried.length - h.entries.failed.length)} of ${n(h.entries.tried.length)} held (${tries}, Chromium)${stale(browser)}`
      : `browser half: ${tries} (Chromium)${stale(browser)}`
  lines.push(`hostile-input corpus: ${size}; ${engineHalf}; ${browserHalf}`)
  lines.push(
    unit
      ? `fuzzing: ${n(unit.fuzzCases)} fast-check cases in ${n(unit.propertyTests)} property tests, of ${n(unit.tests)} unit tests (${n(unit.failed)} failed)${stale(unit)}`
      : 'fuzzing: the unit tests did not run',
  )
  if (browser) {
    const a = browser.axe.totals
    lines.push(
      `accessibility (axe-core ${browser.axe.version}): ${a.views} views; critical ${a.critical}, serious ${a.serious}, moderate ${a.moderate}, minor ${a.minor}${stale(browser)}`,
    )
    lines.push(
      `security: ${browser.cspViolations.length} Content Security Policy violations; ${n(browser.requests.toOrigin)} requests to the page's origin, ${browser.requests.elsewhere.length} elsewhere${stale(browser)}`,
    )
    for (const f of browser.tests.failures ?? []) lines.push(`browser test failed: ${f.name} — ${f.problem}`)
  } else lines.push('accessibility and security: the browser tests did not run')
  if (perf) {
    lines.push(`performance budgets (CPU time, as ratios to a calibration run)${stale(perf)}:`)
    for (const r of perf.rows) {
      const cmp = r.unit === 'M/s' ? '≥' : '≤'
      const v = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(3))
      lines.push(
        `  ${r.what}: ${v(r.value)} ${r.unit} against ${cmp} ${v(r.target)} ${r.unit} (${r.ratio.toFixed(2)}× the budget; fails past ${r.margin}×) ${r.status}`,
      )
    }
  } else lines.push('performance budgets: not checked')
  lines.push(...slowestLines(unit, browser, stale))
  return lines
}

/** How many of the slowest test files and browser tests the report names. */
const SLOWEST = 5

/**
 * Where the suite's time goes: the slowest unit/component test files (collecting and running them) and the
 * slowest browser tests (each in its lane, neighbours running beside it), so a slower suite names its cause.
 */
function slowestLines(unit, browser, stale) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`
  const short = (text) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)
  const lines = []
  if (unit?.files?.length) {
    const total = unit.files.reduce((sum, f) => sum + f.ms, 0)
    lines.push(`slowest unit test files (of ${unit.files.length}, ${s(total)} in all)${stale(unit)}:`)
    for (const f of unit.files.slice(0, SLOWEST)) lines.push(`  ${f.file}: ${s(f.ms)}`)
  }
  if (browser?.durations?.length) {
    const total = browser.durations.reduce((sum, t) => sum + t.ms, 0)
    lines.push(`slowest browser tests (of ${browser.durations.length}, ${s(total)} in all)${stale(browser)}:`)
    for (const t of browser.durations.slice(0, SLOWEST))
      lines.push(`  ${t.spec}: ${short(t.test)}: ${s(t.ms)}`)
  }
  return lines
}

/** Prints the report under a rule. */
export function printReport(root, options) {
  console.log(`\n━━ Report ${'━'.repeat(68)}`)
  for (const line of reportLines(root, options)) console.log(line)
}
