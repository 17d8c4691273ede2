import type { Plugin } from 'vite'
import { defaultScenario } from '../src/engine/defaults.ts'

/** The module page code imports the default scenario from (see src/state/default-scenario.ts). */
export const DEFAULT_SCENARIO_MODULE = 'virtual:default-scenario'
const RESOLVED = `\0${DEFAULT_SCENARIO_MODULE}`

/**
 * The default scenario as data, computed when the app is built from the one source of defaults, the zod schema
 * (`defaultScenario()` in src/engine/defaults.ts), so the page opens on it without loading the validation library.
 * Used by `vite build`, `vite` (dev) and vitest alike.
 */
export function scenarioDefaults(): Plugin {
  return {
    name: 'scenario-defaults',
    resolveId: (id) => (id === DEFAULT_SCENARIO_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(defaultScenario())}\n` : undefined),
  }
}
