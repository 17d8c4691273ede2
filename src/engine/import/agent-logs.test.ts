import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readImport } from './read-import.ts'
import { callsOf, type Transcript } from './types.ts'

// Real files: OpenHands (MIT), mini-SWE-agent (MIT), OpenInference (Apache-2.0); fixtures/sessions/README.md
// names each one's source and commit. The Vercel AI SDK cases are built from its source (no saved result found).
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/sessions/${name}`, import.meta.url), 'utf8')

function read(text: string): Transcript {
  const r = readImport(text)
  if (!r.ok) throw new Error(r.error.message)
  if (r.value.kind !== 'transcript') throw new Error(`read as ${r.value.kind}`)
  return r.value
}
const shape = (t: Transcript) => t.batches.map((b) => b.calls.map((c) => c.name))
const linked = (t: Transcript) => t.recorded?.responses.map((r) => [r.batch, r.usage?.input ?? null])

describe('OpenHands event logs (real files from All-Hands-AI/OpenHands tests/runtime/trajs)', () => {
  it('basic_gui_mode: 4 actions of 4 responses are 4 batches, each observation its result, usage per response', () => {
    const t = read(fixture('openhands.basic_gui_mode.json'))
    expect(t.summary).toBe(
      'Chat messages, OpenHands event log, 4 tool calls in 4 batches, 4 results; usage on 4 of 4 responses',
    )
    expect(shape(t)).toEqual([
      ['execute_bash'],
      ['str_replace_editor'],
      ['str_replace_editor'],
      ['execute_bash'],
    ])
    expect(linked(t)).toEqual([
      [0, 3439],
      [1, 3601],
      [2, 4769],
      [3, 5488],
    ])
    expect(callsOf(t)[0]?.args).toMatchObject({ command: expect.any(String) })
    expect(t.notes.map((n) => n.message).join(' ')).toContain('8 events not from a model call')
  })

  it('basic: the finish call has no observation, and says so; cache writes are kept', () => {
    const t = read(fixture('openhands.basic.json'))
    expect(shape(t)).toEqual([['str_replace_editor'], ['finish']])
    expect(callsOf(t).map((c) => c.result !== null)).toEqual([true, false])
    expect(t.recorded?.responses[0]?.usage).toMatchObject({ input: 3486, output: 1135, cacheWrite: 3482 })
    expect(t.notes.some((n) => n.kind === 'call without result' && n.message.includes('finish'))).toBe(true)
  })

  it('actions of one model response are one batch, however their observations interleave', () => {
    const response = {
      id: 'r1',
      choices: [
        {
          message: {
            content: 'two',
            tool_calls: [{ id: 'a', function: { name: 'x', arguments: '{"n":1}' } }],
          },
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 2 },
    }
    const meta = (id: string) => ({ function_name: 'x', tool_call_id: id, model_response: response })
    const t = read(
      JSON.stringify([
        { id: 1, source: 'agent', action: 'run', args: {}, tool_call_metadata: meta('a') },
        { id: 2, source: 'agent', observation: 'run', content: 'A', cause: 1, tool_call_metadata: meta('a') },
        { id: 3, source: 'agent', action: 'run', args: { n: 2 }, tool_call_metadata: meta('b') },
        {
          id: 4,
          source: 'agent',
          observation: 'error',
          content: 'B',
          cause: 3,
          tool_call_metadata: meta('b'),
        },
      ]),
    )
    expect(shape(t)).toEqual([['x', 'x']])
    expect(callsOf(t).map((c) => [c.args, c.result?.text, c.result?.isError])).toEqual([
      [{ n: 1 }, 'A', false],
      [{ n: 2 }, 'B', true],
    ])
    expect(t.recorded?.responses).toHaveLength(1)
  })
})

describe('mini-SWE-agent trajectories', () => {
  it('a real messages list (mini-swe-agent tests/test_data): each fenced command one batch, the next user message its output', () => {
    const t = read(fixture('mini-swe-agent.github_issue.traj.json'))
    expect(t.summary).toBe(
      'Chat messages, mini-SWE-agent trajectory, 10 tool calls in 10 batches, 10 results',
    )
    expect(shape(t)).toEqual(Array.from({ length: 10 }, () => ['bash']))
    expect(callsOf(t)[0]?.args).toEqual({
      command: 'cat /Users/fuchur/Documents/24/git_sync/swe-agent-test-repo/tests/./missing_colon.py',
    })
    expect(callsOf(t)[0]?.result?.text).toContain('No such file or directory')
    const local = read(fixture('mini-swe-agent.local.traj.json'))
    expect(shape(local)).toEqual([['bash'], ['bash']])
  })

  it('a v2 trajectory of a tool-call model (built from its source): tool_calls, tool results by id, usage per answer', () => {
    const answer = (id: string, command: string, prompt: number) => ({
      role: 'assistant',
      content: '',
      tool_calls: [
        { id, type: 'function', function: { name: 'bash', arguments: JSON.stringify({ command }) } },
      ],
      extra: {
        actions: [{ command, tool_call_id: id }],
        response: {
          usage: { prompt_tokens: prompt, completion_tokens: 7, prompt_tokens_details: { cached_tokens: 5 } },
        },
        cost: 0.01,
      },
    })
    const t = read(
      JSON.stringify({
        info: { model_stats: { instance_cost: 0.02, api_calls: 2 }, exit_status: 'Submitted' },
        messages: [
          { role: 'system', content: 'You are…' },
          { role: 'user', content: 'Fix it' },
          answer('c1', 'ls', 100),
          { role: 'tool', tool_call_id: 'c1', content: 'a b', extra: { returncode: 0 } },
          answer('c2', 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT', 130),
          { role: 'tool', tool_call_id: 'c2', content: 'diff', extra: { returncode: 0 } },
          { role: 'exit', content: '', extra: { exit_status: 'Submitted' } },
        ],
        trajectory_format: 'mini-swe-agent-1.1',
      }),
    )
    expect(t.summary).toBe(
      'Chat messages, mini-SWE-agent trajectory, 2 tool calls in 2 batches, 2 results; usage on 2 of 2 responses',
    )
    expect(linked(t)).toEqual([
      [0, 100],
      [1, 130],
    ])
    expect(t.recorded?.responses[0]?.usage?.cacheRead).toBe(5)
    expect(t.notes.some((n) => n.message.includes('exit'))).toBe(true)
  })
})

describe('mini-SWE-agent v1', () => {
  it('a v1 trajectory (```bash blocks, usage in extra.response): one call per answer, a rejected answer’s usage kept', () => {
    const t = read(
      JSON.stringify({
        info: { exit_status: 'Submitted' },
        messages: [
          { role: 'user', content: 'Fix it' },
          {
            role: 'assistant',
            content: 'THOUGHT: look\n\n```bash\nls -la\n```',
            extra: { response: { usage: { prompt_tokens: 900, completion_tokens: 30 } } },
          },
          { role: 'user', content: '<returncode>0</returncode>\n<output>\na.py\n</output>' },
          {
            role: 'user',
            content: 'Please always provide EXACTLY ONE action',
            extra: {
              interrupt_type: 'FormatError',
              response: { usage: { prompt_tokens: 950, completion_tokens: 40 } },
            },
          },
        ],
        trajectory_format: 'mini-swe-agent-1',
      }),
    )
    expect(callsOf(t).map((c) => [c.name, c.args, c.result?.text])).toEqual([
      ['bash', { command: 'ls -la' }, '<returncode>0</returncode>\n<output>\na.py\n</output>'],
    ])
    expect(linked(t)).toEqual([
      [0, 900],
      [null, 950],
    ])
  })
})

