import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Fixtures written from OpenAI's Responses API reference: input and output items, function_call /
// function_call_output, hosted tools (MCP, web search), and the streaming events.

function read(value: unknown): Transcript {
  const r = readImport(typeof value === 'string' ? value : JSON.stringify(value, null, 2))
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const call = (id: string, name: string, args: string) => ({
  type: 'function_call',
  id: `fc_${id}`,
  call_id: id,
  name,
  arguments: args,
})
const output = (id: string, text: unknown) => ({ type: 'function_call_output', call_id: id, output: text })

describe('OpenAI Responses', () => {
  it('a request body: instructions, input items, two iterations of calls with outputs matched by call_id', () => {
    const t = read({
      model: 'gpt-5',
      instructions: 'Be brief.',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'Compare a.txt and b.txt' }] },
        { type: 'reasoning', id: 'rs_1', summary: [] },
        call('c1', 'read_file', '{"path":"a.txt"}'),
        call('c2', 'read_file', '{"path":"b.txt"}'),
        output('c1', 'alpha'),
        output('c2', [{ type: 'input_text', text: 'beta' }]),
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Diffing.' }] },
        call('c3', 'diff', '{}'),
        output('c3', '1 line differs'),
      ],
      tools: [
        { type: 'function', name: 'read_file', parameters: { type: 'object' } },
        { type: 'function', name: 'diff', parameters: {} },
      ],
    })
    expect(t.summary).toBe(
      'OpenAI Responses, request body, 3 tool calls in 2 batches, 3 results, 2 tools offered',
    )
    expect(t.batches.map((b) => [b.text, b.calls.map((c) => `${c.name}:${c.result?.text}`)])).toEqual([
      ['', ['read_file:alpha', 'read_file:beta']],
      ['Diffing.', ['diff:1 line differs']],
    ])
    expect(t.messages.map((m) => [m.role, m.batch])).toEqual([
      ['system', null],
      ['user', null],
      ['assistant', 0],
      ['assistant', 1],
    ])
    expect(t.notes.map((n) => n.kind)).toEqual(['left out'])
  })

  it('a response body: parallel function_call items of one output are one batch', () => {
    const t = read({
      id: 'resp_1',
      object: 'response',
      status: 'completed',
      output: [call('a', 'search', '{"q":"x"}'), call('b', 'search', '{"q":"y"}')],
    })
    expect(t.summary).toBe('OpenAI Responses, response body, 2 tool calls in 1 batch, 0 results')
  })

  it('hosted tools: an MCP call carries its own output (or error); a web search keeps its results', () => {
    const t = read({
      object: 'response',
      output: [
        {
          type: 'mcp_call',
          id: 'mcp_1',
          name: 'list_issues',
          server_label: 'github',
          arguments: '{}',
          output: '3 issues',
        },
        {
          type: 'mcp_call',
          id: 'mcp_2',
          name: 'get_issue',
          server_label: 'github',
          arguments: '{}',
          error: 'not found',
        },
        { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'x' } },
      ],
    })
    expect(
      callsOf(t).map((c) => [c.name, c.server, c.result?.text ?? null, c.result?.isError ?? null]),
    ).toEqual([
      ['list_issues', true, '3 issues', false],
      ['get_issue', true, 'not found', true],
      ['web_search', true, null, null],
    ])
    expect(t.notes[0]?.message).toMatch(/^1 call run by the provider with no result in the file/)
  })

  it('a stream of events: response.completed holds the whole response', () => {
    const ev = (type: string, rest: object) =>
      `event: ${type}\ndata: ${JSON.stringify({ type, ...rest })}\n\n`
    const item = call('s1', 'lookup', '{"id":7}')
    const sse =
      ev('response.created', { response: { id: 'resp_2', output: [] } }) +
      ev('response.output_item.added', { output_index: 0, item: { ...item, arguments: '' } }) +
      ev('response.function_call_arguments.delta', { output_index: 0, delta: '{"id":7}' }) +
      ev('response.output_item.done', { output_index: 0, item }) +
      ev('response.completed', { response: { id: 'resp_2', object: 'response', output: [item] } })
    const t = read(sse)
    expect([t.wrapper, t.providers, callsOf(t).map((c) => [c.id, c.args])]).toEqual([
      'streamed response',
      ['openai-responses'],
      [['s1', '{"id":7}']],
    ])
  })

  it('a stream cut before response.completed keeps the items already done', () => {
    const item = call('s2', 'lookup', '{}')
    const t = read(
      `data: ${JSON.stringify({ type: 'response.output_item.done', output_index: 0, item })}\n\n`,
    )
    expect(callsOf(t).map((c) => c.id)).toEqual(['s2'])
  })
})
