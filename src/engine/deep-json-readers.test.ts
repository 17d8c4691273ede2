import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { evaluate } from './entry/evaluate.ts'
import { parseLog } from './import/action-log.ts'
import { importIntoSelection } from './import/to-selection.ts'
import { parseTrace } from './import/trace.ts'
import { measurer } from './measure/measurer.ts'
import { defaultSelection } from './selection/schema.ts'
import { trimOutput } from './strategies/trim.ts'
import { readHistory, readSchemas } from './tool-budgets/window/imported.ts'

// Every reader of JSON text inside a scenario (tool schemas, transcripts, action logs, traces, catalogs, JSON
// outputs) goes through readJson: text nested 10,000 deep is refused with the path and the limit, where before
// JSON.stringify or a recursive walk overflowed the stack and evaluate() threw.
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
const deepArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`
const openaiCall = (args: string) =>
  JSON.stringify([
    {
      role: 'assistant',
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'x', arguments: {} } }],
    },
  ]).replace('"arguments":{}', `"arguments":${args}`)

describe('readers of JSON inside a scenario, on text nested 10,000 deep', () => {
  it('tool schemas: refused, naming the path and the limit', () => {
    const text = JSON.stringify([{ name: 'f', input_schema: 'X' }]).replace('"X"', deepObject(10_000))
    expect(readSchemas(text)).toEqual({
      ok: false,
      message:
        'Tool schemas: refused: JSON nested more than 200 levels deep, at $[0].input_schema.a.a.a.a….a.a.a',
    })
  })

  it('transcript: refused, naming the path and the limit', () => {
    const r = readHistory(openaiCall(deepObject(10_000)))
    expect(r).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The earlier conversation: refused: JSON nested more than 200 levels deep, at \$\[0\]\.tool_calls/,
      ),
    })
  })

  it('action log and trace: one error on line 1 saying so', () => {
    const log = parseLog(openaiCall(deepObject(10_000)), 'auto')
    expect(log.errors[0]?.message).toMatch(/^the log is refused: JSON nested more than 200 levels deep/)
    const trace = parseTrace({ format: 'auto', text: deepArray(10_000) })
    expect(trace.errors).toEqual([
      {
        line: 1,
        message: expect.stringMatching(/^the trace is refused: JSON nested more than 200 levels deep/),
      },
    ])
    const lines = parseTrace({ format: 'auto', text: `${deepObject(10_000)}\n{"tool":"x"}` })
    expect(lines.errors[0]?.message).toMatch(/^JSON nested more than 200 levels deep/)
  })

  it('a pasted catalog: refused', () => {
    expect(importIntoSelection(deepArray(10_000), defaultSelection())).toEqual({
      ok: false,
      message: expect.stringMatching(/^refused: JSON nested more than 200 levels deep/),
    })
  })

  it('a JSON output under the JSON-aware trim: cut as text, with the reason', () => {
    const out = trimOutput(
      'json-aware',
      {
        text: deepObject(10_000),
        budget: 100,
        m: measurer('chars'),
        callIndex: 0,
      },
      'inline',
    )
    expect(out.text.length).toBeLessThan(200)
    expect(out.note).toMatch(/^Not JSON \(JSON nested more than 200 levels deep/)
  })

  it('evaluate() answers for a scenario holding all of them, instead of throwing', () => {
    const s = defaultScenario()
    const deep = deepObject(10_000)
    const scenario = {
      ...s,
      batches: [
        {
          calls: [{ tool: 'a', isError: false, output: { kind: 'text' as const, text: deepArray(100_000) } }],
        },
      ],
      toolBudgets: {
        ...s.toolBudgets,
        window: {
          ...s.toolBudgets.window,
          toolSchemas: `[{"name":"f","inputSchema":${deep}}]`,
          transcript: openaiCall(deep),
        },
      },
      planner: { ...s.planner, log: { ...s.planner.log, text: openaiCall(deep) } },
      plans: { ...s.plans, trace: { ...s.plans.trace, text: openaiCall(deep) } },
    }
    const report = evaluate(scenario)
    expect(report.toolBudgets.warnings.map((w) => w.where)).toEqual(
      expect.arrayContaining(['schemas', 'transcript']),
    )
  })
})

describe('the earlier conversation of the window, past its message limit', () => {
  const conversation = (turns: number) => {
    const messages: unknown[] = [{ role: 'user', content: 'go' }]
    for (let i = 0; i < turns; i++)
      messages.push(
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: `c${i}`, type: 'function', function: { name: 'read_file', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: `c${i}`, content: 'x' },
      )
    return JSON.stringify(messages)
  }

  it('takes a 10,000-turn conversation and refuses 10,001 turns with the count and the limit', () => {
    expect(readHistory(conversation(10_000)).ok).toBe(true)
    expect(readHistory(conversation(10_001))).toEqual({
      ok: false,
      message:
        'The earlier conversation has 10,002 messages: the window composes at most 10,001 (a tool result counted with its call; 10,000 turns and a user message); paste its most recent part',
    })
  })
})
