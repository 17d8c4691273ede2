import type { Scenario } from './scenario.ts'

/**
 * A scenario as a file's text: pretty JSON, the form the CLI and "Open file" read. Kept apart from the
 * reader so the page can save without loading validation.
 * @example writeScenarioFile(defaultScenario()).startsWith('{\n  "version": 2')
 */
export function writeScenarioFile(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`
}
