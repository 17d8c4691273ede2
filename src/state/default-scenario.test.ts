import { describe, expect, it } from 'vitest'
import { defaultScenario as fromSchema } from '../engine/defaults.ts'
import { defaultScenario } from './default-scenario.ts'

describe('defaultScenario (the page’s, computed at build time)', () => {
  it('is the engine’s defaultScenario(), every default from the zod schema', () => {
    expect(defaultScenario()).toEqual(fromSchema())
  })

  it('gives a fresh copy each call: editing one never changes the next', () => {
    const a = defaultScenario()
    a.resultBudget.resultBudgetChars = 1
    a.plans.tools.pop()
    expect(defaultScenario().resultBudget.resultBudgetChars).toBe(80_000)
    expect(defaultScenario().plans.tools).toHaveLength(3)
  })
})
