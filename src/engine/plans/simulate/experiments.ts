import type { CandidateTool, Policy } from '../schema.ts'
import type { Plans } from '../section.ts'

/** A textbook experiment: a named starting point for the explore/exploit view, with where its numbers come from. */
export interface SimExperiment {
  id: string
  title: string
  source: string
  /**
   * The experiment laid over `base`, the plans section it starts from (the defaults: `defaultPlans()` in the engine,
   * the build-time copy in the page), whose plan id, trace and unset simulation settings it keeps.
   */
  plans: (base: Plans) => Plans
}

const policy = (p: Omit<Policy, 'preferGeneralMethods'> & { preferGeneralMethods?: boolean }): Policy => ({
  preferGeneralMethods: false,
  ...p,
})

const bernoulliArms = (ps: readonly number[]): CandidateTool[] =>
  ps.map((p, i) => ({
    name: `arm_${i + 1}`,
    kind: 'general',
    reward: { dist: 'bernoulli', p },
    cost: 1,
    latencyMs: 0,
  }))

const unbudgeted = (
  base: Plans,
  tools: CandidateTool[],
  simulation: Partial<Plans['simulation']>,
): Plans => ({
  ...base,
  tools,
  plan: {
    ...base.plan,
    planningContext: {
      goal: 'Maximise reward over the horizon',
      constraints: {},
      policy: { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false },
    },
    plannedSequence: [],
  },
  simulation: { ...base.simulation, ...simulation },
})

/**
 * Sutton and Barto's 10-armed testbed (Reinforcement Learning, 2nd ed., §2.3 and Figure 2.2; §2.7 for UCB):
 * every run draws ten means from N(0, 1) with its own seeded PRNG, rewards are N(mean, 1), 2,000 runs of 1,000
 * steps, greedy (ε = 0), ε = 0.01, ε = 0.1 and UCB with c = 2. No budget: the horizon ends every run.
 * @example tenArmedTestbed(defaultPlans()).simulation.runs === 2000
 */
export function tenArmedTestbed(base: Plans): Plans {
  const tools: CandidateTool[] = Array.from({ length: 10 }, (_, i) => ({
    name: `arm_${i + 1}`,
    kind: 'general',
    reward: { dist: 'gaussian', mean: 0, sd: 1 },
    cost: 0,
    latencyMs: 0,
  }))
  return unbudgeted(base, tools, {
    seed: 1,
    runs: 2_000,
    horizon: 1_000,
    meanSpread: 1,
    policies: [
      policy({ strategy: 'Greedy', label: 'ε = 0 (greedy)' }),
      policy({ strategy: 'EpsilonGreedy', explorationRate: 0.01, label: 'ε = 0.01' }),
      policy({ strategy: 'EpsilonGreedy', explorationRate: 0.1, label: 'ε = 0.1' }),
      policy({ strategy: 'UCB', ucbC: 2, label: 'UCB c = 2' }),
    ],
    sweep: [],
    band: 'sd',
    logTime: false,
  })
}

/**
 * Sutton and Barto's Figure 2.3 (§2.6, optimistic initial values): the 10-armed testbed, both methods with a
 * constant step size α = 0.1, greedy from an optimistic Q₁ = 5 against ε-greedy (ε = 0.1) from a realistic
 * Q₁ = 0. Every estimate starts far above any reward, so the greedy method tries each tool, is disappointed and
 * moves on, then settles: about 85% of its calls after step 900 go to the best tool (80–90%, tested), against
 * about 75% for ε-greedy. Under sample averages the same Q₁ = 5 counts as one observation and gives about 91%.
 * @example optimisticInitialValues(defaultPlans()).simulation.policies[0].stepSize === 0.1
 */
export function optimisticInitialValues(base: Plans): Plans {
  const testbed = tenArmedTestbed(base)
  return {
    ...testbed,
    simulation: {
      ...testbed.simulation,
      policies: [
        policy({
          strategy: 'Greedy',
          initialValue: 5,
          stepSize: 0.1,
          label: 'optimistic greedy, Q₁ = 5, α = 0.1',
        }),
        policy({
          strategy: 'EpsilonGreedy',
          explorationRate: 0.1,
          initialValue: 0,
          stepSize: 0.1,
          label: 'realistic ε = 0.1, Q₁ = 0, α = 0.1',
        }),
      ],
    },
  }
}

/**
 * Auer, Cesa-Bianchi and Fischer (2002), "Finite-time analysis of the multiarmed bandit problem", §4,
 * distribution 12: ten Bernoulli arms 0.9, 0.8, 0.8, 0.8, 0.7, 0.7, 0.7, 0.6, 0.6, 0.6, here over 10,000
 * plays (the paper plays 100,000) on a log time axis with the Lai–Robbins bound.
 * @example auerDistribution12(defaultPlans()).tools.length === 10
 */
