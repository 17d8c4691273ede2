import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { evaluate } from '../engine/entry/evaluate.ts'
import { asksOf } from '../engine/entry/report-sections.ts'
import type { Scenario } from '../engine/scenario.ts'
import type { EngineClient } from '../worker/engine-client.ts'
import { startEngineSync } from './engine-sync.ts'
import { createAppStore, selectIsUpdating } from './store.ts'

/** A client that only records what it is asked; the test answers by hand with the engine's own report. */
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
const answer = (scenario: Scenario) =>
  ({ ok: true, report: evaluate(scenario, asksOf(scenario.view)), scenario }) as const

/** A store on the default scenario, its report in, and the engine sync started. */
function answered() {
  const scenario = {
    ...defaultScenario(),
    view: { ...defaultScenario().view, tab: 'result-budget' as const },
  }
  const store = createAppStore({ initialScenario: scenario })
  const client = recordingClient()
  const stop = startEngineSync(store, client)
  store.getState().applyEngineResult(answer(scenario))
  client.asked.length = 0
  return { store, client, stop }
}

describe('engine sync: a tab switch the report already answers', () => {
  it('shows the report at once, without asking the engine again', () => {
    const { store, client, stop } = answered()
    const report = store.getState().report
    store.getState().view(onTab('strategies'))
    store.getState().view(onTab('selection'))
    expect(client.asked).toEqual([])
    expect(selectIsUpdating(store.getState())).toBe(false)
    expect(store.getState().reportScenario).toBe(store.getState().scenario)
    expect(store.getState().report).toBe(report)
    stop()
  })

  it('asks for a tab whose part the report lacks, and for another batch', () => {
    const { store, client, stop } = answered()
    store.getState().view(onTab('cost')) // the replay and the cost are computed only when shown
    expect(client.asked.map((s) => s.view.tab)).toEqual(['cost'])
    expect(selectIsUpdating(store.getState())).toBe(true)
    store.getState().applyEngineResult(answer(store.getState().scenario))
    // The cost's report has the replay too: the Replay tab is answered, the Session tab is not.
    store.getState().view(onTab('replay'))
    expect(client.asked).toHaveLength(1)
    store.getState().view(onTab('session'))
    expect(client.asked.map((s) => s.view.tab)).toEqual(['cost', 'session'])
    store.getState().applyEngineResult(answer(store.getState().scenario))
    store.getState().view((s) => ({ ...s, view: { ...s.view, batchIndex: 1 } }))
    expect(client.asked).toHaveLength(3)
    stop()
  })

  it('asks after an edit, and after an engine error', () => {
    const { store, client, stop } = answered()
    store.getState().edit((s) => ({ ...s, cost: { ...s.cost, turns: s.cost.turns + 1 } }))
    expect(client.asked).toHaveLength(1)
    store.getState().applyEngineResult(answer(store.getState().scenario))
    store.getState().applyEngineResult({ ok: false, message: 'broken', scenario: store.getState().scenario })
    store.getState().view(onTab('planner'))
    expect(client.asked).toHaveLength(2)
    stop()
  })

  it('takes a late answer for the tab left as current when it answers the tab shown', () => {
    const { store, client, stop } = answered()
    store.getState().edit((s) => ({ ...s, cost: { ...s.cost, turns: s.cost.turns + 1 } }))
    const edited = store.getState().scenario
    // The view moves while the edit's answer is on the way: the report is not the edit's yet, so it is asked.
    store.getState().view(onTab('planner'))
    expect(client.asked).toHaveLength(2)
    // The answer for the edit on the tab left lands first: it answers the planner tab too.
    store.getState().applyEngineResult(answer(edited))
    expect(selectIsUpdating(store.getState())).toBe(false)
    // One that does not answer the tab shown (the session is computed only there) leaves it updating.
    store.getState().view(onTab('session'))
    store.getState().applyEngineResult(answer(edited))
    expect(selectIsUpdating(store.getState())).toBe(true)
    stop()
  })
})
