import type { Plugin } from 'vite'
import { defaultScenario } from '../src/engine/defaults.ts'
import { numberFacts } from '../src/engine/field-facts.ts'
import { ScenarioSchema } from '../src/engine/scenario.ts'

/** The module page code imports the default scenario from (see src/state/default-scenario.ts). */
export const DEFAULT_SCENARIO_MODULE = 'virtual:default-scenario'
/** The module page code imports the number fields' rules from (see src/state/number-fields.ts). */
export const NUMBER_FIELDS_MODULE = 'virtual:number-fields'

/**
 * The default scenario and the bounds of its number fields as data, computed when the app is built from the one
 * source of both, the zod schema (`defaultScenario()` in src/engine/defaults.ts, `numberFacts` in
 * src/engine/field-facts.ts), so the page opens on them without loading the validation library.
 * Used by `vite build`, `vite` (dev) and vitest alike.
 */
export function scenarioDefaults(): Plugin {
  const modules: Record<string, () => string> = {
    [DEFAULT_SCENARIO_MODULE]: () => `export default ${JSON.stringify(defaultScenario())}\n`,
    [NUMBER_FIELDS_MODULE]: numberFieldsModule,
  }
  return {
    name: 'scenario-defaults',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[id.slice(1)]?.() : undefined),
  }
}

/**
 * One named export per top-level section (`resultBudget`, `tools`, `toolBudgets`…), each its fields by full
 * path, so a tab's chunk carries only its own section's bounds.
 */
function numberFieldsModule(): string {
  const sections: Record<string, Record<string, unknown>> = {}
  for (const [path, facts] of Object.entries(numberFacts(ScenarioSchema))) {
    const section = path.split(/[.[]/)[0] as string
    sections[section] ??= {}
    ;(sections[section] as Record<string, unknown>)[path] = facts
  }
  return Object.entries(sections)
    .map(([section, fields]) => `export const ${section} = ${JSON.stringify(fields)}\n`)
    .join('')
}
