import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SCENARIO_VERSION } from '../base/version.ts'
import { defaultScenario } from '../defaults.ts'
import type { Scenario } from '../scenario.ts'
import { toBase64Url } from './base64url.ts'
import { decodeShareLink } from './decode-link.ts'
import { encodeShareLink } from './encode-link.ts'
import { linkJson } from './link-json.ts'
import { packPayload1 } from './payload-1.ts'
import { packPayload2 } from './payload-2.ts'

const withBudget = (chars: number, tab: Scenario['view']['tab'] = 'result-budget'): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: chars },
  view: { ...defaultScenario().view, tab },
})
const format2 = (json: unknown) => `#s=2.${toBase64Url(packPayload2(strToU8(JSON.stringify(json))))}`
const errorOf = (hash: string) => {
  const r = decodeShareLink(hash)
  return r.kind === 'error' ? r.message : `no error: ${r.kind}`
}

describe('A/B share links', () => {
  it('carry A pinned beside B and open to both, B on its own tab', () => {
    const a = withBudget(80_000)
    const b = withBudget(20_000, 'strategies')
    expect(decodeShareLink(encodeShareLink(b, a))).toEqual({ kind: 'ok', scenario: b, pinned: a })
  })

  it('write B as what differs from A, so a pair costs little more than one scenario', () => {
    const a = { ...withBudget(30_000), title: 'A long title that B shares with A, word for word' }
    const b = { ...a, resultBudget: { ...a.resultBudget, resultBudgetChars: 20_000 } }
    expect(JSON.parse(linkJson(b, a))).toEqual([
      {
        version: SCENARIO_VERSION,
        title: 'A long title that B shares with A, word for word',
        resultBudget: { resultBudgetChars: 30_000 },
      },
      { version: SCENARIO_VERSION, resultBudget: { resultBudgetChars: 20_000 } },
    ])
    expect(encodeShareLink(b, a).length - encodeShareLink(a).length).toBeLessThan(16)
  })

  it('open a pair whose A and B have different scenario versions, migrating each', () => {
    const a = { version: 1, explore: { simulation: { runs: 7 } } } // version 1 named seed 001's section explore
    const b = { version: 2, plans: { simulation: { runs: 9 } }, view: { tab: 'explore' } }
    const decoded = decodeShareLink(format2([a, b]))
    expect(decoded.kind).toBe('ok')
    if (decoded.kind !== 'ok') return
    expect(decoded.pinned?.plans.simulation.runs).toBe(7)
    expect(decoded.scenario.plans.simulation.runs).toBe(9)
    // Version 4 renamed the tab: the link opens the same view under its new id.
    expect(decoded.scenario.view.tab).toBe('simulation')
    expect(decoded.pinned?.version).toBe(SCENARIO_VERSION)
  })

  it('say which side is from a newer app, or invalid', () => {
    expect(errorOf(format2([{ version: 2 }, { version: 9 }]))).toMatch(
      /^Share link was made by a newer version of this app \(scenario version 9; .*\(scenario B\)$/,
    )
    expect(
      errorOf(format2([{ version: 2, resultBudget: { resultBudgetChars: -1 } }, { version: 2 }])),
    ).toMatch(/^Share link holds an invalid scenario A: resultBudget\.resultBudgetChars: /)
  })

  it('refuse a list that is not a pair, and any list in format 1, which never carried pairs', () => {
    expect(errorOf(format2([{ version: 2 }]))).toBe(
      'Share link holds a list that is not an A/B pair of scenarios.',
    )
    expect(errorOf(format2([{ version: 2 }, 3]))).toBe(
      'Share link holds a list that is not an A/B pair of scenarios.',
    )
    const v1 = `#s=1.${toBase64Url(packPayload1(JSON.stringify([{ version: 2 }, { version: 2 }])))}`
    expect(errorOf(v1)).toBe('Share link decodes to JSON that is not a scenario.')
  })
})
