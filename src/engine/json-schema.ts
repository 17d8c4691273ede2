import { toInputJsonSchema } from './base/json-schema.ts'
import { SCENARIO_VERSION, ScenarioSchema } from './scenario.ts'

export { toInputJsonSchema }

/**
 * The Scenario's JSON Schema, as the CLI prints it and editors validate files against it.
 * @example scenarioJsonSchema().title === 'Tool Budget Playground scenario (version 2)'
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  return toInputJsonSchema(ScenarioSchema, `Tool Budget Playground scenario (version ${SCENARIO_VERSION})`)
}
