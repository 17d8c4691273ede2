import { gzipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Fixtures written from each recorder's documented format: vcrpy / pytest-recording cassettes (bodies as strings
// or `!!binary` base64 of gzip), Ruby VCR (`http_interactions`, `base64_string`), HAR 1.2 (`log.entries`), nock
// recordings (hex chunks of a binary response), request + response pairs, JSON lines.

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const ask = {
  model: 'gpt-4o',
  messages: [{ role: 'user', content: 'list files' }],
  tools: [{ type: 'function', function: { name: 'ls', parameters: {} } }],
}
const answer = {
  object: 'chat.completion',
  choices: [
    {
      message: {
        role: 'assistant',
        tool_calls: [{ id: 'call_ls', type: 'function', function: { name: 'ls', arguments: '{}' } }],
      },
    },
  ],
}
const followUp = {
  ...ask,
  messages: [
    ...ask.messages,
    answer.choices[0]?.message,
    { role: 'tool', tool_call_id: 'call_ls', content: 'a.py\nb.py' },
  ],
}
const done = {
  object: 'chat.completion',
  choices: [{ message: { role: 'assistant', content: 'Two files.' } }],
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const gzipBase64 = (value: unknown) => base64(gzipSync(strToU8(JSON.stringify(value))))
const indent = (text: string, n: number) =>
  text
    .replace(/(.{60})/g, '$1\n')
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n')

const expectTwoExchanges = (t: Transcript) => {
  expect(t.interactions).toBe(2)
  expect(callsOf(t).map((c) => [c.id, c.result?.text])).toEqual([['call_ls', 'a.py\nb.py']])
  expect(t.messages.map((m) => m.text)).toEqual(['list files', '', 'Two files.'])
}

describe('wrappers', () => {
  it('a vcrpy cassette: request bodies as JSON strings, a response as !!binary base64 of gzip', () => {
    const yaml = `interactions:
- request:
    body: '${JSON.stringify(ask)}'
    method: POST
    uri: https://api.openai.com/v1/chat/completions
  response:
    body:
      string: '${JSON.stringify(answer)}'
    status: {code: 200, message: OK}
- request:
    body: '${JSON.stringify(followUp)}'
    method: POST
    uri: https://api.openai.com/v1/chat/completions
  response:
    body:
      string: !!binary |
${indent(gzipBase64(done), 8)}
    headers:
      Content-Encoding: [gzip]
    status: {code: 200, message: OK}
version: 1
`
    const t = read(yaml)
    expect(t.summary).toBe(
      'OpenAI Chat Completions, VCR cassette, 2 interactions, 1 tool call in 1 batch, 1 result, 1 tool offered',
    )
    expectTwoExchanges(t)
  })

  it('a Ruby VCR cassette: http_interactions, a body as base64_string', () => {
    const yaml = `---
http_interactions:
- request:
    method: post
    uri: https://api.openai.com/v1/chat/completions
    body:
      encoding: UTF-8
      string: '${JSON.stringify(ask)}'
  response:
    status: {code: 200, message: OK}
    body:
      encoding: ASCII-8BIT
      base64_string: ${base64(strToU8(JSON.stringify(answer)))}
- request:
    method: post
    uri: https://api.openai.com/v1/chat/completions
    body: {encoding: UTF-8, string: '${JSON.stringify(followUp)}'}
  response:
    body: {encoding: UTF-8, string: '${JSON.stringify(done)}'}
recorded_with: VCR 6.2.0
`
    expectTwoExchanges(read(yaml))
  })

  it('a HAR log: postData text and content text (base64 when so encoded)', () => {
    const entry = (req: unknown, res: unknown, encode = false) => ({
      request: {
        method: 'POST',
        url: 'https://api.openai.com/v1/chat/completions',
        postData: { mimeType: 'application/json', text: JSON.stringify(req) },
      },
      response: {
        status: 200,
        content: encode
          ? { mimeType: 'application/json', encoding: 'base64', text: base64(strToU8(JSON.stringify(res))) }
          : { mimeType: 'application/json', text: JSON.stringify(res) },
      },
    })
    const t = read(
      JSON.stringify({ log: { version: '1.2', entries: [entry(ask, answer, true), entry(followUp, done)] } }),
    )
    expect(t.wrapper).toBe('HAR')
    expectTwoExchanges(t)
  })

  it('a nock recording: a gzip response kept as hex chunks', () => {
    const hex = Buffer.from(gzipSync(strToU8(JSON.stringify(answer)))).toString('hex')
    const t = read(
      JSON.stringify([
        {
          scope: 'https://api.openai.com:443',
          method: 'POST',
          path: '/v1/chat/completions',
          body: ask,
          status: 200,
          response: [hex.slice(0, 40), hex.slice(40)],
          responseIsBinary: false,
        },
        {
          scope: 'https://api.openai.com:443',
          method: 'POST',
          path: '/v1/chat/completions',
          body: followUp,
          status: 200,
          response: done,
        },
      ]),
    )
    expect(t.wrapper).toBe('nock recording')
    expectTwoExchanges(t)
  })

  it('HTTP snapshots: a list of {request, response} with bodies', () => {
    const t = read(
      JSON.stringify([
        {
          request: { method: 'POST', url: '/v1/chat/completions', body: ask },
          response: { status_code: 200, body: answer },
        },
        {
          request: { method: 'POST', url: '/v1/chat/completions', body: followUp },
          response: { status_code: 200, body: done },
        },
      ]),
    )
    expect(t.wrapper).toBe('HTTP snapshot')
    expectTwoExchanges(t)
  })

  it('JSON lines: one exchange per line, each named by its line', () => {
    const t = read(
      `${JSON.stringify({ request: ask, response: answer })}\n${JSON.stringify({ request: followUp, response: done })}\n`,
    )
    expect(t.wrapper).toBe('JSON lines')
    expectTwoExchanges(t)
    expect(callsOf(t)[0]?.where).toBe('line 1 response.choices[0].message.tool_calls[0]')
  })

  it('JSON lines of separate conversations (fine-tuning data) are separate conversations', () => {
    const line = (q: string) =>
      JSON.stringify({
        messages: [
          { role: 'user', content: q },
          { role: 'assistant', content: 'ok' },
        ],
      })
    const t = read([line('a'), line('b'), line('c')].join('\n'))
    expect([t.conversations, t.messages.map((m) => m.text)]).toEqual([3, ['a', 'ok', 'b', 'ok', 'c', 'ok']])
  })
})

describe('wrappers written by tools, and what they hold that is not read', () => {
  it('a body of plain words is not taken for base64 (a 404 “Not Found” is named as text)', () => {
    const yaml = `interactions:
- request:
    body: '${JSON.stringify(ask)}'
    uri: https://api.openai.com/v1/chat/completions
  response:
    body:
      string: Not Found
    status: {code: 404, message: Not Found}
`
    const t = read(yaml)
    expect(t.notes.map((n) => n.message)).toEqual([
      'The response of interaction 1 is not read: the body is not JSON (it starts “Not Found”).',
    ])
  })

  it('a HAR entry whose response text the browser did not keep says so', () => {
    const har = {
      log: {
        entries: [
          {
            request: {
              method: 'POST',
              url: 'https://api.openai.com/v1/chat/completions',
              postData: { mimeType: 'application/json', text: JSON.stringify(ask) },
            },
            response: { status: 200, content: { size: 5120, mimeType: 'text/event-stream' } },
          },
        ],
      },
    }
    const t = read(JSON.stringify(har))
    expect(t.summary).toBe(
      'OpenAI Chat Completions, HAR, 0 tool calls in 0 batches, 0 results, 1 tool offered',
    )
    expect(t.notes.map((n) => n.message)).toEqual([
      'The response of entry 1 is not read: the HAR keeps no text for this body.',
    ])
  })

  it('Responses items one per line are one conversation, each item named by its line', () => {
    const lines = [
      { role: 'user', content: 'list files' },
      { type: 'function_call', call_id: 'c1', name: 'ls', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c1', output: 'a.py' },
    ]
    const t = read(lines.map((l) => JSON.stringify(l)).join('\n'))
    expect(t.summary).toBe('OpenAI Responses, JSON lines, 1 tool call in 1 batch, 1 result')
    expect(callsOf(t).map((c) => [c.name, c.where, c.result?.text])).toEqual([['ls', 'line 2', 'a.py']])
  })

  it('a Claude Code sub-agent’s lines (isSidechain) are skipped and counted, not mixed into the main thread', () => {
    const line = (type: string, content: unknown, extra: object = {}) =>
      JSON.stringify({ type, sessionId: 's', uuid: 'u', message: { role: type, content }, ...extra })
    const text = [
      line('user', 'go'),
      line('assistant', [{ type: 'tool_use', id: 't1', name: 'Task', input: { prompt: 'look' } }]),
      line('user', 'look', { isSidechain: true }),
      line('assistant', [{ type: 'tool_use', id: 't2', name: 'Glob', input: {} }], { isSidechain: true }),
      line('user', [{ type: 'tool_result', tool_use_id: 't1', content: 'found it' }]),
    ].join('\n')
    const t = read(text)
    expect(t.summary).toBe('Anthropic Messages, Claude Code session, 1 tool call in 1 batch, 1 result')
    expect(t.notes.map((n) => n.message)).toEqual([
      'Sub-agent (unnamed) is not mapped (it works in its own context): 1 tool call in 1 answer (Glob 1), on 2 lines from line 3; import its own session file (agent-….jsonl) to replay it.',
      '2 lines that are no message of the conversation (2 sub-agent (isSidechain)): skipped (lines 3, 4).',
    ])
  })

  it('JSON lines of none of the shapes say what their first line is', () => {
    const r = readImport('{"level": "info", "msg": "started"}\n{"level": "warn", "msg": "slow"}')
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.error.message).toMatch(
        /^This is JSON lines \(2 values; line 1 is a JSON object with keys level, msg\): not a transcript/,
      )
  })
})
