import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Real Claude Code session files from marot/spotter (MIT); fixtures/sessions/README.md names each one's source.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const shape = (t: Transcript) => t.batches.map((b) => b.calls.map((c) => c.name))
const results = (t: Transcript) => callsOf(t).map((c) => [c.result !== null, c.result?.isError ?? false])

describe('readClaudeCode on real session files', () => {
  it('15 lines: one answer’s two tool_use lines with a hook’s progress line between them are one batch', () => {
    const t = read(fixture('claude-code.spotter.short.jsonl'))
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 2 tool calls in 1 batch, 2 results (2 errors); usage on 1 of 1 response',
    )
    expect(shape(t)).toEqual([['Bash', 'Glob']])
    expect(callsOf(t).map((c) => [c.where, c.line])).toEqual([
      ['line 8.content[0]', 8],
      ['line 10.content[0]', 10],
    ])
    expect(t.recorded?.responses).toEqual([
      {
        where: 'line 5',
        line: 5,
        batch: 0,
        usage: { input: 3 + 11515 + 13835, output: 13, cacheRead: 11515, cacheWrite: 13835, reasoning: null },
      },
    ])
  })

  it('39 lines: 6 calls in 4 answers, usage on each answer once', () => {
    const t = read(fixture('claude-code.spotter.tool_heavy.jsonl'))
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 6 tool calls in 4 batches, 6 results; usage on 4 of 4 responses',
    )
    expect(shape(t)).toEqual([['Bash'], ['Bash'], ['WebSearch', 'Glob'], ['Read', 'WebFetch']])
    expect(t.recorded?.responses.map((r) => r.batch)).toEqual([0, 1, 2, 3])
  })

  it('96 lines: 16 calls in 11 answers; the sub-agent’s 9 calls (agent_progress lines) are listed, not mixed in', () => {
    const t = read(fixture('claude-code.spotter.subagent.jsonl'))
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 16 tool calls in 11 batches, 16 results; usage on 12 of 12 responses',
    )
    expect(shape(t).map((b) => b.length)).toEqual([4, 2, 1, 1, 1, 1, 1, 1, 1, 2, 1])
    expect(results(t).every(([has]) => has)).toBe(true)
    expect(t.notes[0]?.message).toBe(
      'Sub-agent “afb92ff” is not mapped (it works in its own context): 9 tool calls in 5 answers (Read 5, Bash 4), on 19 lines from line 37; import its own session file (agent-afb92ff.jsonl) to replay it.',
    )
    // 12 answers, one of them without calls (the closing text).
    expect(t.recorded?.responses.filter((r) => r.batch === null)).toHaveLength(1)
  })

  it('a sub-agent’s own file (every line isSidechain) is read as that sub-agent’s session', () => {
    const t = read(fixture('claude-code.spotter.agent-a881341.jsonl'))
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 2 tool calls in 2 batches, 2 results; usage on 3 of 3 responses',
    )
    expect(shape(t)).toEqual([['WebFetch'], ['WebFetch']])
    expect(t.notes[0]?.message).toBe(
      'Every line is a sub-agent’s (isSidechain, agent “a881341”): read as that sub-agent’s own session.',
    )
  })

  it('a compact_boundary keeps its pre-compaction tokens; answers on both sides keep their usage', () => {
    const t = read(fixture('claude-code.spotter.compaction-excerpt.jsonl'))
    expect(t.summary).toBe(
      'Anthropic Messages, Claude Code session, 4 tool calls in 4 batches, 4 results; usage on 4 of 4 responses; 1 compaction at 167,094 tokens',
    )
    expect(shape(t)).toEqual([['Glob'], ['Read'], ['Edit'], ['Read']])
    expect(t.recorded?.compactions).toEqual([
      { where: 'line 21', line: 21, tokensBefore: 167094, trigger: 'auto' },
    ])
  })
})

describe('readClaudeCode on hand-made edge cases', () => {
  const line = (type: string, content: unknown, extra: Record<string, unknown> = {}, id?: string) =>
    JSON.stringify({
      type,
      sessionId: 's',
      uuid: `u${Math.random()}`,
      ...extra,
      message: { role: type, content, ...(id ? { id } : {}) },
    })
  const use = (id: string, name: string) => [{ type: 'tool_use', id, name, input: {} }]
  const result = (id: string) => [{ type: 'tool_result', tool_use_id: id, content: 'ok' }]

  it('a tool’s result written between two lines of one answer does not split the answer', () => {
    const t = read(
      [
        line('user', 'go'),
        line('assistant', use('a', 'Read'), { requestId: 'r1' }, 'm1'),
        line('user', result('a')),
        line('assistant', use('b', 'Grep'), { requestId: 'r1' }, 'm1'),
        line('user', result('b')),
        line('assistant', use('c', 'Edit'), { requestId: 'r2' }, 'm2'),
        line('user', result('c')),
      ].join('\n'),
    )
    expect(shape(t)).toEqual([['Read', 'Grep'], ['Edit']])
    expect(results(t)).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ])
  })

  it('without message.id the requestId says which lines are one answer', () => {
    const t = read(
      [
        line('user', 'go'),
        line('assistant', use('a', 'Read'), { requestId: 'r1' }),
        JSON.stringify({ type: 'progress', data: { type: 'hook_progress' } }),
        line('assistant', use('b', 'Read'), { requestId: 'r1' }),
        line('user', [...result('a'), ...result('b')]),
      ].join('\n'),
    )
    expect(shape(t)).toEqual([['Read', 'Read']])
    expect(t.recorded).toBeUndefined()
  })
})
