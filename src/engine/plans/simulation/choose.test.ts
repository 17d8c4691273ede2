// biome-ignore-all lint/style/noNonNullAssertion: tests index results they have just checked the length of
import { describe, expect, it } from 'vitest'
import type { CandidateTool, Policy } from '../schema.ts'
import { defaultPlans } from '../section.ts'
import {
  argmax,
  chooseEpsilon,
  chooseGreedy,
  chooseSoftmax,
  chooseUcb,
  softmaxProbabilities,
  ucbIndex,
} from './choose.ts'
import { BLP_MARGIN, buildContext, resolvePolicy } from './context.ts'
import { Sfc32 } from './prng.ts'
import { createRunState, observe, resetRunState } from './state.ts'

const arm = (name: string, p: number, kind: CandidateTool['kind'] = 'general'): CandidateTool => ({
  name,
  kind,
  reward: { dist: 'bernoulli', p },
  cost: 0,
  latencyMs: 0,
})
const ctxOf = (tools: CandidateTool[]) => buildContext({ ...defaultPlans(), tools })
const pol = (p: Partial<Policy> & Pick<Policy, 'strategy'>) =>
  resolvePolicy({ preferGeneralMethods: false, ...p })

/** A run state after the given (tool, reward) observations. */
function history(k: number, policy: ReturnType<typeof pol>, obs: [number, number][]) {
  const ctx = ctxOf(Array.from({ length: k }, (_, i) => arm(`t${i}`, 0.5)))
  const st = createRunState(k)
  resetRunState(st, ctx, policy)
  for (const [a, r] of obs) observe(st, policy, a, r)
  return { ctx, st }
}

describe('ucbIndex', () => {
  it('is mean + c·sqrt(ln N / n)', () => {
    expect(ucbIndex(0.5, 2, 10, Math.SQRT2)).toBe(0.5 + Math.SQRT2 * Math.sqrt(Math.log(10) / 2))
    expect(ucbIndex(0.25, 4, 8, 2)).toBeCloseTo(0.25 + 2 * Math.sqrt(Math.log(8) / 4), 15)
  })
})

describe('chooseUcb', () => {
  const ucb = pol({ strategy: 'UCB', ucbC: Math.SQRT2 })
  it('tries untried tools first, in tool order', () => {
    const { ctx, st } = history(3, ucb, [[0, 1]])
    expect(chooseUcb(ctx, ucb, st, new Sfc32(1, 0))).toBe(1)
  })

  it('picks the highest index on a hand-made history', () => {
    // t0: 3 pulls, 2 successes (0.667); t1: 1 pull, 0 successes (0); t2: 2 pulls, 1 success (0.5). N = 6.
    const { ctx, st } = history(3, ucb, [
      [0, 1],
      [0, 1],
      [0, 0],
      [1, 0],
      [2, 1],
      [2, 0],
    ])
    const idx = [
      ucbIndex(2 / 3, 3, 6, Math.SQRT2),
      ucbIndex(0, 1, 6, Math.SQRT2),
      ucbIndex(0.5, 2, 6, Math.SQRT2),
    ]
    expect(idx[0]).toBeCloseTo(1.7596, 4)
    expect(idx[1]).toBeCloseTo(1.893, 4)
    expect(idx[2]).toBeCloseTo(1.8386, 4)
    expect(chooseUcb(ctx, ucb, st, new Sfc32(1, 0))).toBe(1)
  })

  it('counts an initial value as one observation, so no tool is untried', () => {
    const opt = pol({ strategy: 'UCB', ucbC: 1, initialValue: 1 })
    const { ctx, st } = history(2, opt, [[0, 1]])
    // t0: (1 + 1) / 2 = 1 with n 2; t1: 1 with n 1; N = 3: t1's bonus is larger.
    expect(st.estimate[0]).toBe(1)
    expect(chooseUcb(ctx, opt, st, new Sfc32(1, 0))).toBe(1)
  })
})

describe('chooseEpsilon', () => {
  it('explores a share ε of calls, uniformly over all tools (so the greedy tool gets 1 − ε + ε/k)', () => {
    const eps = pol({ strategy: 'EpsilonGreedy', explorationRate: 0.2 })
    const { ctx, st } = history(4, eps, [
      [0, 1],
      [1, 0],
      [2, 0],
      [3, 0],
    ])
    const rng = new Sfc32(7, 0)
    const counts = [0, 0, 0, 0]
    const n = 200_000
    for (let i = 0; i < n; i++) counts[chooseEpsilon(ctx, eps, st, rng)]!++
    // Binomial sd at n = 200,000 is about 0.001; tolerance 0.005.
    expect(Math.abs(counts[0]! / n - (0.8 + 0.05))).toBeLessThan(0.005)
    for (const c of counts.slice(1)) expect(Math.abs(c / n - 0.05)).toBeLessThan(0.005)
  })

  it('with ε = 0 is greedy and takes no draw', () => {
    const eps = pol({ strategy: 'EpsilonGreedy', explorationRate: 0 })
    const { ctx, st } = history(2, eps, [
      [0, 0],
      [1, 1],
    ])
    const rng = new Sfc32(1, 0)
    const before = Array.from(rng.s)
    expect(chooseEpsilon(ctx, eps, st, rng)).toBe(1)
    expect(Array.from(rng.s)).toEqual(before)
  })
})

