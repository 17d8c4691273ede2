import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { decodeShareLink } from '../share/decode-link.ts'
import { encodeShareLink } from '../share/encode-link.ts'
import { ACTION_KINDS } from './kinds.ts'
import type { PlannerSettings } from './schema.ts'

const calls = fc.nat(1_000)
const settings: fc.Arbitrary<PlannerSettings> = fc.record({
  role: fc.constantFrom('builder', 'explorer', 'planner', 'observer' as const),
  formula: fc.record({
    minimum: calls,
    cap: calls,
    complexityBonus: calls,
    confidenceThreshold: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  inputs: fc.record({
    deltaMode: fc.constantFrom('count', 'files' as const),
    filesInDelta: fc.nat(100_000),
    deltaFiles: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
    priorFailures: fc.boolean(),
    frameworkConfidence: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  roles: fc.record(
    { explorerPerMode: calls, observer: calls, planner: calls, builder: calls },
    { requiredKeys: ['explorerPerMode', 'observer'] },
  ),
  log: fc.record({
    text: fc.string({ maxLength: 300 }),
    format: fc.constantFrom('auto', 'text', 'json' as const),
  }),
  unknownActions: fc.constantFrom('count', 'exempt' as const),
  kindOverrides: fc.array(
    fc.record({ tool: fc.string({ maxLength: 20 }), kind: fc.constantFrom(...ACTION_KINDS) }),
    {
      maxLength: 3,
    },
  ),
})

describe('the planner section in share links', () => {
  it('survives a round trip for any settings (property)', () => {
    fc.assert(
      fc.property(settings, (planner) => {
        const scenario = {
          ...defaultScenario(),
          planner,
          view: { tab: 'planner' as const, batchIndex: 0, planEditor: 'form' as const },
        }
        expect(decodeShareLink(encodeShareLink(scenario))).toEqual({ kind: 'ok', scenario })
      }),
      { numRuns: 150 },
    )
  })

  it('a link without it (made before seed 000 was added) opens with the defaults', () => {
    const old = { ...defaultScenario() } as Record<string, unknown>
    delete old.planner
    const decoded = decodeShareLink(encodeShareLink(old as never))
    expect(decoded.kind === 'ok' && decoded.scenario.planner).toEqual(defaultScenario().planner)
  })

  it('a confidence outside 0-1 in a link is refused with its path', () => {
    const bad = defaultScenario()
    bad.planner = { ...bad.planner, inputs: { ...bad.planner.inputs, frameworkConfidence: 1.5 } }
    const decoded = decodeShareLink(encodeShareLink(bad))
    expect(decoded.kind).toBe('error')
    expect(JSON.stringify(decoded)).toContain(
      'planner.inputs.frameworkConfidence: framework_confidence must be between 0 and 1',
    )
  })
})
