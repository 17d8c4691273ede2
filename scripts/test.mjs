// The README's test command: type-check (app and DOM-free engine), lint, unit and component tests, the browser
// tests in Chromium against the production build, then the performance budgets (CPU time, ratios to a
// calibration run). Stops at the first failing step, except that the performance budgets are checked after
// failed browser tests too (they measure the same build; the report should not say "not checked" because a
// test failed), and prints the run's report (scripts/report.mjs) either way.
//
// The type-checks, the lint and the production build run at once: each is short and leaves a core idle much of
// its time (the lint, the type-check of the engine, the build's one-threaded parts), so together they take about
// the longest of them instead of their sum. Their output is held and printed whole, one step after another. The
// browser step then tests that build (--no-build) rather than building again; the tests themselves, each of
// which keeps both cores busy, run one step at a time.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printReport } from './report.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = (project) => ['node', ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit']]
/** Steps in order; the steps of one inner array run at once. */
const steps = [
  [
    ['type-check (app)', ...tsc('tsconfig.json')],
    ['type-check (engine, no DOM)', ...tsc('tsconfig.engine.json')],
    ['lint', 'npx', ['biome', 'check', '.']],
    // What Biome cannot say: UI takes engine types only; no new import circle (docs/architecture.md).
    ['lint (imports)', 'node', ['scripts/check-imports.mjs']],
    ['build (for the browser tests)', 'npx', ['vite', 'build']],
  ],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['browser tests (Chromium)', 'node', ['test/browser/run.mjs', '--no-build']],
  ['performance budgets', 'node', ['scripts/perf-check.mjs']],
]

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const line = (name, status, since) => `${status === 0 ? '✓' : '✗'} ${name} (${seconds(since)})`

/** Runs one step with its output on the terminal; its exit status. */
function runShown([name, cmd, args]) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const status = spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status ?? 1
  console.log(line(name, status, started))
  return status
}

/** Runs one step with its output held; resolves to its status, its output and the line that closes it. */
function runHeld([name, cmd, args]) {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (d) => output.push(d))
    child.stderr.on('data', (d) => output.push(d))
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)))
    child.on('close', (code) => {
      const status = code ?? 1
      done({ name, status, output: Buffer.concat(output), closing: line(name, status, started) })
    })
  })
}

/** Runs steps at once; prints each one's output whole, in order; the first failing status, or 0. */
async function runTogether(group) {
  console.log(`\n▶ at once: ${group.map(([name]) => name).join(', ')}`)
  const started = Date.now()
  const results = await Promise.all(group.map(runHeld))
  let status = 0
  for (const r of results) {
    console.log(`\n▶ ${r.name}`)
    process.stdout.write(r.output)
    console.log(r.closing)
    status ||= r.status
  }
  console.log(`(these ${group.length} together: ${seconds(started)})`)
  return status
}

const since = new Date().toISOString()
const started = Date.now()
let status = 0
for (const step of steps) {
  const together = Array.isArray(step[0])
  const stepStatus = together ? await runTogether(step) : runShown(step)
  status ||= stepStatus
  if (stepStatus !== 0 && (together || step[0] !== 'browser tests (Chromium)')) break
}
printReport(root, { since })
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`\n${status === 0 ? '✓ all steps passed' : '✗ a step failed'} in ${minutes} min`)
process.exit(status)
