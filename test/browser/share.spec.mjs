// Share links (`#s=2.<base64url(…)>`, format 1 still read) and the copy saved in this browser.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { BUDGET_LABEL, check, openApp, shot, waitForBudgets, waitForCell } from './helpers.mjs'

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
  await name(0).getByText(TOOL, { exact: true }).waitFor({ timeout: 10_000 })
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

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The scenario an address's link opens to, read by the app's own decoder (the CLI's `open`). */
async function scenarioOfLink(url) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli/main.ts', 'open', new URL(url).hash],
    { cwd: root },
  )
  return JSON.parse(stdout)
}

/**
 * Waits until the address bar carries both edits. The link is written after a debounce, edit by edit, so on a
 * busy machine a link can be there after the first edit already: waiting for any link raced the second one.
 */
async function waitForEditedLink(page) {
  await page.waitForFunction(() => location.hash.startsWith('#s=2.'))
  for (;;) {
    const url = page.url()
    const scenario = await scenarioOfLink(url)
    const edited =
      scenario.resultBudget?.resultBudgetChars === 40_000 && scenario.batches?.[0]?.calls?.[0]?.tool === TOOL
    if (edited) return url
    await page.waitForFunction((was) => location.href !== was, url)
  }
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
      await page.waitForFunction((l) => location.href === l, link, { timeout: 2_000 })
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
      const url = await waitForEditedLink(page)
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
      // saved after a debounce, edit by edit: wait for the copy that holds both edits
      await page.waitForFunction(
        (tool) =>
          Object.entries(localStorage).some(
            ([k, v]) =>
              k.startsWith('tool-budget-playground/') && v.includes(`"${tool}"`) && v.includes('40000'),
          ),
        TOOL,
      )
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
