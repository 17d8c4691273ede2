// Keyboard use of the iterations list (a listbox with roving tab index), of the tab list (Home, End) and
// seed 003's identical-call guard.
import { check, openApp, shot, waitInPage } from './helpers.mjs'

const selectedOption = (page) =>
  page.getByRole('listbox', { name: 'Iterations' }).locator('[role="option"][aria-selected="true"]')

/** Waits until iteration #n (1-based) is both selected and focused, and the page shows it. */
async function expectIteration(page, n, total) {
  await waitInPage(
    page,
    (id) =>
      document.activeElement?.id === id && document.activeElement.getAttribute('aria-selected') === 'true',
    `iteration-${n - 1}`,
  )
  check((await selectedOption(page).count()) === 1, 'more than one iteration is selected')
  await page
    .getByRole('heading', { name: `Iteration #${n} of ${total}: parallel batch of 3 calls` })
    .waitFor()
  await page.getByRole('heading', { name: `What the model receives: iteration #${n}` }).waitFor()
}

export const tests = [
  {
    name: 'Tab reaches the selected iteration and ArrowUp/ArrowDown move between iterations',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.getByRole('button', { name: '+ Iteration (copy #1)' }).click()
      await page.getByRole('heading', { name: 'Iteration #2 of 2: parallel batch of 3 calls' }).waitFor()

      // 2 × 3 read_file calls: the turn stops before LLM call 3 (seed 003's message, count above the cap)
      await page
        .getByTestId('turn-end')
        .getByText('Stopped: read_file called 6 times in one turn (likely loop)', { exact: true })
        .waitFor()

      // the field just before the list in tab order, then Tab: only the selected option is a tab stop
      await page.getByLabel('maxResultChars for read_file', { exact: true }).focus()
      await page.keyboard.press('Tab')
      await expectIteration(page, 2, 2)

      await page.keyboard.press('ArrowUp')
      await expectIteration(page, 1, 2)
      await page.keyboard.press('ArrowUp') // already first: stays
      await expectIteration(page, 1, 2)
      await page.keyboard.press('ArrowDown')
      await expectIteration(page, 2, 2)
      await page.keyboard.press('ArrowDown') // already last: stays
      await expectIteration(page, 2, 2)

      // Tab leaves the list instead of walking through its options
      await page.keyboard.press('Tab')
      const next = await page.evaluate(() => document.activeElement?.textContent)
      check(next?.startsWith('+ Iteration'), `Tab from the list went to ${JSON.stringify(next)}`)
      await shot(page, 'keyboard-iterations')
    },
  },
  {
    name: 'the tab list: End goes to the last tab and Home to the first, each shown and focused (WAI-ARIA tabs)',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const tabs = page.getByRole('tab')
      const first = tabs.first()
      const last = tabs.last()
      await first.focus()
      await page.keyboard.press('End')
      await waitInPage(page, () => {
        const all = [...document.querySelectorAll('[role="tab"]')]
        const end = all.at(-1)
        return document.activeElement === end && end.getAttribute('aria-selected') === 'true'
      })
      check((await last.textContent()) === 'Cost', `the last tab is ${await last.textContent()}`)
      await page.getByTestId('cost-uncached').first().waitFor()
      await page.keyboard.press('Home')
      await waitInPage(page, () => {
        const start = document.querySelector('[role="tab"]')
        return document.activeElement === start && start.getAttribute('aria-selected') === 'true'
      })
      await page.locator('[data-testid="call-row-0"]').waitFor()
    },
  },
]
