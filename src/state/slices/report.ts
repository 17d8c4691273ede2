import type { Scenario, ShownReport } from '../../engine/index.ts'
import { asksOf } from '../../engine/index.ts'
import type { GetState, ReportSlice, SetState } from '../types.ts'

/** Every field but the view is the very same object: the same work, perhaps seen on another tab or batch. */
export function sameButView(a: Scenario, b: Scenario): boolean {
  const ra = a as unknown as Record<string, unknown>
  const rb = b as unknown as Record<string, unknown>
  const keys = Object.keys(ra)
  return keys.length === Object.keys(rb).length && keys.every((k) => k === 'view' || ra[k] === rb[k])
}

/**
 * Whether the report of `reportScenario` answers `scenario` as well: the same work, viewed on the same batch, with
 * every on-demand part the view asks for (`asksOf`) already in it. Another tab of the same work then shows the
 * report at once: evaluating it again would give the same numbers and draw the whole view a second time (a
 * 1,000-call batch's tables, twice per tab switch). Seed 003's first-frame part answers nothing else.
 */
export function reportAnswers(
  report: ShownReport | null,
  reportScenario: Scenario | null,
  scenario: Scenario,
): boolean {
  if (report === null || reportScenario === null) return false
  if (reportScenario === scenario) return true
  if (!sameButView(reportScenario, scenario) || reportScenario.view.batchIndex !== scenario.view.batchIndex)
    return false
  if (report.strategies === undefined) return false
  return asksOf(scenario.view).sections.every((section) => report[section] != null)
}

/** The last good report and the scenario it is of; the engine's answers land here. */
export const reportSlice = (set: SetState, get: GetState): ReportSlice => ({
  report: null,
  reportScenario: null,
  engineError: null,
  applyEngineResult: (result) => {
    if (!result.ok) {
      set({ engineError: result.message })
      return
    }
    // An answer for the work shown, asked before the view moved to another tab it also answers, is current.
    const { scenario } = get()
    const current = reportAnswers(result.report, result.scenario, scenario)
    set({ report: result.report, reportScenario: current ? scenario : result.scenario, engineError: null })
  },
  showFirstReport: (report, scenario) => {
    if (get().report === null) set({ report, reportScenario: scenario })
  },
})
