// Never blank (issue 24): an all-empty batch, the state that once blanked the page for good ("RangeError:
// Invalid array length" in the result chart), leaves the header, the tabs and every panel working, before and
// after a reload; the result chart shows either itself or its fault note, never a blank page.
import { check, openApp, openTab, shot, WAIT_MS, waitForCell, waitInPage } from './helpers.mjs'

const KEPT = 'figure[data-chart="kept-chars"]'
/** The results panel, where the chart or, when it cannot be drawn, its fault note stands. */
const RESULTS = 'section.results'

/** The default scenario's batch cut to call 1, whose generated output is 0 chars. */
async function emptyBatch(page) {
  for (const n of [3, 2]) await page.getByRole('button', { name: `Remove call ${n}`, exact: true }).click()
  await page.locator('[data-testid="call-row-1"]').waitFor({ state: 'detached' })
  await page
    .getByRole('article', { name: 'Call 1', exact: true })
    .getByLabel('Generated sample output (chars)')
    .fill('0')
  await waitForCell(page, 0, 'raw', '0')
}

/** The page is drawn: the header, the tab list, the per-call table, and the result chart or its fault note. */
async function checkDrawn(page, where) {
  check(await page.getByRole('banner').isVisible(), `${where}: no header`)
  check((await page.getByRole('tab').count()) >= 9, `${where}: the tab list is gone`)
  await page.locator('[data-testid="call-row-0"]').waitFor()
  // The chart follows the table once the page is painted: wait for its drawing or the note in its place.
  const drawn = await waitInPage(
    page,
    ([results, kept]) => {
      const panel = document.querySelector(results)
      if (panel?.querySelector('[data-fault]')) return 'fault'
      return panel?.querySelector(`${kept} svg.recharts-surface`) ? 'chart' : null
    },
    [RESULTS, KEPT],
  )
  if (drawn === 'fault') {
    const note = await page.locator(`${RESULTS} [data-fault] p`).first().innerText()
    check(/^This chart could not be drawn: /.test(note), `${where}: fault note "${note}"`)
  }
  const text = await page.locator('#system-view').innerText()
  check(!/\bNaN\b|Infinity|undefined/.test(text), `${where}: the view prints NaN, Infinity or undefined`)
  return drawn
}

export const tests = [
  {
    name: 'faults: an all-empty batch keeps the page, its tabs and its chart, and a reload opens it again',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await emptyBatch(page)
      const drawn = await checkDrawn(page, 'after the edit')
      // The root cause is fixed: a chart of one empty call, with nothing to cut.
      check(drawn === 'chart', 'the result chart of an empty batch is a fault note, not the chart')
      await shot(page, 'faults-empty-batch-1400')
      await page.setViewportSize({ width: 1024, height: 900 })
      await shot(page, 'faults-empty-batch-1024')
      await page.setViewportSize({ width: 1400, height: 900 })

      // The tabs still work, and the page stays editable.
      await openTab(page, 'Strategies compared')
      await openTab(page, 'Result budget')
      const field = page
        .getByRole('article', { name: 'Call 1', exact: true })
        .getByLabel('Generated sample output (chars)')
      await field.fill('12')
      await waitForCell(page, 0, 'raw', '12')
      await field.fill('0')
      await waitForCell(page, 0, 'raw', '0')

      // The empty batch is what is saved: a reload opens it again, drawn.
      await waitInPage(page, () => /#s=/.test(location.hash))
      await page.reload()
      // The address may hold the view of a moment before (its update is debounced): the Strategies tab.
      await page.getByRole('tab', { name: 'Result budget', exact: true }).click()
      await page.locator('[data-testid="call-row-0"]').waitFor({ timeout: WAIT_MS })
      check((await page.locator('[data-testid^="call-row-"]').count()) === 1, 'the reload lost the edit')
      await waitForCell(page, 0, 'raw', '0')
      await checkDrawn(page, 'after the reload')
      await shot(page, 'faults-empty-batch-reloaded')
    },
  },
]
