import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../defaults.ts'
import { decodeShareLink } from './decode-link.ts'
import { encodeShareLink } from './encode-link.ts'

describe('share links and harnessSettings', () => {
  it('leaves the default link exactly as it was before harnessSettings existed', () => {
    expect(encodeShareLink(defaultScenario())).toBe('#s=2.AA0QsMgJQwb4sQ')
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
