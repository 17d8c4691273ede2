import { describe, expect, it } from 'vitest'
import { defaultScenario } from './defaults.ts'
import { evaluate } from './entry/evaluate.ts'
import { parseScenario } from './parse-scenario.ts'
import { scenarioSizeProblem } from './scenario-size.ts'

const sample = (chars: number) => ({ tool: 't', output: { kind: 'sample' as const, chars }, isError: false })
const batches = (count: number, calls: number, chars = (_: number) => 100) =>
  Array.from({ length: count }, () => ({ calls: Array.from({ length: calls }, (_, i) => sample(chars(i))) }))

describe('scenarioSizeProblem', () => {
  it('accepts 10,000 calls and 1,000 calls of one 64 Mi-char sample (built once)', () => {
    expect(scenarioSizeProblem({ batches: batches(10, 1_000) })).toBeNull()
    expect(scenarioSizeProblem({ batches: batches(1, 1_000, () => 64 * 1024 * 1024) })).toBeNull()
  })

  it('refuses 100,000 calls in 100 batches, naming the limit', () => {
    expect(scenarioSizeProblem({ batches: batches(100, 1_000) })).toEqual({
      path: 'batches',
      message: '100,000 calls in all batches: at most 10,000 in a scenario (and 1,000 in a batch)',
    })
  })

  it('refuses 1,000 samples of different lengths near 64 Mi chars (each one read on every evaluation)', () => {
    const r = scenarioSizeProblem({ batches: batches(1, 1_000, (i) => 64 * 1024 * 1024 - i) })
    expect(r?.message).toMatch(
      /^outputs of 67,\d{3},\d{3},\d{3} chars in all \(batch 1 call 1 has 67,108,864\): at most 134,217,728 \(128 Mi\)/,
    )
  })

  it('names a hostile sample length in short form, and where it is (not 309 digits)', () => {
    expect(scenarioSizeProblem({ batches: batches(1, 2, (i) => (i === 0 ? 10 : 1e308)) })?.message).toBe(
      'outputs of 1e308 chars in all (batch 1 call 2 has 1e308): at most 134,217,728 (128 Mi) in a scenario, a sample length counted once',
    )
  })

  it('reads anything without throwing (it runs before validation)', () => {
    for (const v of [
      null,
      1,
      [],
      { batches: 3 },
      { batches: [null, { calls: {} }, { calls: [1, { output: 2 }] }] },
    ])
      expect(scenarioSizeProblem(v)).toBeNull()
  })
})

describe('the limits where a scenario is read and evaluated', () => {
  it('parseScenario refuses a million calls before validating them', () => {
    const r = parseScenario({ version: 2, batches: batches(1_000, 1_000) })
    expect(!r.ok && r.issues[0]).toEqual({
      path: 'batches',
      message: '1,000,000 calls in all batches: at most 10,000 in a scenario (and 1,000 in a batch)',
    })
  })

  it('evaluate throws a RangeError naming the limit for a scenario built past it by edits', () => {
    const s = { ...defaultScenario(), batches: batches(11, 1_000) }
    expect(() => evaluate(s)).toThrow(
      new RangeError(
        'The scenario is too large to evaluate: 11,000 calls in all batches: at most 10,000 in a scenario (and 1,000 in a batch).',
      ),
    )
  })
})
