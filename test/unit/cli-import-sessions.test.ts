import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../../src/cli/run-cli.ts'
import { parseScenario } from '../../src/engine/parse-scenario.ts'

// `npm run engine -- import FILE` on one file of each session and trace format issue 26 added. Real files where a
// project publishes one (src/engine/import/fixtures/sessions/, sources and licences in its README); Gemini CLI,
// OpenTelemetry GenAI, ATIF and the Vercel AI SDK publish none, so theirs are small ones written from their
// public specifications, as the readers' own tests do (gemini.test.ts, otel.test.ts, atif.test.ts,
// agent-logs.test.ts).

const sessions = new URL('../../src/engine/import/fixtures/sessions/', import.meta.url)
const real = (name: string) => readFileSync(new URL(name, sessions), 'utf8')

const gemini = {
  sessionId: 's',
  projectHash: 'h',
  startTime: 't',
  lastUpdated: 't',
  messages: [
    { id: 'u1', timestamp: 't', type: 'user', content: [{ text: 'List and read' }] },
    {
      id: 'g1',
      timestamp: 't',
      type: 'gemini',
      content: '',
      tokens: { input: 8396, output: 20, cached: 8000, thoughts: 24, tool: 0, total: 8440 },
      model: 'gemini-2.5-pro',
      toolCalls: ['list_directory', 'read_file'].map((name, i) => ({
        id: `${name}-${i}`,
        name,
        args: { path: '.' },
        result: [{ functionResponse: { id: `${name}-${i}`, name, response: { output: 'a.py' } } }],
        status: 'success',
        timestamp: 't',
      })),
    },
    { id: 'g2', timestamp: 't', type: 'gemini', content: 'Done.', model: 'gemini-2.5-pro' },
  ],
}

const attrs = (a: Record<string, string | number>) =>
  Object.entries(a).map(([key, v]) => ({
    key,
    value: typeof v === 'number' ? { intValue: String(v) } : { stringValue: v },
  }))
const chat = (id: string, start: number, input: object[], output: object[], tokens: number) => ({
  traceId: 't',
  spanId: id,
  parentSpanId: 'root',
  name: 'chat gpt-4o',
  startTimeUnixNano: String(start),
  endTimeUnixNano: String(start + 5),
  attributes: attrs({
    'gen_ai.operation.name': 'chat',
    'gen_ai.input.messages': JSON.stringify(input),
    'gen_ai.output.messages': JSON.stringify(output),
    'gen_ai.usage.input_tokens': tokens,
    'gen_ai.usage.output_tokens': 12,
  }),
})
const user = { role: 'user', parts: [{ type: 'text', content: 'Weather in Paris and Oslo?' }] }
const calls = {
  role: 'assistant',
  parts: ['Paris', 'Oslo'].map((city, i) => ({
    type: 'tool_call',
    id: `c${i}`,
    name: 'get_weather',
    arguments: { city },
  })),
}
const results = {
  role: 'tool',
  parts: ['18 °C', '4 °C'].map((response, i) => ({ type: 'tool_call_response', id: `c${i}`, response })),
}
const otel = {
  resourceSpans: [
    {
      resource: {},
      scopeSpans: [
        {
          scope: { name: 's' },
          spans: [
            chat('a', 10, [user], [calls], 120),
            chat(
              'b',
              30,
              [user, calls, results],
              [{ role: 'assistant', parts: [{ type: 'text', content: 'Done.' }] }],
              180,
            ),
          ],
        },
      ],
    },
  ],
}

const atif = {
  schema_version: 'ATIF-v1.4',
  session_id: 's1',
  agent: { name: 'terminus-2', version: '1.0', model_name: 'gpt-5' },
  steps: [
    { step_id: 1, source: 'user', message: 'Price of GOOGL and AAPL?' },
    {
      step_id: 2,
      source: 'agent',
      message: 'Looking both up.',
      tool_calls: ['GOOGL', 'AAPL'].map((ticker, i) => ({
        tool_call_id: `c${i}`,
        function_name: 'financial_search',
        arguments: { ticker },
      })),
      observation: {
        results: [
          { source_call_id: 'c0', content: '185.20' },
          { source_call_id: 'c1', content: '227.10' },
        ],
      },
      metrics: { prompt_tokens: 520, completion_tokens: 80, cached_tokens: 200 },
    },
  ],
}

const vercel = {
  text: 'done',
  steps: [
    {
      content: [],
      text: '',
      toolCalls: ['Paris', 'Rome'].map((city, i) => ({
        type: 'tool-call',
        toolCallId: `c${i}`,
        toolName: 'weather',
        input: { city },
      })),
      toolResults: ['12', 'sunny'].map((output, i) => ({
        type: 'tool-result',
        toolCallId: `c${i}`,
        toolName: 'weather',
        output,
      })),
      finishReason: 'tool-calls',
      usage: { inputTokens: 300, outputTokens: 40, totalTokens: 340 },
    },
    {
      content: [],
      text: 'done',
      toolCalls: [],
      toolResults: [],
      finishReason: 'stop',
      usage: { inputTokens: 400, outputTokens: 5 },
    },
  ],
}

