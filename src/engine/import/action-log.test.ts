import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseLog, readTextLine } from './action-log.ts'

const transcript = (name: string) =>
  readFileSync(new URL(`./fixtures/transcripts/${name}`, import.meta.url), 'utf8')

describe('readTextLine (the text form)', () => {
  it('reads <Action> [what] as the tool and the description', () => {
    expect(readTextLine('  Edit src/a.py  ', 4)).toEqual({
      line: 4,
      tool: 'Edit',
      description: 'Edit src/a.py',
      failed: false,
    })
  })
  it('reads a failure marker and drops it from the description', () => {
    for (const text of [
      'Verify pytest [fail]',
      'Verify pytest [FAILED]',
      'Verify pytest -> fail',
      'Verify pytest → error',
    ])
      expect(readTextLine(text, 1)).toMatchObject({ description: 'Verify pytest', failed: true })
    expect(readTextLine('Verify pytest [pass]', 1)).toMatchObject({
      description: 'Verify pytest',
      failed: false,
    })
  })
  it('skips blank lines and comments', () => {
    for (const text of ['', '   ', '# note', '// note']) expect(readTextLine(text, 1)).toBeNull()
  })
  it('reads numbered items and pasted EMIT lines', () => {
    expect(readTextLine('2. Read a.py', 1)).toMatchObject({ tool: 'Read', description: 'Read a.py' })
    expect(readTextLine('EMIT: "Budget: 3/7, Action: Edit src/a.py"', 1)).toMatchObject({
      tool: 'Edit',
      description: 'Edit src/a.py',
    })
  })
  it('says which line does not start with an action name', () => {
    expect(readTextLine('{"oops": 1}', 9)).toBe(
      '“{"oops": 1}” does not start with an action name (such as Read, Edit, Bash)',
    )
  })
})

describe('parseLog', () => {
  it('numbers actions by their line in the text, errors included', () => {
    const log = parseLog('Read a.py\n\n??? what\nEdit a.py', 'auto')
    expect(log.format).toBe('text')
    expect(log.actions.map((a) => [a.line, a.tool])).toEqual([
      [1, 'Read'],
      [4, 'Edit'],
    ])
    expect(log.errors).toEqual([
      { line: 3, message: expect.stringContaining('does not start with an action name') },
    ])
    expect(log.errorCount).toBe(1)
  })

  it('reads a JSON array of actions (strings or objects)', () => {
    const log = parseLog(
      '[\n"Read a.py",\n{"tool": "Verify", "command": "pytest", "failed": true}\n]',
      'auto',
    )
    expect(log.format).toBe('json')
    expect(log.actions).toEqual([
      { line: 2, tool: 'Read', description: 'Read a.py', failed: false },
      { line: 3, tool: 'Verify', description: 'Verify pytest', failed: true },
    ])
  })

  it('says where JSON is broken', () => {
    const log = parseLog('[\n"Read a.py",\n  x\n]', 'auto')
    expect(log.actions).toEqual([])
    expect(log.errors[0]?.line).toBe(3)
    expect(log.errors[0]?.message).toMatch(/^the log is not valid JSON: .*\(line 3, column 3\)$/)
  })

  it('reads a JSON object without tool calls as an error, not as nothing', () => {
    expect(parseLog('{"hello": 1}', 'auto').errors[0]?.message).toMatch(
      /^the log is a JSON object with keys hello: not a transcript/,
    )
    expect(parseLog('{"messages": []}', 'auto').errors[0]?.message).toBe(
      'no actions found: read as Chat messages, messages, 0 tool calls in 0 batches, 0 results',
    )
  })

  it('a binary file pasted as the log is named as one, with where its first NUL is, not read as an action', () => {
    const log = parseLog(`PK\u0003\u0004\u0000\u0000word/document.xml`, 'auto')
    expect(log.actions).toEqual([])
    expect(log.errors[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(
        /^the log is a binary file, not text \(a NUL byte at line 1, column 5\)/,
      ),
    })
  })

  it('reads the text form when told to, even if it starts with [', () => {
    expect(parseLog('[ci] build', 'text').errors[0]?.line).toBe(1)
  })

  it('reads a real OpenAI chat transcript: parallel tool_calls, one more, and the streamed final call', () => {
    const log = parseLog(transcript('openai-chat-completions.complex-agent-run.final-exchange.json'), 'auto')
    expect(log.format).toBe('transcript')
    expect(log.actions.map((a) => a.description)).toEqual([
      'get_country',
      'get_product_name',
      'get_weather {"city":"Mexico City"}',
      expect.stringMatching(/^final_result {"answers":\[/),
    ])
  })

  it('reads a real OpenAI Responses transcript (function_call and tool_search_call items)', () => {
    const log = parseLog(
      transcript('openai-responses.tool-search-deferred-capability.final-exchange.json'),
      'auto',
    )
    expect(log.format).toBe('transcript')
    expect(log.actions.map((a) => a.tool)).toEqual([
      'tool_search',
      'get_weather',
      'load_capability',
      'lookup_refund_policy',
    ])
  })

  it('reads a real Anthropic recording once per call id, though every request repeats the history', () => {
    const log = parseLog(transcript('anthropic-messages.tool-runner.nock-recording.json'), 'auto')
    expect(log.format).toBe('transcript')
    expect(log.actions.map((a) => a.tool)).toEqual([
      'test_tool',
      'test_tool',
      'test_tool',
      'test_tool',
      'submit_analysis',
    ])
    expect(log.actions.map((a) => a.line)).toEqual([48, 233, 241, 439, 621])
    expect(log.summary).toBe(
      'Anthropic Messages, nock recording, 10 interactions in 5 conversations (+2 starting as an earlier one does), 5 tool calls in 4 batches, 5 results, 2 tools offered',
    )
  })

  it('reads the YAML cassette as its 4 calls, not its YAML keys as hundreds of actions', () => {
    const log = parseLog(transcript('openai-chat-completions.complex-agent-run.vcr.yaml'), 'auto')
    expect([log.format, log.errorCount, log.actions.map((a) => a.tool)]).toEqual([
      'transcript',
      0,
      ['get_country', 'get_product_name', 'get_weather', 'final_result'],
    ])
    expect(log.notes).toEqual([
      {
        line: null,
        message:
          '1 call with no result in the file, imported with an empty output: final_result (interaction 3 response.choices[0].message.tool_calls[0]).',
      },
    ])
  })

  it('marks an Anthropic call failed when its tool_result says is_error', () => {
    const messages = [
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'pytest' } }],
      },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: 'failed' }],
      },
    ]
    expect(parseLog(JSON.stringify({ messages }), 'auto').actions).toEqual([
      { line: 1, tool: 'Bash', description: 'Bash {"command":"pytest"}', failed: true },
    ])
  })

  it('counts lines of a 100,000-line log', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `Read f${i}.py`).join('\n')
    const log = parseLog(text, 'auto')
    expect([log.lineCount, log.actions.length, log.actions.at(-1)?.line]).toEqual([100_000, 100_000, 100_000])
  })
})
