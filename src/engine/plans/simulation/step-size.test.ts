// biome-ignore-all lint/style/noNonNullAssertion: indices within the series just computed
import { describe, expect, it } from 'vitest'
import type { Policy } from '../schema.ts'
import { defaultPlans } from '../section.ts'
import { buildContext, estimateUpdate, policyLabel, resolvePolicy } from './context.ts'
import { optimisticInitialValues, tenArmedTestbed } from './experiments.ts'
import { simulate } from './simulate.ts'
import { createRunState, observe, resetRunState } from './state.ts'

const base = defaultPlans()
const greedy = (extra: Partial<Policy>): Policy => ({
  strategy: 'Greedy',
  preferGeneralMethods: false,
  ...extra,
})

/** Mean share of calls to a best tool over steps from..to (1-based, inclusive). */
const optimalShare = (bestShare: number[], from: number, to: number) =>
  bestShare.slice(from - 1, to).reduce((a, b) => a + b, 0) / (to - from + 1)

describe('constant step size α', () => {
  it('moves an estimate α of the way to each reward, from Q₁ (Q ← Q + α(r − Q))', () => {
    const ctx = buildContext(tenArmedTestbed(base))
    const policy = resolvePolicy(greedy({ initialValue: 5, stepSize: 0.1 }))
    const st = createRunState(ctx.k)
    resetRunState(st, ctx, policy)
    observe(st, policy, 3, 1)
    expect(st.estimate[3]).toBe(5 + 0.1 * (1 - 5))
    observe(st, policy, 3, 2)
    expect(st.estimate[3]).toBe(4.6 + 0.1 * (2 - 4.6))
    // Sample averages count Q₁ as one observation: (5 + 1) / 2.
    const avg = resolvePolicy(greedy({ initialValue: 5 }))
    resetRunState(st, ctx, avg)
    observe(st, avg, 3, 1)
    expect(st.estimate[3]).toBe(3)
  })

  it('weights recent rewards more: after a change in reward, α = 0.1 follows, the sample average lags', () => {
    const ctx = buildContext(tenArmedTestbed(base))
    const st = createRunState(ctx.k)
    const track = (p: Policy) => {
      const policy = resolvePolicy(p)
      resetRunState(st, ctx, policy)
      for (let i = 0; i < 100; i++) observe(st, policy, 0, 0)
      for (let i = 0; i < 50; i++) observe(st, policy, 0, 1)
      return st.estimate[0]!
    }
    expect(track(greedy({ stepSize: 0.1 }))).toBeCloseTo(1 - 0.9 ** 50, 12)
    expect(track(greedy({}))).toBeCloseTo(50 / 150, 12)
  })

  it('is absent by default: a policy without it keeps sample averages (old files and links open the same)', () => {
    expect(resolvePolicy(greedy({})).stepSize).toBe(0)
    expect(policyLabel(greedy({ initialValue: 5 }))).toBe('greedy, Q₁ = 5')
    expect(policyLabel(greedy({ initialValue: 5, stepSize: 0.1 }))).toBe('greedy, Q₁ = 5, α = 0.1')
  })

  it('does not apply to Thompson sampling, which keeps its posterior from every observation', () => {
    const t: Policy = { strategy: 'ThompsonSampling', stepSize: 0.1, preferGeneralMethods: false }
    expect(resolvePolicy(t).stepSize).toBe(0)
    expect(policyLabel(t)).toBe('Thompson')
    expect(estimateUpdate(t)).toMatch(/posterior from every observation.*step size is ignored/)
  })

  it('names each policy’s update in words the explanation shows', () => {
    expect(estimateUpdate(greedy({}))).toBe('sample average: Q = Σr / n (0 until the first call)')
    expect(estimateUpdate(greedy({ initialValue: 5 }))).toBe(
      'sample average with Q₁ = 5 as one observation: Q = (5 + Σr) / (n + 1)',
    )
    expect(estimateUpdate(greedy({ initialValue: 5, stepSize: 0.1 }))).toBe(
      'constant step size: Q ← Q + 0.1·(r − Q), from Q₁ = 5',
    )
  })
})

describe('Sutton and Barto’s Figure 2.3 experiment (optimistic initial values, α = 0.1)', () => {
  it('optimistic greedy reaches 80–90% optimal over steps 901–1,000; realistic ε-greedy stays below it', () => {
    // 2,000 runs as in the book, seed 1. A run's share of best-tool calls over 100 steps lies in [0, 1], so its
    // sd is at most 0.5 and the mean's standard error at most 0.5 / √2,000 ≈ 0.011: the whole ±3 SE interval
    // must lie in the band, so the result is not one lucky seed (seeds 1–3 give 84.3%, 86.2%, 85.7%).
    const plans = optimisticInitialValues(base)
    const r = simulate(plans)
    const se = 0.5 / Math.sqrt(plans.simulation.runs)
    const [optimistic, realistic] = r.policies.map((p) => optimalShare(p.bestShare, 901, 1_000))
    expect(optimistic! - 3 * se).toBeGreaterThan(0.8)
    expect(optimistic! + 3 * se).toBeLessThan(0.9)
    expect(realistic!).toBeLessThan(optimistic! - 6 * se)
    // The early spike the book describes: the optimistic method explores every tool first, so on the first
    // 10 calls it picks the best tool about as often as chance, then jumps once each has been tried.
    const early = optimalShare(r.policies[0]!.bestShare, 1, 10)
    expect(early).toBeLessThan(0.2)
    expect(r.policies[0]!.bestShare[10]!).toBeGreaterThan(0.3)
  })

  it('with sample averages instead, the same Q₁ = 5 counts as one observation and ends near 91%', () => {
    const plans = optimisticInitialValues(base)
    const averaged = {
      ...plans,
      simulation: {
        ...plans.simulation,
        policies: [greedy({ initialValue: 5 })],
      },
    }
    const share = optimalShare(simulate(averaged).policies[0]!.bestShare, 901, 1_000)
    expect(share).toBeGreaterThan(0.9)
  })
})
