import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../defaults.ts'
import { decodeShareLink } from '../../share/decode-link.ts'
import { encodeShareLink } from '../../share/encode-link.ts'
import { SIM_EXPERIMENTS } from './experiments.ts'

describe('simulation experiments in share links', () => {
  it.each(SIM_EXPERIMENTS.map((p) => [p.id, p] as const))(
    '%s survives a round trip, removed limits included',
    (_, p) => {
      const scenario = { ...defaultScenario(), plans: p.plans(defaultScenario().plans) }
      const decoded = decodeShareLink(encodeShareLink(scenario))
      expect(decoded.kind).toBe('ok')
      if (decoded.kind !== 'ok') return
      expect(decoded.scenario.plans.plan.planningContext.constraints).toEqual(
        scenario.plans.plan.planningContext.constraints,
      )
      expect(decoded.scenario.plans.tools).toEqual(scenario.plans.tools)
      expect(decoded.scenario.plans.simulation).toEqual(scenario.plans.simulation)
    },
  )
})
