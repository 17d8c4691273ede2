// biome-ignore-all lint/style/noNonNullAssertion: indices come from the run itself

import type { ExecutedCall } from '../../import/executed-call.ts'
import type { Policy } from '../schema.ts'
import type { Plans } from '../section.ts'
import { buildContext, resolvePolicy } from './context.ts'
import { Sfc32 } from './prng.ts'
import { type RunLog, runOnce } from './run.ts'
import { createRunState } from './state.ts'

/**
 * Replays run `runIndex` of `policy` on the candidate tools and the plan's budget, exactly as the simulator
 * runs it (same seed derivation, same draws), and returns its calls for the sentinel. A call is `ok` when its
 * reward counts as a success: 1 for a Bernoulli tool, above 0 for a Gaussian one. Cost and latency are the
 * tool's declared per-call values. With no tools the trace is empty.
 * @example traceOfRun(defaultPlans(), { strategy: 'Greedy', preferGeneralMethods: false }, 0).length // ≤ 20
 */
export function traceOfRun(plans: Plans, policy: Policy, runIndex: number): ExecutedCall[] {
  if (plans.tools.length === 0) return []
  const ctx = buildContext(plans)
  const log: RunLog = { tools: [], rewards: [] }
  runOnce(
    ctx,
    resolvePolicy(policy),
    createRunState(ctx.k),
    new Sfc32(plans.simulation.seed, runIndex),
    null,
    0,
    log,
  )
  return log.tools.map((a, i) => ({
    toolName: ctx.names[a]!,
    ok: log.rewards[i]! > (ctx.bernoulli[a] === 1 ? 0.5 : 0),
    cost: ctx.cost[a]!,
    latencyMs: ctx.latency[a]!,
  }))
}
