// Issue 25 §2: the Session tab opened on a corpus transcript, as a user does it: Import…, replace the scenario,
// open the tab; the window chart and its table, the events and the loss table show numbers, at both widths.
import { readFileSync } from 'node:fs'
import { check, openApp, openTab, shot, waitForText, waitInPage } from './helpers.mjs'

const transcript = readFileSync(
  new URL(
    '../../src/engine/import/fixtures/transcripts/openai-chat-completions.complex-agent-run.vcr.yaml',
    import.meta.url,
  ),
  'utf8',
)

/** Opens the transcript through the Import dialog, replacing the scenario. */
async function importTranscript(page) {
  await page.getByRole('button', { name: 'Import…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Open a transcript, recording or tool list' })
  await dialog.getByLabel('Transcript, recording or tool list to open').evaluate((el, t) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    el.focus()
    setter.call(el, t)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, transcript)
  await dialog.getByRole('button', { name: 'Read the pasted text' }).click()
  await waitForText(page, 'Read as OpenAI Chat Completions, VCR cassette')
  await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
  await waitForText(page, '3 of 3 iterations ran · 4 tool calls')
}

/** The numbers of a table's body cells (thousands separators read), row by row. */
const numbersOf = (scope, testId) =>
  scope
    .getByTestId(testId)
    .first()
    .evaluate((t) =>
      [...t.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => Number(td.textContent.replaceAll(',', ''))),
      ),
    )

export const tests = [
  {
    name: 'session: an imported transcript replayed call by call — window chart, its table, events and losses',
    timeout: 180_000,
    run: async ({ origin, newPage }) => {
      for (const width of [1400, 1024]) {
        const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
        await importTranscript(page)
        await openTab(page, 'Session')
        // The transcript's 3 tool-calling iterations and a reply, over the default 10 turns: 40 LLM calls.
        await waitForText(page, '10 turns · 40 LLM calls')
        const rows = await numbersOf(page, 'session-window-table')
        check(rows.length === 40, `40 calls in the window table, got ${rows.length}`)
        // Columns: call, turn, the parts…, the window; each call's window is the sum of its parts.
        for (const r of rows) {
          const parts = r.slice(2, -2)
          const total = r.at(-2)
          check(
            parts.reduce((a, b) => a + b, 0) === total && total > 0,
            `call ${r[0]}: parts ${parts.join('+')} ≠ window ${total}`,
          )
        }
        check(
          rows[39][rows[39].length - 2] > rows[0][rows[0].length - 2],
          'the window grows over the session',
        )
        const losses = await numbersOf(page, 'session-loss-table')
        check(
          losses.length > 0 && losses.every((r) => r[0] > 0),
          `loss table rows: ${JSON.stringify(losses)}`,
        )
        // The chart: one stacked area per part, the window line, the axes' units.
        const figure = page.locator('figure[data-chart="session-window-anthropic-api"]')
        await figure.locator('.recharts-area').first().waitFor({ state: 'attached' })
        await waitInPage(
          page,
          () => document.querySelectorAll('figure[data-chart^="session-window"] .recharts-area').length >= 5,
        )
        const svgText = await figure.locator('svg.recharts-surface').first().textContent()
        check(
          svgText.includes('LLM call (#)') && svgText.includes('window (tokens)'),
          'axis labels with units',
        )
        check(await page.getByText('Source:').first().isVisible(), 'the harness’s source is shown')
        await shot(page, `session-${width}`)
        // 200 turns reach opencode's usable window (168,000 tokens): it compacts, and the events and losses fill.
        await page.getByLabel('Turns in the session').fill('200')
        await waitForText(page, '200 turns · 800 LLM calls')
        await page.getByLabel('Replay under').selectOption('opencode')
        const opencode = page.locator('[data-harness="opencode"]')
        await opencode.getByTestId('session-events-table').waitFor()
        const events = await numbersOf(opencode, 'session-events-table')
        check(events.length > 0 && events[0][0] > 0, `events listed, got ${JSON.stringify(events[0])}`)
        const lost = await numbersOf(opencode, 'session-loss-table')
        check(
          lost.some((r) => r[1] > 0 && r[2] > 0),
          `results lost to the compaction: ${JSON.stringify(lost)}`,
        )
        await opencode.locator('.recharts-reference-line').first().waitFor({ state: 'attached' })
        await shot(page, `session-200-${width}`)
        // A second harness beside the first.
        await page.getByLabel('Beside it').selectOption('anthropic-api')
        await page.locator('[data-harness="anthropic-api"] [data-testid="session-peak"]').waitFor()
        await page
          .locator('figure[data-chart="session-window-anthropic-api"] .recharts-area')
          .first()
          .waitFor({ state: 'attached' })
        // Past its 100,000-token trigger, the API's clearing finds only results smaller than its placeholder.
        const anthropic = page.locator('[data-harness="anthropic-api"]')
        await anthropic.getByRole('note').getByText('passed the harness’s trigger').waitFor()
        await anthropic
          .getByText(/clear_tool_uses trigger 100,000 tokens \(the conversation passes it at call [\d,]+\)/)
          .waitFor()
        await shot(page, `session-two-${width}`)
      }
    },
  },
]
