import type { Plugin } from 'vite'
import { defaultScenario } from '../src/engine/defaults.ts'
import { numberFacts } from '../src/engine/field-facts.ts'
import { ScenarioSchema } from '../src/engine/scenario.ts'

/** The module page code imports the default scenario from (see src/state/default-scenario.ts). */
export const DEFAULT_SCENARIO_MODULE = 'virtual:default-scenario'
/**
 * The modules page code imports the number fields' facts from, one per top-level section
 * (`virtual:number-fields/toolBudgets`), so each tab's chunk carries only its own (see src/state/number-fields.ts).
 */
export const NUMBER_FIELDS_MODULE = 'virtual:number-fields/'

/**
 * The default scenario and the bounds of its number fields as data, computed when the app is built from the one
 * source of both, the zod schema (`defaultScenario()` in src/engine/defaults.ts, `numberFacts` in
 * src/engine/field-facts.ts), so the page opens on them without loading the validation library.
 * Used by `vite build`, `vite` (dev) and vitest alike.
 */
export function scenarioDefaults(): Plugin {
  const known = (id: string) => id === DEFAULT_SCENARIO_MODULE || id.startsWith(NUMBER_FIELDS_MODULE)
  return {
    name: 'scenario-defaults',
    resolveId: (id) => (known(id) ? `\0${id}` : undefined),
    load: (id) => {
      if (!id.startsWith('\0') || !known(id.slice(1))) return undefined
      const name = id.slice(1)
      const data =
        name === DEFAULT_SCENARIO_MODULE
          ? defaultScenario()
          : sectionFacts(name.slice(NUMBER_FIELDS_MODULE.length))
      return `export default ${JSON.stringify(data)}\n`
    },
  }
}

/** The number fields of one top-level section, by full path; throws for a section with none. */
function sectionFacts(section: string): Record<string, unknown> {
  const facts = Object.entries(numberFacts(ScenarioSchema)).filter(
    ([path]) => path.split(/[.[]/)[0] === section,
  )
  if (facts.length === 0)
    throw new Error(`virtual:number-fields/${section}: the Scenario has no such section`)
  return Object.fromEntries(facts)
}
