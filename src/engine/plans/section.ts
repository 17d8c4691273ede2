import * as z from 'zod/mini'
import { CandidateToolSchema, type PolicySchema, ToolCallPlanSchema, TraceInputSchema } from './schema.ts'
import { SimulationSchema } from './simulate/simulation-schema.ts'

/** The four policies a plans section compares when it names none: seed 001's strategies, BLP off. */
const SEED_001_POLICIES: z.input<typeof PolicySchema>[] = [
  { strategy: 'Greedy' },
  { strategy: 'EpsilonGreedy', explorationRate: 0.1 },
  { strategy: 'UCB', ucbC: Math.SQRT2 },
  { strategy: 'ThompsonSampling' },
]

const PlansObject = z.object({
  tools: z._default(z.array(CandidateToolSchema).check(z.maxLength(1_000)), []),
  plan: ToolCallPlanSchema,
  simulation: z.prefault(SimulationSchema, { policies: SEED_001_POLICIES }),
  trace: z.prefault(TraceInputSchema, {}),
})

/**
 * The section a scenario without one opens on: a tool-flavoured story, a cheap, flaky general search tool, an
 * expensive, reliable specialised scraper, and a cheap general index that rarely knows the answer, under a plan
 * of 20 calls, 40 resource units and 30 s. Written in the input form; parsing fills the rest.
 */
const SEED_001_STORY: z.input<typeof PlansObject> = {
  tools: [
    { name: 'web_search', kind: 'general', reward: { dist: 'bernoulli', p: 0.6 }, cost: 1, latencyMs: 800 },
    {
      name: 'site_scraper',
      kind: 'specialised',
      reward: { dist: 'bernoulli', p: 0.8 },
      cost: 5,
      latencyMs: 2_500,
    },
    {
      name: 'cached_index',
      kind: 'general',
      reward: { dist: 'bernoulli', p: 0.4 },
      cost: 0.2,
      latencyMs: 200,
    },
  ],
  plan: {
    planId: 'plan-1',
    planningContext: {
      goal: 'Find the release date of the library version the user pinned',
      constraints: { maxToolCalls: 20, maxCost: 40, maxLatency: 30_000, scaleFactor: 1 },
      policy: { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: true },
    },
    plannedSequence: [
      {
        toolName: 'web_search',
        rationale: 'General search first (BLP)',
        fallbackOnFailure: { toolName: 'site_scraper', rationale: 'The vendor page has the date' },
      },
    ],
  },
}

/**
 * The `plans` part of a Scenario (seed 001): candidate tools, a tool-call plan, the explore/exploit simulation and
 * a trace for the sentinel. Left out, it is seed 001's story; given, its plan is required and the rest defaults.
 * @example PlansSchema.parse(undefined).tools.length === 3
 */
export const PlansSchema = z.prefault(PlansObject, SEED_001_STORY)
export type Plans = z.infer<typeof PlansSchema>

/**
 * Seed 001's story, as a scenario without a `plans` section opens on it (see `SEED_001_STORY`).
 * @example defaultPlans().plan.planningContext.policy.strategy === 'UCB'
 */
export const defaultPlans = (): Plans => PlansSchema.parse(undefined)
