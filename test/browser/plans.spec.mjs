// Seed 001's plans and sentinel in Chromium: the plan as JSON in Monaco (schema errors marked and named), the
// findings following each valid edit, and a share link that reopens the same findings.
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { check, flushedUrl, shot, waitForText, waitInPage } from './helpers.mjs'

const example = (name) =>
  JSON.parse(readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), 'utf8'))
/** A share link of a whole scenario (the app reads a full scenario as well as a diff from its defaults). */
const linkOf = (scenario) =>
  `#s=1.${deflateSync(Buffer.from(JSON.stringify(scenario))).toString('base64url')}`

const verdict = (page) => page.getByTestId('pp-verdict').locator('strong').textContent()

async function waitForVerdict(page, text) {
  try {
    await waitInPage(
      page,
      (t) => document.querySelector('[data-testid="pp-verdict"] strong')?.textContent === t,
      text,
    )
  } catch (err) {
    throw new Error(`verdict is "${await verdict(page).catch(() => '(none)')}", expected "${text}"`, {
      cause: err,
    })
  }
}

/** Replaces the focused Monaco model's text as a paste does (Ctrl+A, then a paste event). */
async function replaceEditorText(page, editor, text) {
  await editor.click({ position: { x: 120, y: 12 } })
  await page.waitForFunction((el) => el.classList.contains('focused'), await editor.elementHandle())
  await page.keyboard.press('ControlOrMeta+A')
  await page.evaluate((t) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', t)
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  }, text)
}

const FIRST = '3 findings on 4 calls: 0 BudgetExceeded, 1 PlanDeviation, 2 BLPViolation'
// With 3 calls allowed, no general tool fits before call 4 (no call left): its scraper is no longer a BLP violation.
const AFTER = '3 findings on 4 calls: 1 BudgetExceeded, 1 PlanDeviation, 1 BLPViolation'

