// Bad input in the A/B and Cost views (issue 13 §5), as a person meets it in Chromium: an A/B link whose A and B
// are of different scenario versions (both migrated, the numbers those of the engine run in Node), A/B links from
// a newer version of the app (said so, naming the side; saved work kept), and a price table with a negative,
// empty or absurd value (named at the field, the last good dollars kept and marked stale).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import {
  BUDGET_LABEL,
  check,
  flushedUrl,
  openApp,
  openTab,
  shot,
  waitForBudgets,
  waitInPage,
} from './helpers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))

/** The links and their expected A/B rows, from the engine in Node (test/support/ab-link-facts.ts). */
let facts = null
function linkFacts() {
  facts ??= new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [tsx, 'test/support/ab-link-facts.ts'],
      { cwd: root, maxBuffer: 1 << 20 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    ),
  )
  return facts
}

/** The A/B row `key` as the page shows it: its A, B and B − A cells joined. */
const rowText = (page, key) =>
  page.$$eval(`[data-testid="compare-bar"] tr[data-key="${key}"] td`, (tds) =>
    tds.map((td) => td.textContent).join(' | '),
  )

async function waitForRow(page, key, cells) {
  const selector = `[data-testid="compare-bar"] tr[data-key="${key}"] td`
  try {
    await waitInPage(
      page,
      ([s, want]) => [...document.querySelectorAll(s)].map((td) => td.textContent).join(' | ') === want,
      [selector, cells.join(' | ')],
    )
  } catch (err) {
    throw new Error(`A/B row ${key} reads "${await rowText(page, key)}", expected "${cells.join(' | ')}"`, {
      cause: err,
    })
  }
}

const priceInput = (page) => page.getByLabel('Input price of claude-sonnet-5-5', { exact: true })

export const tests = [
  {
    name: 'A/B bad input: a link whose A (version 1) and B (version 4) differ in version opens both, migrated, with the engine’s numbers',
    run: async ({ origin, newPage }) => {
      const { mixed } = await linkFacts()
      check(mixed.versionA === 4 && mixed.runsA === 7, `Node did not migrate A: ${JSON.stringify(mixed)}`)
      const page = await openApp(newPage, `${origin}/${mixed.hash}`, {
        viewport: { width: 1024, height: 800 },
      })
      await page.getByTestId('compare-bar').waitFor()
      check(
        (await page.getByTestId('notice-share-link').count()) === 0,
        'the mixed-version link got a notice',
      )
      for (const { key, cells } of mixed.rows) await waitForRow(page, key, cells)
      const a = await page.getByTestId('compare-bar').locator('.compare-side.a').textContent()
      check(a?.includes('A, from a version-1 app'), `A is not the link's version-1 scenario: ${a}`)
      // A's version-1 `explore` section arrived as today's `plans`: its 7 runs beside B's default 200.
      await openTab(page, 'Explore / exploit')
      await waitForRow(page, 'runs', ['7 runs', '200 runs', '+193 runs'])
      await shot(page, 'compare-bad-input-mixed-versions-1024')
    },
  },
  ...[
    [
      'B',
      'newerB',
      /^Share link was made by a newer version of this app \(scenario version 9; .*\(scenario B\)/,
    ],
    [
      'A',
      'newerA',
      /^Share link was made by a newer version of this app \(scenario version 99; .*\(scenario A\)/,
    ],
  ].map(([side, which, message]) => ({
    name: `A/B bad input: a link whose ${side} comes from a newer app says so, and the work saved in this browser is kept`,
    run: async ({ origin, newPage }) => {
      const links = await linkFacts()
      const page = await openApp(newPage, `${origin}/`)
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('12345')
      await waitForBudgets(page, 3, '4,115')
      await waitInPage(page, () =>
        Object.keys(localStorage).some((k) => k.startsWith('tool-budget-playground/')),
      )
      await flushedUrl(page)

      // The same browser opens the newer app's link in a new tab.
      const other = await page.context().newPage()
      await other.goto(`${origin}/${links[which]}`)
      const notice = other.getByTestId('notice-share-link')
      await notice.waitFor()
      const text = (await notice.locator('span').first().textContent()) ?? ''
      check(message.test(text), `the notice says ${JSON.stringify(text)}, expected ${message}`)
      check((await other.getByTestId('compare-bar').count()) === 0, 'a refused A/B link still shows A/B')
      check(other.url().endsWith(links[which]), `the link was rewritten to ${other.url()}`)
      await other.close()

      // The saved work is untouched: the bare address reopens it.
      const again = await page.context().newPage()
      await again.goto(`${origin}/`)
      await waitForBudgets(again, 3, '4,115')
      const budget = await again.getByLabel(BUDGET_LABEL, { exact: true }).inputValue()
      check(budget === '12,345', `the saved budget reads "${budget}" after the newer link`)
    },
  })),
  ...[
    ['a negative', '-1', 'Input price of claude-sonnet-5-5 cannot be negative'],
    ['an empty', '', 'Input price of claude-sonnet-5-5 is required: a number of dollars per million tokens'],
    ['an absurd', '20000', 'Input price of claude-sonnet-5-5 is at most $10,000 per million tokens'],
  ].map(([kind, typed, message]) => ({
    name: `Cost bad input: ${kind} price is named at its field, the text kept, the last good dollars kept and marked stale, also in the A/B bar`,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await openTab(page, 'Cost')
      const uncached = page.getByTestId('cost-uncached')
      await uncached.waitFor()
      await page.getByTestId('pin-a').click()
      await page
        .getByTestId('compare-summary')
        .getByText('A and B give the same numbers on this tab.')
        .waitFor()
      const before = await uncached.textContent()
      check(/^\$[\d,]+\.\d\d$/.test(before ?? ''), `the session's dollars read "${before}"`)
      const barBefore = await rowText(page, 'uncached')

      await priceInput(page).fill(typed)
      const error = page.getByRole('alert').filter({ hasText: message })
      await error.waitFor()
      check((await priceInput(page).inputValue()) === typed, 'the price field lost the typed text')
      check(
        (await priceInput(page).getAttribute('aria-invalid')) === 'true',
        'the field is not marked invalid',
      )
      await page
        .getByText(/^stale: fix the highlighted field/)
        .first()
        .waitFor()
      check(
        (await uncached.textContent()) === before,
        `the dollars changed to ${await uncached.textContent()}`,
      )
      await page.getByTestId('compare-bar').getByText('B is stale: fix the highlighted field').waitFor()
      check((await rowText(page, 'uncached')) === barBefore, 'the A/B bar lost its last good dollars')
      if (kind === 'a negative') await shot(page, 'cost-bad-price-1400')

      await priceInput(page).fill('4')
      await page.waitForFunction(
        ([el, was]) => el.textContent !== was,
        [await uncached.elementHandle(), before],
      )
      check((await page.getByText(/^stale: fix the highlighted field/).count()) === 0, 'still marked stale')
      const fixed = await rowText(page, 'uncached')
      check(/^\$[\d,.]+ \| \$[\d,.]+ \| \+\$[\d,.]+$/.test(fixed), `the A/B bar's dollars read "${fixed}"`)
    },
  })),
]
