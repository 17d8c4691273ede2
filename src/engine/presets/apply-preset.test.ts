import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { evaluate } from '../entry/evaluate.ts'
import { parseScenario } from '../parse-scenario.ts'
import type { Scenario } from '../scenario.ts'
import { applyPreset } from './apply-preset.ts'
import { PRESETS } from './presets.ts'

/** A scenario with the user's own tools, outputs and texts, to check that presets leave them alone. */
function userScenario(): Scenario {
  const s = defaultScenario()
  s.batches = [
    {
      calls: [
        { tool: 'web_search', output: { kind: 'text', text: 'résultat 😀 '.repeat(5_000) }, isError: false },
      ],
    },
  ]
  s.tools = [{ name: 'web_search', maxResultChars: 9_000 }]
  s.toolBudgets = {
    ...s.toolBudgets,
    tools: [{ name: 'web_search', maxTokens: 2_000, protected: true }],
    window: { ...s.toolBudgets.window, systemPrompt: 'mine', toolSchemas: '[]' },
  }
  s.selection = { ...s.selection, maxTools: 3 }
  return s
}

describe('applyPreset', () => {
  it.each(PRESETS.map((p) => [p.id]))(
    '%s changes settings only: calls, outputs, rows and texts stay',
    (id) => {
      const before = userScenario()
      const after = applyPreset(Object.freeze(before), id)
      expect(after.batches).toBe(before.batches)
      expect(after.toolBudgets.tools).toBe(before.toolBudgets.tools)
      expect(after.selection).toBe(before.selection)
      expect(after.planner).toBe(before.planner)
      expect(after.plans).toBe(before.plans)
      expect(after.view).toBe(before.view)
      expect(after.toolBudgets.window.systemPrompt).toBe('mine')
      expect(after.toolBudgets.window.toolSchemas).toBe('[]')
      expect(after.tools.find((t) => t.name === 'web_search')).toEqual({
        name: 'web_search',
        maxResultChars: 9_000,
      })
    },
  )

  it.each(PRESETS.map((p) => [p.id]))(
    '%s yields a scenario the schema accepts and the engine evaluates',
    (id) => {
      const after = applyPreset(userScenario(), id)
      const parsed = parseScenario(JSON.parse(JSON.stringify(after)))
      expect(parsed.ok).toBe(true)
      expect(() => evaluate(after)).not.toThrow()
    },
  )

  it('Ethos as documented: 80,000 / 20 / 5, and no later-version guards', () => {
    const s = applyPreset(applyPreset(defaultScenario(), 'ethos-today'), 'ethos-documented')
    expect(s.resultBudget).toEqual({
      resultBudgetChars: 80_000,
      maxToolCallsPerTurn: 20,
      maxIdenticalToolCalls: 5,
    })
    expect(s.strategies).toMatchObject({ trim: 'head', split: 'even', measure: 'chars' })
  })

  it('Ethos today: 1,000 / 25, 5 consecutive identical-argument calls, a 2,000-char floor', () => {
    expect(applyPreset(defaultScenario(), 'ethos-today').resultBudget).toEqual({
      resultBudgetChars: 80_000,
      maxToolCallsPerTurn: 1_000,
      maxIdenticalToolCalls: 25,
      maxConsecutiveIdenticalCalls: 5,
      resultBudgetFloorChars: 2_000,
    })
  })

  it('PraisonAI documented vs today differ in the truncation and the trim', () => {
    const doc = applyPreset(defaultScenario(), 'praisonai-documented')
    const today = applyPreset(defaultScenario(), 'praisonai-today')
    expect([doc.toolBudgets.truncation, doc.strategies.trim]).toEqual(['documented', 'head-marker'])
    expect([today.toolBudgets.truncation, today.strategies.trim]).toEqual(['current', 'head-tail'])
    expect(today.toolBudgets.window.reservations).toEqual({
      systemPrompt: 2_000,
      rules: 500,
      skills: 500,
      memory: 1_000,
      toolSchemas: 2_000,
      toolOutputs: 20_000,
      buffer: 1_000,
    })
    expect(today.toolBudgets.window.outputReserve).toBe(8_000)
    expect(evaluate(today).toolBudgets.calls[0]?.marker).toBe(
      '\n...[45,231 chars, showing first/last portions]...\n',
    )
    expect(evaluate(doc).toolBudgets.calls[0]?.marker).toBe('\n...[output truncated]...')
  })

  it('Claude Code: 25,000-token tool outputs, Bash capped at 30,000 chars, middle cut, 200k window', () => {
    const s = applyPreset(defaultScenario(), 'claude-code')
    expect(s.toolBudgets.defaultToolOutputMax).toBe(25_000)
    expect(s.tools).toContainEqual({ name: 'Bash', maxResultChars: 30_000 })
    expect(s.strategies.trim).toBe('middle')
    expect(s.toolBudgets.window.modelTokens).toBe(200_000)
  })

  it('Codex CLI: 10,000 tokens, middle cut, header notice, o200k_base', () => {
    expect(applyPreset(defaultScenario(), 'codex-cli').strategies).toMatchObject({
      measure: 'o200k_base',
      trim: 'middle',
      notice: 'header',
    })
  })

  it('the seed 004 assistant: chars / 4 against 32,000 tokens', () => {
    const w = applyPreset(defaultScenario(), 'seed-004-assistant').toolBudgets.window
    expect([w.modelTokens, w.measure]).toEqual([32_000, 'chars/4'])
  })

  it('the seed 004 assistant reserves nothing: the whole window is left to history and the outputs', () => {
    const preset = evaluate(applyPreset(defaultScenario(), 'seed-004-assistant')).toolBudgets.warnings
    expect(preset.map((w) => w.message).join(' ')).not.toMatch(/smaller than the reserved parts/)
    // the same 32,000-token window with PraisonAI's reservations (35,000 with the output reserve) does warn
    const s = defaultScenario()
    s.toolBudgets = { ...s.toolBudgets, window: { ...s.toolBudgets.window, modelTokens: 32_000 } }
    expect(
      evaluate(s)
        .toolBudgets.warnings.map((w) => w.message)
        .join(' '),
    ).toMatch(/smaller than the reserved parts/)
  })
  it('a preset does not depend on the one chosen before it', () => {
    const s = defaultScenario()
    s.strategies = { ...s.strategies, batchBudgetShare: 25, split: 'water-fill' }
    for (const p of PRESETS) {
      const after = applyPreset(applyPreset(s, 'ethos-today'), p.id)
      const alone = applyPreset(s, p.id)
      expect(after.resultBudget, p.id).toEqual(alone.resultBudget)
      expect(after.strategies, p.id).toEqual(alone.strategies)
      expect(after.strategies.batchBudgetShare, p.id).toBeUndefined()
      expect(after.toolBudgets.truncation, p.id).toBe(alone.toolBudgets.truncation)
    }
  })
  it('an unknown id changes nothing', () => {
    const s = defaultScenario()
    expect(applyPreset(s, 'nope')).toBe(s)
  })

  it('every preset cites a source', () => {
    for (const p of PRESETS) expect(p.source.length).toBeGreaterThan(20)
  })
})
