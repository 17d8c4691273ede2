import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { applyPreset } from './apply-preset.ts'
import { presetChanges } from './preset-changes.ts'
import { PRESETS } from './presets.ts'

describe('presetChanges (issue 12, defect 12: a preset says which tabs it changed)', () => {
  it('Ethos today from the default: the guards on the Result budget tab, nothing elsewhere', () => {
    const s = defaultScenario()
    expect(presetChanges(s, applyPreset(s, 'ethos-today'))).toEqual([
      { tab: 'result-budget', setting: 'maxToolCallsPerTurn', from: '20', to: '1,000' },
      { tab: 'result-budget', setting: 'maxIdenticalToolCalls', from: '5', to: '25' },
      { tab: 'result-budget', setting: 'maxConsecutiveIdenticalCalls', from: 'none', to: '5' },
      { tab: 'result-budget', setting: 'resultBudgetFloorChars', from: 'none', to: '2,000' },
    ])
  })

  it('Claude Code changes settings shown on three tabs, each listed under its own', () => {
    const s = defaultScenario()
    const changes = presetChanges(s, applyPreset(s, 'claude-code'))
    expect(new Set(changes.map((c) => c.tab))).toEqual(
      new Set(['result-budget', 'strategies', 'tool-budgets']),
    )
    expect(changes).toContainEqual({ tab: 'strategies', setting: 'trim', from: 'head', to: 'middle' })
    expect(changes).toContainEqual({
      tab: 'tool-budgets',
      setting: 'window.windowTokens',
      from: '128,000',
      to: '200,000',
    })
    expect(changes).toContainEqual({
      tab: 'result-budget',
      setting: 'Bash maxResultChars',
      from: 'none',
      to: '30,000',
    })
  })

  it('never lists the user’s texts or per-tool rows, and lists nothing when a preset changes nothing', () => {
    for (const p of PRESETS) {
      const once = applyPreset(defaultScenario(), p.id)
      expect(presetChanges(once, applyPreset(once, p.id))).toEqual([])
      for (const c of presetChanges(defaultScenario(), once)) {
        expect(c.setting).not.toMatch(/^window\.(systemPrompt|userMessage|toolSchemas|transcript)$|^tools/)
        expect(c.from).not.toBe(c.to)
      }
    }
  })

  it('names a hand-set batch budget the preset clears', () => {
    const s = defaultScenario()
    const set = { ...s, strategies: { ...s.strategies, batchBudget: 20_000 } }
    expect(presetChanges(set, applyPreset(set, 'ethos-documented'))).toContainEqual({
      tab: 'strategies',
      setting: 'batchBudget',
      from: '20,000',
      to: 'none',
    })
  })
})
