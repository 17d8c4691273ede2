/**
 * The Kullback–Leibler divergence KL(p, q) between Bernoulli(p) and Bernoulli(q), in nats (0·ln 0 = 0;
 * Infinity when q is 0 or 1 and p differs).
 * @example bernoulliKl(0.5, 0.5) === 0
 */
export function bernoulliKl(p: number, q: number): number {
  const term = (a: number, b: number) =>
    a === 0 ? 0 : b === 0 ? Number.POSITIVE_INFINITY : a * Math.log(a / b)
  return term(p, q) + term(1 - p, 1 - q)
}

/**
 * Lai and Robbins' (1985) constant for Bernoulli arms: Σ over suboptimal arms (μ* − μᵢ) / KL(μᵢ, μ*). Any
 * consistent policy's expected regret after t calls is at least (constant − o(1))·ln t. An arm with infinite
 * divergence (μ* = 1) adds 0.
 * @example laiRobbinsConstant([0.9, 0.8]) // 0.1 / KL(0.8, 0.9) ≈ 2.2521
 */
export function laiRobbinsConstant(means: readonly number[]): number {
  const best = Math.max(...means)
  let c = 0
  for (const m of means) {
    if (m >= best) continue
    const kl = bernoulliKl(m, best)
    if (Number.isFinite(kl) && kl > 0) c += (best - m) / kl
  }
  return c
}
