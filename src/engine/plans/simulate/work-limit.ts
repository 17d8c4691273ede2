import type { Plans } from '../section.ts'
import { buildContext } from './context.ts'

/**
 * The most work a browser tab should attempt in one simulation, in tool-steps: runs × calls × tools, summed over
 * policies, a Thompson call counting twice (it draws from every tool's posterior, two Gammas for Bernoulli
 * tools). The 10-armed testbed is 80 million and takes about a second on two cores here; this limit is about 20
 * seconds. The CLI has no limit.
 */
export const BROWSER_WORK_LIMIT = 1_500_000_000

/** The factors of a simulation's work, so a page can write the product out and have it add up. */
export interface WorkTerms {
  runs: number
  /** Most calls in a run at the plan's scale: the horizon, or fewer when maxToolCalls × scaleFactor is lower. */
  steps: number
  /** Most calls in a run summed over the sweep's scales (0 without a sweep). */
  sweepSteps: number
  scales: number
  policies: number
  tools: number
  /** Policies that are Thompson sampling: each of their calls draws from every tool's posterior twice. */
  thompson: number
  /** Tool scores a call, summed over policies: tools per policy, twice for Thompson. */
  weight: number
  /** runs × (steps + sweepSteps) × weight. */
  work: number
}

/**
 * The tool-steps a simulation of `plans` takes at most, with its factors: the main runs at the plan's scale plus
 * the scale sweep's runs (summary only), each call scoring every tool (a Thompson call twice).
 * @example simulationWorkTerms(tenArmedTestbed(defaultPlans())).work === 2000 * 1000 * 10 * 4
 */
export function simulationWorkTerms(plans: Plans): WorkTerms {
  const sim = plans.simulation
  const tools = Math.max(1, plans.tools.length)
  const thompson = sim.policies.filter((p) => p.strategy === 'ThompsonSampling').length
  const weight = (sim.policies.length + thompson) * tools
  const steps = buildContext(plans).steps
  let sweepSteps = 0
  for (const s of sim.sweep) sweepSteps += buildContext(plans, s).steps
  const all = steps + sweepSteps
  return {
    runs: sim.runs,
    steps,
    sweepSteps,
    scales: sim.sweep.length,
    policies: sim.policies.length,
    tools,
    thompson,
    weight,
    work: sim.runs * weight * (Number.isFinite(all) ? all : Number.POSITIVE_INFINITY),
  }
}

/**
 * The tool-steps a simulation of `plans` takes at most (`simulationWorkTerms(plans).work`).
 * @example simulationWork(tenArmedTestbed(defaultPlans())) === 2000 * 1000 * 10 * 4
 */
export function simulationWork(plans: Plans): number {
  return simulationWorkTerms(plans).work
}

const amount = (n: number) =>
  n >= 1e6 ? `${(Math.round(n / 1e5) / 10).toLocaleString('en-US')} million` : n.toLocaleString('en-US')

/**
 * The work written out as the product it is, every factor named, so the numbers shown multiply to the total.
 * @example describeSimulationWork(tenArmedTestbed(defaultPlans())) === '2,000 runs × up to 1,000 calls × 40 tool scores a call (4 policies × 10 tools) = 80 million tool-steps'
 */
export function describeSimulationWork(plans: Plans): string {
  const t = simulationWorkTerms(plans)
  const f = (n: number) => n.toLocaleString('en-US')
  const calls =
    t.scales === 0
      ? `up to ${f(t.steps)} calls`
      : `up to ${f(t.steps + t.sweepSteps)} calls (${f(t.steps)} at the plan's scale + ${f(t.sweepSteps)} over ${t.scales} sweep scale${t.scales === 1 ? '' : 's'})`
  const per = `${t.policies} polic${t.policies === 1 ? 'y' : 'ies'} × ${t.tools} tool${t.tools === 1 ? '' : 's'}${t.thompson > 0 ? `, Thompson's ${t.thompson === 1 ? 'calls' : 'calls each'} counted twice` : ''}`
  return `${f(t.runs)} run${t.runs === 1 ? '' : 's'} × ${calls} × ${f(t.weight)} tool score${t.weight === 1 ? '' : 's'} a call (${per}) = ${amount(t.work)} tool-steps`
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
