// Issue 24, "Tests that draw everything": every transcript and recording of the corpus opened as the whole scenario
// (dropped on the page, "Replace the current scenario"), then every tab, and in a tab that lets you pick an
// iteration (batch) every iteration, checked as a person would see it: a page that is not blank, no fault message
// in a panel, no `NaN`, `Infinity` or `undefined` in the text, and no console error or uncaught exception. One
// page per file; every wait is a condition in the page.
import { readdirSync, readFileSync } from 'node:fs'
import { openApp, TABS, WAIT_MS, waitInPage } from './helpers.mjs'

// The corpus's transcripts, copied byte for byte from ../shared/corpus/transcripts/ (their README gives the
// sources), so a clean clone without `shared/` beside it walks them too. The folder is listed, not named file by
// file: a transcript added to the corpus is walked without a change here.
const folder = new URL('../../src/engine/import/fixtures/transcripts/', import.meta.url)
const FILES = readdirSync(folder).filter((f) => /\.(json|ya?ml)$/.test(f))

/** What a fault boundary says in place of a chart or a panel it could not draw. */
const FAULT_TEXTS = ['This chart could not be drawn', 'This panel could not be drawn']

/**
 * In the page: what is wrong with it as drawn now, or '' when nothing is. With a `ready` selector it also waits
 * for the active view to be finished (`ready` in it, nothing loading, computing or running, no stale result):
 * null until then, unless something is already wrong (a crashed page never finishes). Text is the page's
 * visible text (`innerText`, which holds the charts' SVG text too).
 */
function pageState({ faultTexts, ready }) {
  const root = document.getElementById('root')
  const text = document.body?.innerText ?? ''
  if (!root || root.childElementCount === 0 || text.trim() === '') return 'the page is blank'
  const fault = faultTexts.find((f) => text.includes(f))
  if (fault) {
    const at = text.indexOf(fault)
    return `a fault shows: "${text.slice(at, at + 200).replace(/\s+/g, ' ')}"`
  }
  const bad = /\b(NaN|Infinity|undefined)\b/.exec(text)
  if (bad) {
    const around = text.slice(Math.max(0, bad.index - 80), bad.index + 80).replace(/\s+/g, ' ')
    return `"${bad[1]}" in the page's text: "…${around}…"`
  }
  const view = document.getElementById('system-view')
  if (!view) return 'no system view'
  if (ready === null) return ''
  const viewText = view.innerText
  const settled =
    view.querySelector(ready) !== null &&
    !view.querySelector('[aria-busy="true"]') &&
    !document.querySelector('[data-testid="updating"]') &&
    !viewText.includes('Computing…') &&
    !viewText.includes('Loading…') &&
    !viewText.includes('Running…')
  return settled ? '' : null
}

/**
 * In the page: resolves true once the document has not changed from one painted frame and the task after it to
 * the next; false if it is still changing after `limitMs` (a hang guard).
 */
function quiet(limitMs) {
  return new Promise((resolve) => {
    const deadline = performance.now() + limitMs
    let changed = false
    const observer = new MutationObserver(() => {
      changed = true
    })
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
    const cycle = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!changed || performance.now() > deadline) {
            observer.disconnect()
            resolve(!changed)
          } else {
            changed = false
            cycle()
          }
        }, 0),
      )
    cycle()
  })
}

/** The iteration pickers a tab may show: the Result budget's list, the Strategies' "Batch" select. */
async function iterationPicker(page) {
  const list = page.getByRole('listbox', { name: 'Iterations' }).getByRole('option')
  if ((await list.count()) > 0) return { count: await list.count(), pick: (i) => list.nth(i).click() }
  const select = page.locator('#system-view select[aria-label="Batch"]')
  if ((await select.count()) > 0) {
    const count = await select.locator('option').count()
    return { count, pick: (i) => select.selectOption(String(i)) }
  }
  return { count: 0, pick: async () => {} }
}

/**
 * Opens `file` as the whole scenario in `page`, then walks every tab and iteration; returns what went wrong at each
 * place ("tab, iteration: problem"), the console errors and uncaught exceptions of each place included.
 */
