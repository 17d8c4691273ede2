import type { CandidateTool, ToolCallPlan, TraceInput } from './schema.ts'
import type { Simulation } from './simulate/schema.ts'

/** The `explore` section: seed 001's candidate tools, plan, simulation settings and a trace to check. */
export interface Plans {
  tools: CandidateTool[]
  plan: ToolCallPlan
  simulation: Simulation
  trace: TraceInput
}

/**
 * A tool-flavoured story, zod-free so the page can open on it: a cheap, flaky general search tool, an
 * expensive, reliable specialised scraper, and a cheap general index that rarely knows the answer, under a plan
 * of 20 calls, 40 resource units and 30 s.
 */
export function defaultPlans(): Plans {
  return {
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
      executionState: 'Planned',
    },
    simulation: {
      seed: 1,
      runs: 200,
      horizon: 1_000,
      policies: [
        { strategy: 'Greedy', preferGeneralMethods: false },
        { strategy: 'EpsilonGreedy', explorationRate: 0.1, preferGeneralMethods: false },
        { strategy: 'UCB', ucbC: Math.SQRT2, preferGeneralMethods: false },
        { strategy: 'ThompsonSampling', preferGeneralMethods: false },
      ],
      sweep: [0.5, 1, 2, 4],
      band: 'sd',
      logTime: false,
    },
    trace: { format: 'auto', text: '' },
  }
}
