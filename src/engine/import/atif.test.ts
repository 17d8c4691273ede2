import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Hand-made from Harbor's ATIF RFC (docs/rfcs/0001-trajectory-format.md, v1.4): StepObject, ToolCallSchema,
// ObservationSchema and MetricsSchema as it names them.

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}

const trajectory = {
  schema_version: 'ATIF-v1.4',
  session_id: 's1',
  agent: { name: 'terminus-2', version: '1.0', model_name: 'gpt-5' },
  steps: [
    { step_id: 1, source: 'system', message: 'You are an agent.' },
    { step_id: 2, source: 'user', message: 'Price of GOOGL and AAPL?' },
    {
      step_id: 3,
      source: 'agent',
      message: 'Looking both up.',
      reasoning_content: 'two lookups, in parallel',
      tool_calls: [
        { tool_call_id: 'c1', function_name: 'financial_search', arguments: { ticker: 'GOOGL' } },
        { tool_call_id: 'c2', function_name: 'financial_search', arguments: { ticker: 'AAPL' } },
      ],
      observation: {
        results: [
          { source_call_id: 'c1', content: '185.20' },
          { source_call_id: 'c2', content: [{ type: 'text', text: '227.10' }] },
        ],
      },
      metrics: {
        prompt_tokens: 520,
        completion_tokens: 80,
        cached_tokens: 200,
        extra: { cache_creation_input_tokens: 40 },
      },
    },
    {
      step_id: 4,
      source: 'agent',
      message: 'GOOGL 185.20, AAPL 227.10.',
      metrics: { prompt_tokens: 640, completion_tokens: 20, cached_tokens: 512 },
    },
  ],
  final_metrics: { total_prompt_tokens: 1160, total_completion_tokens: 100, total_steps: 4 },
}

describe('findAtif: ATIF trajectories', () => {
  it('an agent step’s tool_calls are one batch, its observation their results, its metrics its usage', () => {
    const t = read(JSON.stringify(trajectory))
    expect(t.summary).toBe(
      'Chat messages, ATIF trajectory, 2 tool calls in 1 batch, 2 results; usage on 2 of 2 responses',
    )
    expect(callsOf(t).map((c) => [c.name, c.id, c.args, c.result?.text])).toEqual([
      ['financial_search', 'c1', { ticker: 'GOOGL' }, '185.20'],
      ['financial_search', 'c2', { ticker: 'AAPL' }, '227.10'],
    ])
    expect(t.recorded?.responses).toEqual([
      {
        where: 'steps[2]',
        line: 0,
        batch: 0,
        usage: { input: 520, output: 80, cacheRead: 200, cacheWrite: 40, reasoning: null },
      },
      {
        where: 'steps[3]',
        line: 0,
        batch: null,
        usage: { input: 640, output: 20, cacheRead: 512, cacheWrite: 0, reasoning: null },
      },
    ])
    expect(t.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'assistant'])
  })

  it('a result handed to a sub-agent is named, not dropped', () => {
    const steps = [
      {
        step_id: 1,
        source: 'agent',
        message: '',
        tool_calls: [{ tool_call_id: 'd1', function_name: 'delegate', arguments: {} }],
        observation: {
          results: [
            { source_call_id: 'd1', content: 'done', subagent_trajectory_ref: [{ session_id: 'sub' }] },
          ],
        },
      },
    ]
    const t = read(JSON.stringify({ ...trajectory, steps }))
    expect(t.notes.map((n) => n.message)).toContain(
      '1 result delegated to a sub-agent (subagent_trajectory_ref): its own trajectory is not in this file (steps[0].observation.results[0]).',
    )
  })
})
