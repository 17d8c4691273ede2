import DEFAULT_SCENARIO from 'virtual:default-scenario'
import type { Scenario } from '../engine/index.ts'

/**
 * The scenario the app opens on: the engine's `defaultScenario()`, whose every default comes from the Scenario's
 * zod schema, computed when the app is built (scripts/scenario-defaults.ts). The page thus opens without loading
 * the validation library, and never holds a second copy of a default. A fresh copy each call: callers edit it.
 * @example defaultScenario().resultBudget.resultBudgetChars === 80_000
 */
export function defaultScenario(): Scenario {
  return structuredClone(DEFAULT_SCENARIO)
}
