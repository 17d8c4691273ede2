import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Imported, type Transcript } from './types.ts'

const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8')

function imported(path: string): Imported {
  const r = readImport(fixture(path))
  if (!r.ok) throw new Error(`${path}: ${r.error.message}`)
  return r.value
}

function transcript(path: string): Transcript {
  const v = imported(path)
  if (v.kind !== 'transcript') throw new Error(`${path} read as ${v.kind}`)
  return v
}

/** Each batch as `name=result` per call (`∅` when the call has no result). */
const batches = (t: Transcript) =>
  t.batches.map((b) =>
    b.calls.map((c) => `${c.name}=${c.result === null ? '∅' : c.result.text.slice(0, 30)}`),
  )

describe('readImport on the corpus transcripts', () => {
  it('the OpenAI Chat Completions VCR cassette: 3 streamed interactions, the parallel pair one batch', () => {
    const t = transcript('transcripts/openai-chat-completions.complex-agent-run.vcr.yaml')
    expect(t.summary).toBe(
      'OpenAI Chat Completions, VCR cassette, 3 interactions, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    )
    expect(batches(t)).toEqual([
      ['get_country=Mexico', 'get_product_name=Pydantic AI'],
      ['get_weather=sunny'],
      ['final_result=∅'],
    ])
    expect(callsOf(t).map((c) => c.args)).toEqual([
      '{}',
      '{}',
      '{"city":"Mexico City"}',
      expect.stringMatching(/^{"answers":\[/),
    ])
    expect(callsOf(t).map((c) => c.line)).toEqual([230, 234, 515, 816])
    expect(t.notes.map((n) => n.kind)).toEqual(['call without result'])
  })

  it('its final exchange as JSON reads the same calls, its response an SSE stream put back together', () => {
    const t = transcript('transcripts/openai-chat-completions.complex-agent-run.final-exchange.json')
    expect(t.summary).toBe(
      'OpenAI Chat Completions, request + response, 4 tool calls in 3 batches, 3 results, 19 tools offered',
    )
    expect(batches(t)).toEqual(
      batches(transcript('transcripts/openai-chat-completions.complex-agent-run.vcr.yaml')),
    )
    expect(t.messages.map((m) => [m.role, m.batch])).toEqual([
      ['user', null],
      ['assistant', 0],
      ['assistant', 1],
      ['assistant', 2],
    ])
  })

  it('the OpenAI Responses cassette: a server tool search with its output, function calls and their outputs', () => {
    const t = transcript('transcripts/openai-responses.tool-search-deferred-capability.vcr.yaml')
    expect(t.summary).toBe(
      'OpenAI Responses, VCR cassette, 4 interactions, 4 tool calls in 3 batches, 4 results, 1 call run by the provider, 4 tools offered',
    )
    expect(batches(t)).toEqual([
      ['tool_search=[{"defer_loading":true,"descri', 'get_weather=Weather in Paris: sunny'],
      ['load_capability={}'],
      ['lookup_refund_policy=order-123: refund allowed'],
    ])
    expect(callsOf(t).map((c) => c.server)).toEqual([true, false, false, false])
    expect(callsOf(t)[0]?.args).toEqual({ paths: ['get_weather'] })
    // Deferred tools: get_weather waits for tool search; lookup_refund_policy arrives as additional_tools.
    expect(t.tools?.tools.map((x) => [x.name, x.format, x.deferred])).toEqual([
      ['tool_search', 'OpenAI built-in', false],
      ['load_capability', 'OpenAI Responses', false],
      ['get_weather', 'OpenAI Responses', true],
      ['lookup_refund_policy', 'OpenAI Responses', false],
    ])
    expect(t.messages.at(-1)).toMatchObject({
      role: 'assistant',
      batch: null,
      text: expect.stringMatching(/Paris/),
    })
  })

  it('its final exchange as JSON reads the same batches', () => {
    const t = transcript('transcripts/openai-responses.tool-search-deferred-capability.final-exchange.json')
    expect(t.summary).toBe(
      'OpenAI Responses, request + response, 4 tool calls in 3 batches, 4 results, 1 call run by the provider, 4 tools offered',
    )
    expect(batches(t)).toEqual(
      batches(transcript('transcripts/openai-responses.tool-search-deferred-capability.vcr.yaml')),
    )
  })

  it('the Anthropic nock recording: 10 exchanges repeating history, each call once, parallel calls one batch', () => {
    const t = transcript('transcripts/anthropic-messages.tool-runner.nock-recording.json')
    expect(t.summary).toBe(
      'Anthropic Messages, nock recording, 10 interactions in 5 conversations (+2 starting as an earlier one does), 5 tool calls in 4 batches, 5 results, 2 tools offered',
    )
    expect(batches(t)).toEqual([
      ['test_tool=Tool result'],
      ['test_tool=Called with 1', 'test_tool=Called with 2'],
      ['test_tool=Tool result'],
      ['submit_analysis=Analysis submitted'],
    ])
    expect(callsOf(t).map((c) => c.args)).toEqual([
      { value: 'test' },
      { count: 1 },
      { count: 2 },
      { input: 'test' },
      expect.objectContaining({ summary: expect.any(String) }),
    ])
    expect(callsOf(t).map((c) => c.line)).toEqual([48, 233, 241, 439, 621])
    expect(t.notes).toEqual([])
  })

  it('the Anthropic HTTP snapshot: a server code execution calling a tool, whose results are partly absent', () => {
    const t = transcript('transcripts/anthropic-messages.programmatic-tool-calling.http-snapshot.json')
    expect(t.summary).toBe(
      'Anthropic Messages, HTTP snapshot, 2 interactions, 3 tool calls in 2 batches, 1 result, 1 call run by the provider, 1 tool offered',
    )
    expect(batches(t)).toEqual([
      ['code_execution=∅', 'get_weather={"location": "San Francisco, C'],
      ['get_weather=∅'],
    ])
    expect(t.notes.map((n) => n.message)).toEqual([
      '1 call run by the provider with no result in the file (the provider keeps it): code_execution (exchange 1 response.content[1]).',
      '1 call with no result in the file, imported with an empty output: get_weather (exchange 2 response.content[0]).',
    ])
  })
})

describe('readImport on the corpus tool lists', () => {
  const expected: [string, string][] = [
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
    ['github-mcp-toolsets.json', 'Tool categories: 21 categories, 118 tool names'],
    ['github-mcp-toolsets.meta.json', 'Tool categories (under "toolsets"): 25 categories, 87 tool names'],
  ]
  it('covers every file of the folder', () => {
    const files = readdirSync(new URL('./fixtures/tools/', import.meta.url)).filter((f) =>
      f.endsWith('.json'),
    )
    expect(files.sort()).toEqual(expected.map(([f]) => f).sort())
  })
  it.each(expected)('%s: %s', (file, summary) => {
    expect(imported(`tools/${file}`).summary).toBe(summary)
  })

  it('a server tool is listed and counted, with a note that its real schema is the provider’s', () => {
    const v = imported('tools/anthropic-messages.server-tool.tools.json')
    expect(v.kind === 'catalog' && v.tools).toEqual([
      {
        name: 'web_search',
        description: '',
        format: 'Anthropic server tool',
        json: '{"type":"web_search_20250305","name":"web_search"}',
        parameters: null,
        server: true,
        deferred: false,
      },
    ])
    expect(v.notes[0]?.message).toMatch(/its real schema is the provider's/)
  })

  it('the filesystem server’s tools read the same from the array and from the JSON-RPC wire message', () => {
    const a = imported('tools/filesystem.tools.json')
    const b = imported('tools/filesystem.tools-list.jsonrpc.json')
    const names = (v: Imported) => (v.kind === 'catalog' ? v.tools.map((t) => t.name) : [])
    expect(names(b)).toEqual(names(a))
    expect(names(a).slice(0, 3)).toEqual(['read_file', 'read_text_file', 'read_media_file'])
  })
})
