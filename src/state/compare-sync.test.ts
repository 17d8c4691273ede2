import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { evaluate } from '../engine/entry/evaluate.ts'
import type { Scenario } from '../engine/scenario.ts'
import type { EngineClient } from '../worker/engine-client.ts'
import { acceptPinned, startCompareSync } from './compare-sync.ts'
import { createAppStore } from './store.ts'

/** A client that only records what it is asked, answered by hand with the engine's own report. */
function recordingClient(): EngineClient & { asked: Scenario[] } {
  const asked: Scenario[] = []
  return {
    asked,
    submit: (scenario) => asked.push(scenario),
    open: () => Promise.reject(new Error('not used')),
    encodeLink: () => Promise.reject(new Error('not used')),
    dispose: () => {},
  }
}

const onTab = (tab: Scenario['view']['tab']) => (s: Scenario) => ({ ...s, view: { ...s.view, tab } })

describe("compare sync: A's report follows B's tab", () => {
  it('asks again for the tab B is back on when the answer for the tab it left has not come yet', () => {
    const scenario = defaultScenario()
    const store = createAppStore({ initialScenario: scenario })
    store.setState({ report: evaluate(scenario), reportScenario: scenario })
    const client = recordingClient()
    const stop = startCompareSync(store, client)
    store.getState().pin() // B's report is fresh: A takes it, nothing to ask
    expect(client.asked).toEqual([])

    const first = scenario.view.tab
    store.getState().view(onTab('replay'))
    store.getState().view(onTab(first)) // back before A's answer for Replay came
    expect(client.asked.map((s) => s.view.tab)).toEqual(['replay', first])

    // The answers land in the order asked: A's report ends on the tab B shows.
    for (const asked of client.asked)
      acceptPinned(store)({ ok: true, report: evaluate(asked), scenario: asked })
    expect(store.getState().pinnedReportScenario?.view.tab).toBe(first)
    stop()
  })

  it('does not ask twice for the same tab', () => {
    const scenario = defaultScenario()
    const store = createAppStore({ initialScenario: scenario })
    const client = recordingClient()
    const stop = startCompareSync(store, client)
    store.getState().pin() // no report yet: A is asked for
    store.getState().view((s) => ({ ...s, view: { ...s.view } })) // a new view object, the same view
    expect(client.asked).toHaveLength(1)
    stop()
  })
})
