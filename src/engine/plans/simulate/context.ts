import type { CandidateTool, Policy, ResourceBudget } from '../schema.ts'
import type { Plans } from '../section.ts'

/** Why a run ended: the first limit it reached (checked in this order before every call). */
export const END_REASONS = ['calls', 'cost', 'latency', 'horizon'] as const
export type EndReason = (typeof END_REASONS)[number]

export { STRATEGIES } from './strategies.ts'

/** Strategy codes, so a run's inner loop switches on a small integer. */
export const Code = { Greedy: 0, EpsilonGreedy: 1, UCB: 2, Thompson: 3, Softmax: 4 } as const
export type Code = (typeof Code)[keyof typeof Code]

/** Defaults for the knobs seed 001 leaves unset. */
export const POLICY_DEFAULTS = { explorationRate: 0.1, temperature: 0.1, ucbC: Math.SQRT2 } as const

/**
 * How much a specialised tool's index must beat the best general tool's before a policy with
 * `preferGeneralMethods` picks it, in reward units (our choice; seed 001 names the preference only).
 */
export const BLP_MARGIN = 0.05

/** The arms and limits of one simulation, in typed arrays for the inner loop. Built once, never mutated. */
export interface SimContext {
  k: number
  names: readonly string[]
  /** 1 for a general tool, 0 for a specialised one. */
  general: Uint8Array
  /** 1 for a Bernoulli arm, 0 for a Gaussian one. */
  bernoulli: Uint8Array
  /** Each arm's expected reward (p, or the Gaussian's mean). */
  mean: Float64Array
  sd: Float64Array
  cost: Float64Array
  latency: Float64Array
  /** Limits after `scaleFactor`; Infinity where the plan sets none. */
  maxCalls: number
  maxCost: number
  maxLatency: number
  horizon: number
  /** The longest a run can be: min(horizon, maxCalls). */
  steps: number
  /** When > 0, each run redraws every Gaussian arm's mean from N(mean, meanSpread²) (the 10-armed testbed). */
  meanSpread: number
}

/** A policy with every default filled in. */
export interface ResolvedPolicy {
  code: Code
  strategy: Policy['strategy']
  epsilon: number
  temperature: number
  c: number
  /** NaN when the policy has no optimistic initial value. */
  initialValue: number
  hasInitialValue: boolean
  /** α of a constant step size; 0 for sample averages (and for Thompson sampling, which has no estimates). */
  stepSize: number
  preferGeneral: boolean
  label: string
}

const STRATEGY_CODES: Record<Policy['strategy'], Code> = {
  Greedy: Code.Greedy,
  EpsilonGreedy: Code.EpsilonGreedy,
  UCB: Code.UCB,
  ThompsonSampling: Code.Thompson,
  Softmax: Code.Softmax,
}

const fmt = (x: number) => String(Math.round(x * 1000) / 1000)

/**
 * A policy's display name when it has none: the strategy and the knob that sets it apart.
 * @example policyLabel({ strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false }) === 'ε-greedy ε = 0.1'
 */
export function policyLabel(p: Policy): string {
  if (p.label) return p.label
  const init = p.initialValue === undefined ? '' : `, Q₁ = ${fmt(p.initialValue)}`
  const step = p.stepSize === undefined || p.strategy === 'ThompsonSampling' ? '' : `, α = ${fmt(p.stepSize)}`
  const blp = p.preferGeneralMethods ? ', BLP' : ''
  const base =
    p.strategy === 'Greedy'
      ? 'greedy'
      : p.strategy === 'EpsilonGreedy'
        ? `ε-greedy ε = ${fmt(p.explorationRate ?? POLICY_DEFAULTS.explorationRate)}`
        : p.strategy === 'UCB'
          ? `UCB c = ${Math.abs((p.ucbC ?? POLICY_DEFAULTS.ucbC) - Math.SQRT2) < 1e-9 ? '√2' : fmt(p.ucbC ?? POLICY_DEFAULTS.ucbC)}`
          : p.strategy === 'ThompsonSampling'
            ? 'Thompson'
            : `softmax τ = ${fmt(p.temperature ?? POLICY_DEFAULTS.temperature)}`
  return base + init + step + blp
}

