// Shared helpers for the browser specs (not a spec itself: run.mjs only loads *.spec.mjs).
import { fileURLToPath } from 'node:url'

export const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url))

export const BUDGET_LABEL = 'resultBudgetChars (chars per parallel batch)'

/**
 * How long one wait (an element, a text, a condition) may take before the test fails: a guard against a hang,
 * not a measure of speed (`npm run bench` measures speed). The slowest single wait of the suite, a million tools
 * evaluated, takes ~6 s at load 20 on 2 cores; 60 s leaves a tenfold margin. The runner makes it the default
 * of every page, so specs wait for conditions and give no timeouts of their own.
 */
export const WAIT_MS = 60_000

/**
 * Saves a screenshot to test-results/<name>.png, of the whole page or of one element when `target` is a locator,
 * when the run takes them (`run.mjs --screenshots`, which sets BROWSER_SCREENSHOTS=1): they assert nothing, and
 * each costs 0.3–0.6 s of CPU (~70 of them, ~35 s of a run), so a run takes them only when asked. A failing
 * test's screenshot is taken either way.
 */
export async function shot(target, name) {
  if (process.env.BROWSER_SCREENSHOTS !== '1') return
  const path = `${resultsDir}${name}.png`
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }))
}

/** Throws with `message` unless `ok`. */
export function check(ok, message) {
  if (!ok) throw new Error(message)
}

/** How often a wait in the page checks again without a change to the document (a field's value, the address). */
const RECHECK_MS = 100

/**
 * Waits until `predicate(arg)`, run in the page, returns a truthy value, and returns that value (as JSON). The
 * page checks it at once, after each change to its document (a MutationObserver: a React commit is one check)
 * and every RECHECK_MS for what changes without one (a field's value, the address, storage). Playwright's
 * waitForFunction checks on every animation frame, which keeps a waiting page drawing 60 frames a second:
 * ~100 ms of CPU per second of waiting (against ~12 checking every 100 ms), and the suite spends most of its
 * time waiting on two cores it shares. A navigation during the wait starts it again in the new document.
 * @example await waitInPage(page, (t) => document.title === t, 'Tool Budget Playground')
 */
export async function waitInPage(page, predicate, arg = null, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout
  for (;;) {
    const left = Math.max(0, deadline - Date.now())
    try {
      const result = await page.evaluate(
        `(${checkOnChange})(${predicate}, ${JSON.stringify(arg)}, ${left}, ${RECHECK_MS})`,
      )
      if (result.held) return result.value
      throw new Error(`waited ${timeout} ms for ${String(predicate).replace(/\s+/g, ' ')}`)
    } catch (err) {
      const navigated = /Execution context was destroyed/.test(String(err?.message))
      if (!navigated || Date.now() >= deadline) throw err
    }
  }
}

/** In the page: resolves once `predicate(arg)` holds (`{ held: true, value }`), or after `timeout` ms. */
function checkOnChange(predicate, arg, timeout, recheckMs) {
  return new Promise((resolve, reject) => {
    let done = false
    const finish = (settle) => {
      done = true
      observer.disconnect()
      clearInterval(recheck)
      clearTimeout(expiry)
      settle()
    }
    const check = () => {
      if (done) return
      try {
        const value = predicate(arg)
        if (value) finish(() => resolve({ held: true, value }))
      } catch (err) {
        finish(() => reject(err))
      }
    }
    const observer = new MutationObserver(check)
    const recheck = setInterval(check, recheckMs)
    const expiry = setTimeout(() => finish(() => resolve({ held: false })), timeout)
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
    check()
  })
}

/** Waits until document.body.innerText contains `text`; on timeout, says what the page did show. */
export async function waitForText(page, text, timeout = WAIT_MS) {
  try {
    await waitInPage(page, (t) => document.body?.innerText.includes(t), text, timeout)
  } catch (err) {
    const shown = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '')
    const excerpt = shown.replace(/\s+/g, ' ').trim().slice(0, 300)
    throw new Error(`"${text}" did not appear within ${timeout} ms; page text: "${excerpt}"`, { cause: err })
  }
}

/** The number shown in a cell of the per-call table (its text up to the first space: "26,666 share" → "26,666"). */
export async function cell(page, row, col) {
  const text = await page.locator(`[data-testid="call-row-${row}"] [data-col="${col}"]`).textContent()
  return (text ?? '').trim().split(/\s/)[0]
}

/** Waits until the cell `col` of call row `row` shows `expected` (e.g. '26,666'). */
export async function waitForCell(page, row, col, expected, timeout = WAIT_MS) {
  const selector = `[data-testid="call-row-${row}"] [data-col="${col}"]`
  try {
    await waitInPage(
      page,
      ([s, want]) => document.querySelector(s)?.textContent.trim().split(/\s/)[0] === want,
      [selector, expected],
      timeout,
    )
  } catch (err) {
    const shown = await page
      .locator(selector)
      .textContent({ timeout: 500 })
      .catch(() => '(no such cell)')
    throw new Error(`call-row-${row} ${col} is "${shown}", expected "${expected}" within ${timeout} ms`, {
      cause: err,
    })
  }
}

