import fc from 'fast-check'
import { strFromU8, zlibSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '../base/scenario-core.ts'
import { defaultScenario } from '../defaults.ts'
import type { Scenario } from '../scenario.ts'
import { fromBase64Url } from './base64url.ts'
import { decodeShareLink } from './decode-link.ts'
import { encodeShareLink } from './encode-link.ts'
import { FROZEN_DEFAULTS } from './frozen-defaults.ts'
import { unpackPayload2 } from './payload-2.ts'

const toB64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const withBudget = (b: number): Scenario => ({
  ...defaultScenario(),
  resultBudget: { ...defaultScenario().resultBudget, resultBudgetChars: b },
})
const errorOf = (hash: string) => {
  const r = decodeShareLink(hash)
  return r.kind === 'error' ? r.message : `no error: ${r.kind}`
}

describe('encodeShareLink / decodeShareLink', () => {
  it('round-trips the default scenario in a short link', () => {
    const link = encodeShareLink(defaultScenario())
    expect(link.startsWith('#s=2.')).toBe(true)
    expect(link.length).toBeLessThan(25)
    expect(decodeShareLink(link)).toEqual({ kind: 'ok', scenario: defaultScenario() })
  })

  it('encodes only the fields that differ from the defaults', () => {
    const link = encodeShareLink(withBudget(40_000))
    const bytes = unpackPayload2(fromBase64Url(link.slice(5)) as Uint8Array, 1e6)
    const json = JSON.parse(strFromU8(bytes as Uint8Array))
    expect(json).toEqual({ version: 3, resultBudget: { resultBudgetChars: 40_000 } })
  })

  it("lays a link over the defaults frozen for its scenario version, not over today's", () => {
    const v1 = { version: 1, explore: { simulation: { runs: 7 } } }
    const decoded = decodeShareLink(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(JSON.stringify(v1))))}`)
    expect(decoded.kind).toBe('ok')
    if (decoded.kind !== 'ok') return
    const frozen = FROZEN_DEFAULTS[1] as { explore: { simulation: object; tools: unknown } }
    expect(decoded.scenario.plans.simulation).toEqual({ ...frozen.explore.simulation, runs: 7 })
    expect(decoded.scenario.plans.tools).toEqual(frozen.explore.tools)
  })

  it('says a link from a newer version of the app is newer, not damaged', () => {
    const v9 = zlibSync(new TextEncoder().encode(JSON.stringify({ version: 9 })))
    expect(errorOf(`#s=1.${toB64u(v9)}`)).toMatch(/made by a newer version of this app \(scenario version 9/)
  })

  it('reads no link as none', () => {
    expect(decodeShareLink('')).toEqual({ kind: 'none' })
    expect(decodeShareLink('#other=1')).toEqual({ kind: 'none' })
  })

  it('says a link cut in half is damaged', () => {
    const link = encodeShareLink(withBudget(12_345))
    expect(errorOf(link.slice(0, Math.ceil(link.length / 2)))).toMatch(/^Share link is damaged/)
  })

  it('catches one changed character with the checksum', () => {
    const link = encodeShareLink({
      ...withBudget(12_345),
      title: 'a title long enough to give the link some body',
    })
    const at = Math.floor(link.length * 0.6)
    const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1)
    expect(errorOf(changed)).toMatch(/^Share link is damaged/)
  })

  it('says a link of a later format was made by a newer app, and names a format that is none', () => {
    expect(errorOf('#s=9.abc')).toBe(
      'Share link format 9 was made by a newer version of this app (this one reads formats 1 to 2). Open it in the app that made it, or ask for a scenario file.',
    )
    expect(errorOf('#s=x.abc')).toBe('Share link format "x" is not one this app reads (it reads 1 to 2).')
  })

  it('says a link cut down to its first characters was cut off, to the last one', () => {
    expect(errorOf('#s=2')).toBe('Share link is empty after "s=2.": it was cut off.')
    for (const cut of ['#s=', '#s'])
      expect(errorOf(cut)).toBe(
        'Share link is empty after "s": it was cut off before its format and payload.',
      )
    expect(decodeShareLink('#section').kind).toBe('none')
  })

  it('rejects valid base64 of garbage', () => {
    expect(errorOf(`#s=1.${toB64u(new TextEncoder().encode('hello, this is not zlib'))}`)).toMatch(
      /damaged or cut/,
    )
  })

  it('rejects valid zlib of something that is not JSON', () => {
    expect(errorOf(`#s=1.${toB64u(zlibSync(new TextEncoder().encode('not json')))}`)).toMatch(/not to JSON/)
  })

  it('rejects a decompression bomb past 50 MB without inflating it all', () => {
    const bomb = zlibSync(new Uint8Array(60 * 1024 * 1024), { level: 9 })
    expect(errorOf(`#s=1.${toB64u(bomb)}`)).toBe(
      'Share link refused: it inflates past 50 MB (a decompression bomb).',
    )
  })

  it('names the path of a wrong field type inside a link', () => {
    const json = JSON.stringify({ version: 1, resultBudget: { resultBudgetChars: 'lots' } })
    expect(errorOf(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(json)))}`)).toBe(
      'Share link holds an invalid scenario: resultBudget.resultBudgetChars: resultBudgetChars must be a number.',
    )
  })

  it('refuses 1e999 anywhere in a link (JSON.parse reads it as Infinity), naming the field', () => {
    const json =
      '{"version":2,"batches":[{"calls":[{"tool":"a","output":{"kind":"sample","chars":5},"args":{"n":1e999}}]}]}'
    expect(errorOf(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(json)))}`)).toBe(
      'Share link refused: the number at $.batches[0].calls[0].args.n is too large for a number (it reads as Infinity).',
    )
  })

  it('refuses call arguments nested 10,000 deep with the path and the limit', () => {
    const args = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const json = `{"version":2,"batches":[{"calls":[{"tool":"a","output":{"kind":"sample","chars":5},"args":${args}}]}]}`
    expect(errorOf(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(json)))}`)).toBe(
      'Share link refused: JSON nested more than 200 levels deep, at $.batches[0].calls[0].args.a….a.a.a.',
    )
  })

  it('names unknown top-level keys in a link instead of opening the defaults', () => {
    const json = '{"version":2,"compilerOptions":{"strict":true}}'
    expect(errorOf(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(json)))}`)).toMatch(
      /^Share link holds an invalid scenario: \(scenario\): unknown top-level key "compilerOptions"/,
    )
  })

  it('ignores __proto__ keys instead of assigning them', () => {
    const json = '{"version":1,"__proto__":{"polluted":true},"title":"x"}'
    const r = decodeShareLink(`#s=1.${toB64u(zlibSync(new TextEncoder().encode(json)))}`)
    expect(r.kind).toBe('ok')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('carries hostile tool names as plain text', () => {
    const s = defaultScenario()
    const tools = ['__proto__', 'constructor', '<img src=x onerror=alert(1)>']
    const scenario: Scenario = {
      ...s,
      batches: [
        { calls: tools.map((tool) => ({ tool, output: { kind: 'text', text: tool }, isError: false })) },
      ],
    }
    expect(decodeShareLink(encodeShareLink(scenario))).toEqual({ kind: 'ok', scenario })
  })

  it('survives a round trip for any scenario (property)', () => {
    const call = fc.record({
      tool: fc.string({ maxLength: 20 }),
      output: fc.oneof(
        fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 200 }) }),
        fc.record({ kind: fc.constant('sample' as const), chars: fc.nat(1_000_000) }),
      ),
      isError: fc.boolean(),
    })
    const scenario = fc.record({
      version: fc.constant(3 as const),
      title: fc.string({ maxLength: 50 }),
      resultBudget: fc.record({
        resultBudgetChars: fc.nat(1_000_000_000),
        maxToolCallsPerTurn: fc.integer({ min: 1, max: 1000 }),
        maxIdenticalToolCalls: fc.integer({ min: 1, max: 1000 }),
      }),
      tools: fc.array(fc.record({ name: fc.string({ maxLength: 20 }) }), { maxLength: 4 }),
      batches: fc.array(fc.record({ calls: fc.array(call, { maxLength: 5 }) }), { maxLength: 4 }),
      planner: fc.constant(defaultScenario().planner),
      selection: fc.constant(defaultScenario().selection),
      strategies: fc.constant(defaultScenario().strategies),
      toolBudgets: fc.constant(defaultScenario().toolBudgets),
      plans: fc.constant(defaultScenario().plans),
      cost: fc.constant(defaultScenario().cost),
      view: fc.record({
        tab: fc.constantFrom(...SYSTEM_IDS),
        batchIndex: fc.nat(3),
        planEditor: fc.constantFrom('form' as const, 'json' as const),
      }),
    })
    // A view points at an existing batch (parsing moves one that points past the last).
    const valid = scenario.map((s) => ({
      ...s,
      view: { ...s.view, batchIndex: Math.min(s.view.batchIndex, Math.max(0, s.batches.length - 1)) },
    }))
    fc.assert(
      fc.property(valid, (s) => {
        expect(decodeShareLink(encodeShareLink(s))).toEqual({ kind: 'ok', scenario: s })
      }),
      { numRuns: 100 },
    )
  })
})
