import { SEED_003_RESULT_BUDGET } from '../base/seed-003-defaults.ts'
import type { Scenario } from '../scenario.ts'
import { PRESETS, type Preset } from './presets.ts'

/** The preset with this id, or undefined. */
export const presetById = (id: string): Preset | undefined => PRESETS.find((p) => p.id === id)

/**
 * Applies a preset's settings to a scenario: the budget sections (resultBudget, strategies, toolBudgets and its
 * window) and per-tool char caps change; the calls, their outputs, the tool budgets' rows, the texts of the window
 * (system prompt, message, schemas) and every other section stay as they were. Returns a new scenario; an unknown
 * id returns the scenario itself.
 * @example applyPreset(defaultScenario(), 'ethos-today').resultBudget.maxToolCallsPerTurn === 1_000
 */
export function applyPreset(scenario: Scenario, id: string): Scenario {
  const preset = presetById(id)
  if (!preset) return scenario
  const s = preset.settings
  // Every preset is a whole configuration: what it does not set goes back to the seeds' documented values, so
  // the result never depends on the preset chosen before (Claude Code after Ethos today keeps no 1,000-call guard).
  // Seed 003 as documented (the schema's defaults), optional guards (Ethos today's) absent.
  const resultBudget = { ...SEED_003_RESULT_BUDGET, ...s.resultBudget }
  const { batchBudget: _n, batchBudgetShare: _p, ...strategies } = scenario.strategies
  const window = s.window
    ? {
        ...scenario.toolBudgets.window,
        ...s.window,
        shares: s.window.shares ? { ...s.window.shares } : scenario.toolBudgets.window.shares,
        reservations: s.window.reservations
          ? { ...s.window.reservations }
          : scenario.toolBudgets.window.reservations,
      }
    : scenario.toolBudgets.window
  let tools = scenario.tools
  for (const cap of s.toolCaps ?? []) {
    tools = tools.some((t) => t.name === cap.name)
      ? tools.map((t) => (t.name === cap.name ? { ...t, maxResultChars: cap.maxResultChars } : t))
      : [...tools, { name: cap.name, maxResultChars: cap.maxResultChars }]
  }
  return {
    ...scenario,
    resultBudget,
    tools,
    strategies: { ...strategies, split: 'even', ...s.strategies },
    toolBudgets: { ...scenario.toolBudgets, truncation: 'current', ...s.toolBudgets, window },
  }
}
