import { describe, expect, it } from 'vitest'
import { readTranscript } from './transcript.ts'

const openai = [
  { role: 'system', content: 'be brief' },
  { role: 'user', content: 'read a.txt' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.txt"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'c1', content: 'hello' },
  { role: 'assistant', content: 'It says hello.' },
]

const anthropic = {
  messages: [
    { role: 'user', content: 'search' },
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Searching.' },
        { type: 'tool_use', id: 't1', name: 'web_search', input: { q: 'x' } },
      ],
    },
    {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'found' }] }],
    },
  ],
}

describe('readTranscript', () => {
  it('reads an OpenAI conversation into messages and a turn whose call has its result', () => {
    const r = readTranscript(JSON.stringify(openai))
    expect(r).toEqual({
      ok: true,
      format: 'OpenAI',
      messages: 5,
      items: [
        { kind: 'message', role: 'system', text: 'be brief' },
        { kind: 'message', role: 'user', text: 'read a.txt' },
        {
          kind: 'turn',
          text: '',
          calls: [
            { id: 'c1', tool: 'read_file', args: '{"path":"a.txt"}', output: 'hello', hasResult: true },
          ],
        },
        { kind: 'message', role: 'assistant', text: 'It says hello.' },
      ],
    })
  })

  it('reads Anthropic tool_use / tool_result blocks; a user message of results only adds no message', () => {
    const r = readTranscript(JSON.stringify(anthropic))
    expect(r.ok && r.format).toBe('Anthropic')
    expect(r.ok && r.items).toEqual([
      { kind: 'message', role: 'user', text: 'search' },
      {
        kind: 'turn',
        text: 'Searching.',
        calls: [{ id: 't1', tool: 'web_search', args: '{"q":"x"}', output: 'found', hasResult: true }],
      },
    ])
  })

  it('empty text is no messages', () => {
    expect(readTranscript('')).toEqual({ ok: true, items: [], format: 'none', messages: 0 })
  })

  it('says what is wrong and where', () => {
    expect(readTranscript('[{"role": "user"')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Transcript is not valid JSON: /),
    })
    expect(readTranscript('{"a": 1}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Transcript is not a list of messages: expected a JSON array/),
    })
    expect(readTranscript('[{"content": "x"}]')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Message 1 \(\$\[0\]\) has no "role"/),
    })
    expect(readTranscript('{"messages": [{"role": "tool", "tool_call_id": "z", "content": ""}]}')).toEqual({
      ok: false,
      message: 'Message 1 ($.messages[0]) is a result for call "z", which no earlier assistant message made',
    })
    expect(readTranscript('[{"role": "robot", "content": ""}]')).toMatchObject({
      ok: false,
      message: expect.stringContaining('has role "robot"'),
    })
  })
})
