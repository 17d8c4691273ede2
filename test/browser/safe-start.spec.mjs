// A safe start (issue 24): a saved scenario that never finished drawing cannot brick the next load, `?safe` opens
// the defaults without writing, two tabs never overwrite each other's saved copy in silence, and a share link cut
// down to `#s=2` says so and keeps the saved work.
import { BUDGET_LABEL, check, openApp, shot, waitForCell, waitInPage } from './helpers.mjs'

const CURRENT = 'tool-budget-playground/v2/current'
const DRAWING = 'tool-budget-playground/v2/drawing'

/** Screenshots of the page at 1,400 and 1,024 px wide. */
async function shots(page, name) {
  await shot(page, `${name}-1400`)
  await page.setViewportSize({ width: 1024, height: 900 })
  await shot(page, `${name}-1024`)
  await page.setViewportSize({ width: 1400, height: 900 })
}

/** Sets the budget (and title) and waits until this tab has saved that budget as the current copy. */
async function makeWork(page, budget, title) {
  if (title !== undefined) await page.getByLabel('Scenario title').fill(title)
  await page.getByLabel(BUDGET_LABEL, { exact: true }).fill(String(budget))
  await waitForCell(page, 0, 'budget', Math.floor(budget / 3).toLocaleString('en-US'))
  await waitInPage(
    page,
    ([key, b]) => localStorage.getItem(key)?.includes(`\\"resultBudgetChars\\": ${b},`),
    [CURRENT, budget],
  )
}

/**
 * The note of a load that died drawing a minute ago, in another tab (this page's own note goes as it closes: it
 * is alive).
 */
const leaveDrawingNote = (page) =>
  page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify([{ tab: 'a-tab-that-died', at: Date.now() - 60_000 }])),
    DRAWING,
  )

/** Waits until the page has cleared its drawing note (it painted). */
const waitForNoteCleared = (page) => waitInPage(page, (key) => localStorage.getItem(key) === null, DRAWING)

