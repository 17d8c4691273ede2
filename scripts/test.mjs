// The README's test command: type-check (app and DOM-free engine), lint, unit and component tests, the browser
// tests in Chromium against the production build, then the performance budgets (CPU time, ratios to a
// calibration run). Stops at the first failing step, except that the performance budgets are checked after
// failed browser tests too (they measure the same build; the report should not say "not checked" because a
// test failed), and prints the run's report (scripts/report.mjs) either way.
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printReport } from './report.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const steps = [
  ['type-check (app)', 'node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    'type-check (engine, no DOM)',
    'node',
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.engine.json', '--noEmit'],
  ],
  ['lint', 'npx', ['biome', 'check', '.']],
  // What Biome cannot say: UI takes engine types only; no new import circle (docs/architecture.md).
  ['lint (imports)', 'node', ['scripts/check-imports.mjs']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['browser tests (Chromium)', 'node', ['test/browser/run.mjs']],
  ['performance budgets', 'node', ['scripts/perf-check.mjs']],
]

const since = new Date().toISOString()
const started = Date.now()
let status = 0
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`)
  const stepStarted = Date.now()
  const stepStatus = spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status ?? 1
  console.log(`${stepStatus === 0 ? '✓' : '✗'} ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`)
  status ||= stepStatus
  if (stepStatus !== 0 && name !== 'browser tests (Chromium)') break
}
printReport(root, { since })
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`\n${status === 0 ? '✓ all steps passed' : '✗ a step failed'} in ${minutes} min`)
process.exit(status)
