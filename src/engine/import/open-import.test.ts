import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import { type ImportAnswer, openImport } from '../entry/open-import.ts'
import { SCENARIO_VERSION, type Scenario } from '../scenario.ts'
import { readHistory, readSchemas } from '../tool-budgets/window/imported.ts'
import { parseLog } from './action-log.ts'
import { readImport } from './read-import.ts'
import { parseTrace } from './trace.ts'
import { callsOf, type Transcript } from './types.ts'

const dir = new URL('./fixtures/transcripts/', import.meta.url)
const TRANSCRIPTS = readdirSync(dir).sort()
const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8')

/** Deeply frozen, so a test fails if the import writes into the scenario it is laid over. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) frozen(v)
    Object.freeze(value)
  }
  return value
}

function opened(answer: ImportAnswer): Extract<ImportAnswer, { kind: 'imported' }> {
  if (answer.kind !== 'imported')
    throw new Error(`answered ${answer.kind}: ${'message' in answer ? answer.message : ''}`)
  return answer
}

describe('openImport: every corpus transcript opens as a whole scenario', () => {
  it.each(TRANSCRIPTS)('%s', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8')
    const t = readImport(text)
    if (!t.ok || t.value.kind !== 'transcript') throw new Error('not a transcript')
    const transcript: Transcript = t.value
    const calls = callsOf(transcript)
    const base = frozen(defaultScenario())
    const a = opened(openImport({ kind: 'import', text, name: file, base }))
    const s = a.scenario
    expect([a.what, a.summary, s.title]).toEqual(['transcript', transcript.summary, file])
    // Result budget, Strategies, Token budgets: one batch per LLM iteration, real names, outputs and errors.
    expect(s.batches.map((b) => b.calls.map((c) => c.tool))).toEqual(
      transcript.batches.map((b) => b.calls.map((c) => c.name)),
    )
    expect(
      s.batches.flatMap((b) => b.calls.map((c) => (c.output.kind === 'text' ? c.output.text : null))),
    ).toEqual(calls.map((c) => c.result?.text ?? ''))
    expect(s.batches.flatMap((b) => b.calls.map((c) => c.args))).toEqual(calls.map((c) => c.args))
    // The Planner's log and the Plans trace read back to the same calls, failures and all.
    expect(parseLog(s.planner.log.text, s.planner.log.format).actions.map((x) => [x.tool, x.failed])).toEqual(
      calls.map((c) => [c.name, c.result?.isError === true]),
    )
    expect(parseTrace(s.plans.trace).calls.map((x) => [x.toolName, x.ok])).toEqual(
      calls.map((c) => [c.name, c.result?.isError !== true]),
    )
    // The offered tools: the window's schemas and Tool selection's catalog.
    const offered = transcript.tools?.tools.map((x) => x.name) ?? []
    const schemas = readSchemas(s.toolBudgets.window.toolSchemas)
    expect(schemas.ok && schemas.tools.map((x) => x.name)).toEqual(offered)
    expect([s.selection.tools.map((x) => x.name), s.selection.classified]).toEqual([offered, ['transcript']])
    // The window's history reads back; the report is computed without a warning about it.
    expect(readHistory(s.toolBudgets.window.transcript).ok).toBe(true)
    const report = evaluate(s)
    expect(report.batches).toHaveLength(transcript.batches.length)
    expect(
      report.toolBudgets.warnings.filter((w) => w.where === 'transcript' || w.where === 'schemas'),
    ).toEqual([])
    // Laid over the current scenario: what the transcript does not have stays.
    expect([s.resultBudget, s.planner.role, s.plans.plan]).toEqual([
      base.resultBudget,
      base.planner.role,
      base.plans.plan,
    ])
  })
})

describe('scenarioFromImport: the window composer’s inputs', () => {
  it('the system prompt, the last user message before the first call, the messages before it, a note on those after', () => {
    const text = JSON.stringify({
      model: 'm',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'now list files' },
        {
          role: 'assistant',
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'ls', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'a.py' },
        { role: 'assistant', content: 'One file.' },
      ],
    })
    const a = opened(openImport({ kind: 'import', text, base: defaultScenario() }))
    const w = a.scenario.toolBudgets.window
    expect([w.systemPrompt, w.userMessage, JSON.parse(w.transcript)]).toEqual([
      'Be brief.',
      'now list files',
      [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
      ],
    ])
    expect(a.notes).toContain(
      "1 message after the first tool call (assistant text between calls, a final answer, later user turns) is not in the window's history, where the batches come last.",
    )
    expect(a.notes).toContain(
      'The transcript offers no tools: the window’s tool schemas and Tool selection’s catalog are unchanged.',
    )
    expect(a.scenario.toolBudgets.window.toolSchemas).toBe(defaultScenario().toolBudgets.window.toolSchemas)
  })

  it('a call with an odd name still reads back: the log and the trace fall back to JSON', () => {
    const text = JSON.stringify([
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: '1 weird tool', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'x' },
    ])
    const s = opened(openImport({ kind: 'import', text, base: defaultScenario() })).scenario
    expect(s.plans.trace.text).toBe('[\n  {"tool":"1 weird tool","ok":true}\n]\n')
    expect(parseTrace(s.plans.trace).calls.map((c) => c.toolName)).toEqual(['1 weird tool'])
    expect(s.planner.log.text.startsWith('[')).toBe(true)
  })
})

describe('openImport: other files', () => {
  it('a scenario file opens as the scenario it is (version 1 migrated, defaults filled)', () => {
    const a = openImport({ kind: 'import', text: '{"version": 1, "title": "old"}', base: defaultScenario() })
    expect(a.kind).toBe('ok')
    if (a.kind === 'ok')
      expect([a.scenario.version, a.scenario.title, a.scenario.resultBudget.resultBudgetChars]).toEqual([
        SCENARIO_VERSION,
        'old',
        80_000,
      ])
  })

  it('a broken scenario file says so as a scenario, not as a transcript', () => {
    const a = openImport({ kind: 'import', text: '{"version": 2, "batches": 3}', base: defaultScenario() })
    expect(a).toMatchObject({ kind: 'error', message: expect.stringMatching(/^invalid scenario: batches/) })
  })

  it('a tool list changes only the window’s schemas and Tool selection’s catalog', () => {
    const base = frozen(defaultScenario())
    const a = opened(
      openImport({ kind: 'import', text: fixture('tools/github-mcp-server.tools.json'), base }),
    )
    const s: Scenario = a.scenario
    expect([a.what, a.summary]).toEqual(['catalog', '117 tools (MCP), array'])
    expect(s.selection.tools).toHaveLength(117)
    expect(s.batches).toEqual(base.batches)
    expect(s.planner.log).toEqual(base.planner.log)
  })

  it('a category map changes Tool selection’s categories', () => {
    const a = opened(
      openImport({
        kind: 'import',
        text: fixture('tools/github-mcp-toolsets.json'),
        base: defaultScenario(),
      }),
    )
    expect(a.scenario.selection.categories.map((c) => c.name).slice(0, 3)).toEqual([
      'context',
      'repos',
      'git',
    ])
  })

  it('what is none of these is refused with the import layer’s message and line', () => {
    expect(openImport({ kind: 'import', text: 'Edit src/a.py', base: defaultScenario() })).toEqual({
      kind: 'error',
      message: expect.stringMatching(/^not a scenario: This is plain text/),
      line: 1,
    })
  })
})