/** Waits until each of the first `count` calls has `budget` in its budget cell, and no more rows exist. */
export async function waitForBudgets(page, count, budget) {
  for (let i = 0; i < count; i++) await waitForCell(page, i, 'budget', budget)
  const rows = await page.locator('[data-testid^="call-row-"]').count()
  check(rows === count, `expected ${count} call rows, found ${rows}`)
}

/** Opens `url` in a fresh page and waits for the default-or-given results to show. */
export async function openApp(newPage, url, contextOptions) {
  const page = await newPage(contextOptions)
  await page.goto(url)
  await page.locator('[data-testid="call-row-0"]').waitFor()
  return page
}

/** The tabs, as the tab bar names them, and what shows once each view has its results. */
export const TABS = [
  ['Result budget', '[data-testid="call-row-0"]'],
  ['Strategies compared', '[data-testid="st-comparison"]'],
  ['Tool budgets & window', 'table[aria-label="Truncation per call"]'],
  ['Tool selection', 'table[aria-label="Allocation per strategy"]'],
  ['Planner call budgets', '[data-testid="pl-outcome"]'],
  ['Explore / exploit', 'table[aria-label="Policy summary"]'],
  ['Plans & sentinel', '[data-testid="pp-verdict"]'],
  ['Replay', '[data-testid="rp-turn-yours"]'],
  ['Session', '[data-testid="session-peak"]'],
  ['Cost', '[data-testid="cost-uncached"]'],
]

/**
 * Waits until the active view has settled: its results are shown (`ready`, a selector), nothing in it is
 * loading or computing, and every lazy chart has drawn.
 */
export async function waitForSettled(page, ready, timeout = WAIT_MS) {
  await page.locator(ready).first().waitFor({ timeout })
  await waitInPage(
    page,
    () => {
      const view = document.getElementById('system-view')
      if (!view) return false
      const text = view.innerText
      return (
        !view.querySelector('[aria-busy="true"]') &&
        !text.includes('Computing…') &&
        !text.includes('Loading…') &&
        !text.includes('Running…')
      )
    },
    null,
    timeout,
  )
}

/** Clicks the tab named `label` and waits for its view to settle. */
export async function openTab(page, label) {
  const entry = TABS.find(([name]) => name === label)
  if (!entry) throw new Error(`no tab "${label}"`)
  await page.getByRole('tab', { name: label, exact: true }).click()
  await page.getByRole('tab', { name: label, exact: true, selected: true }).waitFor()
  await waitForSettled(page, entry[1])
}

/**
 * The CPU time (ms) the page's main thread spends while `work()` runs: what keeps a page from answering. A
 * wall-clock gap (a frame's delay, a paste's duration) also counts the time the OS gives other processes, and
 * on a machine loaded 20 deep on 2 cores that reaches a second with the page idle; CPU time is the page's own,
 * whatever the load, and on a quiet machine it is the same figure as the wall-clock one. (Chromium's
 * Performance.getMetrics TaskDuration, timed in thread ticks: every task of the main thread, DevTools'
 * evaluations included.)
 */
export async function mainThreadBusyMs(page, work) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    const busy = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value
    const before = await busy()
    const result = await work()
    const ms = ((await busy()) - before) * 1000
    return { ms, result }
  } finally {
    await cdp.detach().catch(() => {})
  }
}

/** The main thread's CPU time (ms) from asking for the next frame to drawing it. */
export async function frameBusyMs(page) {
  const { ms } = await mainThreadBusyMs(page, () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r()))),
  )
  return ms
}

/**
 * Writes any edit still waiting for the persistence debounce, as the page does when it is hidden or closed
 * (`pagehide`), and returns the address then: the link of the scenario on screen. Waiting a guessed time for
 * the debounce instead raced it on a busy machine. The address is read in the page, in the same task as the
 * flush: Playwright's `page.url()` follows a `history.replaceState` only once Chromium's navigation event
 * reaches it, which on a loaded machine came after this evaluate's answer (the link was there, the URL read
 * was the one before it).
 */
export function flushedUrl(page) {
  return page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    return location.href
  })
}

/**
 * Waits until `condition()` (a test-side check, e.g. over events Playwright has delivered) holds: events such
 * as a page's `worker` reach the test on their own channel, and can come after the page already shows what the
 * worker did. Throws `message` once `timeout` passes.
 */
export async function waitUntil(condition, message, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeout / 1000} s)`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