describe('softmaxProbabilities', () => {
  it('is exp(Q/τ) normalised', () => {
    const sm = pol({ strategy: 'Softmax', temperature: 1 })
    const ctx = ctxOf([arm('a', 0.5), arm('b', 0.5)])
    const p = softmaxProbabilities(ctx, sm, new Float64Array([1, 0]), new Float64Array(2))
    expect(p[0]).toBeCloseTo(Math.E / (1 + Math.E), 15)
    expect(p[1]).toBeCloseTo(1 / (1 + Math.E), 15)
  })

  it('sharpens as τ falls: τ = 0.1 gives e^10 : 1', () => {
    const sm = pol({ strategy: 'Softmax', temperature: 0.1 })
    const ctx = ctxOf([arm('a', 0.5), arm('b', 0.5)])
    const p = softmaxProbabilities(ctx, sm, new Float64Array([1, 0]), new Float64Array(2))
    expect(p[0]! / p[1]!).toBeCloseTo(Math.exp(10), 6)
  })

  it('draws tools in those proportions', () => {
    const sm = pol({ strategy: 'Softmax', temperature: 1 })
    const { ctx, st } = history(2, sm, [
      [0, 1],
      [1, 0],
    ])
    const rng = new Sfc32(3, 0)
    let first = 0
    const n = 100_000
    for (let i = 0; i < n; i++) if (chooseSoftmax(ctx, sm, st, rng) === 0) first++
    expect(Math.abs(first / n - Math.E / (1 + Math.E))).toBeLessThan(0.006)
  })
})

describe('argmax: ties and preferGeneralMethods (BLP)', () => {
  const values = (xs: number[]) => new Float64Array(xs)
  it('breaks exact ties uniformly at random', () => {
    const ctx = ctxOf([arm('a', 0.5), arm('b', 0.5), arm('c', 0.5)])
    const g = pol({ strategy: 'Greedy' })
    const rng = new Sfc32(5, 0)
    const counts = [0, 0, 0]
    for (let i = 0; i < 30_000; i++) counts[argmax(ctx, g, values([0.2, 0.5, 0.5]), rng)]!++
    expect(counts[0]).toBe(0)
    expect(Math.abs(counts[1]! / 30_000 - 0.5)).toBeLessThan(0.02)
  })

  it(`picks a specialised tool only when it beats the best general one by more than ${BLP_MARGIN}`, () => {
    const ctx = ctxOf([arm('general', 0.5), arm('special', 0.5, 'specialised')])
    const blp = pol({ strategy: 'Greedy', preferGeneralMethods: true })
    const plain = pol({ strategy: 'Greedy' })
    const rng = new Sfc32(1, 0)
    expect(argmax(ctx, blp, values([0.5, 0.54]), rng)).toBe(0)
    expect(argmax(ctx, plain, values([0.5, 0.54]), rng)).toBe(1)
    expect(argmax(ctx, blp, values([0.5, 0.5 + BLP_MARGIN]), rng)).toBe(0) // a tie after the margin: general
    expect(argmax(ctx, blp, values([0.5, 0.56]), rng)).toBe(1)
  })
})

describe('chooseGreedy remembers its top between calls', () => {
  it('makes exactly the choices and draws of a full argmax every call (ties included)', () => {
    for (const k of [1, 2, 3, 10]) {
      for (const init of [undefined, 1]) {
        const g = pol({ strategy: 'Greedy', ...(init === undefined ? {} : { initialValue: init }) })
        const { ctx, st } = history(k, g, [])
        const a = new Sfc32(11, k)
        const b = new Sfc32(11, k)
        const rewards = new Sfc32(99, k)
        for (let t = 0; t < 3_000; t++) {
          const expected = argmax(ctx, g, st.estimate, b)
          // Every 7th call explores, as ε-greedy does: a tool that is not the top changes.
          const chosen = chooseGreedy(ctx, g, st, a)
          expect(chosen).toBe(expected)
          expect(Array.from(a.s)).toEqual(Array.from(b.s))
          const tool = t % 7 === 6 ? rewards.below(k) : chosen
          observe(st, g, tool, rewards.float() < 0.5 ? 1 : rewards.below(3) - 1)
        }
      }
    }
  })
})

describe('chooseUcb computes and compares its indices in one pass', () => {
  it('makes exactly the choices and draws of argmax over c·sqrt(ln N)·(1/sqrt n) indices (ties included)', () => {
    const ucb = pol({ strategy: 'UCB', ucbC: 1 })
    const { ctx, st } = history(4, ucb, [])
    const a = new Sfc32(3, 0)
    const b = new Sfc32(3, 0)
    const rewards = new Sfc32(5, 0)
    for (let t = 0; t < 2_000; t++) {
      let expected: number
      if (t < 4) expected = t
      else {
        const scale = Math.sqrt(Math.log(st.t))
        const idx = st.estimate.map((q, i) => q + scale * st.invSqrtN[i]!)
        expected = argmax(ctx, ucb, idx, b)
      }
      expect(chooseUcb(ctx, ucb, st, a)).toBe(expected)
      expect(Array.from(a.s)).toEqual(Array.from(b.s))
      // Rewards of 0 and 1 after equal pull counts make exact ties.
      observe(st, ucb, expected, rewards.float() < 0.5 ? 1 : 0)
    }
  })
})
