import type { WholeNumberRule } from '../../engine/parse-field.ts'
import type { DecimalRule } from './DecimalField.tsx'

/** The plans view's field rules, matching the schema's limits (validation in the worker says the same). */
export const EX_RULES = {
  p: { label: 'success rate p', unit: '', min: 0, max: 1 },
  mean: { label: 'mean', unit: 'reward units', min: -1e9, max: 1e9 },
  sd: { label: 'sd', unit: 'reward units', min: 0, max: 1e9 },
  cost: { label: 'cost', unit: 'resource units', min: 0, max: 1e12 },
  latencyMs: { label: 'latencyMs', unit: 'ms', min: 0, max: 1e12 },
  maxCost: { label: 'maxCost', unit: 'resource units', min: 0, max: 1e15, emptyMeansNone: true },
  maxLatency: { label: 'maxLatency', unit: 'ms', min: 0, max: 1e15, emptyMeansNone: true },
  scaleFactor: {
    label: 'scaleFactor',
    unit: '',
    min: 0,
    max: 1_000_000,
    exclusiveMin: true,
    emptyMeansNone: true,
  },
  epsilon: { label: 'ε (explorationRate)', unit: '', min: 0, max: 1 },
  temperature: { label: 'τ (temperature)', unit: '', min: 0, max: 1e6, exclusiveMin: true },
  ucbC: { label: 'c', unit: '', min: 0, max: 1e6 },
  initialValue: {
    label: 'initial value Q₁',
    unit: 'reward units',
    min: -1e9,
    max: 1e9,
    emptyMeansNone: true,
  },
  stepSize: {
    label: 'step size α',
    unit: '',
    min: 0,
    max: 1,
    exclusiveMin: true,
    emptyMeansNone: true,
  },
  meanSpread: { label: 'meanSpread', unit: 'reward units', min: 0, max: 1e6, emptyMeansNone: true },
} satisfies Record<string, DecimalRule>

export const EX_WHOLE = {
  maxToolCalls: { label: 'maxToolCalls', unit: 'calls', min: 0, max: 100_000_000, emptyMeansNone: true },
  seed: { label: 'seed', unit: 'units', min: 0, max: 2 ** 32 - 1 },
  runs: { label: 'runs', unit: 'runs', min: 1, max: 100_000 },
  horizon: { label: 'horizon', unit: 'calls', min: 1, max: 1_000_000 },
} satisfies Record<string, WholeNumberRule>
