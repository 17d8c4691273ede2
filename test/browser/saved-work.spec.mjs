// Saved work is never lost: a link opened over it keeps it restorable (after a reload too), an unreadable saved
// copy is set aside and offered for download, a 20 MB paste survives a reload exactly (IndexedDB), and a save
// that fails says so at once and again after the reload.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import {
  BUDGET_LABEL,
  check,
  openApp,
  shot,
  WAIT_MS,
  waitForCell,
  waitForText,
  waitInPage,
} from './helpers.mjs'

const CURRENT = 'tool-budget-playground/v2/current'
const LEGACY = 'tool-budget-playground/v1/scenario'

/** Waits until the header says the scenario is saved in this browser. */
const waitForSaved = (page, timeout = WAIT_MS) =>
  page
    .getByTestId('save-status')
    .getByText(/^Saved in this browser/)
    .waitFor({ timeout })

/** Screenshots of the whole page at 1,400 and 1,024 px wide. */
async function shots(page, name) {
  await shot(page, `${name}-1400`)
  await page.setViewportSize({ width: 1024, height: 900 })
  await shot(page, `${name}-1024`)
  await page.setViewportSize({ width: 1400, height: 900 })
}

/** Sets the budget (and the title, when given), and waits until that budget is saved and in the address bar. */
async function makeWork(page, budget, title) {
  if (title !== undefined) await page.getByLabel('Scenario title').fill(title)
  await page.getByLabel(BUDGET_LABEL, { exact: true }).fill(String(budget))
  await waitForCell(page, 0, 'budget', Math.floor(budget / 3).toLocaleString('en-US'))
  await waitInPage(
    page,
    ([key, b]) => localStorage.getItem(key)?.includes(`\\"resultBudgetChars\\": ${b},`),
    [CURRENT, budget],
  )
  await waitForSaved(page)
  await waitForLinkClaimed(page)
}

/**
 * Waits until the address bar carries a link other than `not` and the saved copy claims it: the link is made after
 * the copy is saved (in a worker), then the address bar and the copy's claim move to it. "Saved in this browser"
 * alone can still be the previous save's status.
 */
const waitForLinkClaimed = (page, not = null) =>
  waitInPage(
    page,
    ([key, old]) =>
      location.hash.startsWith('#s=') &&
      location.hash !== old &&
      JSON.parse(localStorage.getItem(key) ?? '{}').hash === location.hash,
    [CURRENT, not],
  )

/**
 * `lines` numbered lines of a real-looking log: `line 000001 … connection reset by peer` (80 chars each),
 * built the same way in the page and here, so the test can compare what comes back without shipping 20 MB.
 */
function logText(lines) {
  let out = ''
  for (let i = 1; i <= lines; i++)
    out += `line ${String(i).padStart(7, '0')} 2026-01-01T12:00:00Z WARN worker[42]: connection reset by peer\n`
  return out
}

/** Pastes `lines` of logText into call 1's editor (Monaco, after "Edit as text"), as a user's paste does. */
async function pasteLog(page, lines) {
  const card = page.getByRole('article', { name: 'Call 1', exact: true })
  await card.getByRole('button', { name: 'Edit as text' }).click()
  const editor = card.locator('[data-testid="monaco-host"] .monaco-editor')
  await editor.waitFor()
  await editor.click({ position: { x: 80, y: 10 } })
  await page.keyboard.press('ControlOrMeta+A')
  await page.evaluate((n) => {
    // The same lines as logText (kept in step by the comparison at the end of the test that uses them).
    let text = ''
    for (let i = 1; i <= n; i++)
      text += `line ${String(i).padStart(7, '0')} 2026-01-01T12:00:00Z WARN worker[42]: connection reset by peer\n`
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', text)
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  }, lines)
  return logText(lines)
}

const sha = (text) => createHash('sha256').update(text).digest('hex')

