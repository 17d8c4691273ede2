// Layout from 1,024 px up (issue 12, defects 1 and 2): every tab fits the window's width, the results stand
// beside the settings (not below the fold), and no control lies under another panel.
import { check, shot } from './helpers.mjs'

const WIDTHS = [1400, 1100, 1024]

/** Each tab, the panel that holds its settings and the one that holds its results. */
const TABS = [
  { tab: 'Result budget', settings: '#budget-h', results: '[data-testid="call-row-0"]' },
  {
    tab: 'Strategies compared',
    settings: 'text=What is compared',
    results: 'text=Splits, each with the head trim',
  },
  { tab: 'Tool budgets & window', settings: '#tb-budgets-h', results: 'text=What fills the window' },
  {
    tab: 'Tool selection',
    settings: 'text=Tool slots',
    results: 'text=Slots: which tools the model receives',
  },
  {
    tab: 'Planner call budgets',
    settings: 'text=Builder budget (set by the Planner)',
    results: 'text=Budget over the log',
  },
  { tab: 'Explore / exploit', settings: 'text=Candidate tools (arms)', results: 'text=Cumulative regret' },
  { tab: 'Plans & sentinel', settings: 'text=ToolCallPlan', results: 'text=Sentinel findings' },
]

/** Whether the centre of `locator` is the element itself (or inside it), not something drawn over it. */
async function clickable(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && (hit === el || el.contains(hit))
  })
}

export const tests = [
  {
    name: 'layout: at 1,400, 1,100 and 1,024 px every tab is as wide as the window, with its results beside its settings and in view',
    run: async ({ origin, newPage }) => {
      // One page, its window narrowed between rounds, as a window is resized in use: each tab is laid out anew.
      const page = await newPage({ viewport: { width: WIDTHS[0], height: 900 } })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const { tab, settings, results } of TABS) {
          await page.getByRole('tab', { name: tab }).click()
          const res = page.locator(results).first()
          await res.waitFor()
          const set = await page.locator(settings).first().boundingBox()
          const out = await res.boundingBox()
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
          const where = `${tab} at ${width} px`
          check(scroll <= width, `${where}: the page is ${scroll} px wide`)
          check(
            out.x > set.x + set.width / 2,
            `${where}: the results are below the settings, not beside them`,
          )
          check(out.y < 900, `${where}: the results start at ${Math.round(out.y)} px, below the fold`)
          const tabsHeight = await page
            .getByRole('tablist')
            .evaluate((el) => el.getBoundingClientRect().height)
          check(tabsHeight < 40, `${where}: the tab labels wrap (${Math.round(tabsHeight)} px)`)
        }
        // An input of the settings column is not stretched across the page.
        await page.getByRole('tab', { name: 'Result budget' }).click()
        const budget = await page.getByLabel('resultBudgetChars (chars per parallel batch)').boundingBox()
        check(budget.width < 520, `resultBudgetChars is ${Math.round(budget.width)} px wide at ${width} px`)
        if (width === 1024) await shot(page, 'layout-result-budget-1024')
      }
    },
  },
  {
    name: 'layout: a per-tool token budget row fits its panel; its prune limit and remove can be clicked at 1,400, 1,100 and 1,024 px',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ viewport: { width: WIDTHS[0], height: 900 } })
      await page.goto(`${origin}/`)
      await page.getByRole('tab', { name: 'Tool budgets & window' }).click()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.getByLabel('Set a budget for a tool of the calls').selectOption('read_file')
        const prune = page.getByLabel('prune limit for read_file')
        await prune.waitFor()
        const panel = await page.locator('section[aria-labelledby="tb-budgets-h"]').boundingBox()
        const table = await page.getByRole('table', { name: 'Per-tool budgets' }).boundingBox()
        check(
          table.x + table.width <= panel.x + panel.width,
          `at ${width} px the table ends at ${Math.round(table.x + table.width)} px, the panel at ${Math.round(panel.x + panel.width)} px`,
        )
        const remove = page.getByRole('button', { name: 'Remove read_file' })
        check(await clickable(prune), `at ${width} px the prune limit lies under another element`)
        check(await clickable(remove), `at ${width} px remove lies under another element`)
        await prune.fill('2,000')
        await remove.click()
        await page.getByText('No per-tool rows: every tool gets default_tool_output_max.').waitFor()
      }
    },
  },
]
