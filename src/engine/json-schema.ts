import { toJSONSchema } from 'zod/mini'
import { ScenarioSchema } from './scenario.ts'

/** The Scenario's JSON Schema (draft 2020-12), as the CLI prints it and editors validate files against it. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return {
    title: 'Tool Budget Playground scenario (version 1)',
    ...toJSONSchema(ScenarioSchema, { io: 'input' }),
  }
}
