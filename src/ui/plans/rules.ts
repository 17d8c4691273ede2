import type { DecimalRule } from './DecimalField.tsx'

/** The plan's number fields, with the bounds of its schema (plans/schema.ts), so the form and the JSON agree. */
export const PLAN_RULES = {
  maxToolCalls: { label: 'maxToolCalls', unit: 'calls', whole: true, max: 100_000_000, emptyMeansNone: true },
  maxCost: { label: 'maxCost', unit: 'resource units', emptyMeansNone: true },
  maxLatency: { label: 'maxLatency', unit: 'ms', emptyMeansNone: true },
  scaleFactor: { label: 'scaleFactor', unit: '×', exclusiveMin: true, max: 1_000_000, emptyMeansNone: true },
  explorationRate: { label: 'explorationRate (ε)', unit: 'probability', max: 1, emptyMeansNone: true },
  temperature: { label: 'temperature (τ)', unit: 'reward units', exclusiveMin: true, emptyMeansNone: true },
  ucbC: { label: 'ucbC (c)', unit: 'reward units', emptyMeansNone: true },
  initialValue: { label: 'initialValue', unit: 'reward units', min: -1e12, emptyMeansNone: true },
  p: { label: 'p', unit: 'probability', max: 1 },
  mean: { label: 'mean', unit: 'reward units', min: -1e12 },
  sd: { label: 'sd', unit: 'reward units' },
  cost: { label: 'cost', unit: 'resource units' },
  latencyMs: { label: 'latencyMs', unit: 'ms' },
  runIndex: { label: 'run', unit: 'runs', whole: true, max: 99_999 },
} satisfies Record<string, DecimalRule>
