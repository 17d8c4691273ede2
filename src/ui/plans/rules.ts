import plans from 'virtual:number-fields/plans'
import type { NumberRule } from '../../engine/index.ts'
import { fieldRule } from '../../state/number-fields.ts'

/** Far above any real cost or latency, still exact in a double: the form's cap where the schema sets none. */
const HUGE = 1e15

const rule = (path: string, overrides: Partial<NumberRule> = {}) =>
  fieldRule(plans, `plans.${path}`, overrides)
const constraint = (key: string, overrides: Partial<NumberRule> = {}) =>
  rule(`plan.planningContext.constraints.${key}`, overrides)
const policy = (key: string, overrides: Partial<NumberRule> = {}) =>
  rule(`simulation.policies[].${key}`, overrides)
const reward = { unit: 'reward units' } as const

/**
 * The number fields of seed 001's section (the plan, its candidate tools, the simulation), shared by the Explore
 * and Plans tabs so a field reads the same on both. Kind, bounds and optionality are the schema's (plans/schema.ts
 * and the simulation schema), so the form, the JSON editor and the worker's validation agree; where the schema
 * sets no upper bound, the form's own cap is written here (a number the form can still show exactly).
 */
export const PLAN_RULES = {
  maxToolCalls: constraint('maxToolCalls'),
  maxCost: constraint('maxCost', { unit: 'resource units', max: HUGE }),
  maxLatency: constraint('maxLatency', { unit: 'ms', max: HUGE }),
  scaleFactor: constraint('scaleFactor'),
  explorationRate: policy('explorationRate', { label: 'explorationRate (ε)' }),
  temperature: policy('temperature', { label: 'temperature (τ)', ...reward, max: 1e6 }),
  ucbC: policy('ucbC', { label: 'ucbC (c)', ...reward, max: 1e6 }),
  initialValue: policy('initialValue', { label: 'initialValue (Q₁)', ...reward, min: -1e12, max: 1e12 }),
  p: rule('tools[].reward.p', { label: 'success rate p' }),
  mean: rule('tools[].reward.mean', { label: 'mean reward', ...reward, min: -1e12, max: 1e12 }),
  sd: rule('tools[].reward.sd', { label: 'reward sd', ...reward, max: 1e12 }),
  cost: rule('tools[].cost', { unit: 'resource units', max: HUGE }),
  latencyMs: rule('tools[].latencyMs', { label: 'latency', unit: 'ms', max: HUGE }),
  // The trace panel picks a run to show: always one, so an empty field is refused.
  runIndex: rule('trace.runIndex', { label: 'run', unit: undefined, emptyMeansNone: false }),
  seed: rule('simulation.seed'),
  runs: rule('simulation.runs'),
  horizon: rule('simulation.horizon'),
  stepSize: policy('stepSize', { label: 'step size α' }),
  meanSpread: rule('simulation.meanSpread', { ...reward }),
  sweepScale: rule('simulation.sweep[]', { label: 'a sweep scale', max: 1_000_000 }),
} satisfies Record<string, NumberRule>