async function walk(page, file) {
  const problems = []
  const places = []
  let errors = []
  page.on('pageerror', (e) => errors.push(`uncaught: ${String(e.message).split('\n')[0]}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text().split('\n')[0].slice(0, 200)}`)
  })
  /** Waits until the page has settled (`ready` shows in the view) or shows a fault; notes what is wrong. */
  const look = async (where, ready) => {
    // The predicate goes to the page as source text (waitInPage writes it into the evaluated script): no eval,
    // which the app's Content Security Policy forbids.
    const found = await waitInPage(
      page,
      `(arg) => { const state = (${pageState})(arg); return state === null ? false : { state } }`,
      { faultTexts: FAULT_TEXTS, ready },
    )
    // A chart follows its view a painted frame later (useAfterPaint): the page is looked at again once its
    // document stays unchanged across two painted frames, so a chart's fault is this place's, not the next.
    if (found.state === '') {
      const still = await page.evaluate(quiet, WAIT_MS)
      found.state = still
        ? await page.evaluate(`(${pageState})(${JSON.stringify({ faultTexts: FAULT_TEXTS, ready: null })})`)
        : `the page was still changing ${WAIT_MS / 1000} s after it settled`
    }
    places.push(where)
    for (const e of errors) problems.push(`${where}: ${e}`)
    errors = []
    if (found.state !== '') problems.push(`${where}: ${found.state}`)
    // A blank page has nothing left to walk; a fault in one panel leaves the rest of the page to walk.
    if (found.state === 'the page is blank') throw new Blank()
  }

  await page.evaluate(
    ([name, text]) => {
      const data = new DataTransfer()
      data.items.add(
        new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/yaml' }),
      )
      for (const type of ['dragenter', 'dragover', 'drop'])
        document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        )
    },
    [file, readFileSync(new URL(file, folder), 'utf8')],
  )
  const dialog = page.getByRole('dialog', { name: 'Open a transcript, recording or tool list' })
  await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
  await dialog.waitFor({ state: 'detached' })
  await waitInPage(page, () => {
    const text = document.body?.innerText ?? ''
    return text.includes('Opened as the scenario:') || text.trim() === ''
  })
  try {
    await look('opened', ':scope > *')
    await walkTabs(page, look)
  } catch (err) {
    if (err instanceof Blank) return { problems, places }
    // The renderer itself can go (Chromium's "Target crashed"): said as the place's problem, the walk ends.
    if (!/Target crashed|has been closed/.test(String(err?.message))) throw err
    problems.push(`after ${places.at(-1)}: ${String(err.message).split('\n')[0]}`)
  }
  return { problems, places }
}

/** Thrown by a look at a blank page: the walk of this file ends there. */
class Blank extends Error {}

/** Every tab, and in a tab with an iteration picker every iteration, each looked at with `look`. */
async function walkTabs(page, look) {
  let batches = 0
  for (const [tab, ready] of TABS) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor()
    // A view whose results may be absent for an iteration (one without calls) waits only for the view to be
    // drawn and idle; the others for their results.
    const settledOn = tab === 'Result budget' || tab === 'Strategies compared' ? ':scope > *' : ready
    await look(tab, settledOn)
    const { count, pick } = await iterationPicker(page)
    // The Result budget always lists the iterations; Strategies compared offers them when there are two or more.
    if (tab === 'Result budget') batches = count
    const offered = tab === 'Result budget' || (tab === 'Strategies compared' && batches > 1)
    if (offered && count !== batches)
      throw new Error(`${tab} offers ${count} iterations to pick, the scenario has ${batches}`)
    for (let i = 0; i < count; i++) {
      await pick(i)
      await look(`${tab}, iteration #${i + 1} of ${count}`, settledOn)
    }
    if (count > 0) await pick(0)
  }
}

export const tests = FILES.map((file) => ({
  name: `corpus walk: ${file} opened as the scenario draws every tab and every iteration`,
  run: async ({ origin, newPage }) => {
    const page = await openApp(newPage, `${origin}/`)
    const { problems, places } = await walk(page, file)
    if (problems.length > 0)
      throw new Error(
        `${file}: ${problems.length} problem(s) in ${places.length} places looked at:\n    ${problems.join('\n    ')}`,
      )
    const iterations = places.filter((p) => p.includes('iteration #')).length
    console.log(`    ${file}: ${places.length} places looked at (${iterations} of them iterations)`)
  },
}))
