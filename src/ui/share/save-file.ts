import type { Scenario } from '../../engine/index.ts'
import { describeScenario, userTitle, writeScenarioFile } from '../../state/engine.ts'
import { downloadFile } from '../download-file.ts'

/** Downloads a scenario as the .json file "Open file" and the CLI read, named after its title (or what it is). */
export function saveScenarioFile(scenario: Scenario, suffix = ''): void {
  const name = userTitle(scenario) ?? describeScenario(scenario, scenario.view.tab)
  downloadFile(
    new Blob([writeScenarioFile(scenario)], { type: 'application/json' }),
    `${name.replace(/[^\w.-]+/g, '-').slice(0, 60)}${suffix}.json`,
  )
}
