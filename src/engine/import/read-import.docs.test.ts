import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { type Catalog, callsOf, type Imported, type Transcript } from './types.ts'

// Files from other projects, not in the shared corpus: each written from its format's public documentation or
// modelled on public files (fixtures/docs/README.md names the source of each).

const fixture = (name: string) => readFileSync(new URL(`./fixtures/docs/${name}`, import.meta.url), 'utf8')

function imported(name: string): Imported {
  const r = readImport(fixture(name))
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
  return r.value
}
function transcript(name: string): Transcript {
  const v = imported(name)
  if (v.kind !== 'transcript') throw new Error(`${name} read as ${v.kind}`)
  return v
}

/** Each call as [name, arguments, result text (∅ when none), error?, run by the provider?, line]. */
const calls = (t: Transcript) =>
  callsOf(t).map((c) => [c.name, c.args, c.result?.text ?? '∅', c.result?.isError ?? false, c.server, c.line])
const notes = (v: Imported) => v.notes.map((n) => [n.kind, n.message])
const tools = (c: Catalog | null) => c?.tools.map((t) => [t.name, t.format, t.server, t.deferred])

describe('readImport on recordings from other projects', () => {
  it('a vcrpy cassette of the Anthropic SDK: responses kept gzip-compressed as !!binary base64', () => {
    const t = transcript('vcrpy.anthropic-messages.gzip.yaml')
    expect(t.summary).toBe(
      'Anthropic Messages, VCR cassette, 2 interactions, 2 tool calls in 1 batch, 2 results (1 error), 1 tool offered',
    )
    expect(calls(t)).toEqual([
      ['get_weather', { city: 'Paris' }, '18 °C, sunny', false, false, 53],
      ['get_weather', { city: 'Oslo' }, 'Weather service timed out', true, false, 53],
    ])
    expect(t.messages.map((m) => [m.role, m.batch, m.text])).toEqual([
      ['system', null, 'You are a terse weather assistant.'],
      ['user', null, 'What is the weather in Paris and in Oslo?'],
      ['assistant', 0, "I'll check both cities."],
      ['assistant', null, 'Paris: 18 °C and sunny. Oslo could not be reached.'],
    ])
    expect(t.tools?.tools.map((x) => [x.name, x.format])).toEqual([['get_weather', 'Anthropic']])
    expect(t.notes).toEqual([])
  })

  it('a pytest-recording cassette of the OpenAI SDK with stream=True: parallel calls spread over chunks by index', () => {
    const t = transcript('pytest-recording.openai-chat.stream.yaml')
    expect(t.summary).toBe(
      'OpenAI Chat Completions, VCR cassette, 2 interactions, 2 tool calls in 1 batch, 2 results, 1 tool offered',
    )
    expect(calls(t)).toEqual([
      [
        'read_file',
        '{"path": "setup.py"}',
        'from setuptools import setup\nsetup(name="demo")',
        false,
        false,
        23,
      ],
      [
        'read_file',
        '{"path": "pyproject.toml"}',
        '[project]\nname = "demo"\n[tool.ruff]\nline-length = 100',
        false,
        false,
        36,
      ],
    ])
    // The usage chunk (choices: []) and [DONE] carry nothing; the second answer is text put back together.
    expect(t.messages.at(-1)).toEqual({
      role: 'assistant',
      batch: null,
      text: 'Both declare the package; pyproject.toml also pins ruff.',
    })
    expect(t.notes).toEqual([])
  })

  it('a HAR exported by Chrome: the two API calls read, the page, its script, preflights and other fetches skipped', () => {
    const t = transcript('chrome-devtools.anthropic-messages.stream.har')
    expect(t.summary).toBe(
      'Anthropic Messages, HAR, 2 interactions, 1 tool call in 1 batch, 1 result, 1 tool offered',
    )
    expect(calls(t)).toEqual([
      [
        'lookup_order',
        { order_id: 'A-1001' },
        '{"status": "shipped", "date": "2025-05-02"}',
        false,
        false,
        247,
      ],
    ])
    expect(t.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Where is order A-1001?'],
      ['assistant', ''],
      ['assistant', 'Order A-1001 shipped on 2 May.'],
    ])
    expect(t.notes).toEqual([
      {
        kind: 'left out',
        where: 'entry 1',
        message:
          '6 HAR entries are no LLM API call (the page, its scripts, CORS preflights, other requests): skipped (entry 1 GET https://shop.example/support; entry 2 GET https://shop.example/assets/index-4f2a9c.js; entry 3 OPTIONS https://api.anthropic.com/v1/messages; …).',
      },
    ])
  })

  it('an OpenAI Batch API output file: each line its own answer, an expired request named', () => {
    const t = transcript('openai-batch.output.jsonl')
    expect(t.summary).toBe(
      'OpenAI Chat Completions, batch file, 2 interactions in 2 conversations, 2 tool calls in 2 batches, 0 results',
    )
    expect(calls(t)).toEqual([
      ['classify_ticket', '{"category":"billing","urgent":false}', '∅', false, false, 1],
      ['classify_ticket', '{"category":"outage","urgent":true}', '∅', false, false, 2],
    ])
    expect(notes(t)).toEqual([
      [
        'left out',
        'The batch request “request-3” at line 3 has no answer: batch_expired (This request could not be executed before the completion window expired.).',
      ],
      [
        'call without result',
        '2 calls with no result in the file, imported with an empty output: classify_ticket (line 1 response.choices[0].message.tool_calls[0]); classify_ticket (line 2 response.choices[0].message.tool_calls[0]).',
      ],
    ])
  })

  it('Anthropic Message Batches results: succeeded messages read, errored and expired requests named', () => {
    const t = transcript('anthropic-batch.results.jsonl')
    expect(t.summary).toBe(
      'Anthropic Messages, batch file, 2 interactions in 2 conversations, 1 tool call in 1 batch, 0 results',
    )
    expect(calls(t)).toEqual([['get_weather', { location: 'Paris' }, '∅', false, false, 1]])
    expect(t.messages.map((m) => m.text)).toEqual(['', "Hello again! It's nice to see you."])
    expect(notes(t).slice(0, 2)).toEqual([
      [
        'left out',
        'The batch request “my-third-request” at line 3 has no answer: it errored (max_tokens: Field required).',
      ],
      ['left out', 'The batch request “my-fourth-request” at line 4 has no answer: it expired.'],
    ])
  })
})