/** Each file and the detection line `engine import` prints for it: its format and exact counts. */
const cases: [string, string, string][] = [
  [
    'claude-code.spotter.tool_heavy.jsonl',
    real('claude-code.spotter.tool_heavy.jsonl'),
    'Anthropic Messages, Claude Code session, 6 tool calls in 4 batches, 6 results; usage on 4 of 4 responses',
  ],
  [
    'codex-cli.localpush.rollout-2026-02-23T12-41-04.jsonl',
    real('codex-cli.localpush.rollout-2026-02-23T12-41-04.jsonl'),
    'OpenAI Responses, Codex CLI session, 118 tool calls in 27 batches, 118 results; usage on 28 of 28 responses; 258,400-token window',
  ],
  [
    'openhands.basic_gui_mode.json',
    real('openhands.basic_gui_mode.json'),
    'Chat messages, OpenHands event log, 4 tool calls in 4 batches, 4 results; usage on 4 of 4 responses',
  ],
  [
    'swe-agent.function_calling_simple.traj',
    real('swe-agent.function_calling_simple.traj'),
    'OpenAI Chat Completions, SWE-agent trajectory, 5 tool calls in 5 batches, 5 results',
  ],
  [
    'mini-swe-agent.github_issue.traj.json',
    real('mini-swe-agent.github_issue.traj.json'),
    'Chat messages, mini-SWE-agent trajectory, 10 tool calls in 10 batches, 10 results',
  ],
  [
    'openinference.client_span_tool_calls.json',
    real('openinference.client_span_tool_calls.json'),
    'Chat messages, OpenInference spans, 1 tool call in 1 batch, 1 result; usage on 1 of 1 response',
  ],
  [
    'gemini-cli.mcp-audit.session-sample.json',
    real('gemini-cli.mcp-audit.session-sample.json'),
    'Gemini API, Gemini CLI session, 2 tool calls in 2 batches, 2 results; usage on 2 of 2 responses',
  ],
  [
    'gemini-cli.agent-sessions.jsonl_v040.jsonl',
    real('gemini-cli.agent-sessions.jsonl_v040.jsonl'),
    'Gemini API, Gemini CLI session, 1 tool call in 1 batch, 1 result; usage on 2 of 2 responses',
  ],
  [
    'atif.harbor.terminus-2.hello-world-timeout.trajectory.json',
    real('atif.harbor.terminus-2.hello-world-timeout.trajectory.json'),
    'Chat messages, ATIF trajectory, 3 tool calls in 3 batches, 3 results; usage on 3 of 3 responses',
  ],
  [
    'otel-genai.otel_genai_client_span_tool_calls.json',
    real('otel-genai.otel_genai_client_span_tool_calls.json'),
    'Chat messages, OpenTelemetry spans, 1 tool call in 1 batch, 1 result; usage on 1 of 1 response',
  ],
  [
    'gemini-cli.session.json',
    JSON.stringify(gemini),
    'Gemini API, Gemini CLI session, 2 tool calls in 1 batch, 2 results; usage on 1 of 2 responses',
  ],
  [
    'otel-genai.otlp.json',
    JSON.stringify(otel),
    'Chat messages, OpenTelemetry spans, 2 interactions, 2 tool calls in 1 batch, 2 results; usage on 2 of 2 responses',
  ],
  [
    'atif.trajectory.json',
    JSON.stringify(atif),
    'Chat messages, ATIF trajectory, 2 tool calls in 1 batch, 2 results; usage on 1 of 1 response',
  ],
  [
    'vercel-ai.result.json',
    JSON.stringify(vercel),
    'Chat messages, Vercel AI SDK result, 2 tool calls in 1 batch, 2 results; usage on 2 of 2 responses',
  ],
]

function io(files: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const cli: CliIo = {
    readFile(path) {
      const file = files[path]
      if (file === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' })
      return file
    },
    stdout: (s) => out.push(s),
    stderr: (s) => err.push(s),
  }
  return { cli, stdout: () => out.join(''), stderr: () => err.join('') }
}

describe('engine import reads every session and trace format', () => {
  it('one file of each: its detection line with the exact calls, batches, results and usage, and a valid scenario', () => {
    const f = io(Object.fromEntries(cases.map(([name, text]) => [name, text])))
    expect(runCli(['import', ...cases.map(([name]) => name)], f.cli)).toBe(0)
    const detections = f
      .stderr()
      .split('\n')
      .filter((l) => l !== '' && !l.includes(': note: '))
    expect(detections).toEqual(cases.map(([name, , line]) => `engine: ${name}: ${line}`))
    const scenarios = f
      .stdout()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(scenarios).toHaveLength(cases.length)
    cases.forEach(([name, , line], i) => {
      const parsed = parseScenario(scenarios[i])
      expect(parsed.ok, name).toBe(true)
      if (!parsed.ok) return
      // The scenario holds the batches and calls the line counts: one batch per answer.
      const [, calls, batches] = /(\d[\d,]*) tool calls? in (\d[\d,]*) batch/.exec(line) ?? []
      const s = parsed.scenario
      expect([s.batches.length, s.batches.reduce((n, b) => n + b.calls.length, 0)], name).toEqual([
        Number(batches),
        Number(calls),
      ])
      // Recorded usage is carried into the scenario wherever the line says there is some.
      const usage = /usage on (\d+) of (\d+)/.exec(line)
      if (usage) expect(s.recorded?.responsesWithUsage, name).toBe(Number(usage[1]))
    })
  })
})