/**
 * How a policy updates what it believes of a tool after each call, in words and symbols, as the simulator does
 * it (`observe`): sample averages, an optimistic Q₁ counted as one observation; a constant step size α,
 * `Q ← Q + α(r − Q)` from Q₁ (Sutton and Barto §2.4–2.6); Thompson sampling's posteriors, which keep every
 * observation (α does not apply).
 * @example estimateUpdate({ strategy: 'Greedy', initialValue: 5, stepSize: 0.1, preferGeneralMethods: false }) === 'constant step size: Q ← Q + 0.1·(r − Q), from Q₁ = 5'
 */
export function estimateUpdate(p: Policy): string {
  if (p.strategy === 'ThompsonSampling') {
    const m0 = fmt(p.initialValue ?? 0)
    const ignored = p.stepSize === undefined ? '' : '; its step size is ignored'
    return `posterior from every observation: Beta(1 + s, 1 + f), or N((${m0} + Σr) / (1 + n), 1 / (1 + n)) for Gaussian tools${ignored}`
  }
  if (p.stepSize !== undefined)
    return `constant step size: Q ← Q + ${fmt(p.stepSize)}·(r − Q), from Q₁ = ${fmt(p.initialValue ?? 0)}`
  if (p.initialValue === undefined) return 'sample average: Q = Σr / n (0 until the first call)'
  const q1 = fmt(p.initialValue)
  return `sample average with Q₁ = ${q1} as one observation: Q = (${q1} + Σr) / (n + 1)`
}

/**
 * Fills a seed-001 policy's unset knobs with `POLICY_DEFAULTS`.
 * @example resolvePolicy({ strategy: 'UCB', preferGeneralMethods: false }).c === Math.SQRT2
 */
export function resolvePolicy(p: Policy): ResolvedPolicy {
  return {
    code: STRATEGY_CODES[p.strategy],
    strategy: p.strategy,
    epsilon: p.explorationRate ?? POLICY_DEFAULTS.explorationRate,
    temperature: p.temperature ?? POLICY_DEFAULTS.temperature,
    c: p.ucbC ?? POLICY_DEFAULTS.ucbC,
    initialValue: p.initialValue ?? Number.NaN,
    hasInitialValue: p.initialValue !== undefined,
    stepSize: p.strategy === 'ThompsonSampling' ? 0 : (p.stepSize ?? 0),
    preferGeneral: p.preferGeneralMethods,
    label: policyLabel(p),
  }
}

const limit = (x: number | undefined, scale: number) =>
  x === undefined ? Number.POSITIVE_INFINITY : x * scale

/**
 * The typed-array view of the candidate tools and the plan's budget at `scaleFactor` (the plan's own when
 * omitted; 1 when it has none). A call limit scales to `floor(maxToolCalls · scaleFactor)` calls.
 * @example buildContext(defaultPlans()).maxCalls === 20
 */
export function buildContext(plans: Plans, scaleFactor?: number): SimContext {
  const tools: readonly CandidateTool[] = plans.tools
  const budget: ResourceBudget = plans.plan.planningContext.constraints
  const scale = scaleFactor ?? budget.scaleFactor ?? 1
  const k = tools.length
  const ctx: SimContext = {
    k,
    names: tools.map((t) => t.name),
    general: new Uint8Array(k),
    bernoulli: new Uint8Array(k),
    mean: new Float64Array(k),
    sd: new Float64Array(k),
    cost: new Float64Array(k),
    latency: new Float64Array(k),
    maxCalls:
      budget.maxToolCalls === undefined ? Number.POSITIVE_INFINITY : Math.floor(budget.maxToolCalls * scale),
    maxCost: limit(budget.maxCost, scale),
    maxLatency: limit(budget.maxLatency, scale),
    horizon: plans.simulation.horizon,
    steps: 0,
    meanSpread: plans.simulation.meanSpread ?? 0,
  }
  ctx.steps = Math.min(ctx.horizon, ctx.maxCalls)
  tools.forEach((t, i) => {
    ctx.general[i] = t.kind === 'general' ? 1 : 0
    ctx.bernoulli[i] = t.reward.dist === 'bernoulli' ? 1 : 0
    ctx.mean[i] = t.reward.dist === 'bernoulli' ? t.reward.p : t.reward.mean
    ctx.sd[i] = t.reward.dist === 'bernoulli' ? 0 : t.reward.sd
    ctx.cost[i] = t.cost
    ctx.latency[i] = t.latencyMs
  })
  return ctx
}