export function auerDistribution12(base: Plans): Plans {
  return unbudgeted(base, bernoulliArms([0.9, 0.8, 0.8, 0.8, 0.7, 0.7, 0.7, 0.6, 0.6, 0.6]), {
    seed: 1,
    runs: 200,
    horizon: 10_000,
    policies: [
      policy({ strategy: 'UCB', ucbC: Math.SQRT2 }),
      policy({ strategy: 'EpsilonGreedy', explorationRate: 0.05 }),
      policy({ strategy: 'ThompsonSampling' }),
      policy({ strategy: 'Softmax', temperature: 0.1 }),
    ],
    sweep: [],
    band: 'p5-95',
    logTime: true,
  })
}

/**
 * Auer et al. (2002), distribution 2: two Bernoulli arms 0.9 and 0.8, a hard gap of 0.1, 10,000 plays.
 * @example auerDistribution2(defaultPlans()).tools.map((t) => t.reward) // p 0.9 and 0.8
 */
export function auerDistribution2(base: Plans): Plans {
  return unbudgeted(base, bernoulliArms([0.9, 0.8]), {
    seed: 1,
    runs: 500,
    horizon: 10_000,
    policies: [
      policy({ strategy: 'UCB', ucbC: Math.SQRT2 }),
      policy({ strategy: 'ThompsonSampling' }),
      policy({ strategy: 'EpsilonGreedy', explorationRate: 0.1 }),
      policy({ strategy: 'Greedy' }),
    ],
    sweep: [],
    band: 'sd',
    logTime: true,
  })
}

/**
 * Tools, not arms: a cheap flaky search (p 0.55, 1 unit, 600 ms) against an expensive reliable API (p 0.9,
 * 8 units, 2,000 ms) under 60 units and 60 s, swept over budget scales 0.25–4 to show where exploring pays.
 * @example cheapFlakyVsReliable(defaultPlans()).simulation.sweep // [0.25, 0.5, 1, 2, 4]
 */
export function cheapFlakyVsReliable(base: Plans): Plans {
  return {
    ...base,
    tools: [
      {
        name: 'quick_search',
        kind: 'general',
        reward: { dist: 'bernoulli', p: 0.55 },
        cost: 1,
        latencyMs: 600,
      },
      {
        name: 'premium_api',
        kind: 'specialised',
        reward: { dist: 'bernoulli', p: 0.9 },
        cost: 8,
        latencyMs: 2_000,
      },
    ],
    plan: {
      ...base.plan,
      planningContext: {
        goal: 'Answer as many lookups as the budget allows',
        constraints: { maxToolCalls: 100, maxCost: 60, maxLatency: 60_000, scaleFactor: 1 },
        policy: { strategy: 'ThompsonSampling', preferGeneralMethods: true },
      },
      plannedSequence: [],
    },
    simulation: {
      ...base.simulation,
      runs: 1_000,
      horizon: 1_000,
      policies: [
        policy({ strategy: 'Greedy' }),
        policy({ strategy: 'EpsilonGreedy', explorationRate: 0.1 }),
        policy({ strategy: 'UCB', ucbC: Math.SQRT2 }),
        policy({ strategy: 'ThompsonSampling' }),
        policy({ strategy: 'ThompsonSampling', preferGeneralMethods: true }),
      ],
      sweep: [0.25, 0.5, 1, 2, 4],
    },
  }
}

/** The experiments menu, in the order a course would use them. */
export const SIM_EXPERIMENTS: readonly SimExperiment[] = [
  {
    id: 'default',
    title: 'Search, scraper and index under a plan budget',
    source: 'seed 001 (our story)',
    plans: (base) => base,
  },
  {
    id: 'testbed',
    title: '10-armed Gaussian testbed',
    source: 'Sutton & Barto 2018, Fig. 2.2 and 2.4',
    plans: tenArmedTestbed,
  },
  {
    id: 'optimistic',
    title: 'Optimistic initial values, α = 0.1 (10-armed testbed)',
    source: 'Sutton & Barto 2018, Fig. 2.3',
    plans: optimisticInitialValues,
  },
  {
    id: 'auer-12',
    title: '10 Bernoulli arms 0.9 … 0.6',
    source: 'Auer et al. 2002, distribution 12',
    plans: auerDistribution12,
  },
  {
    id: 'auer-2',
    title: '2 Bernoulli arms 0.9 vs 0.8',
    source: 'Auer et al. 2002, distribution 2',
    plans: auerDistribution2,
  },
  {
    id: 'flaky-vs-reliable',
    title: 'Cheap flaky search vs expensive reliable API',
    source: 'tool-flavoured (ours)',
    plans: cheapFlakyVsReliable,
  },
]
