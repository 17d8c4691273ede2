import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { migrateScenario } from './migrate.ts'
import { parseScenario } from './parse-scenario.ts'

const migrated = (old: Record<string, unknown>) => {
  const r = migrateScenario(old)
  if (!r.ok) throw new Error(r.message)
  return r.value
}

describe('migrating version 3 to 4 (one name per concept)', () => {
  it.each([
    ['explore', 'simulation'],
    ['token-budgets', 'tool-budgets'],
    ['plans', 'plans'],
    ['result-budget', 'result-budget'],
  ])('opens a version-3 view of tab %s on tab %s', (before, after) => {
    const r = parseScenario({ version: 3, view: { tab: before, batchIndex: 0 } })
    expect(r.ok && r.scenario.view.tab).toBe(after)
  })

  it('calls the window size windowTokens', () => {
    const r = parseScenario({
      version: 3,
      toolBudgets: { window: { modelTokens: 32_000, measure: 'chars' } },
    })
    expect(r.ok && r.scenario.toolBudgets.window.windowTokens).toBe(32_000)
    expect(r.ok && r.scenario.toolBudgets.window.measure).toBe('chars')
    expect(r.ok && 'modelTokens' in r.scenario.toolBudgets.window).toBe(false)
  })

  it('renames contextWindow to windowTokens in every recorded usage: batches, the session and its replies', () => {
    const usage = { inputTokens: 10, outputTokens: 2, contextWindow: 258_400 }
    const old = {
      version: 3,
      batches: [{ calls: [], recorded: usage }, { calls: [] }],
      recorded: {
        responses: 2,
        responsesWithUsage: 2,
        contextWindow: 258_400,
        replies: [{ afterBatch: 1, usage }],
      },
    }
    const r = parseScenario(old)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.scenario.batches[0]?.recorded?.windowTokens).toBe(258_400)
    expect(r.scenario.batches[1]?.recorded).toBeUndefined()
    expect(r.scenario.recorded?.windowTokens).toBe(258_400)
    expect(r.scenario.recorded?.replies[0]?.usage.windowTokens).toBe(258_400)
    expect(JSON.stringify(r.scenario)).not.toContain('contextWindow')
  })

  it('changes nothing else, and leaves shapes it does not know for validation to judge', () => {
    const v3 = { ...defaultScenario(), version: 3 } as Record<string, unknown>
    const { toolBudgets } = defaultScenario()
    const { windowTokens, ...window } = toolBudgets.window
    v3.toolBudgets = { ...toolBudgets, window: { ...window, modelTokens: windowTokens } }
    expect(migrated(v3)).toEqual(defaultScenario())
    expect(
      migrated({ version: 3, view: 'not a view', batches: [7, { recorded: 'x' }], recorded: null }),
    ).toEqual({
      version: 4,
      view: 'not a view',
      batches: [7, { recorded: 'x' }],
      recorded: null,
    })
  })

  it('keeps a windowTokens already there over an old modelTokens beside it', () => {
    const r = migrated({ version: 3, toolBudgets: { window: { modelTokens: 1, windowTokens: 2 } } })
    expect(r.toolBudgets).toEqual({ window: { windowTokens: 2 } })
  })
})
