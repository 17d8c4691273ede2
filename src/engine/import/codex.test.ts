import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import type { Transcript } from './types.ts'

// Codex CLI rollouts from madshn/localpush (MIT; sanitized by its author: texts redacted, token counts, order and
// models kept); fixtures/sessions/README.md names each one's source.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

describe('readCodex on real rollout files', () => {
  it('6 answers, 5 with one call each: usage from each answer’s token_count, its repeat at the next turn ignored', () => {
    const t = read(fixture('codex-cli.localpush.rollout-2026-02-23T20-34-25.jsonl'))
    expect(t.summary).toBe(
      'OpenAI Responses, Codex CLI session, 5 tool calls in 5 batches, 5 results; usage on 6 of 6 responses; 258,400-token window',
    )
    const r = t.recorded
    expect(r?.responses.map((x) => [x.where, x.batch])).toEqual([
      ['line 14', 0],
      ['line 23', 1],
      ['line 32', 2],
      ['line 41', 3],
      ['line 50', 4],
      ['line 59', null],
    ])
    expect(r?.responses[0]?.usage).toEqual({
      input: 42772,
      output: 204,
      cacheRead: 3456,
      cacheWrite: 0,
      reasoning: 124,
    })
    expect(t.batches.map((b) => b.where)).toEqual(['line 14', 'line 23', 'line 32', 'line 41', 'line 50'])
  })

  it('118 calls in 27 answers of up to 7 parallel calls', () => {
    const t = read(fixture('codex-cli.localpush.rollout-2026-02-23T12-41-04.jsonl'))
    expect(t.summary).toBe(
      'OpenAI Responses, Codex CLI session, 118 tool calls in 27 batches, 118 results; usage on 28 of 28 responses; 258,400-token window',
    )
    expect(t.batches.map((b) => b.calls.length)).toEqual([
      2, 4, 5, 4, 5, 6, 5, 3, 5, 5, 6, 6, 3, 6, 2, 2, 6, 6, 5, 5, 7, 5, 1, 6, 2, 3, 3,
    ])
    const names = new Set(t.batches.flatMap((b) => b.calls.map((c) => c.name)))
    expect([...names].sort()).toEqual(['exec_command', 'write_stdin'])
    expect(t.recorded?.responses.filter((x) => x.batch !== null)).toHaveLength(27)
  })

  it('a compaction (a compacted line and its context_compacted event) is one, at the last answer’s tokens', () => {
    const t = read(fixture('codex-cli.localpush.compaction-excerpt.jsonl'))
    expect(t.summary).toBe(
      'OpenAI Responses, Codex CLI session, 7 tool calls in 5 batches, 7 results; usage on 6 of 6 responses; 258,400-token window; 1 compaction at 212,134 tokens',
    )
    expect(t.recorded?.compactions).toEqual([
      { where: 'line 19', line: 19, tokensBefore: 212134, trigger: null },
    ])
    expect(t.batches.map((b) => b.calls.map((c) => c.name))).toEqual([
      ['apply_patch'],
      ['apply_patch'],
      ['apply_patch'],
      ['exec_command', 'exec_command', 'exec_command'],
      ['exec_command'],
    ])
  })
})

describe('readCodex on hand-made edge cases', () => {
  const line = (type: string, payload: object) => JSON.stringify({ timestamp: 't', type, payload })
  const usage = (input: number, output: number) => ({
    input_tokens: input,
    cached_input_tokens: 0,
    output_tokens: output,
    reasoning_output_tokens: 0,
    total_tokens: input + output,
  })
  const count = (total: number, last: number) =>
    line('event_msg', {
      type: 'token_count',
      info: {
        total_token_usage: usage(total, 10),
        last_token_usage: usage(last, 10),
        model_context_window: 1000,
      },
    })
  const call = (id: string) =>
    line('response_item', { type: 'function_call', name: 'shell', arguments: '{}', call_id: id })
  const output = (id: string) =>
    line('response_item', { type: 'function_call_output', call_id: id, output: 'ok' })

  it('a token_count that comes after the answer’s outputs is still that answer’s usage', () => {
    const t = read(
      [
        line('response_item', {
          type: 'message',
          role: 'user',
          content: [{ type: 'input_text', text: 'go' }],
        }),
        call('a'),
        call('b'),
        output('a'),
        output('b'),
        count(100, 100),
        count(100, 100),
        call('c'),
        count(250, 150),
        output('c'),
      ].join('\n'),
    )
    expect(t.batches.map((b) => b.calls.length)).toEqual([2, 1])
    expect(t.recorded?.responses.map((r) => [r.batch, r.usage?.input])).toEqual([
      [0, 100],
      [1, 150],
    ])
  })
})
