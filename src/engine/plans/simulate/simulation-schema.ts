import * as z from 'zod/mini'
import { wholeNumber } from '../../base/schema-helpers.ts'
import { PolicySchema } from '../schema.ts'

/**
 * The explore/exploit simulator's settings (seed 001's policies compared under the plan's budget), as part of
 * the Scenario's `plans.simulation` (`explore` in version 1). Validated in the worker only.
 */
export const SimulationSchema = z.object({
  /** Every run's seed is derived from this and the run's index, so results do not depend on worker count. */
  seed: z._default(wholeNumber('seed', 'units', 0, 2 ** 32 - 1), 1),
  runs: z._default(wholeNumber('runs', 'runs', 1, 100_000), 200),
  /** A run's longest length in calls when no budget ends it sooner. */
  horizon: z._default(wholeNumber('horizon', 'calls', 1, 1_000_000), 1_000),
  /** The policies compared side by side. */
  policies: z._default(z.array(PolicySchema).check(z.maxLength(16)), []),
  /** scaleFactor values for the scale sweep (each multiplies the plan's budgets). */
  sweep: z._default(z.array(z.number().check(z.positive())).check(z.maxLength(16)), [0.5, 1, 2, 4]),
  band: z._default(z.enum(['sd', 'p5-95']), 'sd'),
  logTime: z._default(z.boolean(), false),
  /**
   * When set, every run draws each Gaussian tool's mean afresh from N(its mean, meanSpread²), as in Sutton and
   * Barto's 10-armed testbed (means 0, meanSpread 1). Bernoulli tools keep their p.
   */
  meanSpread: z.optional(
    z.number().check(z.minimum(0, { error: 'meanSpread cannot be negative' }), z.maximum(1_000_000)),
  ),
})
export type Simulation = z.infer<typeof SimulationSchema>
