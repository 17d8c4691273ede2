import type { GetState, ReportSlice, SetState } from '../types.ts'

/** The last good report and the scenario it is of; the engine's answers land here. */
export const reportSlice = (set: SetState, get: GetState): ReportSlice => ({
  report: null,
  reportScenario: null,
  engineError: null,
  applyEngineResult: (result) =>
    set(
      result.ok
        ? { report: result.report, reportScenario: result.scenario, engineError: null }
        : { engineError: result.message },
    ),
  showFirstReport: (report, scenario) => {
    if (get().report === null) set({ report, reportScenario: scenario })
  },
})
