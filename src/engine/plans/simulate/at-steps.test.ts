// biome-ignore-all lint/style/noNonNullAssertion: policies of the result just simulated
import { describe, expect, it } from 'vitest'
import { defaultPlans } from '../section.ts'
import { bestShareOver, defaultSteps, parseSteps, valuesAtSteps } from './at-steps.ts'
import { tenArmedTestbed } from './experiments.ts'
import { simulate } from './simulate.ts'

const testbed = (runs: number, horizon: number) => {
  const plans = tenArmedTestbed(defaultPlans())
  return { ...plans, simulation: { ...plans.simulation, runs, horizon } }
}

describe('valuesAtSteps', () => {
  const result = simulate(testbed(100, 1_000))

  it('reads every policy’s reward and best-tool share at each step exactly as the series hold them', () => {
    const steps = defaultSteps(1_000)
    expect(steps).toEqual([1, 10, 11, 12, 100, 1_000])
    const rows = valuesAtSteps(result, steps)
    expect(rows.map((r) => r.step)).toEqual(steps)
    for (const row of rows) {
      expect([row.from, row.to]).toEqual([row.step, row.step])
      row.values.forEach((v, i) => {
        const p = result.policies[i]
        expect(v.reward).toBe(p?.rewardMean[row.step - 1])
        expect(v.best).toBe(p?.bestShare[row.step - 1])
      })
    }
  })

  it('past 2,000 calls names the sampled bucket a step falls in, and reads that sample', () => {
    const long = simulate({
      ...testbed(20, 5_000),
      simulation: {
        ...testbed(20, 5_000).simulation,
        policies: testbed(20, 5_000).simulation.policies.slice(0, 1),
      },
    })
    const [row] = valuesAtSteps(long, [4_321])
    const j = long.t.findIndex((t) => t >= 4_321)
    expect(row?.to).toBe(long.t[j])
    expect(row?.from).toBe((long.t[j - 1] ?? 0) + 1)
    expect(row?.from).toBeLessThanOrEqual(4_321)
    expect(row?.values[0]?.reward).toBe(long.policies[0]?.rewardMean[j])
  })

  it('leaves out steps outside the run, repeats none, and sorts them', () => {
    expect(valuesAtSteps(result, [100, 0, 5_000, 1, 100, 2.5]).map((r) => r.step)).toEqual([1, 100])
  })

  it('does not mutate the steps it is given', () => {
    const steps = Object.freeze([12, 1])
    valuesAtSteps(result, steps)
    expect(steps).toEqual([12, 1])
  })
})

describe('bestShareOver', () => {
  const result = simulate(testbed(100, 1_000))

  it('is the mean of the best-tool series over calls from..to when every call is sampled', () => {
    result.policies.forEach((p, i) => {
      const window = p.bestShare.slice(900, 1_000)
      expect(bestShareOver(result, i, 901, 1_000)).toBeCloseTo(window.reduce((a, b) => a + b, 0) / 100, 12)
      expect(bestShareOver(result, i, 11, 11)).toBe(p.bestShare[10])
    })
  })

  it('weights sampled buckets by the calls of the range they cover', () => {
    const sampled = { ...result, t: [2, 4], policies: [{ ...result.policies[0]!, bestShare: [0.5, 1] }] }
    // calls 2–4: call 2 from the first bucket (0.5), calls 3–4 from the second (1)
    expect(bestShareOver(sampled, 0, 2, 4)).toBeCloseTo((0.5 + 2) / 3, 12)
  })

  it('is null for a range with no sample and for a policy that is not there', () => {
    expect(bestShareOver(result, 0, 1_001, 1_100)).toBeNull()
    expect(bestShareOver(result, 9, 1, 10)).toBeNull()
  })
})

describe('parseSteps', () => {
  it('reads values separated by spaces or a comma and a space, sorts and drops repeats', () => {
    expect(parseSteps('100, 1 10 10', 1_000)).toEqual({ ok: true, steps: [1, 10, 100] })
    expect(parseSteps('1_000', 1_000)).toEqual({ ok: true, steps: [1_000] })
  })
  it('reads "1,000" as one step, as every number field does', () => {
    expect(parseSteps('1, 1,000', 5_000)).toEqual({ ok: true, steps: [1, 1_000] })
  })
  it('names the first entry that is not a step', () => {
    expect(parseSteps('1, x, 3', 1_000)).toEqual({
      ok: false,
      message: 'step must be a whole number, not “x”.',
    })
    expect(parseSteps('0', 10)).toEqual({ ok: false, message: 'step must be at least 1.' })
    expect(parseSteps('-5', 10)).toEqual({ ok: false, message: 'step must be at least 1.' })
    expect(parseSteps('2.5', 10)).toEqual({ ok: false, message: 'step must be a whole number, not “2.5”.' })
    expect(parseSteps('11', 10)).toEqual({
      ok: false,
      message: 'Step 11 is past the last call charted (10).',
    })
    expect(parseSteps('1e308', 10)).toEqual({
      ok: false,
      message: 'Step 1e+308 is past the last call charted (10).',
    })
    expect(parseSteps('1e309', 10)).toEqual({ ok: false, message: 'step is too large: at most 1.798e+308.' })
    expect(parseSteps('abc', 10)).toEqual({ ok: false, message: 'step must be a whole number, not “abc”.' })
    expect(parseSteps(' ', 10)).toEqual({ ok: false, message: 'Give at least one step, e.g. 1, 10, 100.' })
  })
  it('says to separate values run together by a bare comma', () => {
    expect(parseSteps('1,10', 100)).toEqual({
      ok: false,
      message:
        'step: “1,10”: separate values with a comma and a space (1, 10); a comma alone groups thousands (1,000).',
    })
  })
})
