import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Fixtures written from Anthropic's Messages API documentation: tool_use / tool_result blocks (is_error, string
// or block content), server tools (server_tool_use and web_search_tool_result), the streaming events.

function read(value: unknown): Transcript {
  const r = readImport(typeof value === 'string' ? value : JSON.stringify(value, null, 2))
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const request = {
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  system: [{ type: 'text', text: 'You run shell commands.' }],
  messages: [
    { role: 'user', content: 'Run the tests, then list the files.' },
    {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'Two tools.', signature: 'x' },
        { type: 'text', text: 'Running both.' },
        { type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'pytest -q' } },
        { type: 'tool_use', id: 'toolu_2', name: 'bash', input: { command: 'ls' } },
      ],
    },
    {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_1', content: '2 failed', is_error: true },
        {
          type: 'tool_result',
          tool_use_id: 'toolu_2',
          content: [
            { type: 'text', text: 'a.py' },
            { type: 'text', text: 'b.py' },
          ],
        },
        { type: 'text', text: 'Now fix them.' },
      ],
    },
  ],
  tools: [{ name: 'bash', description: 'Run a command', input_schema: { type: 'object' } }],
}

describe('Anthropic Messages', () => {
  it('tool_use blocks of one message are one batch; tool_result blocks their results, is_error kept', () => {
    const t = read(request)
    expect(t.summary).toBe(
      'Anthropic Messages, request body, 2 tool calls in 1 batch, 2 results (1 error), 1 tool offered',
    )
    expect(callsOf(t).map((c) => [c.id, c.args, c.result?.text, c.result?.isError])).toEqual([
      ['toolu_1', { command: 'pytest -q' }, '2 failed', true],
      ['toolu_2', { command: 'ls' }, 'a.py\nb.py', false],
    ])
    expect(t.messages).toEqual([
      { role: 'system', text: 'You run shell commands.', batch: null },
      { role: 'user', text: 'Run the tests, then list the files.', batch: null },
      { role: 'assistant', text: 'Running both.', batch: 0 },
      { role: 'user', text: 'Now fix them.', batch: null },
    ])
    expect(t.notes.map((n) => n.message)).toEqual([
      "1 thinking block (the model's reasoning) left out of the text ($.messages[1].content[0]).",
    ])
  })

  it('a server tool: server_tool_use and its web_search_tool_result in the same response; an error result fails', () => {
    const t = read({
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'tool budgets' } },
        {
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_1',
          content: [{ type: 'web_search_result', url: 'https://example.com', title: 'Budgets' }],
        },
        { type: 'server_tool_use', id: 'srvtoolu_2', name: 'web_search', input: { query: 'again' } },
        {
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_2',
          content: { type: 'web_search_tool_result_error', error_code: 'max_uses_exceeded' },
        },
        { type: 'text', text: 'Found one page.' },
      ],
    })
    expect(t.summary).toBe(
      'Anthropic Messages, response body, 2 tool calls in 1 batch, 2 results (1 error), 2 calls run by the provider',
    )
    expect(callsOf(t).map((c) => [c.server, c.result?.isError, c.result?.text])).toEqual([
      [true, false, '[{"type":"web_search_result","url":"https://example.com","title":"Budgets"}]'],
      [true, true, '{"type":"web_search_tool_result_error","error_code":"max_uses_exceeded"}'],
    ])
  })

  it('a stream of message events: input_json_delta pieces joined and parsed into the input', () => {
    const ev = (type: string, rest: object) =>
      `event: ${type}\ndata: ${JSON.stringify({ type, ...rest })}\n\n`
    const sse =
      ev('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [] } }) +
      ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }) +
      ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Checking' } }) +
      ev('content_block_stop', { index: 0 }) +
      ev('content_block_start', {
        index: 1,
        content_block: { type: 'tool_use', id: 'toolu_s', name: 'get_weather', input: {} },
      }) +
      ev('content_block_delta', {
        index: 1,
        delta: { type: 'input_json_delta', partial_json: '{"location": "San' },
      }) +
      ev('content_block_delta', {
        index: 1,
        delta: { type: 'input_json_delta', partial_json: ' Francisco"}' },
      }) +
      ev('content_block_stop', { index: 1 }) +
      ev('message_delta', { delta: { stop_reason: 'tool_use' } }) +
      ev('message_stop', {})
    const t = read(sse)
    expect([t.providers, t.batches[0]?.text, callsOf(t).map((c) => [c.id, c.args])]).toEqual([
      ['anthropic'],
      'Checking',
      [['toolu_s', { location: 'San Francisco' }]],
    ])
  })

  it('the MCP connector: mcp_tool_use is a call run by the provider, mcp_tool_result its result (is_error kept)', () => {
    // The shapes of Anthropic's MCP connector documentation: the call names its server; the result has text blocks.
    const t = read({
      model: 'claude-sonnet-4-5',
      mcp_servers: [{ type: 'url', url: 'https://mcp.example.com/sse', name: 'example-mcp' }],
      messages: [
        { role: 'user', content: 'What tools do you have?' },
        {
          role: 'assistant',
          content: [
            {
              type: 'mcp_tool_use',
              id: 'mcptoolu_1',
              name: 'echo',
              server_name: 'example-mcp',
              input: { param1: 'v' },
            },
            {
              type: 'mcp_tool_result',
              tool_use_id: 'mcptoolu_1',
              is_error: true,
              content: [{ type: 'text', text: 'Hello' }],
            },
          ],
        },
      ],
    })
    expect(
      callsOf(t).map((c) => [c.id, c.name, c.server, c.args, c.result?.text, c.result?.isError]),
    ).toEqual([['mcptoolu_1', 'echo', true, { param1: 'v' }, 'Hello', true]])
    // The connected server's tools are offered to the model but listed nowhere in the file: named, not counted.
    expect(t.notes).toEqual([
      {
        kind: 'left out',
        where: '$.mcp_servers',
        message:
          "The request connects MCP server (example-mcp) through Anthropic's MCP connector: the tools it offers are not listed in the file, so they are not counted ($.mcp_servers).",
      },
    ])
  })
})
