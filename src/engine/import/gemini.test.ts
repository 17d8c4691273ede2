import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Hand-made from Gemini CLI's own types (google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2:
// packages/core/src/services/chatRecordingTypes.ts, chatRecordingService.ts, packages/core/src/core/logger.ts):
// no recorded session file with a licence was found to copy. The files below were written by other projects in the
// CLI's formats: mcp-audit's published example and agent-sessions' JSONL fixture (both MIT; fixtures/sessions/README.md
// names their commits).

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const calls = (t: Transcript) =>
  callsOf(t).map((c) => [c.name, c.id, c.result?.text ?? '∅', c.result?.isError ?? false])

const tokens = { input: 8396, output: 20, cached: 8000, thoughts: 24, tool: 0, total: 8440 }
const toolCall = (id: string, name: string, output: string, status = 'success') => ({
  id,
  name,
  args: { path: '.' },
  result: [{ functionResponse: { id, name, response: status === 'error' ? { error: output } : { output } } }],
  status,
  timestamp: 't',
})

describe('readGemini: Gemini CLI chat recordings', () => {
  it('a recording (JSON): a gemini record’s toolCalls are one batch with their results; tokens are its usage', () => {
    const t = read(
      JSON.stringify({
        sessionId: 's',
        projectHash: 'h',
        startTime: 't',
        lastUpdated: 't',
        messages: [
          { id: 'u1', timestamp: 't', type: 'user', content: [{ text: 'List and read' }] },
          { id: 'i1', timestamp: 't', type: 'info', content: 'Loaded cached credentials.' },
          {
            id: 'g1',
            timestamp: 't',
            type: 'gemini',
            content: '',
            thoughts: [{ subject: 'Plan', description: 'list first', timestamp: 't' }],
            tokens,
            model: 'gemini-2.5-pro',
            toolCalls: [
              toolCall('list_directory-1', 'list_directory', 'a.py'),
              toolCall('read_file-2', 'read_file', 'File not found', 'error'),
            ],
          },
          { id: 'g2', timestamp: 't', type: 'gemini', content: 'Done.', model: 'gemini-2.5-pro' },
        ],
      }),
    )
    expect(t.summary).toBe(
      'Gemini API, Gemini CLI session, 2 tool calls in 1 batch, 2 results (1 error); usage on 1 of 2 responses',
    )
    expect(calls(t)).toEqual([
      ['list_directory', 'list_directory-1', 'a.py', false],
      ['read_file', 'read_file-2', 'File not found', true],
    ])
    expect(t.recorded?.responses[0]).toEqual({
      where: 'messages[2]',
      line: 0,
      batch: 0,
      usage: { input: 8396, output: 44, cacheRead: 8000, cacheWrite: 0, reasoning: 24 },
    })
    expect(t.notes.map((n) => n.message)).toContain(
      "1 “info” record (the terminal's, not the model's) skipped (messages[1]).",
    )
  })

  it('a recording (JSON lines): a record written again replaces itself in place; $rewindTo drops what followed', () => {
    const line = (v: object) => JSON.stringify(v)
    const g = (id: string, toolCalls: object[]) => ({
      id,
      timestamp: 't',
      type: 'gemini',
      content: '',
      toolCalls,
    })
    const t = read(
      [
        line({ sessionId: 's', projectHash: 'h', startTime: 't', lastUpdated: 't', kind: 'main' }),
        line({ id: 'u1', timestamp: 't', type: 'user', content: 'go' }),
        line(g('g1', [{ id: 'a', name: 'ls', args: {}, status: 'executing', timestamp: 't' }])),
        line(g('g1', [toolCall('a', 'ls', 'a.py'), toolCall('b', 'grep', 'x')])),
        line({ $set: { lastUpdated: 't2' } }),
        line({ id: 'u2', timestamp: 't', type: 'user', content: 'oops' }),
        line(g('g2', [toolCall('c', 'rm', 'gone')])),
        line({ $rewindTo: 'u2' }),
        line({ id: 'u3', timestamp: 't', type: 'user', content: 'instead' }),
        line({ ...g('g3', [toolCall('d', 'ls', 'b.py')]), tokens }),
      ].join('\n'),
    )
    expect(t.summary).toBe(
      'Gemini API, Gemini CLI session, 3 tool calls in 2 batches, 3 results; usage on 1 of 2 responses',
    )
    expect(t.batches.map((b) => [b.where, b.calls.map((c) => c.name)])).toEqual([
      ['line 3', ['ls', 'grep']],
      ['line 10', ['ls']],
    ])
    expect(t.notes.map((n) => n.message)).toContain(
      '2 messages rewound ($rewindTo) are not read: the session went on from the message before them.',
    )
  })
})

