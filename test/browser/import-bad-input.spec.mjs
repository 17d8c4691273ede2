// Issue 11 §5 in Chromium: each kind of bad input, pasted or opened as a person would, gets a message naming what
// and where; what can be read is read (and opens), what cannot changes nothing, and the pasted text stays.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { check, openApp, shot, waitForText } from './helpers.mjs'

const fixtures = new URL('../../src/engine/import/fixtures/', import.meta.url)
const read = (path) => readFileSync(new URL(path, fixtures), 'utf8')

const call = (id, name) => ({
  ...(id === undefined ? {} : { id }),
  type: 'function',
  function: { name, arguments: '{}' },
})
const finalExchange = read('transcripts/openai-chat-completions.complex-agent-run.final-exchange.json')

/** Inputs that read, with what could not be mapped named: [what, text, detection line, a note it shows]. */
const READ_WITH_NOTES = [
  [
    'truncated JSON',
    finalExchange.slice(0, finalExchange.indexOf('"content": "sunny"')),
    'OpenAI Chat Completions, request + response, 3 tool calls in 2 batches, 2 results',
    'The JSON ends early (cut off at line 54',
  ],
  [
    'a cassette whose body is not JSON',
    `interactions:
- request:
    body: '{"model": "m", "messages": [{"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]}, {"role": "tool", "tool_call_id": "c1", "content": "a.py"}]}'
  response:
    body: {string: '<html>502 Bad Gateway</html>'}
`,
    'OpenAI Chat Completions, VCR cassette, 1 tool call in 1 batch, 1 result',
    'The response of interaction 1 is not read: the body is not JSON (it starts “<html>502 Bad Gateway</html>”).',
  ],
  [
    'missing ids',
    JSON.stringify([
      { role: 'assistant', tool_calls: [call(undefined, 'a'), call(undefined, 'b')] },
      { role: 'tool', content: '1' },
      { role: 'tool', content: '2' },
    ]),
    'OpenAI Chat Completions, messages, 2 tool calls in 1 batch, 2 results',
    '2 calls without an id: results were matched by order (a ($[0].tool_calls[0]); b ($[0].tool_calls[1])).',
  ],
  [
    'a result without a call',
    JSON.stringify([
      { role: 'assistant', tool_calls: [call('c1', 'ls')] },
      { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
      { role: 'tool', tool_call_id: 'zz', content: 'orphan' },
    ]),
    'OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result',
    'A result at $[2] for call “zz” answers no call in the file (6 chars): not imported.',
  ],
  [
    'a call without a result',
    JSON.stringify([
      { role: 'assistant', tool_calls: [call('c1', 'ls'), call('c2', 'cat')] },
      { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
    ]),
    'OpenAI Chat Completions, messages, 2 tool calls in 1 batch, 1 result',
    '1 call with no result in the file, imported with an empty output: cat ($[0].tool_calls[1]).',
  ],
  [
    'an unknown role',
    JSON.stringify([
      { role: 'robot', content: 'beep' },
      { role: 'assistant', tool_calls: [call('c1', 'ls')] },
      { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
    ]),
    'OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result',
    'The message at $[0] has the role “robot” (expected system, developer, user, assistant or tool): left out.',
  ],
  [
    'mixed providers',
    JSON.stringify([
      { role: 'assistant', tool_calls: [call('call_1', 'ls')] },
      { role: 'tool', tool_call_id: 'call_1', content: 'a.py' },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'cat', input: { path: 'a.py' } }],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'print(1)' }] },
    ]),
    'OpenAI Chat Completions + Anthropic Messages, messages, 2 tool calls in 2 batches, 2 results',
    'This file mixes OpenAI Chat Completions ($[0], $[1]) and Anthropic Messages ($[2], $[3]): each part was read by its own format.',
  ],
  [
    'calls of one answer sharing an id, and a later call reusing it (issue 24)',
    JSON.stringify([
      { role: 'assistant', tool_calls: [call('x', 'ls'), call('x', 'cat')] },
      { role: 'tool', tool_call_id: 'x', content: 'A' },
      { role: 'tool', tool_call_id: 'x', content: 'B' },
      { role: 'assistant', tool_calls: [call('x', 'grep')] },
      { role: 'tool', tool_call_id: 'x', content: 'C' },
    ]),
    'OpenAI Chat Completions, messages, 3 tool calls in 2 batches, 3 results',
    '1 answer gives one id to several calls, whose results were paired with them in order: 2 calls “x” at $[0].',
  ],
]

/** Inputs that cannot be read: [what, text, the message's start]. */
const REFUSED = [
  ['broken JSON', '[{"role": "user",\n  content: "x"}]', 'not valid JSON: '],
  [
    'YAML that is not a cassette',
    '---\nname: my-app\nversion: 3\n',
    'This YAML is not a cassette: expected “interactions:” (vcrpy, pytest-recording) or “http_interactions:” (Ruby VCR) at the top, but its top-level keys are name, version',
  ],
  [
    'a binary file pasted',
    `PK\u0003\u0004${'\u0001'.repeat(8)}\u0000rest`,
    'This is a binary file, not text (a NUL byte at line 1, column 13)',
  ],
]

async function setText(locator, text) {
  await locator.evaluate((el, t) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    el.focus()
    setter.call(el, t)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, text)
}

async function openDialog(page) {
  await page.getByRole('button', { name: 'Import…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Open a transcript, recording or tool list' })
  await dialog.waitFor()
  return dialog
}

