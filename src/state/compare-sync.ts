import type { EngineClient, EngineResult } from '../worker/engine-client.ts'
import type { AppStore } from './store.ts'

/**
 * Keeps A's report in step: whenever A is pinned or B's view changes (another tab, another batch), A is sent to
 * its own engine client with B's view, so A's report has the parts of the tab shown. The client keeps only the
 * latest request; an answer for an A no longer pinned is dropped.
 */
export function startCompareSync(store: AppStore, client: EngineClient): () => void {
  const submit = () => {
    const { pinned, scenario, pinnedReportScenario } = store.getState()
    if (pinned === null) return
    const withView = { ...pinned, view: scenario.view }
    if (pinnedReportScenario !== null && sameSide(pinnedReportScenario, withView)) return
    client.submit(withView)
  }
  submit()
  return store.subscribe((state, previous) => {
    if (state.pinned !== previous.pinned || state.scenario.view !== previous.scenario.view) submit()
  })
}

/** The same scenario and the same view: A's report already answers it. */
function sameSide(a: { view: object }, b: { view: object }): boolean {
  return sameFields(a, b) && JSON.stringify(a.view) === JSON.stringify(b.view)
}

/**
 * Takes A's answers from its client: a report of the A pinned now (with any view), never one of an A unpinned or
 * replaced meanwhile.
 */
export function acceptPinned(store: AppStore): (result: EngineResult) => void {
  return (result) => {
    const { pinned } = store.getState()
    if (pinned !== null && sameFields(pinned, result.scenario)) store.getState().applyPinnedResult(result)
  }
}

/** Every field but the view is the very same object: the submitted `{ ...pinned, view }`. */
function sameFields(a: object, b: object): boolean {
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  return Object.keys(ra).every((k) => k === 'view' || ra[k] === rb[k])
}