export const tests = [
  {
    name: 'a link opened over saved work keeps it: one tab click later and after a reload, “Restore” brings it back',
    run: async ({ origin, newPage }) => {
      // Another person's link: made in a fresh browser.
      const other = await openApp(newPage, `${origin}/`)
      await makeWork(other, 12_345, 'their link')
      const link = new URL(other.url()).hash
      check(link.startsWith('#s=2.'), `no link in ${other.url()}`)

      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 40_000, 'my tuned budget')
      // A new tab on the same browser profile opens the link.
      await page.goto('about:blank')
      await page.goto(`${origin}/${link}`)
      await waitForCell(page, 0, 'budget', '4,115')
      const offer = page.getByTestId('notice-restore-earlier')
      await offer
        .getByText('This link opened in place of your work “my tuned budget”', { exact: false })
        .waitFor()
      await shots(page, 'saved-work-link-offer')

      // The steps: click one tab, then reload.
      await page.getByRole('tab', { name: /Strategies/ }).click()
      await page.getByRole('tab', { name: /Result budget/ }).click()
      await waitForSaved(page)
      await page.reload()
      await waitForCell(page, 0, 'budget', '4,115')
      const restore = page.getByRole('button', { name: 'Restore the work you had before opening this link' })
      await restore.click()
      await waitForCell(page, 0, 'budget', '13,333')
      const title = await page.getByLabel('Scenario title').inputValue()
      check(title === 'my tuned budget', `the restored title is "${title}"`)
      await page
        .getByTestId('notice-restored')
        .getByText('Restored “my tuned budget”', { exact: false })
        .waitFor()
      await page.getByRole('button', { name: /^Earlier work \(1\)/ }).click()
      await page.getByTestId('kept-earlier').getByText('their link').waitFor()
      await shots(page, 'saved-work-restored')

      await waitForLinkClaimed(page, link)
      await page.reload()
      await waitForCell(page, 0, 'budget', '13,333')

      // The link pasted into this open page's address bar (only the hash changes) opens too, and is offered back.
      await page.goto(`${origin}/${link}`)
      await waitForCell(page, 0, 'budget', '4,115')
      await page.getByRole('button', { name: 'Restore the work you had before opening this link' }).click()
      await waitForCell(page, 0, 'budget', '13,333')
    },
  },
  {
    name: 'an unreadable saved copy (invalid JSON, a newer version) is set aside, said so, downloadable, never overwritten',
    run: async ({ origin, newPage }) => {
      const cases = [
        [CURRENT, '{"format": 1, "file": oops', 'it is not valid JSON'],
        [
          LEGACY,
          JSON.stringify({ version: 99, title: 'from a newer app' }),
          'version 99 is newer than this app reads',
        ],
      ]
      for (const [key, raw, why] of cases) {
        const page = await newPage({ acceptDownloads: true })
        await page.goto(`${origin}/`)
        await page.locator('[data-testid="call-row-0"]').waitFor()
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, raw])
        await page.reload()
        const notice = page.getByTestId('notice-saved-set-aside')
        await notice.getByText(why, { exact: false }).waitFor()
        await notice.getByText('It is kept aside, unchanged', { exact: false }).waitFor()
        if (key === CURRENT) await shots(page, 'saved-work-set-aside')
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          notice.getByRole('button', { name: 'Download the unreadable copy' }).click(),
        ])
        const got = await readFile(await download.path(), 'utf8')
        check(got === raw, `the download holds ${JSON.stringify(got.slice(0, 80))}`)

        await makeWork(page, 30_000)
        const kept = await page.evaluate(() => localStorage.getItem('tool-budget-playground/v2/set-aside'))
        check(kept?.includes('"why"'), `nothing listed as set aside: ${kept}`)
        await page.reload()
        await waitForCell(page, 0, 'budget', '10,000')
        await page.getByRole('button', { name: /^Earlier work \(1\)/ }).click()
        await page.getByTestId('kept-set-aside').getByText('Unreadable saved copy').waitFor()
        const [again] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('kept-set-aside').getByRole('button', { name: 'Download' }).click(),
        ])
        check((await readFile(await again.path(), 'utf8')) === raw, 'the kept copy changed')
        await page.context().close()
      }
    },
  },
  {
    name: 'a 20 MB paste is saved in IndexedDB with progress shown, and a reload restores exactly what was pasted',
    run: async ({ origin, newPage }) => {
      const page = await newPage({ acceptDownloads: true })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      // Every text the save status shows, in order: a transient "Saving…" is seen however short it is.
      await page.evaluate(() => {
        window.statuses = []
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="save-status"]')?.textContent.trim() ?? ''
          if (text !== window.statuses.at(-1)) window.statuses.push(text)
        }).observe(document.body, { subtree: true, childList: true, characterData: true })
      })
      const text = await pasteLog(page, 265_000) // 20,140,000 chars
      const raw = text.length.toLocaleString('en-US')
      await waitForCell(page, 0, 'raw', raw)
      // The copy that holds the paste: "Edit as text" saved one before it, so "Saved in this browser" alone
      // could be that earlier copy's.
      await waitInPage(
        page,
        (n) =>
          (JSON.parse(localStorage.getItem('tool-budget-playground/v2/current') ?? '{}').chars ?? 0) >= n,
        text.length,
      )
      await waitForSaved(page)
      const statuses = await page.evaluate(() => window.statuses)
      const saving = statuses.findLastIndex((s) => /^Saving 20,14\d,\d{3} chars in this browser…$/.test(s))
      check(
        saving >= 0 && statuses.slice(saving + 1).some((s) => s.startsWith('Saved in this browser')),
        `no “Saving … chars in this browser…” was shown before the paste was saved (statuses: ${statuses.join(' → ')})`,
      )
      const stored = await page.evaluate(
        () => localStorage.getItem('tool-budget-playground/v2/current').length,
      )
      check(stored < 50_000, `localStorage holds ${stored} chars: the text did not go to IndexedDB`)

      await page.reload()
      await waitForCell(page, 0, 'raw', raw)
      const card = page.getByRole('article', { name: 'Call 1', exact: true })
      await card.getByText(`Large output (${raw} chars)`, { exact: false }).waitFor()
      check(
        !(await card.getByText('Generated sample output').count()),
        'the pasted text came back as generated sample text',
      )
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save file' }).click(),
      ])
      const file = JSON.parse(await readFile(await download.path(), 'utf8'))
      const back = file.batches[0].calls[0].output
      check(
        back.kind === 'text' && sha(back.text) === sha(text),
        'the text after the reload is not what was pasted',
      )
      await shots(page, 'saved-work-20mb-reloaded')
    },
  },
  {
    name: 'a save that fails (no IndexedDB, localStorage full) says so at once and again after the reload',
    run: async ({ origin, newPage }) => {
      const page = await newPage()
      // Some private modes have no IndexedDB: long texts then go to localStorage, whose quota 20 MB exceeds.
      await page.context().addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true })
      })
      await page.goto(`${origin}/`)
      await page.locator('[data-testid="call-row-0"]').waitFor()
      const text = await pasteLog(page, 265_000)
      await waitForCell(page, 0, 'raw', text.length.toLocaleString('en-US'))
      const notice = page.getByTestId('notice-save-failed')
      await notice
        .getByText('Not saved in this browser: this browser’s storage for this site is full', {
          exact: false,
        })
        .waitFor()
      await page.getByTestId('save-status').getByText('Not saved in this browser').waitFor()
      await shots(page, 'saved-work-save-failed')
      // The address bar is now the only keeper of the work: its (compact) link is made at once.
      await waitInPage(page, () => location.hash.startsWith('#s='), null, WAIT_MS)

      await page.reload()
      await page.locator('[data-testid="call-row-0"]').waitFor()
      await waitForText(page, 'were not saved in this browser (this browser’s storage for this site is full)')
      await waitForText(
        page,
        'The address holds a compact link of that work, which opened: its pasted outputs over 2,000 chars are generated text of the same length, not your text.',
      )
      await shots(page, 'saved-work-save-failed-reloaded')
    },
  },
]
