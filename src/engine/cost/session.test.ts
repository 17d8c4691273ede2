import { describe, expect, it } from 'vitest'
import { defaultPrices, type Price } from './schema.ts'
import { sessionCost, type TurnShape } from './session.ts'

/** $3 input, $0.30 cached, $15 output per million tokens. */
const price: Price = { model: 'test', input: 3, cachedInput: 0.3, output: 15, source: '', taken: '' }
/** One iteration of two reads (1,000 and 500 tokens) after a 100-token system prompt and 50 tokens of schemas. */
const shape: TurnShape = {
  systemTokens: 100,
  schemaTokens: 50,
  userTokens: 20,
  iterations: [
    {
      results: [
        { tokens: 1_000, prunedTokens: 100 },
        { tokens: 500, prunedTokens: 50 },
      ],
    },
  ],
  reply: true,
  keepRecentTurns: null,
}
const settings = { turns: 3, toolCallTokens: 30, replyTokens: 40, price }

describe('sessionCost', () => {
  it('resends the whole history on every call: three turns worked by hand', () => {
    const s = sessionCost(shape, settings)
    expect(s.calls.map((c) => [c.turn, c.kind, c.input, c.cachedInput, c.output])).toEqual([
      [1, 'tools', 170, 0, 30], // system 100 + schemas 50 + the user's 20
      [1, 'reply', 1_700, 170, 40], // + the tool call 30 + results 1,500
      [2, 'tools', 1_760, 1_700, 30], // + the reply 40 + the next user message 20
      [2, 'reply', 3_290, 1_760, 40],
      [3, 'tools', 3_350, 3_290, 30],
      [3, 'reply', 4_880, 3_350, 40],
    ])
    expect(s.calls[5]?.parts).toEqual({
      system: 100,
      toolSchemas: 50,
      history: 230,
      toolOutputs: 4_500,
      output: 40,
    })
  })

  it('prices each call with and without caching', () => {
    const s = sessionCost(shape, settings)
    // (input × $3 + output × $15) / 1M, and with caching the cached input at $0.30.
    expect(s.calls.map((c) => c.dollars.uncached)).toEqual(
      [0.00096, 0.0057, 0.00573, 0.01047, 0.0105, 0.01524].map((d) => expect.closeTo(d, 12)),
    )
    expect(s.calls.map((c) => c.dollars.cached)).toEqual(
      [0.00096, 0.005241, 0.00114, 0.005718, 0.001617, 0.006195].map((d) => expect.closeTo(d, 12)),
    )
    expect(s.totals.dollars.uncached).toBeCloseTo(0.0486, 12)
    expect(s.totals.dollars.cached).toBeCloseTo(0.020871, 12)
    expect(s.turns.map((t) => t.cumulative.uncached)).toEqual(
      [0.00666, 0.02286, 0.0486].map((d) => expect.closeTo(d, 12)),
    )
  })

  it('says what share of the dollars goes to sending tool outputs', () => {
    const s = sessionCost(shape, settings)
    expect(s.totals.parts.toolOutputs).toBe(13_500) // 0 + 1,500 + 1,500 + 3,000 + 3,000 + 4,500
    expect(s.totals.toolOutputDollars.uncached).toBeCloseTo(0.0405, 12)
    expect(s.totals.toolOutputShare.uncached).toBeCloseTo(0.0405 / 0.0486, 12)
    // cached: 1,500 new; 1,500 cached; 1,500 cached + 1,500 new; 3,000 cached; 3,000 cached + 1,500 new
    expect(s.totals.toolOutputDollars.cached).toBeCloseTo(0.0162, 12)
  })

  it('prunes older turns’ results as each turn starts, and the cache keeps the prompt up to the first one pruned', () => {
    const s = sessionCost({ ...shape, keepRecentTurns: 1 }, settings)
    expect(s.calls.map((c) => [c.input, c.cachedInput])).toEqual([
      [170, 0],
      [1_700, 170],
      [410, 200], // turn 1's results are 150 now; cached: system, schemas, turn 1's user message and tool call
      [1_940, 410],
      [650, 440], // turn 2's pruned too; cached up to its first result
      [2_180, 650],
    ])
  })

  it('makes no reply call when a guard stopped the turn', () => {
    const s = sessionCost({ ...shape, reply: false }, { ...settings, turns: 2 })
    expect(s.calls.map((c) => [c.kind, c.input])).toEqual([
      ['tools', 170],
      ['tools', 170 + 30 + 1_500 + 20],
    ])
  })

  it('costs nothing on a free local model, and the share of nothing is 0', () => {
    const free = defaultPrices().find((p) => p.model.startsWith('qwen3')) as Price
    const s = sessionCost(shape, { ...settings, price: free })
    expect(s.totals.dollars).toEqual({ uncached: 0, cached: 0 })
    expect(s.totals.toolOutputShare).toEqual({ uncached: 0, cached: 0 })
  })

  it('counts every call of a long session but lists the first 2,000', () => {
    const many: TurnShape = { ...shape, iterations: Array.from({ length: 99 }, () => ({ results: [] })) }
    const s = sessionCost(many, { ...settings, turns: 30 })
    expect(s.callCount).toBe(3_000)
    expect(s.calls).toHaveLength(2_000)
    expect(s.turns).toHaveLength(30)
  })

  it('does not mutate its input', () => {
    const frozen = Object.freeze({ ...shape, iterations: Object.freeze([...shape.iterations]) })
    expect(() => sessionCost(frozen, settings)).not.toThrow()
  })
})
