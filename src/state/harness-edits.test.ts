import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../engine/defaults.ts'
import { resetHarnessParam, setHarnessParam } from './harness-edits.ts'
import { createAppStore } from './store.ts'

const limit = 'tool-output-token-limit'
const exec = 'exec'

describe('harness parameter edits', () => {
  it('sets a value under its harness, never mutating the scenario', () => {
    const s = Object.freeze(defaultScenario())
    const next = setHarnessParam('codex-cli', limit, 5_000)(s)
    expect(next.harnessSettings).toEqual({ 'codex-cli': { 'tool-output-token-limit': 5_000 } })
    expect('harnessSettings' in s).toBe(false)
  })

  it('a reset drops the value, then the empty harness and section: the default scenario again', () => {
    const s = setHarnessParam(
      'codex-cli',
      exec,
      2_000,
    )(setHarnessParam('codex-cli', limit, 5_000)(defaultScenario()))
    expect(resetHarnessParam('codex-cli', 'exec')(s).harnessSettings).toEqual({
      'codex-cli': { 'tool-output-token-limit': 5_000 },
    })
    const back = resetHarnessParam('codex-cli', limit)(resetHarnessParam('codex-cli', 'exec')(s))
    expect(back).toEqual(defaultScenario())
    expect('harnessSettings' in back).toBe(false)
  })

  it('is one undo step in the store, and redo brings it back', () => {
    const store = createAppStore({ now: () => 0 })
    store
      .getState()
      .edit(setHarnessParam('codex-cli', limit, 5_000), 'harness.codex-cli.tool-output-token-limit')
    expect(store.getState().scenario.harnessSettings).toEqual({
      'codex-cli': { 'tool-output-token-limit': 5_000 },
    })
    store.getState().undo()
    expect(store.getState().scenario.harnessSettings).toBeUndefined()
    store.getState().redo()
    expect(store.getState().scenario.harnessSettings?.['codex-cli']?.['tool-output-token-limit']).toBe(5_000)
  })
})
