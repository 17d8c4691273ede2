// Issue 25 §2: a Claude Code session file opened as a user does it, then the Session tab: every call's cost with
// caching as billed, and the file's recorded usage beside what is computed for claude-code, the error stated.
import { readFileSync } from 'node:fs'
import { expectAccessible } from './axe.mjs'
import { check, openApp, openTab, shot, waitForText } from './helpers.mjs'

const file = readFileSync(
  new URL(
    '../../src/engine/import/fixtures/sessions/claude-code.spotter.compaction-excerpt.jsonl',
    import.meta.url,
  ),
  'utf8',
)

async function importSession(page) {
  await page.getByRole('button', { name: 'Import…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Open a transcript, recording or tool list' })
  await dialog.getByLabel('Transcript, recording or tool list to open').evaluate((el, t) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    el.focus()
    setter.call(el, t)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, file)
  await dialog.getByRole('button', { name: 'Read the pasted text' }).click()
  await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
}

const cellsOf = (scope, testId) =>
  scope
    .getByTestId(testId)
    .first()
    .evaluate((t) =>
      [...t.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      ),
    )

export const tests = [
  {
    name: 'session: cost per call with caching, and a Claude Code file’s recorded usage beside computed',
    timeout: 180_000,
    run: async ({ origin, newPage }) => {
      for (const width of [1400, 1024]) {
        const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
        await importSession(page)
        await openTab(page, 'Session')
        const rec = page.getByTestId('session-recorded')
        await rec.waitFor()
        await waitForText(page, 'Recorded beside computed: Claude Code')
        const rows = await cellsOf(page, 'session-recorded-table')
        // The file's usage: input_tokens + cache_read_input_tokens + cache_creation_input_tokens, per response.
        check(
          JSON.stringify(rows.map((r) => [r[0], r[1], r[5], r[8]])) ===
            JSON.stringify([
              ['1', '165,654', '165,508', '145'],
              ['2', '165,804', '165,653', '150'],
              ['3', '166,759', '165,803', '955'],
              ['4', '33,960', '21,460', '12,497'],
            ]),
          `recorded columns: ${JSON.stringify(rows)}`,
        )
        check(
          rows.every((r) => r[2] !== '' && r[4].endsWith('%')),
          'computed and % on every row',
        )
        const error = await page.getByTestId('session-recorded-error').textContent()
        check(
          /mean [\d.]+%, max [\d.]+% absolute difference over 4 calls/.test(error),
          `error stated: ${error}`,
        )
        await waitForText(page, 'The harness compacted before call 4 at 167,094 tokens (auto)')
        // The cost of every call, under the harness shown (anthropic-api by default).
        const cost = await cellsOf(page, 'session-cost-table')
        check(
          cost.length >= 4 && cost.every((r) => r[5].startsWith('$')),
          `cost rows: ${JSON.stringify(cost)}`,
        )
        check(
          (await page.getByTestId('session-price').first().textContent()).includes('Source:'),
          'price source',
        )
        await page
          .locator('figure[data-chart^="session-cost"] .recharts-line')
          .first()
          .waitFor({ state: 'attached' })
        await page
          .locator('figure[data-chart^="session-window"] .recharts-reference-line')
          .first()
          .waitFor({ state: 'attached' })
        await expectAccessible(page, `Session with a recorded file at ${width} px`)
        await shot(page, `session-recorded-${width}`)
        // 200 turns bring opencode to its compaction: the cache busts there, and the page says when it pays.
        await page.getByLabel('Turns in the session').fill('200')
        await waitForText(page, '200 turns · 1,000 LLM calls')
        await page.getByLabel('Replay under').selectOption('opencode')
        const payoff = page.locator('[data-harness="opencode"]').getByTestId('session-payoff')
        await payoff
          .getByText(
            /The first event busts the cache at call [\d,]+\. It (pays for itself at call|never pays)/,
          )
          .waitFor()
        await shot(page, `session-recorded-200-${width}`)
      }
    },
  },
]
