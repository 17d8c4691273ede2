import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Hand-made from the OpenTelemetry semantic conventions for generative AI (gen-ai-spans.md, the input and output
// messages JSON schemas): the attributes and message parts as the spec names them. The real files below are
// OpenInference's GenAI span fixtures (Apache-2.0; fixtures/sessions/README.md names their commit).

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const calls = (t: Transcript) => callsOf(t).map((c) => [c.name, c.id, c.result?.text ?? '∅'])

const kv = (key: string, v: string | number) => ({
  key,
  value: typeof v === 'number' ? { intValue: String(v) } : { stringValue: v },
})
const span = (id: string, name: string, start: number, attrs: Record<string, string | number>) => ({
  traceId: 't',
  spanId: id,
  parentSpanId: 'root',
  name,
  startTimeUnixNano: String(start),
  endTimeUnixNano: String(start + 5),
  attributes: Object.entries(attrs).map(([k, v]) => kv(k, v)),
})
const otlp = (spans: object[]) =>
  JSON.stringify({ resourceSpans: [{ resource: {}, scopeSpans: [{ scope: { name: 's' }, spans }] }] })

const user = { role: 'user', parts: [{ type: 'text', content: 'Weather in Paris and Oslo?' }] }
const answer = {
  role: 'assistant',
  parts: [
    { type: 'tool_call', id: 'c1', name: 'get_weather', arguments: { city: 'Paris' } },
    { type: 'tool_call', id: 'c2', name: 'get_weather', arguments: { city: 'Oslo' } },
  ],
  finish_reason: 'tool_call',
}
const results = {
  role: 'tool',
  parts: [
    { type: 'tool_call_response', id: 'c1', response: '18 °C' },
    { type: 'tool_call_response', id: 'c2', response: '4 °C' },
  ],
}
const final = {
  role: 'assistant',
  parts: [{ type: 'text', content: 'Paris 18, Oslo 4.' }],
  finish_reason: 'stop',
}

describe('findOtel: OpenTelemetry GenAI spans', () => {
  it('an OTLP export: each chat span is one answer (its tool_call parts one batch) with its usage; history read once', () => {
    const t = read(
      otlp([
        span('a', 'chat gpt-4o', 10, {
          'gen_ai.operation.name': 'chat',
          'gen_ai.input.messages': JSON.stringify([user]),
          'gen_ai.output.messages': JSON.stringify([answer]),
          'gen_ai.usage.input_tokens': 120,
          'gen_ai.usage.output_tokens': 30,
          'gen_ai.usage.cache_read.input_tokens': 100,
        }),
        span('b', 'execute_tool get_weather', 20, {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'get_weather',
          'gen_ai.tool.call.id': 'c1',
        }),
        span('c', 'execute_tool get_weather', 21, {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'get_weather',
          'gen_ai.tool.call.id': 'c2',
        }),
        span('d', 'chat gpt-4o', 30, {
          'gen_ai.operation.name': 'chat',
          'gen_ai.input.messages': JSON.stringify([user, answer, results]),
          'gen_ai.output.messages': JSON.stringify([final]),
          'gen_ai.usage.input_tokens': 180,
          'gen_ai.usage.output_tokens': 12,
        }),
      ]),
    )
    expect(t.summary).toBe(
      'Chat messages, OpenTelemetry spans, 2 interactions, 2 tool calls in 1 batch, 2 results; usage on 2 of 2 responses',
    )
    expect(calls(t)).toEqual([
      ['get_weather', 'c1', '18 °C'],
      ['get_weather', 'c2', '4 °C'],
    ])
    expect(t.recorded?.responses.map((r) => [r.where, r.batch, r.usage?.input, r.usage?.cacheRead])).toEqual([
      ['span 1', 0, 120, 100],
      ['span 4', null, 180, 0],
    ])
    expect(t.notes.map((n) => n.message)).toContain(
      "The calls were read from the chat spans' messages; the 2 execute_tool spans only answer calls the messages leave without a result.",
    )
  })

  it('without recorded messages, the execute_tool spans after one chat span are its batch', () => {
    const tool = (id: string, start: number, city: string) =>
      span(id, 'execute_tool get_weather', start, {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'get_weather',
        'gen_ai.tool.call.id': id,
        'gen_ai.tool.call.arguments': JSON.stringify({ city }),
        'gen_ai.tool.call.result': `${city}: mild`,
      })
    const chat = (id: string, start: number) =>
      span(id, 'chat m', start, { 'gen_ai.operation.name': 'chat', 'gen_ai.usage.input_tokens': 50 })
    const t = read(
      otlp([
        chat('x', 1),
        tool('t1', 10, 'Paris'),
        tool('t2', 11, 'Oslo'),
        chat('y', 20),
        tool('t3', 30, 'Rome'),
        chat('z', 40),
      ]),
    )
    expect(t.batches.map((b) => b.calls.map((c) => c.args))).toEqual([
      [{ city: 'Paris' }, { city: 'Oslo' }],
      [{ city: 'Rome' }],
    ])
    expect(calls(t).map((c) => c[2])).toEqual(['Paris: mild', 'Oslo: mild', 'Rome: mild'])
    expect(t.recorded?.responses.map((r) => r.batch)).toEqual([0, 1, null])
  })

  it('plain span attribute maps, one per line, read the same way', () => {
    const lines = [
      {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'ls',
        'gen_ai.tool.call.id': 'a',
        'gen_ai.tool.call.result': 'a.py',
      },
      {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'cat',
        'gen_ai.tool.call.id': 'b',
        'error.type': 'timeout',
      },
    ]
    const t = read(lines.map((l) => JSON.stringify(l)).join('\n'))
    expect(t.summary).toBe('Chat messages, OpenTelemetry spans, 2 tool calls in 1 batch, 2 results (1 error)')
  })
})

describe('OTel GenAI span attribute maps from OpenInference’s openinference-genai test fixtures (Apache-2.0)', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`./fixtures/sessions/otel-genai.${name}.json`, import.meta.url), 'utf8')
  const usage = (t: Transcript) =>
    t.recorded?.responses.map((r) => [r.batch, r.usage?.input, r.usage?.output])

  // Counted from the files by hand: the chat span's gen_ai.input.messages holds one assistant tool_call part
  // (get_weather, id 1234) and its tool_call_response; its output is text only; usage 97 in, 52 out.
  it('a chat span: the call and result from its input history, usage on its answer (which calls nothing)', () => {
    const t = read(fixture('otel_genai_client_span_tool_calls'))
    expect(t.summary).toBe(
      'Chat messages, OpenTelemetry spans, 1 tool call in 1 batch, 1 result; usage on 1 of 1 response',
    )
    expect(callsOf(t).map((c) => [c.name, c.id, c.args, c.result?.text])).toEqual([
      ['get_weather', '1234', { location: 'Paris' }, 'rainy, 57°F'],
    ])
    expect(usage(t)).toEqual([[null, 97, 52]])
  })

  it('the deprecated gen_ai.prompt / gen_ai.completion: usage kept, no calls, and the reason said', () => {
    const t = read(fixture('otel_genai_deprecated_client_span_tool_calls'))
    expect(t.summary).toBe(
      'Chat messages, OpenTelemetry spans, 0 tool calls in 0 batches, 0 results; usage on 1 of 1 response',
    )
    expect(usage(t)).toEqual([[null, 97, 52]])
    expect(t.notes.map((n) => n.message)).toContain(
      '1 chat span with only the deprecated gen_ai.prompt / gen_ai.completion (free-form text, no message schema): not read as messages, so no calls or results from it.',
    )
  })

  it('an execute_tool span with no gen_ai.tool.call.arguments / .result: the call, and no result', () => {
    // Its arguments and output sit under plain `input` / `output` keys, which no GenAI convention names.
    const t = read(fixture('otel_genai_tool_execution_span'))
    expect(t.summary).toBe('Chat messages, OpenTelemetry spans, 1 tool call in 1 batch, 0 results')
    expect(callsOf(t).map((c) => [c.name, c.id, c.args, c.result ?? null])).toEqual([
      ['get_weather', '1234', {}, null],
    ])
  })
})
