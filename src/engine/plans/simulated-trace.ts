import type { ExecutedCall } from '../import/executed-call.ts'
import type { Plans } from './section.ts'
import { policyLabel } from './simulate/context.ts'
import { traceOfRun } from './simulate/trace-of-run.ts'

/** A simulated run's calls for the sentinel, which policy and run made them, or why there are none. */
export interface SimulatedTrace {
  calls: ExecutedCall[]
  policy: string
  runIndex: number
  unavailable: string | null
}

/**
 * The trace of one simulated run, as the simulator runs it: `simulation.policies[policyIndex]` (absent: the
 * plan's own policy), run `runIndex` (absent: 0), on the candidate tools under the plan's scaled budgets.
 * @example simulatedTrace({ ...plans, trace: { ...plans.trace, source: 'simulated', runIndex: 3 } }).runIndex === 3
 */
export function simulatedTrace(plans: Plans): SimulatedTrace {
  const { policyIndex, runIndex = 0 } = plans.trace
  const policy =
    policyIndex === undefined ? plans.plan.planningContext.policy : plans.simulation.policies[policyIndex]
  if (!policy) {
    const n = plans.simulation.policies.length
    return {
      calls: [],
      policy: '',
      runIndex,
      unavailable: `policy ${policyIndex} does not exist: the simulation compares ${n} polic${n === 1 ? 'y' : 'ies'}`,
    }
  }
  if (plans.tools.length === 0)
    return {
      calls: [],
      policy: policyLabel(policy),
      runIndex,
      unavailable: 'there are no candidate tools to simulate',
    }
  return {
    calls: traceOfRun(plans, policy, runIndex),
    policy: policyLabel(policy),
    runIndex,
    unavailable: null,
  }
}
