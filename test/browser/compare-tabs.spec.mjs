// A/B on every tab (issue 13 §1), as a new user would use it: on each tab, pin the scenario as A, change the
// tab's budget (or setting), read the differences, copy the A/B link and open it in a fresh browser context
// (1,024 px wide, nothing saved) to the same A/B view on the same tab. The expected A, B and B − A are those of two
// separate evaluations of the engine (src/state/headlines/every-tab.test.ts asserts the same pairs against them).
import { expectAccessible } from './axe.mjs'
import { BUDGET_LABEL, check, openApp, openTab, shot, TABS, waitForSettled, waitInPage } from './helpers.mjs'

const field = (page, label) => page.getByLabel(label, { exact: true })

/** Each tab: what is changed in B, the headline row that must move, and its A, B and B − A cells. */
const CASES = [
  {
    tab: 'Result budget',
    change: (page) => field(page, BUDGET_LABEL).fill('20000'),
    key: 'delivered',
    cells: ['65,796 chars', '20,094 chars', '−45,702 chars'],
  },
  {
    tab: 'Strategies compared',
    change: (page) => page.getByLabel(/^Batch budget \(/).fill('30000'),
    key: 'budget',
    cells: ['80,000 chars', '30,000 chars', '−50,000 chars'],
  },
  {
    tab: 'Tool budgets & window',
    change: (page) => field(page, 'default_tool_output_max (tokens)').fill('2000'),
    key: 'total',
    cells: ['28,067 tokens', '13,628 tokens', '−14,439 tokens'],
  },
  {
    tab: 'Tool selection',
    change: (page) => field(page, 'max_tools (slots; request_more_tools takes none)').fill('5'),
    key: 'selected',
    cells: ['8 tools', '4 tools', '−4 tools'],
  },
  {
    tab: 'Planner call budgets',
    change: (page) => field(page, 'framework_confidence (0–1)').fill('0.6'),
    key: 'budget',
    cells: ['5 calls', '7 calls', '+2 calls'],
  },
  {
    tab: 'Explore / exploit',
    change: (page) => field(page, 'runs').fill('7'),
    key: 'runs',
    cells: ['200 runs', '7 runs', '−193 runs'],
  },
  {
    tab: 'Plans & sentinel',
    // The default scenario has no trace: this example has a real one, over budget once its limits are scaled.
    before: async (page) => {
      await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
      await page.getByLabel('Open an example scenario').selectOption('plans-scaled-budget.json')
      await page.getByRole('tab', { name: 'Plans & sentinel', selected: true }).waitFor()
    },
    change: (page) => field(page, 'scaleFactor (× every limit; empty = 1.0)').fill('0.25'),
    key: 'budgetExceeded',
    cells: ['2 findings', '3 findings', '+1 finding'],
  },
  {
    tab: 'Replay',
    // The budget lives on the Result budget tab; only the "your settings" column reads it.
    change: async (page) => {
      await openTab(page, 'Result budget')
      await field(page, BUDGET_LABEL).fill('20000')
      await openTab(page, 'Replay')
    },
    key: 'ctx-yours',
    cells: ['16,699 tokens', '5,274 tokens', '−11,425 tokens'],
  },
  {
    tab: 'Session',
    // Twice the turns: opencode prunes and compacts more of the results away.
    change: (page) => field(page, 'Turns in the session').fill('20'),
    key: 'lost-opencode',
    cells: ['122,035 tokens', '343,505 tokens', '+221,470 tokens'],
  },
  {
    tab: 'Cost',
    change: (page) => field(page, 'Turns in the session').fill('20'),
    key: 'input',
    cells: ['490,360 tokens', '1,697,120 tokens', '+1,206,760 tokens'],
  },
]

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Every row of the A/B table: its key, whether it is marked changed, and its A, B and B − A cells. */
const readTable = (page) =>
  page.$$eval('[data-testid="compare-bar"] tbody tr', (rows) =>
    rows.map((tr) => ({
      key: tr.getAttribute('data-key'),
      changed: tr.classList.contains('changed'),
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })),
  )

/** Waits until the A/B row `key` reads `cells` (A, B, B − A), and says what it read instead. */
async function waitForRow(page, key, cells) {
  const selector = `[data-testid="compare-bar"] tr[data-key="${key}"] td`
  try {
    await waitInPage(
      page,
      ([s, want]) => [...document.querySelectorAll(s)].map((td) => td.textContent).join(' | ') === want,
      [selector, cells.join(' | ')],
    )
  } catch (err) {
    const shown = await page.$$eval(selector, (tds) => tds.map((td) => td.textContent).join(' | '))
    throw new Error(`A/B row ${key} reads "${shown}", expected "${cells.join(' | ')}"`, { cause: err })
  }
}

/** An integer as a cell prints it ("−45,702 chars" → -45702), or null for a fact, a decimal or "same". */
const integerOf = (text) => {
  const m = /^([+−-]?)([\d,]+) /.exec(`${text} `)
  if (!m) return null
  const n = Number(m[2].replaceAll(',', ''))
  return m[1] === '−' || m[1] === '-' ? -n : n
}

/**
 * On Explore, regret needs a simulation of each side: B's runs by itself after an edit, and so does A's (pinned, or
 * opened from a link) in its own pool, so the A/B view fills in with no click. Waits until the bar no longer
 * says a side is missing; never presses its Simulate button, which is there for simulations too big to run alone.
 */
async function waitForBothSimulated(page) {
  try {
    await waitInPage(page, () => !document.querySelector('[data-testid="compare-sim-status"]'))
  } catch (err) {
    const said = await page.getByTestId('compare-sim-status').textContent()
    throw new Error(`A/B on Explore still says: "${said}"`, { cause: err })
  }
}

/** Dollars in the A/B table read as the Cost tab prints them: `$1.04`, and B − A as `+$0.21` or `−$0.21`. */
async function checkDollarRows(page, tab) {
  const rows = (await readTable(page)).filter((r) => ['uncached', 'cached'].includes(r.key))
  check(rows.length === 2, `${tab}: no dollar rows in the A/B table`)
  for (const { key, cells } of rows) {
    check(
      /^\$[\d,.]+$/.test(cells[0]) && /^\$[\d,.]+$/.test(cells[1]) && /^([+−]\$[\d,.]+|\$0)$/.test(cells[2]),
      `${tab}: row ${key} does not print dollars as the Cost tab does: ${cells.join(' | ')}`,
    )
  }
}

/** Each numeric row's B − A is its B minus its A, and a row is marked changed exactly when it moved. */
function checkDifferences(table, tab) {
  for (const { key, changed, cells } of table) {
    const [a, b, d] = cells.map(integerOf)
    if (a === null || b === null || cells[0].includes('.') || cells[1].includes('.')) continue
    const delta = cells[2] === 'same' || cells[2] === '0' ? 0 : d
    check(delta === b - a, `${tab}: row ${key} says B − A = ${cells[2]} for A ${cells[0]}, B ${cells[1]}`)
    check(changed === (b !== a), `${tab}: row ${key} marked changed: ${changed}`)
  }
}

export const tests = CASES.map(({ tab, before, change, key, cells }) => ({
  name: `A/B on the ${tab} tab: pin, change, read B − A, and the copied link opens the same A/B view fresh`,
  run: async ({ origin, newPage }) => {
    const ready = TABS.find(([name]) => name === tab)?.[1]
    const page = await openApp(newPage, `${origin}/`)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    if (before) await before(page)
    await openTab(page, tab)
    await page.getByTestId('pin-a').click()
    await page
      .getByTestId('compare-summary')
      .getByText('A and B give the same numbers on this tab.')
      .waitFor()
    await change(page)
    await waitForRow(page, key, cells)
    await waitForSettled(page, ready)
    await waitForBothSimulated(page)
    const table = await readTable(page)
    checkDifferences(table, tab)
    if (tab === 'Cost') await checkDollarRows(page, tab)
    const summary = await page.getByTestId('compare-summary').textContent()
    check(
      summary?.startsWith('B') && !summary.includes('same numbers'),
      `${tab}: the summary says "${summary}"`,
    )
    await shot(page, `compare-${slug(tab)}-1400`)
    await expectAccessible(page, `A/B on ${tab} at 1,400 px`)

    const button = page.getByTestId('share-button')
    await button.click()
    await button.getByText(/^Copied A\/B link \([\d,]+ chars\)$/).waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    check(/^http:\/\/[^#]+#s=2\.[A-Za-z0-9_-]+$/.test(link), `${tab}: not an A/B link: ${link}`)

    // A new browser context: no saved work, no clipboard, only the link.
    const fresh = await newPage({ viewport: { width: 1024, height: 800 } })
    await fresh.goto(link)
    await fresh.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor()
    await waitForRow(fresh, key, cells)
    await waitForSettled(fresh, ready)
    await waitForBothSimulated(fresh)
    const again = await readTable(fresh)
    check(
      JSON.stringify(again) === JSON.stringify(table),
      `${tab}: the link opens another A/B table:\n${JSON.stringify(again)}\ninstead of\n${JSON.stringify(table)}`,
    )
    const summaryAgain = await fresh.getByTestId('compare-summary').textContent()
    check(summaryAgain === summary, `${tab}: the link's summary is "${summaryAgain}", not "${summary}"`)
    await shot(fresh, `compare-${slug(tab)}-1024`)
    await expectAccessible(fresh, `A/B on ${tab} from its link at 1,024 px`)
  },
}))
