// Issue 11: the corpus read in every tab that takes its kind, and each transcript opened as a whole scenario, as a
// new user does it in Chromium: pasted, dropped on the page, opened as a file.
import { readdirSync, readFileSync } from 'node:fs'
import { check, openApp, shot, waitForCell, waitForText } from './helpers.mjs'

const fixtures = new URL('../../src/engine/import/fixtures/', import.meta.url)
const read = (path) => readFileSync(new URL(path, fixtures), 'utf8')

/** Every corpus transcript, the detection line it reads as, and its LLM iterations and calls. */
const TRANSCRIPTS = [
  [
    'anthropic-messages.programmatic-tool-calling.http-snapshot.json',
    'Anthropic Messages, HTTP snapshot, 2 interactions, 3 tool calls in 2 batches, 1 result, 1 call run by the provider, 1 tool offered',
    2,
    3,
  ],
  [
    'anthropic-messages.tool-runner.nock-recording.json',
    'Anthropic Messages, nock recording, 10 interactions in 5 conversations (+2 starting as an earlier one does), 5 tool calls in 4 batches, 5 results, 2 tools offered',
    4,
    5,
  ],
  [
    'openai-chat-completions.complex-agent-run.final-exchange.json',
    'OpenAI Chat Completions, request + response, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    3,
    4,
  ],
  [
    'openai-chat-completions.complex-agent-run.vcr.yaml',
    'OpenAI Chat Completions, VCR cassette, 3 interactions, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    3,
    4,
  ],
  [
    'openai-responses.tool-search-deferred-capability.final-exchange.json',
    'OpenAI Responses, request + response, 4 tool calls in 3 batches, 4 results, 1 call run by the provider, 4 tools offered',
    3,
    4,
  ],
  [
    'openai-responses.tool-search-deferred-capability.vcr.yaml',
    'OpenAI Responses, VCR cassette, 4 interactions, 4 tool calls in 3 batches, 4 results, 1 call run by the provider, 4 tools offered',
    3,
    4,
  ],
]

/** Every corpus tool list and what it reads as; category maps are for Tool selection only. */
const CATALOGS = [
  [
    'anthropic-messages.server-tool.tools.json',
    '1 tool (Anthropic server tool), 1 defined by the provider, array',
  ],
  ['anthropic-messages.tools.json', '1 tool (Anthropic), array'],
  ['everything.tools.json', '19 tools (MCP), array'],
  ['fetch.tools.json', '1 tool (MCP), array'],
  ['filesystem.tools-list.jsonrpc.json', '14 tools (MCP), MCP tools/list result (JSON-RPC)'],
  ['filesystem.tools.json', '14 tools (MCP), array'],
  ['git.tools.json', '12 tools (MCP), array'],
  ['github-mcp-server.tools.json', '117 tools (MCP), array'],
  ['memory.tools.json', '9 tools (MCP), array'],
  ['openai-chat-completions.tools.json', '3 tools (OpenAI / Ollama), array'],
  ['sequentialthinking.tools.json', '1 tool (MCP), array'],
  ['time.tools.json', '2 tools (MCP), array'],
]
const CATEGORY_MAPS = [
  ['github-mcp-toolsets.json', 'Imported 21 categories (Tool categories: 21 categories, 118 tool names)'],
  [
    'github-mcp-toolsets.meta.json',
    'Imported 25 categories (Tool categories (under "toolsets"): 25 categories, 87 tool names)',
  ],
]

/**
 * Puts `text` in a textarea as a paste lands in it (the value set, one input event): Playwright's fill types it
 * through the editing pipeline, which takes minutes for the corpus's 197 KB tool list.
 */
async function setText(locator, text) {
  await locator.evaluate((el, t) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    el.focus()
    setter.call(el, t)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, text)
}

async function openTab(page, name) {
  await page.getByRole('tab', { name }).click()
}

/** Opens the import dialog, pastes `text`, reads it, and waits for its detection line. */
async function pasteInDialog(page, text, summary) {
  await page.getByRole('button', { name: 'Import…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Open a transcript, recording or tool list' })
  await setText(dialog.getByLabel('Transcript, recording or tool list to open'), text)
  await dialog.getByRole('button', { name: 'Read the pasted text' }).click()
  await waitForText(page, `Read as ${summary}.`)
  return dialog
}

/** A file dropped on the page as a person drags it from their desktop: dragenter, then drop. */
async function dropFile(page, name, text, { drop = true } = {}) {
  await page.evaluate(
    ([n, t, d]) => {
      const data = new DataTransfer()
      data.items.add(new File([t], n, { type: n.endsWith('.json') ? 'application/json' : 'text/yaml' }))
      document.body.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }))
      document.body.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
      )
      if (d)
        document.body.dispatchEvent(
          new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
        )
    },
    [name, text, drop],
  )
}

