// Dead workers are replaced (issue 15): the engine worker closed while idle, the engine worker's script killed
// in the middle of an evaluation, and the simulation workers closed in the middle of a run. Each time the page
// finds out by itself (an answer overdue), says so, starts a new worker and shows the right numbers; a stale
// answer never replaces a newer one.
//
// A worker that runs out of memory is not tested here, because its outcome is a race the page does not control.
// Tried in Chromium (the engine worker made to allocate without end): with the default heap limit (~4 GB on a
// 23 GB machine) the worker thrashed at its limit, the page's 15 s answer deadline replaced it and the tab stayed
// up (passed on a machine at load 10-17); at load 14-23 the worker reached V8's out-of-memory abort before the
// deadline and took the whole renderer, page included, down (page text ""); with --js-flags=--max-old-space-size
// =256 the tab died at once. V8 ends the process on a heap that runs out, whichever thread's heap it is, and no
// page code can catch that: what keeps a worker away from its heap limit is the input limits (LIMITS,
// IMPORT_LIMITS), checked before any work, and the hostile corpus holds those.
import { BUDGET_LABEL, check, openApp, waitForCell, waitForText, waitInPage, waitUntil } from './helpers.mjs'

const summary = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table[aria-label="Policy summary"] tbody tr')].map((r) =>
      [...r.cells].map((c) => c.textContent.trim()),
    ),
  )

export const tests = [
  {
    name: 'workers: an engine worker that closed itself is replaced once its answer is overdue; the page says so and shows the new numbers',
    timeout: 120_000,
    waits: true, // on the app's 15 s deadline for an answer
    run: async ({ origin, newPage }) => {
      const workers = []
      const page = await newPage()
      page.on('worker', (w) => workers.push(w))
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      const engines = () => workers.filter((w) => w.url().includes('engine.worker'))
      await waitUntil(() => engines().length > 0, 'no engine worker started')
      const engine = engines()[0]
      // Ends without an error event, as close() and terminate() do.
      await engine.evaluate(() => setTimeout(() => self.close(), 0))
      await page.getByLabel(BUDGET_LABEL).fill('30000')
      await waitForText(page, 'The engine worker stopped answering (no answer in 15 s)')
      await waitForCell(page, 0, 'budget', '10,000')
      await waitUntil(() => engines().length >= 2, 'no second engine worker')
    },
  },
  {
    name: 'workers: an engine worker that ends in the middle of an evaluation is replaced, and the newest edit wins',
    timeout: 120_000,
    waits: true, // on the app's 15 s deadline for an answer
    run: async ({ origin, newPage }) => {
      const workers = []
      const page = await newPage()
      page.on('worker', (w) => workers.push(w))
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      await page.getByLabel(BUDGET_LABEL).fill('40000')
      await waitForCell(page, 0, 'budget', '13,333')
      const engines = () => workers.filter((w) => w.url().includes('engine.worker'))
      await waitUntil(() => engines().length > 0, 'no engine worker started')
      const engine = engines()[0]
      // The next evaluation starts and the worker ends inside it: its answer never leaves, no error event.
      await engine.evaluate(() => {
        const evaluate = self.onmessage
        self.onmessage = (event) => {
          if (event.data.type !== 'evaluate') return evaluate(event)
          self.postMessage = () => {}
          evaluate(event)
          self.close()
        }
      })
      await page.getByLabel(BUDGET_LABEL).fill('20000')
      await page.getByLabel(BUDGET_LABEL).fill('12000') // the newest edit, made while the worker is dying
      await waitForText(page, 'The engine worker stopped answering')
      await waitForCell(page, 0, 'budget', '4,000')
      await waitUntil(() => engines().length >= 2, 'no second engine worker')
      const shown = await page.locator('[data-testid="call-row-0"] [data-col="budget"]').textContent()
      check(shown.startsWith('4,000'), `an older answer replaced the newest: ${shown}`)
    },
  },
  {
    name: 'workers: simulation workers closed in the middle of a run are replaced; the run finishes with the same numbers and says so',
    timeout: 180_000,
    waits: true, // on the app's 15 s deadline for an answer
    run: async ({ origin, newPage }) => {
      const workers = []
      const page = await openApp(newPage, `${origin}/`)
      page.on('worker', (w) => workers.push(w))
      await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
      await page.getByLabel('Open an example scenario').selectOption('simulation-ten-armed-testbed.json')
      await waitForText(page, 'Done in')
      const expected = await summary(page)
      // The page's workers ran the example and stay for the next run.
      const simWorkers = () => workers.filter((w) => w.url().includes('simulation.worker'))
      await waitUntil(() => simWorkers().length > 0, 'no simulation worker to close')
      // Armed before the run, not during it (a quick run could be done before a worker closed): each closes once
      // it has answered the first message of the run, so the next block it is given goes unanswered.
      for (const w of simWorkers())
        await w.evaluate(() =>
          self.addEventListener('message', () => setTimeout(() => self.close(), 0), { once: true }),
        )
      await page.getByLabel('runs', { exact: true }).fill('2,000') // the same runs, run again by hand
      await page.getByRole('button', { name: 'Run simulation' }).click()
      await waitForText(page, 'A simulation worker stopped answering')
      await waitForText(page, 'Done in')
      const again = await summary(page)
      check(JSON.stringify(again) === JSON.stringify(expected), `other numbers after the restart: ${again}`)
      const run = page.getByRole('button', { name: 'Run simulation' })
      check(await run.isEnabled(), 'Run stays disabled after the restart')
    },
  },
]
