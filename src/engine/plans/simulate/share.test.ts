import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../defaults.ts'
import { decodeShareLink } from '../../share/decode-link.ts'
import { encodeShareLink } from '../../share/encode-link.ts'
import { SIM_PRESETS } from './presets.ts'

describe('simulation presets in share links', () => {
  it.each(SIM_PRESETS.map((p) => [p.id, p] as const))(
    '%s survives a round trip, removed limits included',
    (_, p) => {
      const scenario = { ...defaultScenario(), explore: p.explore() }
      const decoded = decodeShareLink(encodeShareLink(scenario))
      expect(decoded.kind).toBe('ok')
      if (decoded.kind !== 'ok') return
      expect(decoded.scenario.explore.plan.planningContext.constraints).toEqual(
        scenario.explore.plan.planningContext.constraints,
      )
      expect(decoded.scenario.explore.tools).toEqual(scenario.explore.tools)
      expect(decoded.scenario.explore.simulation).toEqual(scenario.explore.simulation)
    },
  )
})
