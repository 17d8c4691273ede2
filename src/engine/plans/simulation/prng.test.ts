// biome-ignore-all lint/style/noNonNullAssertion: indices within the arrays just built
import { describe, expect, it } from 'vitest'
import { runSeed, Sfc32 } from './prng.ts'

const draws = (n: number, f: (r: Sfc32) => number, seed = 1) => {
  const r = new Sfc32(seed, 0)
  return Float64Array.from({ length: n }, () => f(r))
}
const meanOf = (xs: Float64Array) => xs.reduce((s, x) => s + x, 0) / xs.length
const varOf = (xs: Float64Array) => {
  const m = meanOf(xs)
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1)
}

describe('Sfc32', () => {
  it('is the same stream for the same (seed, run) and another for the next run', () => {
    expect(Array.from(draws(5, (r) => r.next()))).toEqual(Array.from(draws(5, (r) => r.next())))
    expect(new Sfc32(1, 0).next()).not.toBe(new Sfc32(1, 1).next())
    expect(runSeed(1, 0)).not.toBe(runSeed(1, 1))
  })

  it('reseed(seed, run) restarts the generator exactly as new Sfc32(seed, run) starts', () => {
    const r = new Sfc32(1, 0)
    r.normal()
    r.reseed(3, 7)
    const fresh = new Sfc32(3, 7)
    expect(Array.from(r.s)).toEqual(Array.from(fresh.s))
    expect(r.next()).toBe(fresh.next())
  })

  it('float() is uniform on [0, 1): mean ½, variance 1/12 (n = 10⁶, tolerance 0.002)', () => {
    const xs = draws(1_000_000, (r) => r.float())
    expect(Math.abs(meanOf(xs) - 0.5)).toBeLessThan(0.002)
    expect(Math.abs(varOf(xs) - 1 / 12)).toBeLessThan(0.002)
    expect(Math.min(...xs.subarray(0, 100_000))).toBeGreaterThanOrEqual(0)
  })

  it('normal() is standard normal: mean, variance, and the share beyond 1, 2 and 3 sd (n = 10⁶)', () => {
    const xs = draws(1_000_000, (r) => r.normal())
    expect(Math.abs(meanOf(xs))).toBeLessThan(0.005)
    expect(Math.abs(varOf(xs) - 1)).toBeLessThan(0.006)
    const beyond = (k: number) => xs.filter((x) => Math.abs(x) > k).length / xs.length
    expect(Math.abs(beyond(1) - 0.3173)).toBeLessThan(0.002)
    expect(Math.abs(beyond(2) - 0.0455)).toBeLessThan(0.001)
    expect(Math.abs(beyond(3) - 0.0027)).toBeLessThan(0.0003)
    expect(Math.abs(beyond(3.6) - 0.000318)).toBeLessThan(0.0001) // the ziggurat's tail beyond r = 3.44
  })

  it('beta(a, b) has mean a / (a + b) and variance ab / ((a + b)²(a + b + 1))', () => {
    for (const [a, b] of [
      [1, 1],
      [3, 7],
      [40, 2],
    ] as const) {
      const xs = draws(200_000, (r) => r.beta(a, b))
      const m = a / (a + b)
      const v = (a * b) / ((a + b) ** 2 * (a + b + 1))
      expect(Math.abs(meanOf(xs) - m)).toBeLessThan(0.003)
      expect(Math.abs(varOf(xs) - v) / v).toBeLessThan(0.03)
    }
  })
})
