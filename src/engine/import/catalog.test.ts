import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import type { Catalog, CategoryMap } from './types.ts'

// Tool definitions written from each format's documentation: OpenAI Chat Completions and Responses function
// tools (and hosted tools), Anthropic custom and server tools, MCP tools/list (bare and as a JSON-RPC response),
// Ollama's tools (the OpenAI shape; some clients send {name, description, parameters}).

function catalog(value: unknown): Catalog {
  const r = readImport(JSON.stringify(value, null, 2))
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'catalog') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const openai = {
  type: 'function',
  function: { name: 'read_file', description: 'Read', parameters: { type: 'object' } },
}
const responses = {
  type: 'function',
  name: 'grep',
  description: 'Search',
  parameters: { type: 'object' },
  strict: true,
}
const anthropic = { name: 'get_weather', description: 'Weather', input_schema: { type: 'object' } }
const server = { type: 'web_search_20250305', name: 'web_search', max_uses: 5 }
const mcp = {
  name: 'fetch',
  title: 'Fetch',
  inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
}

describe('tool catalogs', () => {
  it('reads every format in one list, each tool named with its format', () => {
    const c = catalog([openai, responses, anthropic, server, mcp, { type: 'tool_search' }])
    expect(c.tools.map((t) => [t.name, t.format, t.server])).toEqual([
      ['read_file', 'OpenAI / Ollama', false],
      ['grep', 'OpenAI Responses', false],
      ['get_weather', 'Anthropic', false],
      ['web_search', 'Anthropic server tool', true],
      ['fetch', 'MCP', false],
      ['tool_search', 'OpenAI built-in', true],
    ])
    expect(c.summary).toBe(
      '6 tools (OpenAI / Ollama + OpenAI Responses + Anthropic + Anthropic server tool + MCP + OpenAI built-in), 2 defined by the provider, array',
    )
    expect(c.notes.map((n) => n.kind)).toEqual(['server tool', 'server tool'])
  })

  it('keeps each tool as compact JSON (what a window measures) and its schema as given', () => {
    const c = catalog([mcp])
    expect(c.tools[0]?.json).toBe(JSON.stringify(mcp))
    expect(c.tools[0]?.parameters).toEqual(mcp.inputSchema)
  })

  it('reads a request body’s tools, an MCP tools/list result bare or in a JSON-RPC response, and a session', () => {
    expect(catalog({ model: 'qwen3:8b', tools: [openai] }).container).toBe('"tools" of an object')
    expect(catalog({ tools: [mcp], nextCursor: 'x' }).container).toBe('"tools" of an object')
    expect(catalog({ jsonrpc: '2.0', id: 2, result: { tools: [mcp] } }).container).toBe(
      'MCP tools/list result (JSON-RPC)',
    )
    const session = [
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: {} } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, result: { tools: [mcp, { ...mcp, name: 'fetch2' }] } },
    ]
    expect(catalog(session).tools.map((t) => t.name)).toEqual(['fetch', 'fetch2'])
  })

  it('Ollama’s tools, and the {name, description, parameters} shape some clients send it', () => {
    const c = catalog([openai, { name: 'run_command', description: 'Run', parameters: { type: 'object' } }])
    expect(c.tools.map((t) => t.format)).toEqual(['OpenAI / Ollama', 'OpenAI / Ollama'])
  })

  it('a tool that cannot be read is named with its place and why; the others still count', () => {
    const c = catalog({
      tools: [
        mcp,
        'fetch',
        { name: 'x', schema: {} },
        { type: 'function', function: { description: 'no name' } },
      ],
    })
    expect(c.tools.map((t) => t.name)).toEqual(['fetch'])
    expect(c.notes.map((n) => n.message.split(';')[0])).toEqual([
      'Tool 2 ($.tools[1]) is not read: it is a string, not a tool object',
      'Tool 3 ($.tools[2]) is not read: it has a name but no parameters, input_schema or inputSchema (keys name, schema)',
      'Tool 4 ($.tools[3]) is not read: "function" has no string "name"',
    ])
  })

  it('marks deferred tools (loaded later by tool search)', () => {
    const c = catalog([{ ...responses, defer_loading: true }])
    expect([c.tools[0]?.deferred, c.summary]).toEqual([
      true,
      '1 tool (OpenAI Responses), 1 deferred (loaded by tool search), array',
    ])
  })
})

describe('category maps', () => {
  const categories = (value: unknown): CategoryMap => {
    const r = readImport(JSON.stringify(value))
    if (!r.ok || r.value.kind !== 'categories') throw new Error('not categories')
    return r.value
  }
  it('reads {category: [tool names]} in its order', () => {
    expect(categories({ web: ['fetch', 'search'], files: ['read'] }).categories).toEqual([
      { name: 'web', tools: ['fetch', 'search'] },
      { name: 'files', tools: ['read'] },
    ])
  })
  it('reads a map under "toolsets" whose entries hold their tools; empty categories are noted', () => {
    const c = categories({
      _source: 'x',
      toolsets: {
        all: { tool_count: 0, tools: [] },
        repos: { description: 'r', tools_with_no_flags_set: ['get_file'] },
      },
    })
    expect(c.categories).toEqual([
      { name: 'all', tools: [] },
      { name: 'repos', tools: ['get_file'] },
    ])
    expect(c.notes[0]?.message).toBe('1 category lists no tools: all.')
  })
})

/** A tool list from another project (fixtures/docs/README.md names its source), as its JSON value. */
const docs = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/docs/${name}`, import.meta.url), 'utf8'))
const tools = (c: Catalog) => c.tools.map((t) => [t.name, t.format, t.server, t.deferred])
const notes = (c: Catalog) => c.notes.map((n) => [n.kind, n.message])

describe('readImport on tool lists from other projects', () => {
  it('an MCP tools/list page with title, outputSchema and annotations: its nextCursor named', () => {
    const c = catalog(docs('mcp.tools-list.paginated.jsonrpc.json'))
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
    const c = catalog(docs('openai-chat.tools.strict-defs.json'))
    expect(c.summary).toBe('2 tools (OpenAI / Ollama), array')
    expect(c.tools.map((t) => [t.name, Object.keys(t.parameters as object)])).toEqual([
      ['create_calendar_event', ['type', 'properties', 'required', 'additionalProperties', '$defs']],
      ['ui', ['type', 'properties', 'required', 'additionalProperties']],
    ])
    expect(c.notes).toEqual([])
  })

  it('Anthropic-defined tools: server tools and client tools (bash, text editor, computer, memory) told apart', () => {
    const c = catalog(docs('anthropic.tools.anthropic-defined.json'))
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
    const c = catalog(docs('openai-responses.tools.hosted.json'))
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