export const tests = [
  {
    name: 'Plans: a schema error in the plan JSON is marked in Monaco and named; a fix updates the findings; the link reproduces them',
    run: async ({ origin, newPage }) => {
      const scenario = example('plans-fallback-blp.json')
      const page = await newPage()
      await page.goto(`${origin}/${linkOf(scenario)}`)
      await page.getByRole('tab', { name: 'Plans & sentinel', selected: true }).waitFor()
      await waitForVerdict(page, FIRST)

      await page.getByRole('button', { name: 'JSON', exact: true }).click()
      const editor = page.locator('[data-testid="monaco-json"] .monaco-editor')
      await editor.waitFor()
      const plan = structuredClone(scenario.plans.plan)

      // A fractional call budget: Monaco's JSON worker marks it against the plan's JSON Schema, the page names it.
      plan.planningContext.constraints.maxToolCalls = 2.5
      await replaceEditorText(page, editor, JSON.stringify(plan, null, 2))
      await page
        .getByRole('alert', { name: 'Plan JSON problems' })
        .getByText('planningContext.constraints.maxToolCalls')
        .waitFor()
      await waitForText(page, 'maxToolCalls must be a whole number of calls')
      // Monaco renders only the lines in view: go to the top, where the constraints are.
      await page.keyboard.press('ControlOrMeta+Home')
      await editor.locator('.squiggly-error').first().waitFor()
      await page
        .getByText(/^stale:/)
        .first()
        .waitFor()
      check((await verdict(page)) === FIRST, 'the last good findings did not stay while the plan is invalid')
      await shot(page, 'plans-json-schema-error')

      // Fixed: 3 calls; the trace's 4 calls exceed it at call 4.
      plan.planningContext.constraints.maxToolCalls = 3
      await replaceEditorText(page, editor, JSON.stringify(plan, null, 2))
      await waitForVerdict(page, AFTER)
      const row = page.locator('table[aria-label="Sentinel findings"] tr[data-type="BudgetExceeded"]')
      const text = await row.textContent()
      check(
        text === 'BudgetExceededcall 4 (line 5)maxToolCalls: 4 calls used of a 3 calls limit: over by 1 call',
        `BudgetExceeded row reads "${text}"`,
      )
      check((await page.getByText(/^stale:/).count()) === 0, 'still marked stale after the fix')
      await shot(page, 'plans-findings-updated')

      // The URL follows the edit (debounced); a fresh browser opening it shows the same findings.
      const link = await flushedUrl(page)
      check(new URL(link).hash !== linkOf(scenario), 'the address bar still holds the link before the fix')
      const fresh = await newPage()
      await fresh.goto(link)
      await fresh.getByRole('tab', { name: 'Plans & sentinel', selected: true }).waitFor()
      await waitForVerdict(fresh, AFTER)
      // The link opens the plan the way its author looked at it: as JSON.
      const json = fresh.getByRole('button', { name: 'JSON', exact: true })
      check(
        (await json.getAttribute('aria-pressed')) === 'true',
        'the reopened link does not show the plan as JSON',
      )
      await fresh.getByRole('button', { name: 'Form', exact: true }).click()
      const calls = await fresh.getByLabel('maxToolCalls (calls)').inputValue()
      check(calls === '3', `the reopened form shows maxToolCalls "${calls}"`)
    },
  },
  {
    name: 'Plans: a pasted Anthropic transcript is detected; is_error makes the declared fallback count as no deviation',
    run: async ({ origin, newPage }) => {
      const scenario = example('plans-fallback-blp.json')
      scenario.plans.trace.text = ''
      const page = await newPage()
      await page.goto(`${origin}/${linkOf(scenario)}`)
      await waitForVerdict(page, 'No calls to check yet: paste a trace, or check a simulated run')
      const transcript = JSON.stringify(
        [
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'a', name: 'web_search', input: { q: 'v2.3 date' } }],
          },
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 'a', is_error: true, content: 'timeout' }],
          },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'b', name: 'site_scraper', input: {} }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'b', content: '2024-03-01' }] },
        ],
        null,
        2,
      )
      await page.getByRole('textbox', { name: 'Executed trace' }).fill(transcript)
      await waitForText(page, 'Read as a transcript: 2 calls on')
      await waitForText(
        page,
        'Read as Anthropic Messages, messages, 2 tool calls in 2 batches, 2 results (1 error).',
      )
      await waitForVerdict(page, '1 finding on 2 calls: 0 BudgetExceeded, 0 PlanDeviation, 1 BLPViolation')
      const plan = await page.locator('[data-testid="pp-call-1"]').textContent()
      check(plan.endsWith('fallback [0].fallbackOnFailure'), `call 2 is matched as "${plan}"`)
      await shot(page, 'plans-anthropic-transcript')
    },
  },
  {
    name: 'Plans: a real recorded OpenAI Responses exchange is read call by call, and its YAML cassette the same way',
    run: async ({ origin, newPage }) => {
      const scenario = example('plans-fallback-blp.json')
      const page = await newPage()
      await page.goto(`${origin}/${linkOf(scenario)}`)
      await waitForVerdict(page, FIRST)
      const recorded = readFileSync(
        new URL(
          '../../src/engine/import/fixtures/transcripts/openai-responses.tool-search-deferred-capability.final-exchange.json',
          import.meta.url,
        ),
        'utf8',
      )
      const trace = page.getByRole('textbox', { name: 'Executed trace' })
      await trace.fill(recorded)
      await waitForText(page, 'Read as a transcript: 4 calls on')
      await waitForVerdict(page, '4 findings on 4 calls: 0 BudgetExceeded, 4 PlanDeviation, 0 BLPViolation')
      const tools = await page
        .locator('table[aria-label="Executed calls"] tbody tr td:nth-child(2) code')
        .allTextContents()
      check(
        JSON.stringify(tools) ===
          JSON.stringify(['tool_search', 'get_weather', 'load_capability', 'lookup_refund_policy']),
        `calls read as ${tools}`,
      )
      // The same run's VCR cassette is YAML: read by the import layer into the same calls, never its keys.
      const cassette = readFileSync(
        new URL(
          '../../src/engine/import/fixtures/transcripts/openai-responses.tool-search-deferred-capability.vcr.yaml',
          import.meta.url,
        ),
        'utf8',
      )
      await trace.fill(cassette)
      await waitForText(
        page,
        'Read as OpenAI Responses, VCR cassette, 4 interactions, 4 tool calls in 3 batches',
      )
      await waitForText(page, 'Read as a transcript: 4 calls on 1,020 lines.')
      await waitForVerdict(page, '4 findings on 4 calls: 0 BudgetExceeded, 4 PlanDeviation, 0 BLPViolation')
      await trace.fill('interactions:\n- request:\n    headers:\n      accept:\n      - application/json\n')
      await waitForText(page, 'no tool calls found')
      await waitForVerdict(page, 'No calls to check yet: paste a trace, or check a simulated run')
      await shot(page, 'plans-yaml-cassette')
    },
  },
]
