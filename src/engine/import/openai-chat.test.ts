import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Fixtures written from OpenAI's Chat Completions reference (messages, tool_calls, tool messages, streamed
// chunks) and Ollama's /api/chat documentation (id-less tool calls with object arguments, tool_name on results).

function read(value: unknown): Transcript {
  const r = readImport(typeof value === 'string' ? value : JSON.stringify(value, null, 2))
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const parallel = [
  { role: 'developer', content: 'You are terse.' },
  { role: 'user', content: "What's the weather in Paris and in Tokyo?" },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      { id: 'call_2', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Tokyo"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_1', content: '18°C, cloudy' },
  {
    role: 'tool',
    tool_call_id: 'call_2',
    content: [
      { type: 'text', text: '24°C' },
      { type: 'text', text: 'sunny' },
    ],
  },
  { role: 'assistant', content: 'Paris 18°C, Tokyo 24°C.' },
]

describe('OpenAI Chat Completions', () => {
  it('a message array: parallel tool_calls are one batch, tool messages their results by tool_call_id', () => {
    const t = read(parallel)
    expect(t.summary).toBe('OpenAI Chat Completions, messages, 2 tool calls in 1 batch, 2 results')
    expect(t.batches).toHaveLength(1)
    expect(callsOf(t).map((c) => [c.id, c.name, c.args, c.result?.text, c.result?.isError])).toEqual([
      ['call_1', 'get_weather', '{"city":"Paris"}', '18°C, cloudy', false],
      ['call_2', 'get_weather', '{"city":"Tokyo"}', '24°C\nsunny', false],
    ])
    expect(t.messages).toEqual([
      { role: 'system', text: 'You are terse.', batch: null },
      { role: 'user', text: "What's the weather in Paris and in Tokyo?", batch: null },
      { role: 'assistant', text: '', batch: 0 },
      { role: 'assistant', text: 'Paris 18°C, Tokyo 24°C.', batch: null },
    ])
    expect(t.notes).toEqual([])
  })

  it('a request body: its messages and the tools it offers', () => {
    const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }]
    const t = read({ model: 'gpt-4o', messages: parallel.slice(0, 5), tools })
    expect(t.wrapper).toBe('request body')
    expect(t.tools?.tools.map((x) => [x.name, x.format])).toEqual([['get_weather', 'OpenAI / Ollama']])
    expect(t.summary).toMatch(/, 1 tool offered$/)
  })

  it('a response: choices[0].message.tool_calls, with no results yet (noted, never invented)', () => {
    const t = read({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, tool_calls: parallel[2]?.tool_calls },
          finish_reason: 'tool_calls',
        },
      ],
    })
    expect(t.summary).toBe('OpenAI Chat Completions, response body, 2 tool calls in 1 batch, 0 results')
    expect(callsOf(t).map((c) => c.result)).toEqual([null, null])
    expect(t.notes[0]?.message).toMatch(/^2 calls with no result in the file, imported with an empty output/)
  })

  it('a streamed response: tool call deltas joined by index into whole calls', () => {
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
    const sse =
      chunk({ role: 'assistant', content: null }) +
      chunk({
        tool_calls: [
          { index: 0, id: 'call_a', type: 'function', function: { name: 'search', arguments: '' } },
        ],
      }) +
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"q":' } }] }) +
      chunk({
        tool_calls: [
          { index: 1, id: 'call_b', type: 'function', function: { name: 'fetch', arguments: '{"url"' } },
        ],
      }) +
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"x"}' } }] }) +
      chunk({ tool_calls: [{ index: 1, function: { arguments: ':"u"}' } }] }) +
      chunk({}, 'tool_calls') +
      'data: [DONE]\n\n'
    const t = read(sse)
    expect(t.wrapper).toBe('streamed response')
    expect(callsOf(t).map((c) => [c.id, c.name, c.args])).toEqual([
      ['call_a', 'search', '{"q":"x"}'],
      ['call_b', 'fetch', '{"url":"u"}'],
    ])
    expect(t.batches).toHaveLength(1)
  })

  it('Ollama: id-less calls with object arguments, results matched in order (by tool_name when given)', () => {
    const t = read({
      model: 'qwen3:8b',
      messages: [
        { role: 'user', content: 'weather and time in Paris?' },
        {
          role: 'assistant',
          content: '',
          tool_calls: [
            { function: { name: 'get_weather', arguments: { city: 'Paris' } } },
            { function: { name: 'get_time', arguments: { city: 'Paris' } } },
          ],
        },
        { role: 'tool', tool_name: 'get_time', content: '14:00' },
        { role: 'tool', content: 'sunny' },
      ],
    })
    expect(t.providers).toEqual(['ollama'])
    expect(t.summary).toBe('Ollama chat, request body, 2 tool calls in 1 batch, 2 results')
    expect(callsOf(t).map((c) => [c.id, c.args, c.result?.text])).toEqual([
      [null, { city: 'Paris' }, 'sunny'],
      [null, { city: 'Paris' }, '14:00'],
    ])
    expect(t.notes.map((n) => n.kind)).toEqual(['missing id'])
  })

  it('an Ollama reply ({message, done}) is a response', () => {
    const t = read({
      model: 'llama3.2',
      created_at: '2025-01-01T00:00:00Z',
      message: {
        role: 'assistant',
        content: '',
        tool_calls: [{ function: { name: 'ls', arguments: { path: '.' } } }],
      },
      done: true,
    })
    expect([t.providers, t.wrapper, callsOf(t).map((c) => c.name)]).toEqual([
      ['ollama'],
      'response body',
      ['ls'],
    ])
  })

  it('the legacy function_call and function role are read as a call and its result', () => {
    const t = read([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: null, function_call: { name: 'lookup', arguments: '{"id":1}' } },
      { role: 'function', name: 'lookup', content: 'found' },
    ])
    expect(callsOf(t).map((c) => [c.name, c.args, c.result?.text])).toEqual([['lookup', '{"id":1}', 'found']])
  })

  it('content as an array of parts: text parts read, an image part named, not dropped in silence', () => {
    // The Chat Completions reference: a user message's content may be parts (text, image_url, input_audio, file).
    const r = readImport(
      JSON.stringify([
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this image?' },
            { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          ],
        },
        {
          role: 'assistant',
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'ocr', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: [{ type: 'text', text: 'a cat' }] },
      ]),
    )
    if (!r.ok || r.value.kind !== 'transcript') throw new Error('not read as a transcript')
    expect(r.value.messages[0]).toEqual({ role: 'user', text: 'What is in this image?', batch: null })
    expect(callsOf(r.value)[0]?.result?.text).toBe('a cat')
    expect(r.value.notes.map((n) => n.message)).toEqual([
      '1 “image_url” part carries no text: left out ($[0].content[1]).',
    ])
  })
})