describe('OpenInference spans', () => {
  it('a real LLM span (openinference-genai test fixture): the history’s call and result, usage on its answer', () => {
    const t = read(fixture('openinference.client_span_tool_calls.json'))
    expect(t.summary).toBe(
      'Chat messages, OpenInference spans, 1 tool call in 1 batch, 1 result; usage on 1 of 1 response',
    )
    expect(callsOf(t).map((c) => [c.name, c.args, c.result?.text])).toEqual([
      ['get_weather', { location: 'Paris' }, 'rainy, 57°F'],
    ])
    expect(t.recorded?.responses[0]).toMatchObject({ batch: null, usage: { input: 97, output: 52 } })
  })

  it('OTLP JSON with LLM spans whose answers call tools, and TOOL spans (built from the spec): one batch per answer', () => {
    const kv = (o: Record<string, string | number>) =>
      Object.entries(o).map(([key, v]) => ({
        key,
        value: typeof v === 'number' ? { intValue: String(v) } : { stringValue: v },
      }))
    const call = (i: number, id: string, name: string) => ({
      [`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`]: id,
      [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`]: name,
      [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`]: '{}',
    })
    const spans = [
      {
        spanId: 's1',
        name: 'ChatCompletion',
        startTimeUnixNano: '1',
        attributes: kv({
          'openinference.span.kind': 'LLM',
          'llm.input_messages.0.message.role': 'user',
          'llm.input_messages.0.message.content': 'go',
          'llm.output_messages.0.message.role': 'assistant',
          ...call(0, 'a', 'ls'),
          ...call(1, 'b', 'cat'),
          'llm.token_count.prompt': 50,
          'llm.token_count.completion': 9,
          'llm.token_count.prompt_details.cache_read': 40,
        }),
      },
      {
        spanId: 't1',
        name: 'ls',
        startTimeUnixNano: '2',
        attributes: kv({
          'openinference.span.kind': 'TOOL',
          'tool.name': 'ls',
          'tool.id': 'a',
          'output.value': 'x y',
        }),
      },
      {
        spanId: 't2',
        name: 'cat',
        startTimeUnixNano: '3',
        attributes: kv({
          'openinference.span.kind': 'TOOL',
          'tool.name': 'cat',
          'tool.id': 'b',
          'output.value': 'zz',
        }),
      },
    ]
    const t = read(JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] }))
    expect(shape(t)).toEqual([['ls', 'cat']])
    expect(callsOf(t).map((c) => c.result?.text)).toEqual(['x y', 'zz'])
    expect(t.recorded?.responses[0]).toMatchObject({ batch: 0, usage: { input: 50, cacheRead: 40 } })
  })
})

