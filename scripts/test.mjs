// The README's test command: type-check (app and DOM-free engine), lint, unit and component tests, the browser
// tests in Chromium against the production build, then the performance budgets (CPU time, ratios to a
// calibration run). Stops at the first failing step, except that the performance budgets are checked after
// failed browser tests too (they measure the same build; the report should not say "not checked" because a
// test failed), and prints the run's report (scripts/report.mjs) either way.
//
// The type-checks, the lint and the production build run at once: each is short and leaves a core idle much of
// its time (the lint, the type-check of the engine, the build's one-threaded parts), so together they take about
// the longest of them instead of their sum. Their output is held and printed whole, one step after another.
// The browser tests then test that build (--no-build) rather than building again, beside the unit and component
// tests: the browser half keeps two cores ~80% busy (its tests wait on debounces, workers and frames) and the
// unit half ends on its slowest file with one core idle, so each fills the other's gaps. Both at the same
// priority: the cores are busy ~98% of the run, so it takes its CPU time over two whatever the priorities; back
// to back, the unit half behind the browser half (SCHED_IDLE, raised when it ended) took 6.7 min against 6.5, and
// the browser half at nice -10 7.0 (docs/testing.md). The browser output is shown as it runs (one line per
// test); the unit output is printed whole after it.
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printReport } from './report.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = (project) => ['node', ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit']]
/**
 * Steps in order, each [name, command, args, extra env?]; the steps of one inner array run at once (the first of
 * them shown as it runs).
 */
const steps = [
  [
    ['type-check (app)', ...tsc('tsconfig.json')],
    ['type-check (engine, no DOM)', ...tsc('tsconfig.engine.json')],
    ['lint', 'npx', ['biome', 'check', '.']],
    // What Biome cannot say: UI takes engine types only; no new import circle (docs/architecture.md).
    ['lint (imports)', 'node', ['scripts/check-imports.mjs']],
    ['build (for the browser tests)', 'npx', ['vite', 'build']],
  ],
  [
    ['browser tests (Chromium)', 'node', ['test/browser/run.mjs', '--no-build']],
    // Semi-spaces of up to 64 MB for the test threads (V8 sizes them smaller by default): fewer scavenges of
    // their many short-lived objects (the same hour, back to back: 206/201 → 195/191 s of CPU for the half).
    ['unit and component tests', 'npx', ['vitest', 'run'], { NODE_OPTIONS: '--max-semi-space-size=64' }],
  ],
  ['performance budgets', 'node', ['scripts/perf-check.mjs']],
]
/** A failed step that still lets the performance budgets run: they measure the same build. */
const BROWSER = 'browser tests (Chromium)'

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
const line = (name, status, since) => `${status === 0 ? '✓' : '✗'} ${name} (${seconds(since)})`

/** Runs one step with its output held; resolves to its status, its output and the line that closes it. */
function runHeld([name, cmd, args, env]) {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
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

/** Runs steps at once, the first shown as it runs and the others' output printed whole after it, in order. */
async function runTogether([first, ...rest]) {
  console.log(`\n▶ at once: ${[first, ...rest].map(([name]) => name).join(', ')}`)
  const started = Date.now()
  const held = Promise.all(rest.map(runHeld))
  const shown = await runShown(first)
  const results = await held
  for (const r of results) {
    console.log(`\n▶ ${r.name}`)
    process.stdout.write(r.output)
    console.log(r.closing)
  }
  console.log(`(these ${rest.length + 1} together: ${seconds(started)})`)
  return [{ name: first[0], status: shown }, ...results]
}

/** Runs one step with its output on the terminal, as runShown, but resolves to its status when it ends. */
function runShown([name, cmd, args, env]) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (err) => console.error(err.message))
    child.on('close', (code) => {
      console.log(line(name, code ?? 1, started))
      done(code ?? 1)
    })
  })
}

const since = new Date().toISOString()
const started = Date.now()
let status = 0
for (const step of steps) {
  const results = Array.isArray(step[0])
    ? await runTogether(step)
    : [{ name: step[0], status: await runShown(step) }]
  const failed = results.filter((r) => r.status !== 0)
  status ||= failed[0]?.status ?? 0
  if (failed.some((r) => r.name !== BROWSER)) break
}
printReport(root, { since })
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`\n${status === 0 ? '✓ all steps passed' : '✗ a step failed'} in ${minutes} min`)
process.exit(status)
