import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { type Catalog, callsOf, type Imported, type Transcript } from './types.ts'

// Files from other projects, not in the shared corpus: each written from its format's public documentation or
// modelled on public files (fixtures/docs/README.md names the source of each). Bodies, sessions and tool lists.

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
function catalog(name: string): Catalog {
  const v = imported(name)
  if (v.kind !== 'catalog') throw new Error(`${name} read as ${v.kind}`)
  return v
}

/** Each call as [name, arguments, result text (∅ when none), error?, run by the provider?, line]. */
const calls = (t: Transcript) =>
  callsOf(t).map((c) => [c.name, c.args, c.result?.text ?? '∅', c.result?.isError ?? false, c.server, c.line])
const notes = (v: Imported) => v.notes.map((n) => [n.kind, n.message])
const tools = (c: Catalog | null) => c?.tools.map((t) => [t.name, t.format, t.server, t.deferred])

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
      'Anthropic Messages, Claude Code session, 3 tool calls in 2 batches, 3 results (1 error)',
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
    expect(t.summary).toBe('OpenAI Responses, Codex CLI session, 3 tool calls in 3 batches, 3 results')
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

describe('readImport on tool lists from other projects', () => {
  it('an MCP tools/list page with title, outputSchema and annotations: its nextCursor named', () => {
    const c = catalog('mcp.tools-list.paginated.jsonrpc.json')
    expect(c.summary).toBe('2 tools (MCP), MCP tools/list result (JSON-RPC), more on later pages')
    expect(tools(c)).toEqual([
      ['get_weather_data', 'MCP', false, false],
      ['delete_forecast', 'MCP', false, false],
    ])
    // The whole definition is what a window measures, outputSchema and annotations included.
    expect(c.tools[0]?.json).toContain('"outputSchema":{"type":"object"')
    expect(notes(c)).toEqual([
      [
        'left out',
        "This is one page of the server's tools: its nextCursor (“eyJwYWdlIjogMn0=”) says more follow on pages that are not in this file, so they are not counted.",
      ],
    ])
  })

  it('OpenAI tools with strict: true, $defs and recursive $ref: schemas kept as given', () => {
    const c = catalog('openai-chat.tools.strict-defs.json')
    expect(c.summary).toBe('2 tools (OpenAI / Ollama), array')
    expect(c.tools.map((t) => [t.name, Object.keys(t.parameters as object)])).toEqual([
      ['create_calendar_event', ['type', 'properties', 'required', 'additionalProperties', '$defs']],
      ['ui', ['type', 'properties', 'required', 'additionalProperties']],
    ])
    expect(c.notes).toEqual([])
  })

  it('Anthropic-defined tools: server tools and client tools (bash, text editor, computer, memory) told apart', () => {
    const c = catalog('anthropic.tools.anthropic-defined.json')
    expect(c.summary).toBe(
      '9 tools (Anthropic server tool + Anthropic client tool + Anthropic), 7 defined by the provider, 1 deferred (loaded by tool search), array',
    )
    expect(tools(c)).toEqual([
      ['tool_search_tool_regex', 'Anthropic server tool', true, false],
      ['bash', 'Anthropic client tool', true, false],
      ['str_replace_based_edit_tool', 'Anthropic client tool', true, false],
      ['computer', 'Anthropic client tool', true, false],
      ['web_fetch', 'Anthropic server tool', true, false],
      ['code_execution', 'Anthropic server tool', true, false],
      ['memory', 'Anthropic client tool', true, false],
      ['get_weather', 'Anthropic', false, true],
      ['search_tickets', 'Anthropic', false, false],
    ])
    expect(c.notes[1]?.message).toBe(
      "bash (bash_20250124) is a tool the provider defines and your app runs: it is listed and counted by this definition's JSON (38 chars), but its real schema is the provider's.",
    )
    expect(c.notes.map((n) => n.kind)).toEqual(Array(7).fill('server tool'))
  })

  it('OpenAI Responses tools: a function, hosted tools (MCP named by its label) and a custom grammar tool', () => {
    const c = catalog('openai-responses.tools.hosted.json')
    expect(c.summary).toBe(
      '6 tools (OpenAI Responses + OpenAI built-in), 4 defined by the provider, "tools" of an object',
    )
    expect(tools(c)).toEqual([
      ['get_weather', 'OpenAI Responses', false, false],
      ['web_search', 'OpenAI built-in', true, false],
      ['file_search', 'OpenAI built-in', true, false],
      ['code_interpreter', 'OpenAI built-in', true, false],
      ['mcp:dmcp', 'OpenAI built-in', true, false],
      ['math_exp', 'OpenAI Responses', false, false],
    ])
    expect(c.tools[4]?.description).toBe('A Dungeons and Dragons MCP server to assist with dice rolling.')
    expect(c.tools[5]?.parameters).toMatchObject({ type: 'grammar', syntax: 'lark' })
  })
})
