// Seed 000 (the FTL agents' call budgets) in Chromium: paste an action log, see where the role's rule fires.
import { readFileSync } from 'node:fs'
import {
  check,
  flushedUrl,
  frameBusyMs,
  mainThreadBusyMs,
  openApp,
  shot,
  waitForText,
  waitInPage,
} from './helpers.mjs'

/** Opens the app and the Planner call budgets tab by keyboard (ArrowRight along the tabs). */
async function openPlanner(newPage, origin) {
  const page = await openApp(newPage, `${origin}/`)
  await page.getByRole('tab', { name: 'Result budget' }).focus()
  for (let i = 0; i < 10; i++) {
    if (
      (await page.getByRole('tab', { name: 'Planner call budgets' }).getAttribute('aria-selected')) === 'true'
    )
      break
    await page.keyboard.press('ArrowRight')
  }
  await page.getByTestId('pl-outcome').waitFor()
  return page
}

const outcome = (page) => page.getByTestId('pl-outcome').locator('strong').textContent()

async function waitForOutcome(page, text) {
  await waitInPage(
    page,
    (t) => document.querySelector('[data-testid="pl-outcome"] strong')?.textContent === t,
    text,
  )
}

/** Pastes `text` into the log as a user's paste does (a ClipboardEvent), timing the page's own work. */
function paste(page, text) {
  return page.evaluate((t) => {
    const el = document.querySelector('textarea.pl-log')
    el.focus()
    el.select()
    const data = new DataTransfer()
    data.setData('text/plain', t)
    const started = performance.now()
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
    if (el.dispatchEvent(event)) document.execCommand('insertText', false, t)
    return performance.now() - started
  }, text)
}

export const tests = [
  {
    name: 'a pasted Builder log BLOCKs on the 6th counted call of 5; exempt lines cost nothing',
    run: async ({ origin, newPage }) => {
      const page = await openPlanner(newPage, origin)
      await waitForOutcome(page, 'BLOCK: verify failed on line 10 with 0 calls left (fewer than 2)')
      const log = [
        'Phase READ',
        'Parse workspace.md',
        'Read src/a.py',
        'Preflight py_compile src/a.py',
        'Preflight py_compile src/a.py',
        'Edit src/a.py',
        'Edit src/a.py',
        'Edit src/a.py',
        'memory_save note',
        'Bash pytest -q',
        'Complete',
      ].join('\n')
      await paste(page, log)
      await waitForOutcome(page, 'BLOCK (budget exhausted): all 5 calls used; line 10 needs another')
      const row = page.locator('tr.row-stop')
      check(
        (await row.getAttribute('data-line')) === '10',
        `BLOCK row is on line ${await row.getAttribute('data-line')}`,
      )
      check((await row.textContent()).includes('BLOCK: no call left'), 'the BLOCK row does not say so')
      await page.getByText('EMIT: "Budget: 5/5, Action: Edit src/a.py"', { exact: true }).waitFor()
      // The step chart marks where the rule fires: action 10 of 11.
      await page.getByText('BLOCK at action 10 (line 10)', { exact: true }).waitFor()
      await shot(page, 'planner-block')
    },
  },
  {
    name: 'framework_confidence 0.6 makes the budget 7 and the default log completes; 1.5 is refused at the field',
    run: async ({ origin, newPage }) => {
      const page = await openPlanner(newPage, origin)
      const field = page.getByLabel('framework_confidence (0–1)', { exact: true })
      await field.fill('0.6')
      await waitForOutcome(page, 'Within budget: 7/7 calls used')
      await field.fill('1.5')
      await page.getByText('framework_confidence is at most 1').waitFor()
      check((await outcome(page)) === 'Within budget: 7/7 calls used', 'the last good result did not stay')
      await page.getByText(/^stale: fix the highlighted field/).waitFor()
    },
  },
  {
    name: 'a 100,000-line pasted log does not freeze the page; BLOCK is found at line 7',
    run: async ({ origin, newPage }) => {
      const page = await openPlanner(newPage, origin)
      const lines = ['Phase IMPLEMENT', ...Array.from({ length: 99_999 }, (_, i) => `Read src/f${i}.py`)]
      // The paste's cost to the main thread, in CPU time: 88–136 ms measured at load < 1 on 2 cores, 239 ms at
      // load 10–12 (CPU time swells too when other processes share the cores: it failed a bound of 200 ms there).
      // 400 ms still fails a page that reads the 100,000 lines on its main thread.
      const { ms } = await mainThreadBusyMs(page, () => paste(page, lines.join('\n')))
      check(ms < 400, `the paste kept the main thread busy for ${ms.toFixed(0)} ms`)
      await waitForOutcome(page, 'BLOCK (budget exhausted): all 5 calls used; line 7 needs another')
      await waitForText(page, 'Read as text form: 100,000 actions on 100,000 lines.')
      // The page answers promptly, the table is bounded and the chart got a handful of points.
      const frame = await frameBusyMs(page)
      check(frame < 500, `the next frame cost the main thread ${frame.toFixed(0)} ms`)
      const rows = await page.locator('[data-testid^="pl-row-"]').count()
      check(rows <= 500, `${rows} table rows rendered`)
      check((await page.locator('tr.row-stop').getAttribute('data-line')) === '7', 'BLOCK row is not line 7')
      await page.getByTestId('pl-large-log').waitFor()
      await shot(page, 'planner-100k')
    },
  },
  {
    name: 'the Examples menu opens the Explorer example on its tab; a share link of it reopens the same numbers',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
      await page.getByLabel('Open an example scenario').selectOption('planner-explorer-modes.json')
      await page.getByTestId('pl-outcome').waitFor()
      await waitForOutcome(page, 'Explorer returns status: "partial" for mode “pattern”')
      const modes = page.getByRole('table', { name: 'Calls per mode' })
      check(
        (await modes.locator('tr.row-stop td').first().textContent()) === 'pattern',
        'pattern is not the partial mode',
      )
      // The address bar carries the scenario (debounced): a fresh page at that address shows the same result.
      const url = await flushedUrl(page)
      check(new URL(url).hash.startsWith('#s=2.'), `no link in the address bar: ${url}`)
      const again = await newPage()
      await again.goto(url)
      await again.getByTestId('pl-outcome').waitFor()
      await waitForOutcome(again, 'Explorer returns status: "partial" for mode “pattern”')
    },
  },
  {
    name: 'a real Anthropic recording: its tool calls become actions, unknown names are listed',
    run: async ({ origin, newPage }) => {
      const page = await openPlanner(newPage, origin)
      const text = readFileSync(
        new URL(
          '../../src/engine/import/fixtures/transcripts/anthropic-messages.tool-runner.nock-recording.json',
          import.meta.url,
        ),
        'utf8',
      )
      await paste(page, text)
      await waitForText(
        page,
        'Read as Anthropic Messages, nock recording, 10 interactions in 5 conversations (+2 starting as an earlier one does), 5 tool calls in 4 batches, 5 results, 2 tools offered.',
      )
      await waitForText(page, 'Read as a transcript: 5 actions on 924 lines.')
      const unknown = page.getByRole('table', { name: 'Action names in the log' })
      await unknown.getByText('test_tool', { exact: true }).waitFor()
      await unknown.getByText('submit_analysis', { exact: true }).waitFor()
      await waitForOutcome(page, 'Within budget: 5/5 calls used')
    },
  },
]
