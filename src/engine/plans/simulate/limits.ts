import type { Plans } from '../section.ts'
import { buildContext } from './context.ts'

/**
 * The most work a browser tab should attempt in one simulation, in tool-steps: runs × calls × tools, summed over
 * policies, a Thompson call counting twice (it draws from every tool's posterior, two Gammas for Bernoulli
 * tools). The 10-armed testbed is 80 million and takes about a second on two cores here; this limit is about 20
 * seconds. The CLI has no limit.
 */
export const BROWSER_WORK_LIMIT = 1_500_000_000

/**
 * The tool-steps a simulation of `explore` will take at most: the main runs at the plan's scale plus the scale
 * sweep's runs (summary only).
 * @example simulationWork(tenArmedTestbed(defaultPlans())) === 2000 * 1000 * 10 * 4
 */
export function simulationWork(plans: Plans): number {
  const sim = plans.simulation
  const k = Math.max(1, plans.tools.length)
  const weight = sim.policies.reduce((w, p) => w + (p.strategy === 'ThompsonSampling' ? 2 * k : k), 0)
  let steps = buildContext(plans).steps
  for (const s of sim.sweep) steps += buildContext(plans, s).steps
  return sim.runs * weight * (Number.isFinite(steps) ? steps : Number.POSITIVE_INFINITY)
}

/**
 * The largest run count (at least 1, rounded down to 2 significant digits) that keeps `explore` within `limit`.
 * @example runsWithin(plans, BROWSER_WORK_LIMIT)
 */
export function runsWithin(plans: Plans, limit: number = BROWSER_WORK_LIMIT): number {
  const perRun = simulationWork({ ...plans, simulation: { ...plans.simulation, runs: 1 } })
  const n = Math.max(1, Math.floor(limit / perRun))
  const digits = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1)
  return Math.max(1, Math.floor(n / digits) * digits)
}
