import type { CandidateTool, Plans, Policy, ResourceBudget, Scenario, Simulation } from '../engine/index.ts'

/** Pure edits of the scenario's `explore` section made by the explore/exploit view; each returns a new scenario. */
type Edit = (s: Scenario) => Scenario

const editExplore =
  (f: (e: Plans) => Plans): Edit =>
  (s) => ({ ...s, plans: f(s.plans) })

/** Replaces the tools, budget and simulation with a textbook experiment's, keeping the plan's goal, sequence and the trace. */
export const loadExperiment = (experiment: Plans): Edit =>
  editExplore((e) => ({
    ...e,
    tools: experiment.tools,
    plan: {
      ...e.plan,
      planningContext: {
        ...e.plan.planningContext,
        constraints: experiment.plan.planningContext.constraints,
      },
    },
    simulation: experiment.simulation,
  }))

export const setSimulation = (patch: Partial<Simulation>): Edit =>
  editExplore((e) => ({ ...e, simulation: { ...e.simulation, ...patch } }))

/** Sets one limit of the plan's budget; `undefined` removes it (no limit). */
export const setBudget = (key: keyof ResourceBudget, value: number | undefined): Edit =>
  editExplore((e) => {
    const constraints = { ...e.plan.planningContext.constraints }
    if (value === undefined) delete constraints[key]
    else constraints[key] = value
    return { ...e, plan: { ...e.plan, planningContext: { ...e.plan.planningContext, constraints } } }
  })

export const setTool = (index: number, patch: Partial<CandidateTool>): Edit =>
  editExplore((e) => ({ ...e, tools: e.tools.map((t, i) => (i === index ? { ...t, ...patch } : t)) }))

/** A new tool named tool_N (N the first free number), Bernoulli p = 0.5, cost 1, 0 ms. */
export const addTool: Edit = editExplore((e) => {
  let n = e.tools.length + 1
  while (e.tools.some((t) => t.name === `tool_${n}`)) n++
  const tool: CandidateTool = {
    name: `tool_${n}`,
    kind: 'general',
    reward: { dist: 'bernoulli', p: 0.5 },
    cost: 1,
    latencyMs: 0,
  }
  return { ...e, tools: [...e.tools, tool] }
})

export const removeTool = (index: number): Edit =>
  editExplore((e) => ({ ...e, tools: e.tools.filter((_, i) => i !== index) }))

export const setPolicy = (index: number, policy: Policy): Edit =>
  editExplore((e) => ({
    ...e,
    simulation: {
      ...e.simulation,
      policies: e.simulation.policies.map((p, i) => (i === index ? policy : p)),
    },
  }))

export const addPolicy = (policy: Policy): Edit =>
  editExplore((e) => ({
    ...e,
    simulation: { ...e.simulation, policies: [...e.simulation.policies, policy] },
  }))

export const removePolicy = (index: number): Edit =>
  editExplore((e) => ({
    ...e,
    simulation: { ...e.simulation, policies: e.simulation.policies.filter((_, i) => i !== index) },
  }))
