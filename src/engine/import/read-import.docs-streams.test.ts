import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Files from other projects, not in the shared corpus: each written from its format's public documentation or
// modelled on public files (fixtures/docs/README.md names the source of each). Recordings and streams here.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/docs/${name}`, import.meta.url), 'utf8')

function transcript(name: string): Transcript {
  const r = readImport(fixture(name))
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
  if (r.value.kind !== 'transcript') throw new Error(`${name} read as ${r.value.kind}`)
  return r.value
}

/** Each call as [name, arguments, result text (∅ when none), error?, run by the provider?, line]. */
const calls = (t: Transcript) =>
  callsOf(t).map((c) => [c.name, c.args, c.result?.text ?? '∅', c.result?.isError ?? false, c.server, c.line])
const batchSizes = (t: Transcript) => t.batches.map((b) => b.calls.length)
const notes = (t: Transcript) => t.notes.map((n) => [n.kind, n.message])

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
    expect(batchSizes(t)).toEqual([1])
  })
})
