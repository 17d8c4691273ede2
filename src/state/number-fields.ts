import type { NumberFacts, NumberRule } from '../engine/index.ts'
import { numberRule } from '../engine/index.ts'

/**
 * A form's rule for the Scenario's number field at `path` (`resultBudget.resultBudgetChars`,
 * `plans.tools[].cost`), from its section's facts (`virtual:number-fields/<section>`, one module per section so
 * each tab's chunk carries only its own): its kind, bounds, unit and label as the zod schema has them, read at
 * build time (scripts/scenario-defaults.ts), so the form, the JSON editor and the worker's validation agree and
 * no bound is typed twice. `overrides` adds what only the form knows.
 * @example fieldRule(TOOL_BUDGETS, 'toolBudgets.window.keepRecentTurns').min === 1
 */
export function fieldRule(
  section: Readonly<Record<string, NumberFacts>>,
  path: string,
  overrides: Partial<NumberRule> = {},
): NumberRule {
  return numberRule(section, path, overrides)
}
