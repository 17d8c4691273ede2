import { strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SCENARIO_VERSION } from '../base/version.ts'
import { defaultScenario } from '../defaults.ts'
import { fromBase64Url } from './base64url.ts'
import { decodeShareLink } from './decode-link.ts'
import { encodeShareLink } from './encode-link.ts'
import { unpackPayload2 } from './payload-2.ts'

describe('share links and harnessSettings', () => {
  it('leaves the default link exactly as it was before harnessSettings existed', () => {
    // The default scenario's link holds its version and nothing else (no empty harnessSettings). The link of
    // version 3, made then, still opens to today's defaults.
    const bytes = unpackPayload2(
      fromBase64Url(encodeShareLink(defaultScenario()).slice(5)) as Uint8Array,
      1e6,
    )
    expect(strFromU8(bytes as Uint8Array)).toBe(`{"version":${SCENARIO_VERSION}}`)
    expect(decodeShareLink('#s=2.AA0QsMgJQwb4sQ')).toEqual({ kind: 'ok', scenario: defaultScenario() })
  })

  it('carries edited harness parameters through a round trip', () => {
    const s = {
      ...defaultScenario(),
      harnessSettings: { 'codex-cli': { 'tool-output-token-limit': 5_000, header: 'lines' } },
    }
    const back = decodeShareLink(encodeShareLink(s))
    expect(back.kind).toBe('ok')
    if (back.kind !== 'ok') return
    expect(back.scenario.harnessSettings).toEqual(s.harnessSettings)
    expect(back.scenario).toEqual(s)
  })

  it('an A/B link keeps each side’s edits, a parameter only A has included', () => {
    const a = { ...defaultScenario(), harnessSettings: { 'codex-cli': { exec: 2_000, header: 'lines' } } }
    const b = {
      ...defaultScenario(),
      harnessSettings: { 'codex-cli': { exec: 3_000 }, opencode: { prune: false } },
    }
    const back = decodeShareLink(encodeShareLink(b, a))
    if (back.kind !== 'ok') throw new Error(back.kind)
    expect(back.pinned?.harnessSettings).toEqual(a.harnessSettings)
    expect(back.scenario.harnessSettings).toEqual(b.harnessSettings)
    const plain = decodeShareLink(encodeShareLink(defaultScenario(), a))
    if (plain.kind !== 'ok') throw new Error(plain.kind)
    expect('harnessSettings' in plain.scenario).toBe(false)
  })
})
