import type { Plans } from '../section.ts'

/** Something that keeps a simulation from running, and where it is. */
export interface SimProblem {
  where: string
  message: string
}

/**
 * What stops `plans` from being simulated, checked without the schema so the page can say it at once (the
 * worker's validation says the same for files and links): no tools, no policies, success rates outside 0–1,
 * negative or non-finite costs, latencies and spreads.
 * @example simulationProblems({ ...defaultPlans(), tools: [] })[0].message === 'Add at least one candidate tool: a policy needs tools to choose between.'
 */
export function simulationProblems(plans: Plans): SimProblem[] {
  const out: SimProblem[] = []
  if (plans.tools.length === 0)
    out.push({
      where: 'plans.tools',
      message: 'Add at least one candidate tool: a policy needs tools to choose between.',
    })
  if (plans.simulation.policies.length === 0)
    out.push({ where: 'plans.simulation.policies', message: 'Add at least one policy to simulate.' })
  plans.tools.forEach((t, i) => {
    const where = `plans.tools[${i}] (${t.name || 'unnamed'})`
    const r = t.reward
    if (r.dist === 'bernoulli' && !(r.p >= 0 && r.p <= 1))
      out.push({ where: `${where}.reward.p`, message: `a success rate is between 0 and 1; got ${r.p}` })
    if (r.dist === 'gaussian' && !Number.isFinite(r.mean))
      out.push({ where: `${where}.reward.mean`, message: 'mean must be a number' })
    if (r.dist === 'gaussian' && !(r.sd >= 0 && Number.isFinite(r.sd)))
      out.push({ where: `${where}.reward.sd`, message: `sd cannot be negative; got ${r.sd}` })
    if (!(t.cost >= 0 && Number.isFinite(t.cost)))
      out.push({ where: `${where}.cost`, message: `cost cannot be negative; got ${t.cost}` })
    if (!(t.latencyMs >= 0 && Number.isFinite(t.latencyMs)))
      out.push({ where: `${where}.latencyMs`, message: `latencyMs cannot be negative; got ${t.latencyMs}` })
  })
  return out
}
