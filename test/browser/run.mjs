// Browser tests: builds the app, serves dist/ on 127.0.0.1 and runs test/browser/*.spec.mjs in headless
// Chromium. See test/browser/README.md. Only node built-ins and playwright-core.
//
//   node test/browser/run.mjs [--no-build] [--dist <dir>] [--only <substring>] [--serial] [--lanes <n>] [--screenshots]
//
// Tests run two at a time in one Chromium (each in its own browser context), or one at a time with --serial
// (--lanes <n>: n at a time, to measure what more lanes buy on a given machine).
// --screenshots saves the specs' pictures of what they checked to test-results/ (failures get one either way).
//
// Env: CHROME_PATH (default /usr/bin/chromium-headless-shell, else /usr/bin/chromium), SKIP_BUILD=1 (same as --no-build), CI=true (a missing
// browser fails instead of skipping).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.mjs'
import { serveDist } from '../support/serve-dist.mjs'
import { AXE_VERSION, axeChecks, axeTotals } from './axe.mjs'
import { WAIT_MS } from './helpers.mjs'
import { hostileTally } from './tally.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
const resultsDir = join(root, 'test-results')
/**
 * Every test's guard against a hang (a test that needs more states its measured cost as `timeout`): the
 * heaviest spec costs ~6 s on a quiet machine and ~35 s with the machine loaded 20 deep on 2 cores, so 3 min
 * fails a hung test and never a slow one. Single waits inside a test are guarded by helpers' WAIT_MS.
 */
const TEST_TIMEOUT_MS = 180_000
/** Tests run at a time (`--serial`: one). */
const LANES = 2
/**
 * V8 without its top tier (TurboFan; Ignition, Sparkplug and Maglev still run): a test's page lives seconds, and
 * TurboFan's compiling cost more CPU than its faster code gave back. The whole browser half, back to back on one
 * machine: 498 → 472 s of CPU, 360 → 334 s. Tests measure behaviour, and their few main-thread bounds keep ~3×
 * margins; the performance budgets (scripts/perf-check.mjs) launch their own browser with V8 as users have it.
 */
const TEST_BROWSER_ARGS = ['--js-flags=--no-turbofan']
/** What in a spec's source uses the system clipboard, which every context of the browser shares. */
const CLIPBOARD_USE = /navigator\.clipboard|clipboard-(read|write)/

function fail(message) {
  console.error(message)
  process.exit(1)
}

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    only: { type: 'string' },
    serial: { type: 'boolean', default: false },
    lanes: { type: 'string' },
    screenshots: { type: 'boolean', default: false },
  },
  strict: true,
})
if (opts.screenshots) process.env.BROWSER_SCREENSHOTS = '1'
if (opts.lanes !== undefined && !/^[1-9]\d*$/.test(opts.lanes))
  fail(`✗ --lanes takes a whole number of lanes, not "${opts.lanes}"`)

// 1. Browser
if (!existsSync(CHROMIUM_PATH)) {
  const ci = process.env.CI === 'true'
  const bar = '!'.repeat(78)
  console.error(
    [
      '',
      bar,
      `!! BROWSER TESTS ${ci ? 'FAILED' : 'SKIPPED'}: Chromium not found at ${CHROMIUM_PATH}; install with`,
      '!! apt-get install -y chromium-headless-shell (or chromium; or set CHROME_PATH to a Chromium binary)',
      ci ? '!! CI=true: a missing browser is a failure.' : '!! Nothing in the browser was tested.',
      bar,
      '',
    ].join('\n'),
  )
  process.exit(ci ? 1 : 0)
}

// 2. Build (a custom --dist is served as is)
const distDir = resolve(root, opts.dist ?? 'dist')
if (!opts.dist && !opts['no-build'] && process.env.SKIP_BUILD !== '1') {
  console.log('building the app (npx vite build)…')
  const { status } = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (status !== 0) fail(`✗ vite build failed (exit ${status})`)
}
if (!existsSync(join(distDir, 'index.html'))) fail(`✗ no index.html in ${distDir}; build first`)

// 3. Specs
const specFiles = readdirSync(here)
  .filter((f) => f.endsWith('.spec.mjs'))
  .sort()
const specs = []
let failed = 0
// Named again at the end: a CI log shows only its tail, and a failure 150 tests up was lost from it once.
const failures = []
for (const file of specFiles) {
  try {
    const mod = await import(pathToFileURL(join(here, file)).href)
    if (!Array.isArray(mod.tests)) throw new Error('does not export `tests` (an array)')
    // The system clipboard is the browser's, not a context's: specs that use it never run beside each other. A
    // spec uses it when it reads or writes navigator.clipboard or is granted its permissions; a paste made as a
    // ClipboardEvent with its own DataTransfer does not (matching "clipboard" anywhere once sent the hostile,
    // Monaco, planner, plans and saved-work specs, half the run, through one lane).
    const clipboard = CLIPBOARD_USE.test(readFileSync(join(here, file), 'utf8'))
    specs.push({ spec: basename(file, '.spec.mjs'), tests: mod.tests, clipboard })
  } catch (err) {
    console.log(`✗ ${file}: could not load: ${err?.message ?? err}`)
    failed++
  }
}
// The heaviest first (a test that states a longer timeout states its measured cost), so that the run does not end
// with one lane on a long test and the other idle; the rest in spec order.
const selected = specs
  .flatMap(({ spec, tests, clipboard }) =>
    tests.filter((t) => !opts.only || t.name.includes(opts.only)).map((test) => ({ spec, test, clipboard })),
  )
  .sort((a, b) => (b.test.timeout ?? 0) - (a.test.timeout ?? 0))
