import * as z from 'zod/mini'
import { wholeNumber } from '../base/schema-helpers.ts'
import { TRACE_FORMATS } from '../import/trace-formats.ts'
import { STRATEGIES } from './simulate/strategies.ts'

export { TRACE_FORMATS }

/**
 * Seed 001 (DRR-005): tool-call plans with resource budgets and an explore/exploit policy, as a Scenario
 * section. The field names follow the seed's own structure, so a plan written to the seed validates here.
 * Every default of the section is written here once (the seed-001 story the section opens on included).
 */

/** BLP (seed 001's "bitter-lesson preference"): general methods over domain-specific tricks. */
export const TOOL_KINDS = ['general', 'specialised'] as const

export const EXECUTION_STATES = ['Planned', 'InProgress', 'Complete', 'Failed'] as const

/** Where the sentinel's trace comes from: the pasted `text`, or one simulated run (see `traceOfRun`). */
export const TRACE_SOURCES = ['pasted', 'simulated'] as const

export { STRATEGIES }

const text = (max: number) => z.string().check(z.maxLength(max, { error: `at most ${max} chars` }))
const nonNegative = (what: string) =>
  z.number({ error: `${what} must be a number` }).check(z.minimum(0, { error: `${what} cannot be negative` }))

/** The candidate tools (a bandit's arms): how each rewards a call, and what a call costs. */
export const RewardSchema = z.discriminatedUnion('dist', [
  /** A call succeeds (reward 1) with probability `p`, else fails (reward 0). */
  z.object({
    dist: z.literal('bernoulli'),
    p: z
      .number()
      .check(
        z.minimum(0, { error: 'a success rate is at least 0' }),
        z.maximum(1, { error: 'a success rate is at most 1' }),
      ),
  }),
  /** A call's reward is drawn from N(mean, sd²). */
  z.object({ dist: z.literal('gaussian'), mean: z.number(), sd: nonNegative('sd') }),
])
export type Reward = z.infer<typeof RewardSchema>

export type ToolKind = (typeof TOOL_KINDS)[number]

export const CandidateToolSchema = z.object({
  name: text(200),
  /** BLP (seed 001's "bitter-lesson preference"): general methods over domain-specific tricks. */
  kind: z._default(z.enum(TOOL_KINDS), 'general'),
  reward: RewardSchema,
  /** Resource units per call (seed 001: "dimensionless, agent-defined"). */
  cost: z._default(nonNegative('cost'), 0),
  /** Milliseconds per call. */
  latencyMs: z._default(nonNegative('latencyMs'), 0),
})
export type CandidateTool = z.infer<typeof CandidateToolSchema>

/** Seed 001's `ResourceBudget`; an absent limit does not bound a run. `scaleFactor` multiplies every limit. */
export const ResourceBudgetSchema = z.object({
  maxToolCalls: z.optional(wholeNumber('maxToolCalls', 'calls', 0, 100_000_000)),
  /** Milliseconds (the seed's `Duration`). */
  maxLatency: z.optional(nonNegative('maxLatency')),
  maxCost: z.optional(nonNegative('maxCost')),
  scaleFactor: z.optional(
    z.number().check(z.positive({ error: 'scaleFactor must be above 0' }), z.maximum(1_000_000)),
  ),
})
export type ResourceBudget = z.infer<typeof ResourceBudgetSchema>

export type Strategy = (typeof STRATEGIES)[number]

/** Seed 001's `ExploitExplorePolicy`, with the knobs the seed leaves implicit made explicit. */
export const PolicySchema = z.object({
  strategy: z.enum(STRATEGIES),
  /** ε for EpsilonGreedy. */
  explorationRate: z.optional(
    z
      .number()
      .check(
        z.minimum(0, { error: 'explorationRate is at least 0' }),
        z.maximum(1, { error: 'explorationRate is at most 1' }),
      ),
  ),
  /** τ for Softmax. */
  temperature: z.optional(z.number().check(z.positive({ error: 'temperature must be above 0' }))),
  /** c in UCB's index `mean + c·sqrt(ln t / n)`; √2 is Auer et al.'s UCB1. */
  ucbC: z.optional(nonNegative('ucbC')),
  /**
   * Q₁: every tool's estimate starts here (optimistic initial values). Under sample averages it counts as one
   * pseudo-observation, `(Q₁ + Σr) / (n + 1)`; under a constant step size it is where `Q ← Q + α(r − Q)` starts.
   */
  initialValue: z.optional(z.number()),
  /**
   * α, a constant step size: each estimate moves α of the way to each new reward, `Q ← Q + α(r − Q)`, weighting
   * recent rewards more (Sutton and Barto §2.5; their Figure 2.3 uses α = 0.1). Absent: sample averages. Thompson
   * sampling keeps its posterior from every observation, so it ignores α.
   */
  stepSize: z.optional(
    z
      .number({ error: 'stepSize must be a number' })
      .check(
        z.gt(0, { error: 'stepSize (α) must be above 0' }),
        z.lte(1, { error: 'stepSize (α) is at most 1' }),
      ),
  ),
  preferGeneralMethods: z._default(z.boolean(), false),
  /** A name for charts and tables ("ε = 0.1"); derived from the settings when absent. */
  label: z.optional(text(80)),
})
export type Policy = z.infer<typeof PolicySchema>

/** Seed 001's `ToolCallIntent`; fallbacks nest (a chain of contingencies). */
export interface ToolCallIntent {
  toolName: string
  rationale: string
  expectedOutcome?: string | undefined
  fallbackOnFailure?: ToolCallIntent | undefined
}
export const ToolCallIntentSchema: z.ZodMiniType<ToolCallIntent> = z.object({
  toolName: text(200),
  rationale: z._default(text(2_000), ''),
  expectedOutcome: z.optional(text(2_000)),
  get fallbackOnFailure() {
    return z.optional(ToolCallIntentSchema)
  },
})

/** Seed 001's `ToolCallPlan`. */
export const ToolCallPlanSchema = z.object({
  planId: z._default(text(200), 'plan-1'),
  planningContext: z.object({
    goal: z._default(text(2_000), ''),
    constraints: z._default(ResourceBudgetSchema, () => ({})),
    policy: PolicySchema,
  }),
  plannedSequence: z._default(z.array(ToolCallIntentSchema).check(z.maxLength(10_000)), []),
  executionState: z._default(z.enum(EXECUTION_STATES), 'Planned'),
})
export type ToolCallPlan = z.infer<typeof ToolCallPlanSchema>

/** An executed trace for the sentinel to check, as pasted text; `format` says how to read it. */
export type TraceSource = (typeof TRACE_SOURCES)[number]
export const TraceInputSchema = z.object({
  format: z._default(z.enum(TRACE_FORMATS), 'auto'),
  text: z._default(z.string().check(z.maxLength(16 * 1024 * 1024)), ''),
  /** Absent means `pasted` (older scenarios have no source). */
  source: z.optional(z.enum(TRACE_SOURCES)),
  /** Which of `simulation.policies` runs the simulated trace; absent means the plan's own policy. */
  policyIndex: z.optional(wholeNumber('policyIndex', 'policies', 0, 15)),
  /** Which run (0-based) of that policy; its seed derives from the simulation seed and this index. */
  runIndex: z.optional(wholeNumber('runIndex', 'runs', 0, 99_999)),
})
export type TraceInput = z.infer<typeof TraceInputSchema>