describe('readImport on streams from other projects', () => {
  it('an Anthropic stream: thinking and signature deltas, two tool_use inputs from input_json_delta pieces', () => {
    const t = transcript('anthropic-messages.stream.thinking-tools.sse')
    expect(t.summary).toBe('Anthropic Messages, streamed response, 2 tool calls in 1 batch, 0 results')
    expect(calls(t)).toEqual([
      ['search_code', { repo: 'acme/api', query: 'retry_budget' }, '∅', false, false, 32],
      ['search_code', { repo: 'acme/web', query: 'retry_budget' }, '∅', false, false, 47],
    ])
    expect(t.batches[0]?.text).toBe('Searching both repositories.')
    expect(notes(t)).toEqual([
      ['left out', "1 thinking block (the model's reasoning) left out of the text ($.content[0])."],
      [
        'call without result',
        '2 calls with no result in the file, imported with an empty output: search_code ($.content[2]); search_code ($.content[3]).',
      ],
    ])
  })

  it('an Azure OpenAI stream: a first chunk of prompt filter results only, then two calls by index', () => {
    const t = transcript('azure-openai-chat.stream.content-filter.sse')
    expect(t.summary).toBe('OpenAI Chat Completions, streamed response, 2 tool calls in 1 batch, 0 results')
    expect(callsOf(t).map((c) => [c.id, c.name, c.args, c.line])).toEqual([
      ['call_tq8dYq4yH2aXqL0', 'get_stock_price', '{"ticker": "MSFT"}', 3],
      ['call_Zp3sVb1RkM9wJfE', 'get_stock_price', '{"ticker": "AAPL"}', 9],
    ])
    expect(t.notes.map((n) => n.kind)).toEqual(['call without result'])
  })

  it('a DeepSeek stream: reasoning_content deltas named in a note, never read as the answer', () => {
    const t = transcript('deepseek-chat.stream.reasoning-content.sse')
    expect(t.summary).toBe('OpenAI Chat Completions, streamed response, 1 tool call in 1 batch, 0 results')
    expect(calls(t)).toEqual([['get_weather', '{"location": "Hangzhou"}', '∅', false, false, 7]])
    expect(t.messages).toEqual([{ role: 'assistant', text: '', batch: 0 }])
    expect(notes(t)[0]).toEqual([
      'left out',
      "The “reasoning_content” of 1 message (the model's reasoning) left out of the text ($.choices[0].message).",
    ])
  })

  it('an OpenAI Responses stream cut off mid-call: the finished call read, the unfinished one named', () => {
    const t = transcript('openai-responses.stream.cut-off.sse')
    expect(t.summary).toBe(
      'OpenAI Responses, streamed response, 1 tool call in 1 batch, 0 results, 1 tool offered',
    )
    expect(calls(t)).toEqual([['get_weather', '{"city":"Paris"}', '∅', false, false, 8]])
    // The tools come from response.created, the only event that lists them before the cut.
    expect(t.tools?.tools.map((x) => x.name)).toEqual(['get_weather'])
    expect(notes(t)).toEqual([
      [
        'unreadable body',
        'The stream ends before response.completed (cut off): 1 finished item was read, 1 item still being written left out (get_weather).',
      ],
      [
        'call without result',
        '1 call with no result in the file, imported with an empty output: get_weather ($.output[0]).',
      ],
    ])
  })

  it('an Ollama /api/chat stream (NDJSON): thinking named, the tool call read without an id', () => {
    const t = transcript('ollama.chat.stream.ndjson')
    expect(t.summary).toBe('Ollama chat, streamed response, 1 tool call in 1 batch, 0 results')
    expect(calls(t)).toEqual([['get_weather', { city: 'Paris' }, '∅', false, false, 3]])
    expect(t.notes.map((n) => n.kind)).toEqual(['left out', 'call without result', 'missing id'])
    expect(t.notes[0]?.message).toBe(
      "The “thinking” of 1 message (the model's reasoning) left out of the text ($.message).",
    )
    expect(t.batches.map((b) => b.calls.length)).toEqual([1])
  })
})

