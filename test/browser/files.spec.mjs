// The example scenarios in public/examples and "Open file": what a newcomer reaches for first.
import { readFile } from 'node:fs/promises'
import { check, openApp, waitForBudgets, waitForCell, waitForText, waitInPage } from './helpers.mjs'

export const tests = [
  {
    name: 'the Examples menu opens per-tool-caps.json from the same origin; Undo returns to the default',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const menu = page.getByLabel('Open an example scenario')
      await waitInPage(page, () => document.querySelectorAll('select option').length > 1)
      await menu.selectOption('per-tool-caps.json')
      // iteration 1: read_file alone gets the full 80,000 share, but its own maxResultChars 20,000 binds
      await waitForCell(page, 0, 'budget', '20,000')
      const budget = await page.locator('[data-testid="call-row-0"] [data-col="budget"]').textContent()
      check(budget?.includes('cap'), `budget cell says ${budget}`)
      await page.getByRole('button', { name: 'Undo' }).click()
      await waitForBudgets(page, 3, '26,666')
    },
  },
  {
    name: 'Open file refuses a broken file with its line and column and keeps the scenario',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.getByTestId('file-input').setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{\n  "version": 1,\n  batches: []\n}'),
      })
      await waitForText(page, 'File broken.json:')
      await waitForText(page, '(line 3, column 3)')
      await waitForBudgets(page, 3, '26,666')
    },
  },
  {
    name: 'Open file refuses a tsconfig (JSON, but not a scenario) saying so, and keeps the scenario',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.getByTestId('file-input').setInputFiles({
        name: 'tsconfig.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] })),
      })
      await waitForText(page, 'File tsconfig.json:')
      await waitForText(page, 'this JSON is not a scenario: none of its keys ("compilerOptions", "include")')
      await waitForText(page, 'Your scenario is unchanged.')
      await waitForBudgets(page, 3, '26,666')
    },
  },
  {
    name: 'Open file loads a valid scenario file (what Save file writes)',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const scenario = {
        version: 1,
        resultBudget: { resultBudgetChars: 9000 },
        batches: [
          {
            calls: [
              { tool: 'grep', output: { kind: 'sample', chars: 5000 } },
              { tool: 'grep', output: { kind: 'sample', chars: 100 } },
            ],
          },
        ],
      }
      await page.getByTestId('file-input').setInputFiles({
        name: 'nine-k.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(scenario)),
      })
      await waitForBudgets(page, 2, '4,500')
      await waitForText(page, '[truncated — 5000 chars total]')
    },
  },
  {
    name: 'Save file downloads the scenario as the JSON that Open file and the CLI read',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await page.getByLabel('resultBudgetChars (chars per parallel batch)', { exact: true }).fill('12000')
      await waitForBudgets(page, 3, '4,000')
      // Once (of many runs) no download came: a failure now says whether the app clicked a download link.
      await page.evaluate(() => {
        window.__downloadClicks = []
        document.addEventListener(
          'click',
          (e) => e.target.download && window.__downloadClicks.push(e.target.download),
          true,
        )
      })
      const [download] = await Promise.all([
        page.waitForEvent('download').catch(async (err) => {
          const clicks = await page.evaluate(() => window.__downloadClicks)
          throw new Error(`${err.message}; download links the page clicked: ${JSON.stringify(clicks)}`)
        }),
        page.getByRole('button', { name: 'Save file' }).click(),
      ])
      const path = await download.path()
      const saved = JSON.parse(await readFile(path, 'utf8'))
      check(saved.version === 4, `version ${saved.version} (the scenario version today is 4)`)
      check(saved.resultBudget.resultBudgetChars === 12_000, `budget ${saved.resultBudget.resultBudgetChars}`)
      check(saved.batches[0].calls.length === 3, 'three calls')
      check(download.suggestedFilename().endsWith('.json'), download.suggestedFilename())
    },
  },
]