export const tests = [
  {
    name: 'import bad input: each is named with where it is; what reads opens, what does not changes nothing and the text stays',
    timeout: 300_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`, { viewport: { width: 1400, height: 900 } })
      const title = await page.getByLabel('Scenario title').inputValue()
      for (const [what, text, message] of REFUSED) {
        const dialog = await openDialog(page)
        const box = dialog.getByLabel('Transcript, recording or tool list to open')
        await setText(box, text)
        await dialog.getByRole('button', { name: 'Read the pasted text' }).click()
        const error = dialog.getByTestId('import-error')
        await error.waitFor()
        const said = await error.innerText()
        check(
          said.startsWith('Pasted text: could not open it: ') && said.includes(message),
          `${what}: the message is "${said}"`,
        )
        check(said.endsWith('Your scenario is unchanged; your text stays above.'), `${what}: "${said}"`)
        check((await box.inputValue()) === text, `${what}: the pasted text did not stay`)
        if (what === 'YAML that is not a cassette') await shot(page, 'import-bad-yaml-1400')
        await dialog.getByRole('button', { name: 'Cancel' }).or(dialog.getByLabel('Close')).first().click()
        await dialog.waitFor({ state: 'detached' })
        check(
          (await page.getByLabel('Scenario title').inputValue()) === title,
          `${what}: the scenario changed`,
        )
      }
      for (const [what, text, summary, note] of READ_WITH_NOTES) {
        const dialog = await openDialog(page)
        await setText(dialog.getByLabel('Transcript, recording or tool list to open'), text)
        await dialog.getByRole('button', { name: 'Read the pasted text' }).click()
        await waitForText(page, `Read as ${summary}.`)
        const notes = dialog.getByTestId('import-notes')
        if ((await notes.locator('details').count()) > 0) await notes.locator('summary').click()
        check((await notes.innerText()).includes(note), `${what}: the note "${note}" is not shown`)
        if (what === 'truncated JSON') await shot(page, 'import-bad-truncated-1400')
        await dialog.getByRole('button', { name: 'Replace the current scenario' }).click()
        await dialog.waitFor({ state: 'detached' })
        await waitForText(page, `Opened as the scenario: ${summary}.`)
      }
    },
  },
  {
    name: 'import bad input: a 50 MB file is read and opens; a 70 MB one is refused with its size; a binary file is named',
    timeout: 300_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`, { viewport: { width: 1024, height: 900 } })
      const input = page.getByTestId('file-input')
      const big = JSON.stringify([
        { role: 'user', content: 'Show me the log.' },
        { role: 'assistant', tool_calls: [call('c1', 'read_log')] },
        { role: 'tool', tool_call_id: 'c1', content: `${'0123456789abcdef '.repeat(2_941_177)}` },
      ])
      check(big.length > 50_000_000, `the big file is ${big.length} chars`)
      // Playwright passes a buffer over 50 MB only as a file on disk.
      const dir = mkdtempSync(join(tmpdir(), 'import-bad-'))
      const file = (name, data) => {
        writeFileSync(join(dir, name), data)
        return join(dir, name)
      }
      try {
        await input.setInputFiles(file('big.json', big))
        await waitForText(
          page,
          'Read as OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result.',
        )
        await page.getByRole('button', { name: 'Replace the current scenario' }).click()
        await waitForText(page, '1 of 1 iteration ran · 1 tool call')
        await waitForText(page, '50,000,009 chars')
        await shot(page, 'import-bad-50mb-1024')
        const title = await page.getByLabel('Scenario title').inputValue()
        await input.setInputFiles(file('huge.json', Buffer.alloc(70_000_000, 0x78)))
        await waitForText(page, 'The text is 70.0 MB, over the 67.1 MB this app reads')
        await input.setInputFiles({
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: Buffer.from([
            0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
          ]),
        })
        await waitForText(page, 'This is a binary file, not text')
        await shot(page, 'import-bad-refused-1024')
        check(
          (await page.getByLabel('Scenario title').inputValue()) === title,
          'a refused file changed the scenario',
        )
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    name: 'import bad input: 200 gzip bombs in one nock recording are refused at once by the file’s inflation budget (issue 24)',
    timeout: 120_000,
    run: async ({ origin, newPage }) => {
      const page = await openApp(newPage, `${origin}/`, { viewport: { width: 1400, height: 900 } })
      const hex = gzipSync(gzipSync(Buffer.alloc(60 * 1024 * 1024), { level: 9 }), { level: 9 }).toString(
        'hex',
      )
      const one = {
        scope: 'https://api.openai.com:443',
        method: 'POST',
        path: '/v1/chat/completions',
        body: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
        status: 200,
        response: [hex],
      }
      const title = await page.getByLabel('Scenario title').inputValue()
      await page.getByTestId('file-input').setInputFiles({
        name: 'nock-bombs.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(Array.from({ length: 200 }, () => one))),
      })
      await waitForText(
        page,
        'Refused: the compressed bodies of this file inflate past 64 MB together (the limit for one file), at interaction 2 response.',
      )
      check(!(await page.getByText('gave up on it').count()), 'the worker was given up on')
      check(
        (await page.getByLabel('Scenario title').inputValue()) === title,
        'a refused file changed the scenario',
      )
      await shot(page, 'import-bad-gzip-bombs-1400')
    },
  },
]
