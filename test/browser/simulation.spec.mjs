// Seed 001's explore/exploit simulator in Chromium: workers, progress, Cancel, the charts, and a share link
// that reproduces the figure.
import { check, flushedUrl, frameBusyMs, openApp, shot, waitForText, waitInPage } from './helpers.mjs'

/** The policy summary table's rows, each as its cells' text (what a figure's reader compares). */
const summary = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table[aria-label="Policy summary"] tbody tr')].map((r) =>
      [...r.cells].map((c) => c.textContent.trim()),
    ),
  )

async function openExample(newPage, origin, file) {
  const page = await openApp(newPage, `${origin}/`)
  await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
  await page.getByLabel('Open an example scenario').selectOption(file)
  await page.getByRole('heading', { name: 'Run', exact: true }).waitFor()
  return page
}

export const tests = [
  {
    name: 'simulation: the 10-armed testbed runs by itself across workers, draws its charts, and its share link reproduces the numbers',
    run: async ({ origin, newPage }) => {
      const page = await openExample(newPage, origin, 'simulation-ten-armed-testbed.json')
      await waitForText(page, 'Done in')
      const rows = await summary(page)
      check(rows.length === 4, `expected 4 policies, got ${rows.length}`)
      check(rows[0][0] === 'ε = 0 (greedy)' && rows[0][1] === '2,000', `first row: ${rows[0]}`)
      const progress = await page
        .getByRole('progressbar', { name: 'Simulation progress' })
        .getAttribute('aria-valuenow')
      check(progress === '100', `progress ${progress}`)
      // The chart follows the table once its frame is painted.
      const curves = page.locator('figure[aria-label^="Cumulative regret"] path.recharts-curve')
      await curves
        .nth(3)
        .waitFor()
        .catch(async () => check(false, `regret chart has ${await curves.count()} curves`))
      // Greedy earns about 1 per step, ε = 0.1 about 1.3 (Sutton and Barto, Figure 2.2).
      const reward = (row) => Number(row[2])
      check(reward(rows[0]) > 0.9 && reward(rows[0]) < 1.15, `greedy reward ${reward(rows[0])}`)
      check(reward(rows[2]) > reward(rows[0]) + 0.15, `ε = 0.1 reward ${reward(rows[2])}`)
      await page.getByLabel('log time axis').first().check()
      await shot(page, 'simulation-testbed')
      const again = await newPage()
      await again.goto(await flushedUrl(page))
      await waitForText(again, 'Done in')
      const same = await summary(again)
      check(JSON.stringify(same) === JSON.stringify(rows), `the link shows other numbers: ${same} vs ${rows}`)
    },
  },
  {
    name: 'simulation: a long run shows progress, the page stays responsive, and Cancel keeps partial results',
    run: async ({ origin, newPage }) => {
      const page = await openExample(newPage, origin, 'simulation-ten-armed-testbed.json')
      await waitForText(page, 'Done in')
      await page.getByLabel('runs', { exact: true }).fill('20,000')
      await waitForText(page, '800 million tool-steps')
      // By keyboard: Enter on Run moves the focus to Cancel, so a second Enter cancels.
      await page.getByRole('button', { name: 'Run simulation' }).focus()
      await page.keyboard.press('Enter')
      await waitInPage(
        page,
        () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0,
      )
      // the main thread's own work for the next frame (CPU time: the machine's load does not count)
      const busy = await frameBusyMs(page)
      check(busy < 250, `the next frame cost the main thread ${busy.toFixed(0)} ms while the workers ran`)
      const focused = await page.evaluate(() => document.activeElement?.textContent)
      check(focused === 'Cancel', `focus is on "${focused}" while running, not on Cancel`)
      await page.keyboard.press('Enter')
      await waitForText(page, 'the results below are partial')
      const back = await page.evaluate(() => document.activeElement?.textContent)
      check(back === 'Run simulation', `focus is on "${back}" after Cancel, not back on Run`)
      await waitForText(page, 'of 80,000 runs')
      await shot(page, 'simulation-cancelled')
    },
  },
  {
    name: 'simulation: zero tools and a success rate above 1 are named where they are',
    run: async ({ origin, newPage }) => {
      const page = await openExample(newPage, origin, 'simulation-auer-distribution-2.json')
      await page.getByLabel('arm_1 success rate p').fill('1.5')
      await waitForText(page, 'success rate p is at most 1')
      check(
        (await page.getByLabel('arm_1 success rate p').inputValue()) === '1.5',
        'the typed text was not kept',
      )
      check(await page.getByRole('button', { name: 'Run simulation' }).isDisabled(), 'Run is enabled')
      await page.getByLabel('arm_1 success rate p').fill('0.9')
      for (const name of ['arm_1', 'arm_2'])
        await page.getByRole('button', { name: `Remove ${name}` }).click()
      await waitForText(page, 'Add at least one candidate tool')
    },
  },
]
