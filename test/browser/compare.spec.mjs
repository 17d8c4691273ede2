// A/B (issue 13 §1): pin A, change B, read the differences, and carry the pair in one link to a fresh browser.
import { expectAccessible } from './axe.mjs'
import { BUDGET_LABEL, check, openApp, shot, waitForBudgets, waitForText, waitInPage } from './helpers.mjs'

/** The A, B and B − A cells of one headline row of the A/B bar. */
async function row(page, key) {
  const cells = page.locator(`[data-testid="compare-bar"] tr[data-key="${key}"] td`)
  return cells.allTextContents()
}

/** Waits for the A/B view of the default scenario against a 20,000-char budget, and checks its numbers. */
async function expectPair(page) {
  await waitForText(page, 'B keeps 45,734 fewer chars of read_file', 20_000)
  // Two evaluations of seed 003: 65,796 chars delivered at 80,000 (26,666 a call), 20,094 at 20,000 (6,666).
  const delivered = await row(page, 'delivered')
  check(
    delivered.join(' | ') === '65,796 chars | 20,094 chars | −45,702 chars',
    `delivered row reads ${JSON.stringify(delivered)}`,
  )
  const perCall = await row(page, 'perCall')
  check(perCall.join(' | ') === '26,666 chars | 6,666 chars | −20,000 chars', `per-call row ${perCall}`)
  await waitForBudgets(page, 3, '6,666')
}

export const tests = [
  {
    name: 'A/B: pin A, change the budget, read the differences; the copied link opens the same A/B view elsewhere',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page.getByTestId('pin-a').click()
      await waitForText(page, 'A and B give the same numbers on this tab.')
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('20000')
      await expectPair(page)
      await expectAccessible(page, 'A/B view on the Result budget tab')
      await shot(page, 'compare-pinned')

      const button = page.getByTestId('share-button')
      check(
        (await button.textContent()) === 'Copy A/B link',
        `the button reads ${await button.textContent()}`,
      )
      await button.click()
      await button.getByText(/^Copied A\/B link \([\d,]+ chars\)$/).waitFor()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      check(/^http:\/\/[^#]+#s=2\.[A-Za-z0-9_-]+$/.test(link), `not an A/B link: ${link}`)

      // Another context, checked before the app runs in it (the app notes its own first paint in localStorage).
      const fresh = await newPage()
      const kept = (await fresh.context().storageState()).origins.length
      check(kept === 0, `the new context is not fresh: it holds storage for ${kept} origins`)
      await fresh.goto(link)
      await fresh.locator('[data-testid="call-row-0"]').waitFor()
      await fresh.getByTestId('compare-bar').waitFor()
      await expectPair(fresh)
      const tab = await fresh.getByRole('tab', { selected: true }).textContent()
      check(tab === 'Result budget', `opened on the ${tab} tab`)
      await shot(fresh, 'compare-opened-fresh')
    },
  },
  {
    name: 'A/B: the pair opens on the tab it was shared from, swaps, and unpins',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page.getByTestId('pin-a').click()
      await page.getByRole('tab', { name: 'Cost' }).click()
      await page.getByLabel('Turns in the session').fill('20')
      await waitInPage(
        page,
        () =>
          document.querySelector('[data-testid="compare-bar"] tr[data-key="calls"] td:last-child')
            ?.textContent === '+20 calls',
        null,
        20_000,
      )
      // The copied link, not the address bar: the address bar follows edits after a debounce, and may still
      // hold the pair as it was pinned.
      const button = page.getByTestId('share-button')
      await button.click()
      await button.getByText(/^Copied A\/B link \([\d,]+ chars\)$/).waitFor()
      const url = await page.evaluate(() => navigator.clipboard.readText())
      const other = await newPage()
      await other.goto(url)
      await other.getByRole('tab', { name: 'Cost', selected: true }).waitFor({ timeout: 20_000 })
      await waitForText(other, 'Session, without caching', 20_000)
      const calls = await row(other, 'calls')
      check(calls.join(' | ') === '20 calls | 40 calls | +20 calls', `calls row ${calls}`)
      await other.getByRole('button', { name: 'Swap A and B' }).click()
      await waitInPage(
        other,
        () =>
          document.querySelector('[data-testid="compare-bar"] tr[data-key="calls"] td:last-child')
            ?.textContent === '−20 calls',
        null,
        20_000,
      )
      await other.getByRole('button', { name: 'Unpin A' }).click()
      await other.getByTestId('compare-bar').waitFor({ state: 'detached' })
      await other.getByTestId('pin-a').waitFor()
    },
  },
]
