import type { SimRequest } from '../engine/index.ts'
import { buildContext } from '../engine/index.ts'

/** What any simulation request gets before its size counts (a loaded machine, a worker starting). */
const BASE_MS = 15_000
/** Tool-steps a worker surely does per ms: 2 M/s, twenty times slower than a core here does them. */
const STEPS_PER_MS = 2_000

/**
 * How long the pool waits for a simulation worker's answer before taking the worker for dead (it ended without
 * an error event, or hangs): 15 s, plus the block's tool-steps (runs × calls × tools, Thompson twice) at 2 M/s,
 * times 2^`attempt` for a request sent again after that many replaced workers. A summary gets 15 s plus 1 s per
 * million kept numbers to sort. Generous: a wrong guess costs a repeated block, never a wrong number.
 * @example simAnswerDeadlineMs({ kind: 'task', … a 2,000,000-step block }, 0) === 16_000
 */
export function simAnswerDeadlineMs(request: SimRequest, attempt: number): number {
  const factor = 2 ** attempt
  if (request.kind === 'summarize') {
    const runs = request.plans.simulation.runs
    return (BASE_MS + (runs * 2_000) / 1_000) * factor
  }
  const { plans, task } = request
  const sim = plans.simulation
  const scale = task.scale < 0 ? undefined : sim.sweep[task.scale]
  const steps = buildContext(plans, scale).steps
  const k = Math.max(1, plans.tools.length)
  const weight = sim.policies[task.policy]?.strategy === 'ThompsonSampling' ? 2 * k : k
  const work = task.runs * (Number.isFinite(steps) ? steps : 1_000_000) * weight
  return (BASE_MS + work / STEPS_PER_MS) * factor
}