describe('OpenInference spans one per line', () => {
  it('attribute maps as JSON lines: a TOOL span with no LLM messages is the batch of the LLM span before it', () => {
    const t = read(
      [
        {
          'openinference.span.kind': 'LLM',
          'output.value': 'calling',
          'llm.token_count.prompt': 12,
          'llm.token_count.completion': 3,
        },
        {
          'openinference.span.kind': 'TOOL',
          'tool.name': 'search',
          'input.value': '{"q":"x"}',
          'output.value': 'hits',
        },
        {
          'openinference.span.kind': 'LLM',
          'output.value': 'done',
          'llm.token_count.prompt': 20,
          'llm.token_count.completion': 2,
        },
      ]
        .map((s) => JSON.stringify(s))
        .join('\n'),
    )
    expect(t.wrapper).toBe('OpenInference spans')
    expect(callsOf(t).map((c) => [c.name, c.args, c.result?.text])).toEqual([['search', { q: 'x' }, 'hits']])
    expect(linked(t)).toEqual([
      [0, 12],
      [null, 20],
    ])
  })
})

describe('Vercel AI SDK results (built from vercel/ai step-result.ts and usage.ts)', () => {
  it('v5/v6 steps: each step one batch, toolResults their results, a tool-error an error, usage per step', () => {
    const t = read(
      JSON.stringify({
        text: 'done',
        steps: [
          {
            content: [{ type: 'tool-error', toolCallId: 'c', toolName: 'fetch', error: 'timeout' }],
            text: '',
            toolCalls: [
              { type: 'tool-call', toolCallId: 'a', toolName: 'weather', input: { city: 'Paris' } },
              { type: 'tool-call', toolCallId: 'b', toolName: 'weather', input: { city: 'Rome' } },
              { type: 'tool-call', toolCallId: 'c', toolName: 'fetch', input: {} },
            ],
            toolResults: [
              { type: 'tool-result', toolCallId: 'a', toolName: 'weather', output: { temp: 12 } },
              { type: 'tool-result', toolCallId: 'b', toolName: 'weather', output: 'sunny' },
            ],
            finishReason: 'tool-calls',
            usage: {
              inputTokens: 300,
              outputTokens: 40,
              totalTokens: 340,
              inputTokenDetails: { noCacheTokens: 100, cacheReadTokens: 150, cacheWriteTokens: 50 },
              outputTokenDetails: { textTokens: 30, reasoningTokens: 10 },
            },
          },
          {
            content: [],
            text: 'done',
            toolCalls: [],
            toolResults: [],
            finishReason: 'stop',
            usage: { inputTokens: 400, outputTokens: 5, cachedInputTokens: 300 },
          },
        ],
      }),
    )
    expect(t.summary).toBe(
      'Chat messages, Vercel AI SDK result, 3 tool calls in 1 batch, 3 results (1 error); usage on 2 of 2 responses',
    )
    expect(callsOf(t).map((c) => [c.name, c.args, c.result?.text, c.result?.isError])).toEqual([
      ['weather', { city: 'Paris' }, '{"temp":12}', false],
      ['weather', { city: 'Rome' }, 'sunny', false],
      ['fetch', {}, 'timeout', true],
    ])
    expect(t.recorded?.responses.map((r) => r.usage)).toEqual([
      { input: 300, output: 40, cacheRead: 150, cacheWrite: 50, reasoning: 10 },
      { input: 400, output: 5, cacheRead: 300, cacheWrite: 0, reasoning: null },
    ])
  })

  it('v4 steps (args, result, promptTokens) read the same', () => {
    const t = read(
      JSON.stringify({
        steps: [
          {
            stepType: 'initial',
            text: '',
            toolCalls: [{ type: 'tool-call', toolCallId: 'a', toolName: 'ls', args: { dir: '.' } }],
            toolResults: [
              { type: 'tool-result', toolCallId: 'a', toolName: 'ls', args: { dir: '.' }, result: ['x'] },
            ],
            usage: { promptTokens: 20, completionTokens: 3, totalTokens: 23 },
          },
        ],
      }),
    )
    expect(callsOf(t).map((c) => [c.args, c.result?.text])).toEqual([[{ dir: '.' }, '["x"]']])
    expect(t.recorded?.responses[0]?.usage).toMatchObject({ input: 20, output: 3 })
  })
})
