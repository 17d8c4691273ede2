import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Hand-made from Harbor's ATIF RFC (docs/rfcs/0001-trajectory-format.md, v1.4): StepObject, ToolCallSchema,
// ObservationSchema and MetricsSchema as it names them. The real files below are Harbor's own golden trajectories
// (Apache-2.0; fixtures/sessions/README.md names the copy they were found in and its commit).

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

describe("Harbor's golden ATIF trajectories (written by Harbor's terminus-2 and OpenHands agents)", () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')
  const shape = (t: Transcript) => t.batches.map((b) => b.calls.map((c) => c.name))
  const usage = (t: Transcript) =>
    t.recorded?.responses.map((r) => [r.batch, r.usage?.input ?? null, r.usage?.output ?? null])

  // Counted from the files with a short script: per step, `tool_calls[].function_name`, the observation's results
  // (terminus-2 writes one per step with no `source_call_id`) and `metrics.prompt_tokens` / `completion_tokens`.
  it('terminus-2 timeout: 3 steps of one bash_command each, the one unlabelled result per step its call’s', () => {
    const t = read(fixture('atif.harbor.terminus-2.hello-world-timeout.trajectory.json'))
    expect(t.summary).toBe(
      'Chat messages, ATIF trajectory, 3 tool calls in 3 batches, 3 results; usage on 3 of 3 responses',
    )
    expect(shape(t)).toEqual([['bash_command'], ['bash_command'], ['bash_command']])
    expect(callsOf(t).map((c) => [c.id, c.args, c.result?.text.split('\n')[2]])).toEqual([
      [
        'call_0_1',
        { keystrokes: "echo 'Hello, world!'\n", duration: 0.1 },
        "root@CONTAINER_ID:/app# echo 'Hello, world!'",
      ],
      ['call_1_1', { keystrokes: 'sleep 50\n', duration: 50 }, 'root@CONTAINER_ID:/app# sleep 50'],
      ['call_2_1', { keystrokes: 'sleep 50\n', duration: 50 }, 'root@CONTAINER_ID:/app# sleep 50'],
    ])
    expect(usage(t)).toEqual([
      [0, 682, 55],
      [1, 100, 30],
      [2, 100, 30],
    ])
  })

  it('terminus-2 invalid JSON: an answer with no call whose parse-error feedback answers nothing, then 3 calls', () => {
    const t = read(fixture('atif.harbor.terminus-2.hello-world-invalid-json.trajectory.json'))
    expect(t.summary).toBe(
      'Chat messages, ATIF trajectory, 3 tool calls in 3 batches, 3 results; usage on 4 of 4 responses',
    )
    expect(shape(t)).toEqual([['bash_command'], ['mark_task_complete'], ['mark_task_complete']])
    expect(usage(t)).toEqual([
      [null, 682, 100],
      [0, 785, 50],
      [1, 850, 30],
      [2, 100, 20],
    ])
    expect(t.notes.map((n) => n.message)).toContain(
      'A result at steps[1].observation.results[0] answers no call in the file (236 chars): not imported.',
    )
  })

  it('OpenHands: system steps skipped, str_replace_editor with its result, finish with none', () => {
    const t = read(fixture('atif.harbor.openhands.hello-world.trajectory.json'))
    expect(t.summary).toBe(
      'Chat messages, ATIF trajectory, 2 tool calls in 2 batches, 1 result; usage on 2 of 2 responses',
    )
    expect(callsOf(t).map((c) => [c.name, c.id, c.result?.text ?? null])).toEqual([
      ['str_replace_editor', 'call_fake_1', 'File created successfully at: /app/hello.txt'],
      ['finish', 'call_fake_2', null],
    ])
    expect(usage(t)).toEqual([
      [0, 100, 50],
      [1, 120, 30],
    ])
  })
})