if (opts.only && selected.length === 0) fail(`✗ no test name contains "${opts.only}"`)

// 4. Run
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function withTimeout(promise, ms, what) {
  let timer
  const timeout = new Promise((_, ko) => {
    timer = setTimeout(() => ko(new Error(`${what} timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Tallies for the whole run, whoever opened the context: every request and where it went, and every Content
 * Security Policy violation. The run fails if any request left the origin or anything broke the policy.
 */
const run = { requests: 0, outsideRequests: [], cspViolations: [] }

/** Reports each `securitypolicyviolation` of the document to the runner (installed before any page script). */
function reportCspViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (e) =>
      window.__reportCspViolation?.(
        `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber}`,
      ),
    true,
  )
}

/**
 * Watches a browser context for the whole-run tallies and for the current test (`recorded`, when there is
 * one). Every context is watched: the runner's `newPage()`, and any a spec opens through `browser`.
 */
async function watchContext(context, origin, recorded) {
  // A page's waits default to the suite's hang guard, not Playwright's 30 s (a guess that failed under load).
  context.setDefaultTimeout(WAIT_MS)
  context.setDefaultNavigationTimeout(WAIT_MS)
  context.on('request', (r) => {
    const url = r.url()
    run.requests++
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      run.outsideRequests.push(url)
      recorded?.outsideRequests.push(url)
    }
  })
  await context.exposeBinding('__reportCspViolation', (_source, violation) => {
    if (recorded) recorded.cspViolations.push(violation)
    else run.cspViolations.push(violation)
  })
  await context.addInitScript(reportCspViolations)
}

/** The browser as specs see it: contexts and pages they open directly are watched too. */
function watchedBrowser(browser, origin, recorded) {
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return async (options) => {
          const context = await target.newContext(options)
          await watchContext(context, origin, recorded)
          return context
        }
      if (key === 'newPage')
        return async (options) => {
          const context = await target.newContext(options)
          await watchContext(context, origin, recorded)
          const page = await context.newPage()
          page.on('close', () => context.close().catch(() => {}))
          return page
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

async function runTest(browser, origin, spec, test) {
  const contexts = []
  const pages = []
  const recorded = { outsideRequests: [], consoleErrors: [], cspViolations: [] }
  let finished = false
  const newPage = async (contextOptions = {}) => {
    if (finished) throw new Error('newPage() called after the test ended')
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...contextOptions })
    contexts.push(context)
    await watchContext(context, origin, recorded)
    context.on('console', (m) => {
      if (m.type() === 'error') {
        const { url, lineNumber } = m.location()
        recorded.consoleErrors.push(`console.error: ${m.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
      }
    })
    context.on('weberror', (e) => recorded.consoleErrors.push(`page error: ${e.error().stack ?? e.error()}`))
    const page = await context.newPage()
    pages.push(page)
    return page
  }

  let error
  try {
    await withTimeout(
      test.run({ browser: watchedBrowser(browser, origin, recorded), origin, newPage, recorded }),
      test.timeout ?? TEST_TIMEOUT_MS,
      'test',
    )
  } catch (err) {
    error = err
  }
  finished = true
  // Let late events (console messages, requests fired during teardown of the last step) arrive.
  if (pages.length) await new Promise((r) => setTimeout(r, 50))
  const problems = []
  if (error) problems.push(error?.stack ?? String(error))
  if (recorded.outsideRequests.length) {
    problems.push(
      `request(s) outside ${origin}:\n${recorded.outsideRequests.map((u) => `    ${u}`).join('\n')}`,
    )
  }
  // Even where a test expects console errors, the Content Security Policy holds; only a test that breaks it on
  // purpose (a probe that tries inline script) may see violations, and it asserts them itself.
  if (!test.expectsCspViolations) run.cspViolations.push(...recorded.cspViolations)
  if (recorded.cspViolations.length && !test.expectsCspViolations) {
    problems.push(
      `Content Security Policy violation(s):\n${recorded.cspViolations.map((v) => `    ${v}`).join('\n')}`,
    )
  }
  if (recorded.consoleErrors.length && !test.allowConsoleErrors) {
    problems.push(`console/page error(s):\n${recorded.consoleErrors.map((e) => `    ${e}`).join('\n')}`)
  }

  let screenshot
  const page = pages.findLast((p) => !p.isClosed())
  if (problems.length && page) {
    screenshot = join(resultsDir, `${slug(spec)}-${slug(test.name)}.png`)
    await page.screenshot({ path: screenshot, timeout: 5_000 }).catch(() => {
      screenshot = undefined
    })
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => {})))
  return { problems, screenshot }
}

