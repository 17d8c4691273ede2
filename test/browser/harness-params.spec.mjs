import { expectAccessible } from './axe.mjs'
import { check, flushedUrl, openApp, openTab, shot, waitInPage } from './helpers.mjs'

const FIELD = 'Codex CLI: tool_output_token_limit (replaces the model’s limit)'
const turnText = (page) => page.locator('[data-testid="rp-turn-codex-cli"]').innerText()

/** Opens the Codex column's Rules and sources. */
async function openCodexRules(page) {
  await page.locator('th:has([data-testid="hr-source-codex-cli"]) summary').click()
  await page.getByRole('textbox', { name: FIELD }).waitFor()
}

export const tests = [
  {
    name: 'harness parameters: editing Codex’s tool_output_token_limit changes its column, and the share link carries it',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await openTab(page, 'Replay')
      const before = await turnText(page)
      // Read before the edit: on a fast machine the new numbers are drawn before a read after it would run.
      const beforeContent = (await page.locator('[data-testid="rp-turn-codex-cli"]').textContent()) ?? ''
      await openCodexRules(page)
      await page.getByRole('textbox', { name: FIELD }).fill('2,000')
      await waitInPage(
        page,
        (was) =>
          document.querySelector('[data-testid="rp-turn-codex-cli"]')?.textContent !== was &&
          document.querySelector('[data-testid="hr-edited-codex-cli"]')?.textContent ===
            'tool_output_token_limit (replaces the model’s limit): 2,000 tokens (edited)',
        beforeContent,
      )
      const after = await turnText(page)
      check(after !== before, `the Codex column still reads ${after}`)
      // fewer chars delivered than with the model's own 10,000-token limit
      const chars = (t) => Number(t.split(' chars')[0].replace(/,/g, ''))
      check(chars(after) < chars(before), `delivered ${chars(after)} chars, not fewer than ${chars(before)}`)
      await shot(page.locator('th:has([data-testid="hr-source-codex-cli"])'), 'harness-params-codex')
      await expectAccessible(page, 'replay with a harness parameter edited')

      const url = await flushedUrl(page)
      check(url.includes('#s='), `no share link in ${url}`)
      // the link reproduces the view too: it opens on the Replay tab
      const other = await newPage()
      await other.goto(url)
      await other.locator('[data-testid="rp-turn-codex-cli"]').waitFor()
      await waitInPage(
        other,
        (t) =>
          document.querySelector('[data-testid="rp-turn-codex-cli"]')?.textContent?.replace(/\s+/g, ' ') ===
          t,
        (await page.locator('[data-testid="rp-turn-codex-cli"]').textContent())?.replace(/\s+/g, ' ') ?? '',
      )
      await openCodexRules(other)
      const value = await other.getByRole('textbox', { name: FIELD }).inputValue()
      check(value === '2,000', `the opened link's field reads ${value}`)

      // Reset to default: the column and the link are the default ones again
      await other.getByRole('button', { name: `Reset to default: ${FIELD}` }).click()
      await waitInPage(
        other,
        (t) => document.querySelector('[data-testid="rp-turn-codex-cli"]')?.innerText === t,
        before,
      )
      check(
        (await other.locator('[data-testid="hr-edited-codex-cli"]').count()) === 0,
        'still marked (edited)',
      )
    },
  },
]
