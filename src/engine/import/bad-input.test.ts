import { readFileSync } from 'node:fs'
import { gzipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { EXPECTED, readImport } from './read-import.ts'
import { callsOf, type ImportResult, type Transcript } from './types.ts'

const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8')

function transcript(r: ImportResult): Transcript {
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const error = (r: ImportResult) => (r.ok ? null : r.error)

const call = (id: string | undefined, name: string) => ({
  ...(id === undefined ? {} : { id }),
  type: 'function',
  function: { name, arguments: '{}' },
})

describe('bad input: a clear message naming what and where, the rest imported', () => {
  it('truncated JSON: what was complete before the cut is read, the cut named', () => {
    const whole = fixture('transcripts/openai-chat-completions.complex-agent-run.final-exchange.json')
    const cut = whole.slice(0, whole.indexOf('"content": "sunny"'))
    const t = transcript(readImport(cut))
    expect(callsOf(t).map((c) => c.name)).toEqual(['get_country', 'get_product_name', 'get_weather'])
    expect(t.notes[0]).toMatchObject({
      kind: 'truncated',
      message: expect.stringMatching(
        /^The JSON ends early \(cut off at line 54, column \d+\): what was complete up to line 5\d was read/,
      ),
    })
  })

  it('broken JSON (not just cut): says where, reads nothing', () => {
    expect(error(readImport('[{"role": "user",\n  content: "x"}]'))).toEqual({
      kind: 'not json',
      message: expect.stringMatching(/^not valid JSON: .*\(line 2, column 3\)$/),
      line: 2,
      column: 3,
    })
  })

  it('a binary file: says it is binary and where', () => {
    const e = error(readImport(`PK\u0003\u0004${'\u0000'.repeat(20)}rest`))
    expect(e).toMatchObject({
      kind: 'binary',
      message: expect.stringMatching(/^This is a binary file, not text \(a NUL byte at line 1, column 5\)/),
    })
  })

  it('a gzip file (a .yaml.gz cassette read as text) is named as gzip, to decompress first', () => {
    const bytes = gzipSync(strToU8('interactions: []\n'))
    expect(error(readImport(new TextDecoder().decode(bytes)))).toMatchObject({
      kind: 'binary',
      message: expect.stringMatching(
        / It starts like a gzip file \(a \.gz cassette\?\): decompress it first \(gunzip\) and open what it holds\.$/,
      ),
    })
  })

  it('a 50 MB transcript is read (one 50 MB result); past 64 MB the text is refused with its size', () => {
    const big = 'x'.repeat(50_000_000)
    const t = transcript(
      readImport(
        JSON.stringify([
          { role: 'assistant', tool_calls: [call('c1', 'cat')] },
          { role: 'tool', tool_call_id: 'c1', content: big },
        ]),
      ),
    )
    expect(callsOf(t)[0]?.result?.text.length).toBe(50_000_000)
    expect(error(readImport('y'.repeat(70_000_000)))).toEqual({
      kind: 'too large',
      message: 'The text is 70.0 MB, over the 67.1 MB this app reads.',
    })
  })

  it('YAML that is not a cassette names what it found', () => {
    expect(error(readImport('---\nname: my-app\nversion: 3\n'))).toEqual({
      kind: 'not a cassette',
      message:
        'This YAML is not a cassette: expected “interactions:” (vcrpy, pytest-recording) or “http_interactions:” (Ruby VCR) at the top, but its top-level keys are name, version.',
      line: 1,
    })
    expect(error(readImport('interactions:\n  - [unclosed\n'))?.kind).toBe('not yaml')
  })

  it('a cassette whose body is not JSON: that body is named, the other interactions are read', () => {
    const t = transcript(
      readImport(`interactions:
- request:
    body: '{"model": "m", "messages": [{"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]}, {"role": "tool", "tool_call_id": "c1", "content": "a.py"}]}'
  response:
    body: {string: '<html>502 Bad Gateway</html>'}
`),
    )
    expect(callsOf(t).map((c) => [c.name, c.result?.text])).toEqual([['ls', 'a.py']])
    expect(t.notes.map((n) => n.message)).toEqual([
      'The response of interaction 1 is not read: the body is not JSON (it starts “<html>502 Bad Gateway</html>”).',
    ])
  })

  it('missing ids: results are matched by order and the calls named', () => {
    const t = transcript(
      readImport(
        JSON.stringify([
          { role: 'assistant', tool_calls: [call(undefined, 'a'), call(undefined, 'b')] },
          { role: 'tool', content: '1' },
          { role: 'tool', content: '2' },
        ]),
      ),
    )
    expect(callsOf(t).map((c) => c.result?.text)).toEqual(['1', '2'])
    expect(t.notes[0]?.message).toBe(
      '2 calls without an id: results were matched by order (a ($[0].tool_calls[0]); b ($[0].tool_calls[1])).',
    )
  })

  it('a result without a call is named and not imported; a call without a result keeps an empty output', () => {
    const t = transcript(
      readImport(
        JSON.stringify([
          { role: 'assistant', tool_calls: [call('c1', 'ls')] },
          { role: 'tool', tool_call_id: 'zz', content: 'orphan' },
        ]),
      ),
    )
    expect(callsOf(t).map((c) => c.result)).toEqual([null])
    expect(t.notes.map((n) => n.message)).toEqual([
      'A result at $[1] for call “zz” answers no call in the file (6 chars): not imported.',
      '1 call with no result in the file, imported with an empty output: ls ($[0].tool_calls[0]).',
    ])
  })

  it('an unknown role is named and that message left out; the rest is read', () => {
    const t = transcript(
      readImport(
        JSON.stringify([
          { role: 'robot', content: 'beep' },
          { role: 'user', content: 'hi' },
        ]),
      ),
    )
    expect(t.messages).toEqual([{ role: 'user', text: 'hi', batch: null }])
    expect(t.notes[0]).toMatchObject({
      kind: 'unknown role',
      message:
        'The message at $[0] has the role “robot” (expected system, developer, user, assistant or tool): left out.',
    })
  })

  it('mixed providers in one file: both read, the mix named with where each is', () => {
    const t = transcript(
      readImport(
        JSON.stringify([
          { role: 'assistant', tool_calls: [call('call_1', 'ls')] },
          { role: 'tool', tool_call_id: 'call_1', content: 'a.py' },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 'toolu_1', name: 'cat', input: { path: 'a.py' } }],
          },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'print(1)' }] },
        ]),
      ),
    )
    expect(callsOf(t).map((c) => [c.name, c.result?.text])).toEqual([
      ['ls', 'a.py'],
      ['cat', 'print(1)'],
    ])
    expect(t.summary).toMatch(/^OpenAI Chat Completions \+ Anthropic Messages, messages/)
    expect(t.notes.find((n) => n.kind === 'mixed providers')?.message).toBe(
      'This file mixes OpenAI Chat Completions ($[0], $[1]) and Anthropic Messages ($[2], $[3]): each part was read by its own format.',
    )
  })

  it('plain text and unknown JSON say what was expected', () => {
    expect(error(readImport('Edit src/a.py'))?.message).toMatch(/^This is plain text: expected a transcript/)
    expect(error(readImport('{"hello": 1}'))?.message).toMatch(
      /^This is a JSON object with keys hello: not a transcript/,
    )
    expect(error(readImport('  \n'))).toEqual({ kind: 'empty', message: 'The text is empty.' })
  })

  it('the refusal names every session and trace format read, briefly, on one line of at most 200 chars', () => {
    const message = error(readImport('Edit src/a.py'))?.message ?? ''
    for (const format of [
      'Claude Code',
      'Codex',
      'Gemini CLI',
      'OpenHands',
      'SWE-agent',
      'mini-',
      'ATIF',
      'Vercel AI',
      'OTel',
      'OpenInference',
    ])
      expect(message).toContain(format)
    expect(message).not.toContain('\n')
    expect(message.length).toBeLessThanOrEqual(200)
    expect(EXPECTED.length).toBeLessThanOrEqual(200)
    // Unknown JSON names itself first (a stranger's keys), then what it is not, briefly: one short line too.
    const keys = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k.repeat(40), 1]))
    expect(error(readImport(JSON.stringify(keys)))?.message.length).toBeLessThanOrEqual(200)
  })
})
