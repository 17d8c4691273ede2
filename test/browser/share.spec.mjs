// Share links (`#s=2.<base64url(…)>`, format 1 still read) and the copy saved in this browser.
import { BUDGET_LABEL, check, flushedUrl, openApp, shot, waitForBudgets, waitForCell } from './helpers.mjs'

const TOOL = 'grep_repo'

/** Sets the budget to 40,000 and call 1's tool name to TOOL, and waits for the numbers. */
async function editScenario(page) {
  await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('40000')
  await page.getByLabel('Tool name of call 1', { exact: true }).fill(TOOL)
  await waitForBudgets(page, 3, '13,333') // floor(40,000 / 3)
  await waitForToolName(page)
}

/** Waits until call 1 is TOOL in the table and the editor, and the other two are still read_file. */
async function waitForToolName(page) {
  const name = (i) => page.locator(`[data-testid="call-row-${i}"] .tool-name`)
  await name(0).getByText(TOOL, { exact: true }).waitFor()
  check((await name(1).textContent()) === 'read_file', 'call 2 is no longer read_file')
  const input = await page.getByLabel('Tool name of call 1', { exact: true }).inputValue()
  check(input === TOOL, `call 1's tool field shows "${input}"`)
}

/** The page shows the edited scenario: budget field, per-call budgets and tool name. */
async function expectEdited(page) {
  await waitForBudgets(page, 3, '13,333')
  await waitForCell(page, 0, 'kept', '13,333')
  await waitForToolName(page)
  const budget = await page.getByLabel(BUDGET_LABEL, { exact: true }).inputValue()
  check(budget === '40,000', `the budget field shows "${budget}"`)
}

export const tests = [
  {
    name: 'Copy share link puts a link on the clipboard that opens the same scenario in a fresh browser',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await editScenario(page)
      const button = page.getByTestId('share-button')
      await button.click()
      await button.getByText(/^Copied link \([\d,]+ chars\)$/).waitFor()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      check(link.startsWith(`${origin}/#s=2.`), `clipboard holds ${JSON.stringify(link.slice(0, 80))}`)
      check(/^#s=2\.[A-Za-z0-9_-]+$/.test(new URL(link).hash), `not base64url: ${link}`)
      await page.waitForFunction((l) => location.href === l, link)
      const length = Number((await button.textContent()).replace(/\D/g, ''))
      check(length === link.length, `the button says ${length} chars; the link has ${link.length}`)

      const fresh = await openApp(newPage, link)
      const saved = await fresh.evaluate(() => Object.keys(localStorage).length)
      check(saved === 0, `the new context is not fresh: ${saved} localStorage keys`)
      await expectEdited(fresh)
      check(fresh.url() === link, `opening the link rewrote it to ${fresh.url()}`)
      await shot(fresh, 'share-opened-fresh')
    },
  },
  {
    name: 'edits reach the address bar after the debounce and survive a reload',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await editScenario(page)
      await page.waitForFunction(() => location.hash.startsWith('#s=2.')) // the debounce wrote a link
      const url = await flushedUrl(page) // and it holds both edits, even if the second one's was pending
      await page.reload()
      await page.locator('[data-testid="call-row-0"]').waitFor()
      await expectEdited(page)
      check(page.url() === url, `the reload changed the URL to ${page.url()}`)

      // the link alone opens it elsewhere too
      const other = await openApp(newPage, url)
      await expectEdited(other)
    },
  },
  {
    name: 'saved work reopens from localStorage at the bare address (no hash)',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await editScenario(page)
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((k) => k.startsWith('tool-budget-playground/')),
      ) // the debounce saved a copy
      await flushedUrl(page) // and it holds both edits, even if the second one's was pending
      await page.evaluate(() => {
        window.beforeNavigation = true
      })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      check(!(await page.evaluate(() => window.beforeNavigation)), 'goto did not load a new document')
      check(new URL(page.url()).hash === '', `the URL has a hash before any edit: ${page.url()}`)
      await expectEdited(page)
    },
  },
]