describe('readImport on request and response bodies from other projects', () => {
  it('an Anthropic request: thinking, redacted thinking, web search, the MCP connector, an image in a tool result', () => {
    const t = transcript('anthropic-messages.request.server-tools-thinking.json')
    expect(t.summary).toBe(
      'Anthropic Messages, request body, 3 tool calls in 1 batch, 3 results, 2 calls run by the provider, 2 tools offered',
    )
    expect(calls(t)).toEqual([
      [
        'web_search',
        { query: 'acme 2.4 release notes' },
        expect.stringMatching(/^\[{"type":"web_search_result","title":"Acme 2.4 released"/),
        false,
        true,
        34,
      ],
      ['get_issue', { id: 'REL-24' }, 'REL-24: Ship 2.4 — status Done', false, true, 43],
      [
        'take_screenshot',
        { path: '/' },
        'Screenshot of https://staging.acme.example/ (1280×800)',
        false,
        false,
        45,
      ],
    ])
    expect(t.batches[0]?.text).toBe('Let me check.\nThe release note is live.')
    expect(t.messages[0]).toEqual({
      role: 'system',
      text: 'You are a release assistant. Use the tools; cite sources.',
      batch: null,
    })
    expect(tools(t.tools)).toEqual([
      ['web_search', 'Anthropic server tool', true, false],
      ['take_screenshot', 'Anthropic', false, false],
    ])
    expect(notes(t)).toEqual([
      [
        'unsupported block',
        '2 “image” parts carry no text: left out ($.messages[0].content[1]; $.messages[2].content[0].content[1]).',
      ],
      [
        'left out',
        "1 thinking block (the model's reasoning) left out of the text ($.messages[1].content[0]).",
      ],
      [
        'left out',
        "1 redacted_thinking block (the model's reasoning) left out of the text ($.messages[1].content[1]).",
      ],
      [
        'left out',
        "The request connects MCP server (tracker) through Anthropic's MCP connector: the tools it offers are not listed in the file, so they are not counted ($.mcp_servers).",
      ],
    ])
  })

  it('an OpenAI Responses response: reasoning, web search, an MCP server’s listed tools and call, a custom tool', () => {
    const t = transcript('openai-responses.response.hosted-tools.json')
    expect(t.summary).toBe(
      'OpenAI Responses, response body, 4 tool calls in 1 batch, 1 result, 2 calls run by the provider, 6 tools offered',
    )
    expect(calls(t)).toEqual([
      [
        'web_search',
        { type: 'search', query: 'MCP specification 2025-06-18 structured tool output' },
        '∅',
        false,
        true,
        17,
      ],
      [
        'ask_question',
        '{"repoName":"modelcontextprotocol/modelcontextprotocol","question":"What is outputSchema?"}',
        "outputSchema is an optional JSON Schema that describes a tool's structuredContent.",
        false,
        true,
        42,
      ],
      ['get_stock_price', '{"ticker":"MSFT"}', '∅', false, false, 56],
      ['code_exec', 'print(sum(range(10)))', '∅', false, false, 63],
    ])
    // The response repeats the request's tools; mcp_list_tools shows the MCP server's own tools to the model.
    expect(tools(t.tools)).toEqual([
      ['web_search', 'OpenAI built-in', true, false],
      ['mcp:deepwiki', 'OpenAI built-in', true, false],
      ['get_stock_price', 'OpenAI Responses', false, false],
      ['code_exec', 'OpenAI Responses', false, false],
      ['read_wiki_structure', 'MCP', false, false],
      ['ask_question', 'MCP', false, false],
    ])
    expect(notes(t)).toEqual([
      ['left out', "1 reasoning item (the model's reasoning) left out of the text ($.output[0])."],
      [
        'call without result',
        '1 call run by the provider with no result in the file (the provider keeps it): web_search ($.output[1]).',
      ],
      [
        'call without result',
        '2 calls with no result in the file, imported with an empty output: get_stock_price ($.output[4]); code_exec ($.output[5]).',
      ],
    ])
  })

  it('the legacy Chat Completions functions: function_call, a function-role result, and the functions offered', () => {
    const t = transcript('openai-chat.legacy-functions.request.json')
    expect(t.summary).toBe(
      'OpenAI Chat Completions, request body, 1 tool call in 1 batch, 1 result, 1 tool offered',
    )
    expect(calls(t)).toEqual([
      [
        'get_current_weather',
        '{\n  "location": "Boston, MA"\n}',
        '{"location": "Boston, MA", "temperature": "72", "unit": null, "forecast": ["sunny", "windy"]}',
        false,
        false,
        8,
      ],
    ])
    expect(tools(t.tools)).toEqual([['get_current_weather', 'OpenAI / Ollama', false, false]])
    expect(t.notes.map((n) => [n.kind, n.where])).toEqual([
      ['missing id', 'get_current_weather ($.messages[1].function_call)'],
    ])
  })

  it('an Ollama /api/chat request: id-less calls with object arguments, results by tool_name, thinking named', () => {
    const t = transcript('ollama.chat.tools-thinking.request.json')
    expect(t.summary).toBe('Ollama chat, request body, 2 tool calls in 1 batch, 2 results, 1 tool offered')
    expect(calls(t)).toEqual([
      ['get_temperature', { city: 'New York' }, '22°C', false, false, 12],
      ['get_temperature', { city: 'Toronto' }, '18°C', false, false, 13],
    ])
    expect(notes(t)).toEqual([
      [
        'left out',
        "The “thinking” of 1 message (the model's reasoning) left out of the text ($.messages[1]).",
      ],
      [
        'missing id',
        '2 calls without an id: results were matched by order (get_temperature ($.messages[1].tool_calls[0]); get_temperature ($.messages[1].tool_calls[1])).',
      ],
    ])
  })
})

describe('readImport on agent session files', () => {
  it('a Claude Code session: blocks of one answer on separate lines are one batch; other lines skipped', () => {
    const t = transcript('claude-code.session.jsonl')
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 3 tool calls in 2 batches, 3 results (1 error); usage on 3 of 3 responses',
    )
    expect(t.batches.map((b) => b.calls.map((c) => c.name))).toEqual([['Read', 'Grep'], ['Bash']])
    expect(calls(t)).toEqual([
      [
        'Read',
        { file_path: '/home/dev/api/tests/test_retry.py' },
        '     1→import time\n     2→def test_retry():\n     3→    time.sleep(0.1)\n',
        false,
        false,
        4,
      ],
      [
        'Grep',
        { pattern: 'time\\.sleep', path: '/home/dev/api/src' },
        '<tool_use_error>Path does not exist: /home/dev/api/src</tool_use_error>',
        true,
        false,
        5,
      ],
      [
        'Bash',
        { command: 'pytest tests/test_retry.py -q', description: 'Run the retry test' },
        '1 passed in 0.12s',
        false,
        false,
        9,
      ],
    ])
    expect(callsOf(t).map((c) => c.where)).toEqual([
      'line 4.content[0]',
      'line 5.content[0]',
      'line 9.content[0]',
    ])
    expect(t.messages.map((m) => [m.role, m.batch])).toEqual([
      ['user', null],
      ['assistant', 0],
      ['assistant', 1],
      ['assistant', null],
    ])
    expect(notes(t)).toEqual([
      [
        'left out',
        '2 lines that are no message of the conversation (1 summary, 1 file-history-snapshot): skipped (lines 1, 8).',
      ],
      ['left out', "1 thinking block (the model's reasoning) left out of the text (line 3.content[0])."],
    ])
  })

  it('a Codex CLI rollout: response items read as Responses items, event and context lines skipped', () => {
    const t = transcript('codex-cli.rollout.jsonl')
    // Its one token_count gives totals only, after the first answer's output: that answer's usage.
    expect(t.summary).toBe(
      'OpenAI Responses, Codex CLI session, 3 tool calls in 3 batches, 3 results; usage on 1 of 4 responses',
    )
    expect(callsOf(t).map((c) => [c.name, c.id, c.line, c.result?.text.slice(0, 23)])).toEqual([
      ['shell', 'call_vQm8Rk2bT0sLw4Hx', 7, '{"output":"3:version = '],
      ['apply_patch', 'call_Xn3Ls7Pq1Yt9Wc2D', 10, '{"output":"Success. Upd'],
      ['shell', 'call_Hd5Tm2Vc8Bq4Nr6E', 12, '{"output":"F.\\n1 failed'],
    ])
    expect(callsOf(t)[1]?.args).toBe(
      '*** Begin Patch\n*** Update File: pyproject.toml\n@@\n-version = "1.3.2"\n+version = "1.4.0"\n*** End Patch\n',
    )
    expect(t.messages.map((m) => [m.role, m.batch])).toEqual([
      ['user', null],
      ['user', null],
      ['assistant', 0],
      ['assistant', 1],
      ['assistant', 2],
      ['assistant', null],
    ])
    expect(notes(t)).toEqual([
      [
        'left out',
        '5 lines that are no item of the conversation (1 session_meta, 3 event_msg, 1 turn_context): skipped (lines 1, 4, 5, 9, 15).',
      ],
      ['left out', "1 reasoning item (the model's reasoning) left out of the text (line 6)."],
    ])
  })
})
