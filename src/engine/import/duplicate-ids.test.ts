import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import type { ImportResult, Transcript } from './types.ts'

// Nothing dropped in silence (issue 24): two calls of one answer sharing the id `x`, and a later call reusing it.
// Each call gets its own result, in order, and the notes name the id and where, in every format.

const transcript = (r: ImportResult): Transcript => {
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const chat = [
  { role: 'user', content: 'go' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'x', type: 'function', function: { name: 'read', arguments: '{"p":"a"}' } },
      { id: 'x', type: 'function', function: { name: 'read', arguments: '{"p":"b"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'x', content: 'A' },
  { role: 'tool', tool_call_id: 'x', content: 'B' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'x', type: 'function', function: { name: 'grep', arguments: '{"q":"c"}' } }],
  },
  { role: 'tool', tool_call_id: 'x', content: 'C' },
]

const responses = {
  model: 'gpt-4.1',
  input: [
    { role: 'user', content: 'go' },
    { type: 'function_call', call_id: 'x', name: 'read', arguments: '{"p":"a"}' },
    { type: 'function_call', call_id: 'x', name: 'read', arguments: '{"p":"b"}' },
    { type: 'function_call_output', call_id: 'x', output: 'A' },
    { type: 'function_call_output', call_id: 'x', output: 'B' },
    { type: 'function_call', call_id: 'x', name: 'grep', arguments: '{"q":"c"}' },
    { type: 'function_call_output', call_id: 'x', output: 'C' },
  ],
}

const anthropic = {
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  messages: [
    { role: 'user', content: 'go' },
    {
      role: 'assistant',
      content: [
        { type: 'tool_use', id: 'x', name: 'read', input: { p: 'a' } },
        { type: 'tool_use', id: 'x', name: 'read', input: { p: 'b' } },
      ],
    },
    {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'x', content: 'A' },
        { type: 'tool_result', tool_use_id: 'x', content: 'B' },
      ],
    },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'x', name: 'grep', input: { q: 'c' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'x', content: 'C' }] },
  ],
}

describe('duplicate call ids', () => {
  for (const [format, value] of [
    ['OpenAI Chat Completions', chat],
    ['OpenAI Responses', responses],
    ['Anthropic Messages', anthropic],
  ] as const)
    it(`${format}: calls sharing an id take its results in order, a reused id its later result, all named`, () => {
      const t = transcript(readImport(JSON.stringify(value)))
      expect(t.batches.map((b) => b.calls.map((c) => [c.name, c.result?.text]))).toEqual([
        [
          ['read', 'A'],
          ['read', 'B'],
        ],
        [['grep', 'C']],
      ])
      const notes = t.notes.filter((n) => n.kind === 'duplicate id').map((n) => n.message)
      expect(notes).toHaveLength(2)
      expect(notes[0]).toMatch(
        /^1 answer gives one id to several calls, whose results were paired with them in order: 2 calls “x” at .+\.$/,
      )
      expect(notes[1]).toMatch(
        /^1 call reuses the id of an earlier call, each read as a new call answered by the results after it: “x” at .+ \(first at .+\)\.$/,
      )
      expect(t.notes.filter((n) => n.kind === 'call without result')).toEqual([])
    })

  it('a second result for an answered id is named, not dropped; the history repeated is not', () => {
    const extra = [...chat, { role: 'tool', tool_call_id: 'x', content: 'D' }]
    const t = transcript(readImport(JSON.stringify(extra)))
    expect(t.notes.map((n) => n.message)).toContain(
      'Another result at $[6] for call “x”, whose calls all have one already (1 chars): not imported.',
    )
    // A recording repeats the history in each request: the same calls and results again add nothing.
    const recorded = transcript(
      readImport(
        JSON.stringify([
          {
            request: { body: { model: 'm', messages: chat.slice(0, 4) } },
            response: { body: { choices: [] } },
          },
          { request: { body: { model: 'm', messages: chat } }, response: { body: { choices: [] } } },
        ]),
      ),
    )
    expect(recorded.batches.map((b) => b.calls.map((c) => c.result?.text))).toEqual([['A', 'B'], ['C']])
    expect(recorded.notes.filter((n) => n.kind === 'duplicate id')).toHaveLength(2)
  })
})
