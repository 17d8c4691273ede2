// The README's test command: type-check (app and DOM-free engine), lint, unit and component tests, the browser
// tests in Chromium against the production build, and the performance budgets (CPU time, ratios to a
// calibration run); then the run's report (scripts/report.mjs), whatever failed.
//
// The type-checks, the lint and the production build run at once: each is short and leaves a core idle much of
// its time (the lint, the type-check of the engine, the build's one-threaded parts), so together they take about
// the longest of them instead of their sum. Their output is held and printed whole, one step after another.
// The browser tests then test that build (--no-build) rather than building again, beside the unit and component
// tests and, once those pass, the performance budgets (they measure the same build, in CPU time): the browser
// half keeps two cores ~80% busy (its tests wait on debounces, workers and frames), and its last minute runs
// alone, so what runs beside it fills those gaps (on 2026-11-28 the budgets ran in 14 s inside the browser
// tests' last 43 s, instead of 6–7 s after them). Both at the same priority: the cores are busy ~98% of the run, so it takes its CPU time over two
// whatever the priorities; back to back, the unit half behind the browser half (SCHED_IDLE, raised when it
// ended) took 6.7 min against 6.5, and the browser half at nice -10 7.0 (docs/testing.md). The browser output
// is shown as it runs (one line per test); the rest is printed whole after it.
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printReport } from './report.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = (project) => ['node', ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit']]
/**
 * Steps in order, each [name, command, args, extra env?]; the steps of one inner array run at once (the first of
 * them shown as it runs), and a list of steps among them runs one after another, up to its first failure.
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
    [
      ['unit and component tests', 'npx', ['vitest', 'run'], { NODE_OPTIONS: '--max-semi-space-size=64' }],
      ['performance budgets', 'node', ['scripts/perf-check.mjs']],
    ],
  ],
]

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

/** Runs a list of steps one after another, each held as runHeld, up to its first failure; resolves to their results. */
async function runChain(chain) {
  const results = []
  for (const step of chain) {
    const result = await runHeld(step)
    results.push(result)
    if (result.status !== 0) break
  }
  return results
}

const isChain = (step) => Array.isArray(step[0])
const nameOf = (step) => (isChain(step) ? step.map(([name]) => name).join(', then ') : step[0])

/** Runs steps at once, the first shown as it runs and the others' output printed whole after it, in order. */
async function runTogether([first, ...rest]) {
  console.log(`\n▶ at once: ${[first, ...rest].map(nameOf).join('; ')}`)
  const started = Date.now()
  const held = Promise.all(rest.map((step) => (isChain(step) ? runChain(step) : runHeld(step))))
  const shown = await runShown(first)
  const results = (await held).flat()
  for (const r of results) {
    console.log(`\n▶ ${r.name}`)
    process.stdout.write(r.output)
    console.log(r.closing)
  }
  console.log(`(these ${results.length + 1} together: ${seconds(started)})`)
  return [{ name: first[0], status: shown }, ...results]
}

/** Runs one step with its output on the terminal; resolves to its status when it ends. */
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
  const results = await runTogether(step)
  const failed = results.find((r) => r.status !== 0)
  status ||= failed?.status ?? 0
  if (failed) break
}
printReport(root, { since })
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`\n${status === 0 ? '✓ all steps passed' : '✗ a step failed'} in ${minutes} min`)
process.exit(status)