describe('readGemini: saved chat history (Content[])', () => {
  const history = [
    { role: 'user', parts: [{ text: 'Weather in Paris and Oslo?' }] },
    {
      role: 'model',
      parts: [
        { text: 'thinking…', thought: true },
        { functionCall: { name: 'get_weather', args: { city: 'Paris' } } },
        { functionCall: { name: 'get_weather', args: { city: 'Oslo' } } },
      ],
    },
    {
      role: 'user',
      parts: [
        { functionResponse: { name: 'get_weather', response: { output: '18 °C' } } },
        { functionResponse: { name: 'get_weather', response: { output: '4 °C' } } },
      ],
    },
    { role: 'model', parts: [{ text: 'Paris 18 °C, Oslo 4 °C.' }] },
  ]

  it('/chat save’s Content[]: one model content’s functionCall parts are one batch, results matched by name in order', () => {
    const t = read(JSON.stringify(history))
    expect(t.summary).toBe('Gemini API, Gemini chat history, 2 tool calls in 1 batch, 2 results')
    expect(calls(t)).toEqual([
      ['get_weather', null, '18 °C', false],
      ['get_weather', null, '4 °C', false],
    ])
    expect(t.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Weather in Paris and Oslo?'],
      ['assistant', ''],
      ['assistant', 'Paris 18 °C, Oslo 4 °C.'],
    ])
  })

  it('the checkpoint object ({history}) and a generateContent request ({contents}) read the same', () => {
    expect(read(JSON.stringify({ history, authType: 'oauth-personal' })).summary).toBe(
      'Gemini API, Gemini chat history, 2 tool calls in 1 batch, 2 results',
    )
    expect(read(JSON.stringify({ contents: history })).summary).toBe(
      'Gemini API, Gemini chat history, 2 tool calls in 1 batch, 2 results',
    )
  })
})

describe('a Gemini CLI session file another project published (mcp-audit, MIT)', () => {
  const text = readFileSync(
    new URL('./fixtures/sessions/gemini-cli.mcp-audit.session-sample.json', import.meta.url),
    'utf8',
  )

  it('2 answers of one MCP call each: 2 batches, each result a bare string in `result`, usage per answer', () => {
    // Counted from the file by hand: messages 1 and 3 are `gemini` with one toolCall each, each `result: ["…"]`.
    const t = read(text)
    expect(t.summary).toBe(
      'Gemini API, Gemini CLI session, 2 tool calls in 2 batches, 2 results; usage on 2 of 2 responses',
    )
    expect(t.batches.map((b) => b.calls.map((c) => c.name))).toEqual([
      ['mcp__brave-search__brave_web_search'],
      ['mcp__zen__thinkdeep'],
    ])
    expect(calls(t)).toEqual([
      ['mcp__brave-search__brave_web_search', 'call-001', '...search results...', false],
      ['mcp__zen__thinkdeep', 'call-002', '...analysis...', false],
    ])
    // tokens {input 125, output 450, cached 0, thoughts 200, tool 50} and {890, 1250, 125, 2500, 150}: the tool-use
    // prompt counts as input, thoughts as output (the reader's one rule for TokensSummary).
    expect(t.recorded?.responses.map((r) => [r.batch, r.usage])).toEqual([
      [0, { input: 175, output: 650, cacheRead: 0, cacheWrite: 0, reasoning: 200 }],
      [1, { input: 1040, output: 3750, cacheRead: 125, cacheWrite: 0, reasoning: 2500 }],
    ])
  })
})

describe('a Gemini CLI JSONL chat recording another project keeps as a fixture (agent-sessions, MIT)', () => {
  it('metadata line, a `$set` update, 2 answers: 1 call with its functionResponse, usage on both answers', () => {
    // Counted from the file by hand: line 4 is a `gemini` record with one toolCall (run_shell_command) and its
    // functionResponse, tokens {input 11855, output 81, cached 0}; line 5 answers in text, tokens {12069, 147, 11502}.
    const text = readFileSync(
      new URL('./fixtures/sessions/gemini-cli.agent-sessions.jsonl_v040.jsonl', import.meta.url),
      'utf8',
    )
    const t = read(text)
    expect(t.summary).toBe(
      'Gemini API, Gemini CLI session, 1 tool call in 1 batch, 1 result; usage on 2 of 2 responses',
    )
    expect(calls(t)).toEqual([
      [
        'run_shell_command',
        'run_shell_command_stage0',
        'Output: AgentSessions/\nREADME.md\nProcess Group PGID: 12345',
        false,
      ],
    ])
    expect(
      t.recorded?.responses.map((r) => [
        r.line,
        r.batch,
        r.usage?.input,
        r.usage?.output,
        r.usage?.cacheRead,
      ]),
    ).toEqual([
      [4, 0, 11855, 81, 0],
      [5, null, 12069, 147, 11502],
    ])
  })
})