export const tests = [
  {
    name: 'import: every corpus transcript, pasted in the Import dialog, opens as a whole scenario (asked first, undoable)',
    // Six files read, opened and evaluated one after the other: a hang guard, not a speed target.
    timeout: 240_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      for (const [file, summary, batches, calls] of TRANSCRIPTS) {
        const dialog = await pasteInDialog(page, read(`transcripts/${file}`), summary)
        if (file.endsWith('.vcr.yaml')) await shot(page, `import-dialog-${file.split('.')[0]}`)
        await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
        await dialog.waitFor({ state: 'detached' })
        await waitForText(
          page,
          `${batches} of ${batches} iteration${batches === 1 ? '' : 's'} ran · ${calls} tool calls`,
        )
        await waitForText(page, `Opened as the scenario: ${summary}.`)
      }
      // Undo, again and again, walks back through every import to the scenario the page opened on.
      for (let i = 0; i < TRANSCRIPTS.length; i++) await page.getByRole('button', { name: 'Undo' }).click()
      await waitForText(page, '1 of 1 iteration ran · 3 tool calls')
    },
  },
  {
    name: 'import: an opened transcript fills every tab — Tool budgets, Tool selection, Planner and Plans read from it',
    timeout: 240_000,
    run: async ({ origin, newPage }) => {
      for (const width of [1400, 1024]) {
        const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
        const [file, summary] = TRANSCRIPTS[3]
        const dialog = await pasteInDialog(page, read(`transcripts/${file}`), summary)
        await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
        await waitForText(page, '3 of 3 iterations ran · 4 tool calls')
        await shot(page, `import-result-budget-${width}`)
        await openTab(page, 'Strategies compared')
        await waitForText(page, 'get_product_name')
        await shot(page, `import-strategies-${width}`)
        await openTab(page, 'Tool budgets & window')
        await waitForText(page, 'Read as 19 tools (OpenAI / Ollama), array.')
        // The conversation before the first call is the window's user message.
        check(
          (await page.getByLabel(/^User message/).inputValue()).startsWith(
            'Tell me: the capital of the country',
          ),
          "the window's user message is not the transcript's",
        )
        await shot(page, `import-tool-budgets-${width}`)
        await openTab(page, 'Tool selection')
        await waitForText(page, 'transcript: 19 tools')
        await shot(page, `import-selection-${width}`)
        await openTab(page, 'Planner call budgets')
        await waitForText(page, 'Read as text form: 4 actions on 4 lines.')
        await openTab(page, 'Plans & sentinel')
        await waitForText(page, 'Read as our line form: 4 calls on 4 lines.')
        await shot(page, `import-plans-${width}`)
      }
    },
  },
  {
    name: 'import: every corpus transcript pasted in each tab that takes one reads the same way',
    timeout: 300_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      await openTab(page, 'Tool budgets & window')
      const history = page.getByLabel(/^Earlier conversation \(optional: paste a transcript or recording/)
      for (const [file, summary] of TRANSCRIPTS) {
        await setText(history, read(`transcripts/${file}`))
        await waitForText(page, `Read as ${summary}.`)
      }
      await shot(page, 'import-tool-budgets-history')
      await openTab(page, 'Planner call budgets')
      for (const [file, summary, , calls] of TRANSCRIPTS) {
        await setText(page.getByRole('textbox', { name: 'Action log' }), read(`transcripts/${file}`))
        await waitForText(page, `Read as ${summary}.`)
        await waitForText(page, `Read as a transcript: ${calls} actions on`)
      }
      await openTab(page, 'Plans & sentinel')
      for (const [file, summary, , calls] of TRANSCRIPTS) {
        await setText(page.getByRole('textbox', { name: 'Executed trace' }), read(`transcripts/${file}`))
        await waitForText(page, `Read as ${summary}.`)
        await waitForText(page, `Read as a transcript: ${calls} calls on`)
      }
    },
  },
  {
    name: 'import: every corpus tool list reads where tool lists go (Tool budgets, Tool selection); a server tool counts',
    timeout: 300_000,
    run: async ({ origin, newPage }) => {
      const files = readdirSync(new URL('tools/', fixtures)).filter((f) => f.endsWith('.json'))
      check(
        files.length === CATALOGS.length + CATEGORY_MAPS.length,
        `the spec covers ${files.length} corpus tool files`,
      )
      const page = await openApp(newPage, `${origin}/`)
      await openTab(page, 'Tool budgets & window')
      const schemas = page.getByLabel(/^Tool schemas \(paste OpenAI, Anthropic, MCP or Ollama tools/)
      for (const [file, summary] of CATALOGS) {
        await setText(schemas, read(`tools/${file}`))
        await waitForText(page, `Read as ${summary}.`)
      }
      await setText(schemas, read('tools/anthropic-messages.server-tool.tools.json'))
      await waitForText(page, "its real schema is the provider's")
      await shot(page, 'import-server-tool')
      await openTab(page, 'Tool selection')
      await page.locator('summary', { hasText: 'Import tools or categories' }).click()
      const box = page.getByLabel('Tool schemas or categories as JSON')
      for (const [file, summary] of CATALOGS) {
        await setText(box, read(`tools/${file}`))
        await page.getByRole('button', { name: 'Import', exact: true }).click()
        await waitForText(page, `(${summary}); sizes are their Ollama-format JSON.`)
      }
      for (const [file, message] of CATEGORY_MAPS) {
        await setText(box, read(`tools/${file}`))
        await page.getByRole('button', { name: 'Import', exact: true }).click()
        await waitForText(page, message)
      }
    },
  },
  {
    name: 'import: a file dragged over the page shows a drop target; dropped, a transcript asks first, a scenario file opens',
    timeout: 180_000,
    run: async ({ origin, newPage }) => {
      for (const width of [1400, 1024]) {
        const page = await openApp(newPage, `${origin}/`, { viewport: { width, height: 900 } })
        const [file, summary] = TRANSCRIPTS[1]
        await dropFile(page, file, read(`transcripts/${file}`), { drop: false })
        await page.getByTestId('drop-target').waitFor()
        await shot(page, `import-drop-target-${width}`)
        await dropFile(page, file, read(`transcripts/${file}`))
        await waitForText(page, `Read as ${summary}.`)
        check((await page.getByTestId('drop-target').count()) === 0, 'the drop target stays after the drop')
        await shot(page, `import-dropped-${width}`)
        await page.getByRole('button', { name: 'Replace the current scenario' }).click()
        await waitForText(page, '4 of 4 iterations ran · 5 tool calls')
        check((await page.getByLabel('Scenario title').inputValue()) === file, 'the title is the file name')
      }
      const page = await openApp(newPage, `${origin}/`)
      await dropFile(page, 'mine.json', JSON.stringify({ version: 2, title: 'mine', batches: [] }))
      await waitForText(page, 'Opened as the scenario. Undo (Ctrl+Z) restores the previous one.')
      check(
        (await page.getByLabel('Scenario title').inputValue()) === 'mine',
        'the dropped scenario file opened',
      )
      // Bad input: a binary file is named, the scenario unchanged.
      await dropFile(page, 'photo.json', `\u0089PNG\r\n\u001a\n${'\u0000'.repeat(64)}`)
      await waitForText(page, 'This is a binary file, not text')
      await waitForText(page, 'Your scenario is unchanged.')
      check(
        (await page.getByLabel('Scenario title').inputValue()) === 'mine',
        'a binary file changed the scenario',
      )
    },
  },
  {
    name: 'import: Open file takes a YAML cassette too, and asks before replacing the scenario; Cancel keeps it',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const [file, summary] = TRANSCRIPTS[5]
      await page.getByTestId('file-input').setInputFiles({
        name: file,
        mimeType: 'text/yaml',
        buffer: Buffer.from(read(`transcripts/${file}`)),
      })
      await waitForText(page, `Read as ${summary}.`)
      await page.getByRole('button', { name: 'Cancel' }).click()
      await waitForText(page, '1 of 1 iteration ran · 3 tool calls')
      check((await page.getByRole('dialog').count()) === 0, 'the dialog stays after Cancel')
    },
  },
  {
    name: 'import: a transcript of 200,000-char outputs opens with each output’s head; Monaco waits for a click, then serves every output',
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`)
      const log = readFileSync(
        new URL('../fixtures/corpus/outputs/log.laravel-errors.lnav-fixture.log', import.meta.url),
        'utf8',
      )
      const output = log.repeat(Math.ceil(200_000 / log.length)).slice(0, 200_000)
      const messages = [{ role: 'user', content: 'Why does the build fail?' }]
      for (const id of ['c1', 'c2']) {
        messages.push(
          {
            role: 'assistant',
            tool_calls: [{ id, type: 'function', function: { name: 'read_log', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: id, content: output },
        )
      }
      await dropFile(page, 'long-outputs.json', JSON.stringify(messages))
      await page.getByRole('button', { name: 'Replace the current scenario' }).click()
      await waitForText(page, '2 of 2 iterations ran')
      await waitForCell(page, 0, 'raw', '200,000')
      const card = page.getByRole('article', { name: 'Call 1', exact: true })
      await card.getByText('… 198,000 more chars', { exact: true }).waitFor()
      check(
        (await card.locator('textarea').count()) === 0,
        'a 200,000-char output was laid out in a textarea',
      )
      await shot(page, 'import-long-outputs-head')
      await card.getByRole('button', { name: 'Edit in the editor (200,000 chars)' }).click()
      await card.locator('[data-testid="monaco-host"] .monaco-editor .view-line').first().waitFor()
      // Monaco is loaded now: the next iteration's output opens in it at once.
      await page.getByRole('option', { name: /#2/ }).click()
      await page
        .getByRole('article', { name: 'Call 1', exact: true })
        .locator('[data-testid="monaco-host"] .monaco-editor .view-line')
        .first()
        .waitFor()
    },
  },
]
