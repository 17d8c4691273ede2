// The app works with every request outside its own origin aborted: no CDN, font or analytics is needed.
import { BUDGET_LABEL, check, shot, waitForBudgets, waitForCell } from './helpers.mjs'

export const tests = [
  {
    name: 'with all outside requests aborted the app computes results, recomputes on edits and loads Monaco',
    run: async ({ origin, newPage, recorded }) => {
      const page = await newPage()
      const aborted = []
      await page.context().route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith(origin)) return route.continue()
        aborted.push(url)
        return route.abort()
      })
      const served = []
      page.on('requestfinished', (r) => served.push(r.url()))
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      await waitForBudgets(page, 3, '26,666')

      // the engine (a worker) answers edits
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('60000')
      await waitForBudgets(page, 3, '20,000')
      await page.getByTestId('turn-end').getByText('Turn completes').waitFor()

      // Monaco and its editor worker come from the bundle
      const card = page.getByRole('article', { name: 'Call 2', exact: true })
      await card.getByRole('button', { name: 'Edit as text' }).click()
      await card.locator('[data-testid="monaco-host"] .monaco-editor').waitFor()
      await waitForCell(page, 1, 'raw', '12,400')
      await shot(page, 'offline')

      check(
        aborted.length === 0,
        `requests outside the origin were made (and aborted): ${aborted.join(', ')}`,
      )
      check(recorded.outsideRequests.length === 0, `outside requests: ${recorded.outsideRequests.join(', ')}`)
      check(
        served.some((u) => /MonacoOutput-[\w-]+\.js$/.test(u)),
        'the Monaco chunk was not served from the origin',
      )
    },
  },
]
