// Issue 26: a large session file dropped on the page is read in the worker, the import dialog showing how far
// (MB read of the whole, then the finding of its calls) with Cancel, which stops it and changes nothing. The
// file is a real Claude Code session repeated with fresh ids (scripts/bench/session-file.mjs), made here and never
// committed. The page's longest task over a 50 MB drop is the bench's row (`large.session50MB`), not a test's.
import { readFileSync } from 'node:fs'
import { largeSessionFile } from '../../scripts/bench/session-file.mjs'
import { check, openApp, shot, waitInPage } from './helpers.mjs'

/** 20 MB: large enough that its reading lasts on any machine, small enough to cross to the page quickly. */
const SIZE = 20 * 1_000_000

/** A real short session (fixtures/sessions/README.md names its source). */
const small = readFileSync(
  new URL('../../src/engine/import/fixtures/sessions/claude-code.spotter.short.jsonl', import.meta.url),
  'utf8',
)

/** Drops the file held in `window.__session` on the page, as a person drags it from their desktop. */
const drop = (page) =>
  page.evaluate(() => {
    const data = new DataTransfer()
    data.items.add(window.__session)
    for (const type of ['dragenter', 'dragover', 'drop'])
      document.body.dispatchEvent(
        new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
      )
  })

/** Records every text the reading's progress line shows (a MutationObserver: no frame can slip past it). */
const watchProgress = (page) =>
  page.evaluate(() => {
    window.__progress = []
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-reading"] p')?.textContent
      if (text && window.__progress.at(-1) !== text) window.__progress.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })

export const tests = [
  {
    name: 'import: a 20 MB session file dropped shows its reading in the dialog (MB read, then its calls found); Cancel stops it',
    timeout: 240_000,
    run: async ({ origin, newPage }) => {
      const { text } = largeSessionFile(SIZE)
      for (const width of [1400, 1024]) {
        const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
        const title = await page.getByLabel('Scenario title').inputValue()
        await page.evaluate((t) => {
          window.__session = new File([t], 'month.claude-code.jsonl', { type: 'application/x-ndjson' })
        }, text)
        await watchProgress(page)

        // Dropped: the dialog opens with the progress and Cancel, then shows what the file opens to.
        await drop(page)
        const reading = page.getByTestId('import-reading')
        // The progress may show for only a moment on a fast machine: the page's own record of it (watchProgress)
        // is what is checked, never a poll that a short reading slips past.
        await page.getByTestId('import-preview').waitFor({ timeout: 120_000 })
        await shot(page, `import-large-preview-${width}`)
        // The dialog's code loads on its first use, by when much of the file may be read: some progress shows.
        const seen = await page.evaluate(() => window.__progress)
        check(
          seen.some((s) => s.startsWith('Read month.claude-code.jsonl (20.')),
          `the finding of its calls was not shown: ${JSON.stringify(seen.slice(-2))}`,
        )
        check((await reading.count()) === 0, 'the progress stays beside the preview')
        const summary = await page.getByTestId('import-summary').innerText()
        check(/Claude Code session, [\d,]+ tool calls in [\d,]+ batches/.test(summary), `read as ${summary}`)
        await page.getByRole('button', { name: 'Cancel' }).click()

        // Dropped again and cancelled while read: the dialog closes, nothing opens, nothing is said.
        await page.evaluate(() => {
          window.__progress = []
        })
        // Cancel is pressed the moment it shows, in the page (as a quick person would): before the answer comes.
        await page.evaluate(() => {
          new MutationObserver((_, observer) => {
            const cancel = document.querySelector('[data-testid="import-reading"] button')
            if (!cancel) return
            observer.disconnect()
            cancel.click()
          }).observe(document.body, { subtree: true, childList: true })
        })
        await drop(page)
        await waitInPage(page, () => !document.querySelector('dialog.import-dialog'))
        const again = await page.evaluate(() => window.__progress)
        check(
          again.some((s) => /^Reading month\.claude-code\.jsonl: [\d.]+ of 20\.\d MB$/.test(s)),
          `no MB-read progress was shown: ${JSON.stringify(again.slice(0, 3))}`,
        )
        check((await page.getByTestId('import-preview').count()) === 0, 'a cancelled file still opened')
        check((await page.getByLabel('Scenario title').inputValue()) === title, 'Cancel changed the scenario')
        check((await page.getByRole('alert').count()) === 0, 'Cancel said something went wrong')
        // The worker still answers: a small file read after it opens its preview.
        await page.evaluate((t) => {
          window.__session = new File([t], 'short.jsonl')
        }, small)
        await drop(page)
        await page.getByTestId('import-preview').waitFor()
      }
    },
  },
]
