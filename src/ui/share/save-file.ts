import type { Scenario } from '../../engine/index.ts'
import { describeScenario, userTitle, writeScenarioFile } from '../../state/engine.ts'

/** Downloads a scenario as the .json file "Open file" and the CLI read, named after its title (or what it is). */
export function saveScenarioFile(scenario: Scenario, suffix = ''): void {
  const blob = new Blob([writeScenarioFile(scenario)], { type: 'application/json' })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  const name = userTitle(scenario) ?? describeScenario(scenario, scenario.view.tab)
  a.download = `${name.replace(/[^\w.-]+/g, '-').slice(0, 60)}${suffix}.json`
  a.click()
  setTimeout(() => URL.revokeObjectURL(a.href), 1000)
}