export const tests = [
  {
    name: 'safe start: a saved scenario that did not finish drawing opens the defaults, kept in Earlier work; Try it again restores it',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await waitForNoteCleared(page)
      await makeWork(page, 50_000, 'my study')
      // The address bar holds the work's link too: the safe start must not open it either, nor leave it for a reload.
      await waitInPage(page, () => location.hash.startsWith('#s=2.'))
      await leaveDrawingNote(page)
      await page.reload()
      const notice = page.getByTestId('notice-safe-start')
      await notice
        .getByText(
          'The saved scenario did not finish drawing last time; opened the defaults. Your work is kept in Earlier work.',
        )
        .waitFor()
      await waitForCell(page, 0, 'budget', '26,666')
      await waitForNoteCleared(page)
      await page.getByRole('button', { name: /^Earlier work \(1\)/ }).click()
      await page.getByTestId('kept-earlier').getByText('my study').waitFor()
      await page.keyboard.press('Escape')
      await shots(page, 'safe-start-notice')
      // The defaults are the saved copy now: a plain reload draws them, not the scenario that did not finish.
      await page.reload()
      await waitForCell(page, 0, 'budget', '26,666')
      check(
        (await page.getByTestId('notice-safe-start').count()) === 0,
        'the notice came back on a good load',
      )
      await page.getByRole('button', { name: /^Earlier work \(1\)/ }).click()
      await page.getByTestId('kept-earlier').getByRole('button', { name: 'Restore' }).click()
      await waitForCell(page, 0, 'budget', '16,666')
      const title = await page.getByLabel('Scenario title').inputValue()
      check(title === 'my study', `restored title "${title}"`)
    },
  },
  {
    name: 'safe start: a load that never painted a frame (hung) leaves its note, and the next load opens the defaults',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 42_000, 'hung study')
      // A load that hangs before a frame is drawn: no requestAnimationFrame ever fires for it, and, as a hung
      // page runs no handlers, none as it goes (a page closed in the ordinary way clears its note as it goes).
      await page.context().addInitScript(() => {
        if (sessionStorage.getItem('test-no-frames') !== '1') return
        window.requestAnimationFrame = () => 0
        const listen = window.addEventListener.bind(window)
        window.addEventListener = (type, ...rest) => (type === 'pagehide' ? undefined : listen(type, ...rest))
      })
      await page.evaluate(() => sessionStorage.setItem('test-no-frames', '1'))
      await page.reload()
      await waitForCell(page, 0, 'budget', '14,000')
      await waitInPage(page, (key) => localStorage.getItem(key) !== null, DRAWING)
      await page.evaluate(() => sessionStorage.removeItem('test-no-frames'))
      await page.reload()
      await page
        .getByTestId('notice-safe-start')
        .getByText(/^The saved scenario did not finish drawing/)
        .waitFor()
      await waitForCell(page, 0, 'budget', '26,666')
      await waitForNoteCleared(page)
      await page.getByTestId('notice-safe-start').getByRole('button', { name: 'Try it again' }).click()
      await waitForCell(page, 0, 'budget', '14,000')
    },
  },
  {
    name: 'safe start: a tab that never drew a frame but was closed in the ordinary way (unseen in the background) is no crash',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 42_000, 'background tab')
      await page.context().addInitScript(() => {
        if (sessionStorage.getItem('test-no-frames') === '1') window.requestAnimationFrame = () => 0
      })
      await page.evaluate(() => sessionStorage.setItem('test-no-frames', '1'))
      await page.reload()
      await waitForCell(page, 0, 'budget', '14,000')
      await waitInPage(page, (key) => localStorage.getItem(key) !== null, DRAWING)
      await page.evaluate(() => sessionStorage.removeItem('test-no-frames'))
      await page.reload()
      await waitForCell(page, 0, 'budget', '14,000')
      await waitForNoteCleared(page)
      check(
        (await page.getByTestId('notice-safe-start').count()) === 0,
        'an ordinary close was taken for a crash',
      )
    },
  },
  {
    name: 'safe start: Try it again in the notice brings the saved scenario back, and a ?story= link opens over the defaults',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 45_000, 'story-time work')
      await leaveDrawingNote(page)
      await page.goto(`${origin}/?story=why-80k`)
      await page.getByTestId('notice-safe-start').waitFor()
      await page.getByRole('region', { name: /Why 80k\?/ }).waitFor()
      await waitForNoteCleared(page)
      await page.getByTestId('notice-safe-start').getByRole('button', { name: 'Try it again' }).click()
      await waitForCell(page, 0, 'budget', '15,000')
    },
  },
  {
    name: '?safe opens the defaults, writes nothing over the saved copy, says so, and Leave safe mode opens the saved work',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 30_000, 'kept safe')
      // The copy claims the address bar's link once it is made (after the save): then nothing more is written.
      await waitInPage(
        page,
        (key) =>
          location.hash.startsWith('#s=') &&
          JSON.parse(localStorage.getItem(key) ?? '{}').hash === location.hash,
        CURRENT,
      )
      const before = await page.evaluate(() => JSON.stringify({ ...localStorage }))
      await page.goto(`${origin}/?safe`)
      await page
        .getByTestId('notice-safe-mode')
        .getByText(/^The default scenario opened, and this page writes nothing/)
        .waitFor()
      await waitForCell(page, 0, 'budget', '26,666')
      await page.getByTestId('save-status').getByText('Not saved in this browser').waitFor()
      await page.getByLabel(BUDGET_LABEL, { exact: true }).fill('9000')
      await waitForCell(page, 0, 'budget', '3,000')
      // The edit reaches the address bar (its only keeper), and nothing in storage changed.
      await waitInPage(page, () => location.hash.startsWith('#s=2.'))
      const after = await page.evaluate(() => JSON.stringify({ ...localStorage }))
      check(after === before, `safe mode wrote to localStorage:\n${before}\n${after}`)
      await shots(page, 'safe-mode-notice')
      await page.goto(`${origin}/?safe`)
      await page.getByTestId('notice-safe-mode').getByRole('button', { name: 'Leave safe mode' }).click()
      await waitInPage(page, () => !new URLSearchParams(location.search).has('safe'))
      await waitForCell(page, 0, 'budget', '10,000')
    },
  },
  {
    name: 'two tabs: a save in one never drops the other’s work in silence; Keep mine and Reload both keep both',
    run: async ({ origin, newPage }) => {
      const a = await openApp(newPage, `${origin}/`)
      await makeWork(a, 40_000, 'tab work')
      const b = await a.context().newPage()
      await b.goto(`${origin}/`)
      await waitForCell(b, 0, 'budget', '13,333')
      // B's edit, then A's: each tab is told when the other saves over its copy.
      await b.getByLabel(BUDGET_LABEL, { exact: true }).fill('60000')
      await waitForCell(b, 0, 'budget', '20,000')
      await a
        .getByTestId('notice-other-tab')
        .getByText(/^This scenario was changed in another tab/)
        .waitFor()
      await a.getByLabel(BUDGET_LABEL, { exact: true }).fill('33000')
      await waitForCell(a, 0, 'budget', '11,000')
      // A's edit went to its Earlier entry, not over B's copy.
      await a.getByRole('button', { name: /^Earlier work \(1\)/ }).click()
      await a.getByTestId('kept-earlier').getByText('saved over by another tab', { exact: false }).waitFor()
      await a.keyboard.press('Escape')
      await waitInPage(
        a,
        (key) => localStorage.getItem(key)?.includes('\\"resultBudgetChars\\": 60000,'),
        CURRENT,
      )
      await shots(a, 'two-tabs-notice')
      // Keep mine in A: A's work is the copy, B's is kept, and B is told in turn.
      await a.getByTestId('notice-other-tab').getByRole('button', { name: 'Keep mine' }).click()
      await waitInPage(
        a,
        (key) => localStorage.getItem(key)?.includes('\\"resultBudgetChars\\": 33000,'),
        CURRENT,
      )
      await b.getByTestId('notice-other-tab').waitFor()
      // Reload in B opens A's work; B's 60,000 stays restorable.
      await b
        .getByTestId('notice-other-tab')
        .getByRole('button', { name: /^Reload/ })
        .click()
      await waitForCell(b, 0, 'budget', '11,000')
      await b.getByRole('button', { name: /^Earlier work/ }).click()
      await b.getByTestId('kept-earlier').getByRole('button', { name: 'Restore' }).first().click()
      await waitForCell(b, 0, 'budget', '20,000')
    },
  },
  {
    name: 'a save refused by a full localStorage is said again after the reload, its note kept in IndexedDB',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 50_000, 'full storage')
      await waitForNoteCleared(page)
      // Fill localStorage to its last few chars (another app's data on this origin, say).
      await page.evaluate(() => {
        let size = 1 << 24
        let kept = 0
        for (; size >= 1; size = Math.floor(size / 2)) {
          try {
            localStorage.setItem(`filler-${kept}`, 'x'.repeat(size))
            kept++
          } catch {}
        }
      })
      await page.getByLabel('Scenario title').fill('a title long enough not to fit '.repeat(20))
      await page
        .getByTestId('notice-save-failed')
        .getByText(/^Not saved in this browser/)
        .waitFor()
      check(
        (await page.evaluate(() => localStorage.getItem('tool-budget-playground/v2/save-failed'))) === null,
        'the failure note fitted in localStorage: the test did not fill it',
      )
      await page.goto('about:blank')
      await page.goto(`${origin}/`)
      await page
        .getByTestId('notice-save-failed-before')
        .getByText(
          /were not saved in this browser \(this browser’s storage for this site is full\)\. What opened is your work as last saved/,
        )
        .waitFor()
      await waitForCell(page, 0, 'budget', '16,666')
      await shots(page, 'save-failed-before-notice')
    },
  },
  {
    name: 'a share link cut down to #s=2 (or #s) says it was cut off and opens the saved work, which stays saved',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await makeWork(page, 21_000, 'before the cut')
      await page.goto('about:blank')
      await page.goto(`${origin}/#s=2`)
      const notice = page.getByTestId('notice-share-link')
      await notice
        .getByText('Share link is empty after "s=2.": it was cut off. Your saved work opened instead.')
        .waitFor()
      await waitForCell(page, 0, 'budget', '7,000')
      await shots(page, 'cut-link-notice')
      // Typed into the open page's address bar: said again, and the scenario is unchanged.
      await page.evaluate(() => {
        location.hash = '#s'
      })
      await notice
        .getByText(
          'Share link is empty after "s": it was cut off before its format and payload. Your scenario is unchanged.',
        )
        .waitFor()
      const saved = await page.evaluate((key) => localStorage.getItem(key), CURRENT)
      check(saved?.includes('\\"resultBudgetChars\\": 21000,'), 'the saved work changed')
    },
  },
]