mkdirSync(resultsDir, { recursive: true })
const server = await serveDist(distDir, { cacheAssets: true })
const { origin } = server
let browser
let chromiumVersion = null
let passed = 0
let skipped = 0
/** Each test's time (ms) with its spec, for the report's slowest tests. */
const durations = []
try {
  browser = await launchChromium({ args: TEST_BROWSER_ARGS })
  chromiumVersion = browser.version()
  const lanes = opts.serial ? 1 : Number(opts.lanes ?? LANES)
  // A test that says it `waits` (most of its time on a deadline of the app's, not on the CPU) runs in a lane of
  // its own beside the others.
  const waitingLane = !opts.serial && selected.some((s) => s.test.waits)
  console.log(
    `Chromium ${browser.version()}, serving ${distDir} at ${origin}; ${lanes} test${lanes === 1 ? '' : 's'} at a time` +
      `${waitingLane ? ', and one that waits' : ''}\n`,
  )
  // Two lanes on one Chromium: a test spends much of its time waiting (a debounce, a worker's deadline, a frame),
  // and the other lane's test uses that time. Every test has its own context (storage, focus, downloads); the
  // one thing contexts share, the clipboard, is held by one test at a time: a lane takes the first test in
  // order that it may run, passing over a clipboard test while another lane runs one. Tests wait for
  // conditions, so a neighbour never fails one.
  const queue = [...selected]
  let clipboardHeld = false
  /** Lanes waiting for the clipboard (only clipboard tests were left when they looked). */
  const clipboardWaiters = []
  const runLane = async (waiting) => {
    for (;;) {
      const mine = (s) => (waiting ? s.test.waits : !waitingLane || !s.test.waits)
      const at = queue.findIndex((s) => mine(s) && (!s.clipboard || !clipboardHeld))
      if (at < 0) {
        if (!queue.some(mine)) return
        await new Promise((freed) => clipboardWaiters.push(freed))
        continue
      }
      const [{ spec, test, clipboard }] = queue.splice(at, 1)
      if (test.skip) {
        console.log(`- ${test.name} (skipped${typeof test.skip === 'string' ? `: ${test.skip}` : ''})`)
        skipped++
        continue
      }
      if (clipboard) clipboardHeld = true
      const started = Date.now()
      const { problems, screenshot } = await runTest(browser, origin, spec, test).finally(() => {
        if (!clipboard) return
        clipboardHeld = false
        for (const freed of clipboardWaiters.splice(0)) freed()
      })
      const ms = Date.now() - started
      durations.push({ spec, test: test.name, ms })
      if (problems.length === 0) {
        console.log(`✓ ${test.name} (${ms} ms)`)
        passed++
      } else {
        console.log(`✗ ${test.name}: ${problems.join('\n  ')}`)
        if (screenshot) console.log(`  screenshot: ${screenshot}`)
        failures.push({ name: test.name, problem: problems[0].slice(0, 300) })
        failed++
      }
    }
  }
  await Promise.all([...Array.from({ length: lanes }, () => runLane(false)), waitingLane && runLane(true)])
} catch (err) {
  console.log(`✗ runner: ${err?.stack ?? err}`)
  failed++
} finally {
  await browser?.close().catch(() => {})
  await server.close()
}

// Asserted once for the whole run, whichever test (or the runner) opened the context.
console.log(
  `\nrequests: ${run.requests} to ${origin}, ${run.outsideRequests.length} elsewhere; ` +
    `Content Security Policy violations: ${run.cspViolations.length}`,
)
if (run.outsideRequests.length || run.cspViolations.length) {
  for (const u of new Set(run.outsideRequests)) console.log(`✗ request outside the origin: ${u}`)
  for (const v of new Set(run.cspViolations)) console.log(`✗ CSP violation: ${v}`)
  failed++
}
if (hostileTally.inputs > 0)
  console.log(
    `hostile inputs (test/hostile/corpus.mjs, browser half): ${hostileTally.passed} of ${hostileTally.inputs} held ` +
      `(${Object.entries(hostileTally.byEntry)
        .map(([k, v]) => `${k} ${v.passed}/${v.inputs}`)
        .join(', ')})`,
  )
const axe = axeTotals()
console.log(
  `axe-core ${AXE_VERSION}: ${axe.views} views checked; critical ${axe.critical}, serious ${axe.serious}, ` +
    `moderate ${axe.moderate}, minor ${axe.minor}`,
)
writeFileSync(
  join(resultsDir, 'browser-report.json'),
  `${JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      chromium: chromiumVersion,
      tests: { passed, failed, skipped, selected: selected.length, only: opts.only ?? null, failures },
      requests: { toOrigin: run.requests - run.outsideRequests.length, elsewhere: run.outsideRequests },
      cspViolations: run.cspViolations,
      axe: { version: AXE_VERSION, totals: axe, views: axeChecks },
      hostile: hostileTally,
      durations: durations.sort((a, b) => b.ms - a.ms),
    },
    null,
    2,
  )}\n`,
)
for (const f of failures) console.log(`✗ failed: ${f.name}\n    ${f.problem}`)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed ? 1 : 0)
