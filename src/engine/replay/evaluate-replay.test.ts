import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { textOf } from '../base/output-texts.ts'
import { defaultScenario } from '../defaults.ts'
import { HARNESSES } from '../harnesses/registry.ts'
import { measurer } from '../measure/measurer.ts'
import { applyPreset } from '../presets/apply-preset.ts'
import { evaluateResultBudget } from '../result-budget/evaluate-result-budget.ts'
import type { Scenario } from '../scenario.ts'
import { readScenarioFile } from '../scenario-file.ts'
import { evaluateToolBudgets } from '../tool-budgets/evaluate-tool-budgets.ts'
import { evaluateReplay, type ReplayColumn } from './evaluate-replay.ts'

const example = (file: string): Scenario => {
  const read = readScenarioFile(
    readFileSync(new URL(`../../../public/examples/${file}`, import.meta.url), 'utf8'),
  )
  if (!read.ok) throw new Error(read.message)
  return read.scenario
}
const column = (r: ReturnType<typeof evaluateReplay>, id: string) =>
  r.columns.find((c) => c.framework.id === id) as ReplayColumn
const calls = (c: ReplayColumn) => c.iterations.flatMap((it) => it.calls)

describe('evaluateReplay', () => {
  const scenarios = [
    defaultScenario(),
    example('per-tool-caps.json'),
    example('runaway-loop.json'),
    example('real-outputs.json'),
  ]

  it('gives Ethos’s columns exactly what seed 003 evaluates with that preset applied', () => {
    for (const s of scenarios) {
      const r = evaluateReplay(s)
      for (const id of ['ethos-documented', 'ethos-today']) {
        const own = evaluateResultBudget(applyPreset(s, id))
        const c = column(r, id)
        const expected = own.batches
          .filter((b) => b.ranInTurn)
          .flatMap((b) => b.calls.map((x) => [x.keptChars, x.deliveredChars, x.marker ? [x.marker] : []]))
        expect(calls(c).map((x) => [x.keptChars, x.deliveredChars, x.markers])).toEqual(expected)
        expect(c.iterations.length).toBe(own.turn.batchesRun)
        const end = own.turn.end
        expect(c.stop?.message ?? null).toBe('message' in end ? end.message : null)
      }
    }
  })

  it('gives PraisonAI’s columns exactly what seed 002 evaluates with that preset applied', () => {
    for (const s of scenarios) {
      const r = evaluateReplay(s)
      for (const id of ['praisonai-documented', 'praisonai-today']) {
        const own = evaluateToolBudgets(applyPreset(s, id)).calls
        expect(
          calls(column(r, id)).map((x) => [x.tool, x.keptChars, x.truncated, x.markers.join('')]),
        ).toEqual(own.map((x) => [x.tool, x.keptChars, x.truncated, x.marker]))
      }
    }
  })

  it('gives Claude Code and Codex CLI each output as their own harness delivers it, whatever the scenario’s caps', () => {
    // A scenario cap of another system (seed 003's maxResultChars) must not reach either column.
    const s = { ...example('real-outputs.json'), tools: [{ name: 'terminal', maxResultChars: 300 }] }
    const r = evaluateReplay(s)
    for (const id of [
      'claude-code',
      'codex-cli',
      'anthropic-api',
      'gemini-cli',
      'opencode',
      'openhands',
      'langchain',
      'deepagents',
    ] as const) {
      const h = HARNESSES[id]
      const expected = s.batches.flatMap((b) =>
        b.calls.map((call, j) => {
          const d = h.deliver({
            tool: call.tool,
            isError: call.isError,
            text: textOf(call.output),
            callIndex: j,
          })
          return [d.text.length, d.truncated, d.keptChars]
        }),
      )
      expect(calls(column(r, id)).map((x) => [x.deliveredChars, x.truncated, x.keptChars])).toEqual(expected)
      expect(column(r, id).framework.harness?.id).toBe(id)
      expect(calls(column(r, id))[0]).toMatchObject({ tool: 'terminal', rawChars: 16_347, truncated: false })
    }
    // Codex's exec output is cut under its header; the scenario's budgets and caps play no part.
    const failed = example('strategies-failed-build.json')
    const shell = {
      ...failed,
      batches: failed.batches.map((b) => ({ calls: b.calls.map((c) => ({ ...c, tool: 'exec_command' })) })),
    }
    const cut = calls(column(evaluateReplay(shell), 'codex-cli')).find((x) => x.truncated)
    expect(cut?.markers[0]).toMatch(
      /^Warning: truncated output \(original token count: \d+\)\nTotal output lines: \d+\n\n$/,
    )
    expect(cut?.markers[1]).toMatch(/^…\d+ tokens truncated…$/)
  })

  it('carries each harness’s source and parameters as plain data (the report crosses to the page)', () => {
    const r = structuredClone(evaluateReplay(defaultScenario()))
    const codex = column(r, 'codex-cli').framework.harness
    expect(codex?.source).toMatchObject({ kind: 'code', commit: '637f7dd6d737f3961e6bf32fbb3861c4953269c5' })
    expect(codex?.params.map((p) => p.id)).toEqual([
      'model',
      'tool-output-token-limit',
      'history',
      'exec',
      'header',
      'mcp-wall-time',
      'bytes-per-token',
    ])
    expect(column(r, 'claude-code').framework.harness?.source).toMatchObject({
      kind: 'doc',
      read: '2026-11-28',
    })
  })

  it('gives seed 004’s assistant every output whole, for at most five iterations, then a final reply', () => {
    const c = column(evaluateReplay(example('runaway-loop.json')), 'seed-004-assistant')
    expect(c.iterations).toHaveLength(5)
    expect(calls(c).every((x) => !x.truncated && x.deliveredChars === x.rawChars)).toBe(true)
    expect(c.stop).toBeNull()
    expect(c.capped?.message).toBe(
      'MAX_TOOL_ITERATIONS (5) reached: 16 more iteration(s) never run; the model gets one final call with no tools',
    )
    expect(c.context.windowTokens).toBe(32_000)
  })

  it('stops where each framework’s guards stop the runaway loop', () => {
    const r = evaluateReplay(example('runaway-loop.json'))
    expect(column(r, 'ethos-documented').stop).toEqual({
      afterIteration: 20,
      message: 'Stopped: hit 20-tool-call budget for this turn',
    })
    expect(column(r, 'ethos-today').stop).toBeNull() // 1,000 calls a turn
    expect(column(r, 'ethos-today').iterations).toHaveLength(21)
  })

  it('gives your column this scenario’s own seed 003 evaluation, untouched by any preset', () => {
    const s = {
      ...defaultScenario(),
      resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: 20_000 },
    }
    const own = evaluateResultBudget(s)
    expect(calls(column(evaluateReplay(s), 'yours')).map((x) => x.keptChars)).toEqual(
      own.batches[0]?.calls.map((x) => x.keptChars),
    )
  })

  it('counts the context of the turn’s last call: prefix, history and every result, against the window', () => {
    const s = defaultScenario()
    const c = column(evaluateReplay(s), 'ethos-documented')
    const m = measurer('chars/4')
    const w = s.toolBudgets.window
    // system + schemas + user message + the tool call (150) + the three results; chars/4 rounded up, each
    const results = calls(c).reduce((t, x) => t + x.tokens, 0)
    expect(results).toBe(
      Math.ceil(26_666 + 31) * 0 + calls(c).reduce((t, x) => t + Math.ceil(x.deliveredChars / 4), 0),
    )
    const prefix = m.count(w.systemPrompt) + m.count(w.userMessage) + s.cost.toolCallTokens
    expect(c.context.tokens - results - prefix).toBeGreaterThan(0) // the schemas
    expect(c.context.windowTokens).toBe(200_000)
    expect(c.context.share).toBeCloseTo(c.context.tokens / 200_000, 12)
  })

  it('names each column’s source, and the measure it counts in', () => {
    const r = evaluateReplay(defaultScenario())
    expect(r.columns.map((c) => [c.framework.id, c.measure])).toEqual([
      ['ethos-documented', 'chars/4'],
      ['ethos-today', 'chars/4'],
      ['praisonai-documented', 'praisonai'],
      ['praisonai-today', 'praisonai'],
      ['claude-code', 'chars/4'],
      ['codex-cli', 'o200k_base'],
      ['anthropic-api', 'chars/4'],
      ['gemini-cli', 'chars/4'],
      ['opencode', 'chars/4'],
      ['openhands', 'chars/4'],
      ['langchain', 'chars/4'],
      ['deepagents', 'chars/4'],
      ['seed-004-assistant', 'chars/4'],
      ['yours', 'praisonai'],
    ])
    expect(r.columns.every((c) => c.framework.source.length > 20)).toBe(true)
    expect(column(r, 'codex-cli').fallback).toBe('o200k_base is not loaded: chars/4 estimates shown instead')
  })
})
