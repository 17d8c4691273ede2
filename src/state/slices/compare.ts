import type { Scenario } from '../../engine/index.ts'
import type { CompareSlice, GetState, SetState } from '../types.ts'

/** Scenario A pinned beside the edited B, and A's report. */
export const compareSlice = (set: SetState, get: GetState, initialPinned: Scenario | null): CompareSlice => ({
  pinned: initialPinned,
  pinnedReport: null,
  pinnedReportScenario: null,
  pin: () => {
    const { scenario, report, reportScenario } = get()
    // B's report is A's now: no wait for the engine.
    const fresh = reportScenario === scenario
    set({
      pinned: scenario,
      pinnedReport: fresh ? report : null,
      pinnedReportScenario: fresh ? scenario : null,
    })
  },
  unpin: () => set({ pinned: null, pinnedReport: null, pinnedReportScenario: null }),
  swap: () => {
    const { pinned, scenario } = get()
    if (pinned === null) return
    // A opens on the tab B shows, so the comparison stays where the user is looking.
    get().edit(() => ({ ...pinned, view: scenario.view }))
    set({ pinned: scenario, pinnedReport: null, pinnedReportScenario: null })
  },
  applyPinnedResult: (result) => {
    if (result.ok) set({ pinnedReport: result.report, pinnedReportScenario: result.scenario })
  },
})
