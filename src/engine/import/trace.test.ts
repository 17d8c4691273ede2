import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseTrace, readTraceLine } from './trace.ts'

const auto = (text: string) => parseTrace({ format: 'auto', text })
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/transcripts/${name}`, import.meta.url), 'utf8')

describe('readTraceLine: the documented line form', () => {
  it('reads a tool name, a status, a cost and a latency', () => {
    expect(readTraceLine('web_search fail cost=2 latency=800ms', 4)).toEqual({
      line: 4,
      toolName: 'web_search',
      ok: false,
      cost: 2,
      latencyMs: 800,
    })
  })

  it('defaults to ok; reads latency in s or bare ms; success/error read as ok/fail', () => {
    expect(readTraceLine('a', 1)).toEqual({ line: 1, toolName: 'a', ok: true })
    expect(readTraceLine('a error latency=1.5s', 1)).toEqual({
      line: 1,
      toolName: 'a',
      ok: false,
      latencyMs: 1_500,
    })
    expect(readTraceLine('a success latency=20', 1)).toEqual({
      line: 1,
      toolName: 'a',
      ok: true,
      latencyMs: 20,
    })
  })

  it('skips blank lines and # comments', () => {
    expect(readTraceLine('   ', 1)).toBeNull()
    expect(readTraceLine('# the agent retried here', 1)).toBeNull()
  })

  it('says what it expected and where it failed', () => {
    expect(readTraceLine('web_search maybe', 3)).toEqual({
      line: 3,
      column: 12,
      message: 'expected ok, fail, cost=N or latency=Nms, found “maybe”',
    })
    expect(readTraceLine('a ok cost=-1', 1)).toEqual({
      line: 1,
      column: 6,
      message: 'cost= cannot be negative (in “cost=-1”)',
    })
  })
  it('reads cost= and latency= as every number field does', () => {
    expect(readTraceLine('a cost=1,000 latency=1,500ms', 1)).toMatchObject({ cost: 1_000, latencyMs: 1_500 })
    expect(readTraceLine('a cost=1e308', 1)).toMatchObject({ cost: 1e308 })
    expect(readTraceLine('a cost=', 1)).toMatchObject({
      message: 'cost= is required: a number of resource units (in “cost=”)',
    })
    expect(readTraceLine('a cost=abc', 1)).toMatchObject({
      message: 'cost= must be a number of resource units, not “abc” (in “cost=abc”)',
    })
    expect(readTraceLine('a latency=-2s', 1)).toMatchObject({
      message: 'latency= cannot be negative (milliseconds: 800, 800ms or 0.8s)',
    })
    expect(readTraceLine('a latency=fast', 1)).toMatchObject({
      column: 3,
      message: 'latency= must be a number of ms, not “fast” (milliseconds: 800, 800ms or 0.8s)',
    })
    expect(readTraceLine('  {oops', 2)).toMatchObject({
      line: 2,
      column: 3,
      message: 'expected a tool name, found “{oops”',
    })
  })
})

describe('parseTrace', () => {
  it('an empty trace is empty, with nothing wrong', () => {
    expect(auto('  \n ')).toEqual({
      format: 'empty',
      summary: null,
      notes: [],
      calls: [],
      errors: [],
      errorCount: 0,
      lineCount: 2,
    })
  })

  it('reads the line form with each call on its line; bad lines are listed, good ones kept', () => {
    const t = auto('web_search fail\n# retry with the scraper\nsite_scraper ok cost=5\nbad one two\n')
    expect(t.format).toBe('lines')
    expect(t.calls).toEqual([
      { line: 1, toolName: 'web_search', ok: false },
      { line: 3, toolName: 'site_scraper', ok: true, cost: 5 },
    ])
    expect(t.errors).toEqual([
      { line: 4, column: 5, message: 'expected ok, fail, cost=N or latency=Nms, found “one”' },
    ])
  })

  it('reads JSON lines, naming the line and column of a malformed one', () => {
    const t = auto('{"tool": "a", "ok": false, "cost": 2}\n{"tool": "b", "latencyMs": 30}\n{"tool": x}\n')
    expect(t.format).toBe('json-lines')
    expect(t.calls).toEqual([
      { line: 1, toolName: 'a', ok: false, cost: 2 },
      { line: 2, toolName: 'b', ok: true, latencyMs: 30 },
    ])
    expect(t.errors).toEqual([{ line: 3, column: 10, message: "not valid JSON: Unexpected token 'x'" }])
  })

  it('reads a JSON array of calls', () => {
    const t = auto('[\n  {"tool": "a"},\n  {"toolName": "b", "status": "failed"}\n]')
    expect(t.format).toBe('json')
    expect(t.calls).toEqual([
      { line: 2, toolName: 'a', ok: true },
      { line: 3, toolName: 'b', ok: false },
    ])
  })

  it('malformed JSON says so with its line and column', () => {
    const t = auto('[\n  {"tool": "a"},\n  {"tool" "b"}\n]')
    expect(t.calls).toEqual([])
    expect(t.errors).toEqual([
      { line: 3, column: 11, message: expect.stringMatching(/^the trace is not valid JSON: /) },
    ])
  })

  it('JSON with no calls says what was expected', () => {
    expect(auto('{"messages": []}').errors[0]?.message).toMatch(
      /^no tool calls found: expected an array of calls/,
    )
  })

  it('reads an Anthropic transcript: is_error marks a call failed', () => {
    const text = JSON.stringify([
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'web_search', input: { q: 'x' } }] },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: 'timeout' }],
      },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 'site_scraper', input: {} }] },
    ])
    const t = parseTrace({ format: 'anthropic', text })
    expect(t.format).toBe('transcript')
    expect(t.summary).toBe('Anthropic Messages, messages, 2 tool calls in 2 batches, 1 result (1 error)')
    expect(t.calls.map((c) => [c.toolName, c.ok, c.args])).toEqual([
      ['web_search', false, '{"q":"x"}'],
      ['site_scraper', true, undefined],
    ])
  })

  it('reads an OpenAI chat transcript (tool_calls) and a Responses one (function_call)', () => {
    const chat = JSON.stringify({
      messages: [
        {
          role: 'assistant',
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'sunny' },
      ],
    })
    expect(auto(chat)).toMatchObject({
      format: 'transcript',
      summary: 'OpenAI Chat Completions, messages, 1 tool call in 1 batch, 1 result',
      calls: [{ toolName: 'get_weather', ok: true }],
    })
    const responses = JSON.stringify({
      input: [{ type: 'function_call', call_id: 'f1', name: 'lookup', arguments: '{"id":1}' }],
    })
    expect(auto(responses)).toMatchObject({
      format: 'transcript',
      summary: 'OpenAI Responses, request body, 1 tool call in 1 batch, 0 results',
      calls: [{ toolName: 'lookup', ok: true }],
    })
  })

  it('reads the real recorded transcripts of the corpus: each call once, in order, with its line', () => {
    const read = (name: string) => {
      const t = auto(fixture(name))
      return [t.format, t.errors, t.calls.map((c) => `${c.toolName}:${c.ok ? 'ok' : 'fail'}:${c.line}`)]
    }
    // The response's streamed final_result call is read too: the SSE body is put back together.
    expect(read('openai-chat-completions.complex-agent-run.final-exchange.json')).toEqual([
      'transcript',
      [],
      ['get_country:ok:17', 'get_product_name:ok:25', 'get_weather:ok:48', 'final_result:ok:362'],
    ])
    expect(read('openai-chat-completions.complex-agent-run.vcr.yaml')).toEqual([
      'transcript',
      [],
      ['get_country:ok:230', 'get_product_name:ok:234', 'get_weather:ok:515', 'final_result:ok:816'],
    ])
    expect(read('anthropic-messages.tool-runner.nock-recording.json')).toEqual([
      'transcript',
      [],
      [
        'test_tool:ok:48',
        'test_tool:ok:233',
        'test_tool:ok:241',
        'test_tool:ok:439',
        'submit_analysis:ok:621',
      ],
    ])
    const responses = read('openai-responses.tool-search-deferred-capability.final-exchange.json')
    expect(responses[0]).toBe('transcript')
    expect((responses[2] as string[]).map((c) => c.split(':')[0])).toEqual([
      'tool_search',
      'get_weather',
      'load_capability',
      'lookup_refund_policy',
    ])
  })

  it('a forced transcript format on text that is not a transcript says what it is', () => {
    const t = parseTrace({ format: 'openai', text: 'web_search ok' })
    expect(t.errors[0]?.message).toMatch(/^the trace is plain text: expected/)
    expect(t.errors[0]).toMatchObject({ line: 1 })
  })

  it('a binary file pasted as the trace is named as one, with where its first NUL is', () => {
    const t = auto(`\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR`)
    expect(t.calls).toEqual([])
    expect(t.errors[0]?.message).toMatch(
      /^the trace is a binary file, not text \(a NUL byte at line 3, column 1\)/,
    )
  })

  it('YAML is read as a recording, never as calls to tools named like headers:', () => {
    const cassette = 'interactions:\n- request:\n    headers:\n      accept:\n      - application/json\n'
    const t = auto(cassette)
    expect(t.calls).toEqual([])
    expect(t.errors).toHaveLength(1)
    expect(t.errors[0]?.message).toMatch(/^no tool calls found/)
    expect(auto('# a comment\n\n---\nweb_search ok').errors[0]?.message).toMatch(
      /^the trace: this YAML is not a cassette/,
    )
    // Tool names with a colon inside (MCP style) are still calls.
    expect(auto('github:search_code ok\nweb_search fail').calls.map((c) => c.toolName)).toEqual([
      'github:search_code',
      'web_search',
    ])
  })
})
