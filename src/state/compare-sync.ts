import type { Scenario } from '../engine/index.ts'
import { deepEqual } from '../engine/index.ts'
import type { EngineClient, EngineResult } from '../worker/engine-client.ts'
import { sameButView } from './slices/report.ts'
import type { AppStore } from './types.ts'

/**
 * Keeps A's report in step: whenever A is pinned or B's view changes (another tab, another batch), A is sent to
 * its own engine client with B's view, so A's report has the parts of the tab shown. The client keeps only the
 * latest request; an answer for an A no longer pinned is dropped.
 */
export function startCompareSync(store: AppStore, client: EngineClient): () => void {
  /** The A last sent for this pin: its answer may still be on the way, and it is the one that will land last. */
  let sent: Scenario | null = null
  const submit = () => {
    const { pinned, scenario, pinnedReportScenario } = store.getState()
    if (pinned === null) return
    const withView = { ...pinned, view: scenario.view }
    // Compared with what was last sent, not with the report shown: back on a tab before the answer for
    // another one came, A's report would land for that other tab, with nothing asked for this one.
    const last = sent ?? pinnedReportScenario
    if (last !== null && sameSide(last, withView)) return
    sent = withView
    client.submit(withView)
  }
  submit()
  return store.subscribe((state, previous) => {
    if (state.pinned !== previous.pinned) sent = null
    if (state.pinned !== previous.pinned || state.scenario.view !== previous.scenario.view) submit()
  })
}

/** The same scenario and the same view: A's report already answers it. */
function sameSide(a: Scenario, b: Scenario): boolean {
  return sameButView(a, b) && deepEqual(a.view, b.view)
}

/**
 * Takes A's answers from its client: a report of the A pinned now (with any view), never one of an A unpinned or
 * replaced meanwhile.
 */
export function acceptPinned(store: AppStore): (result: EngineResult) => void {
  return (result) => {
    const { pinned } = store.getState()
    if (pinned !== null && sameButView(pinned, result.scenario)) store.getState().applyPinnedResult(result)
  }
}
