import type { NumberRule } from '../../engine/index.ts'

/** Far above any real cost or latency, still exact in a double. */
const HUGE = 1e15

/**
 * The number fields of seed 001's section (the plan, its candidate tools, the simulation), shared by the Explore
 * and Plans tabs so a field reads the same on both; the bounds are the schema's (plans/schema.ts and the
 * simulation schema), so the form, the JSON editor and the worker's validation agree.
 */
export const PLAN_RULES = {
  maxToolCalls: {
    label: 'maxToolCalls',
    unit: 'calls',
    kind: 'whole',
    min: 0,
    max: 100_000_000,
    emptyMeansNone: true,
  },
  maxCost: {
    label: 'maxCost',
    unit: 'resource units',
    kind: 'decimal',
    min: 0,
    max: HUGE,
    emptyMeansNone: true,
  },
  maxLatency: { label: 'maxLatency', unit: 'ms', kind: 'decimal', min: 0, max: HUGE, emptyMeansNone: true },
  scaleFactor: {
    label: 'scaleFactor',
    kind: 'decimal',
    min: 0,
    exclusiveMin: true,
    max: 1_000_000,
    emptyMeansNone: true,
  },
  explorationRate: { label: 'explorationRate (ε)', kind: 'decimal', min: 0, max: 1, emptyMeansNone: true },
  temperature: {
    label: 'temperature (τ)',
    unit: 'reward units',
    kind: 'decimal',
    min: 0,
    exclusiveMin: true,
    max: 1e6,
    emptyMeansNone: true,
  },
  ucbC: { label: 'ucbC (c)', unit: 'reward units', kind: 'decimal', min: 0, max: 1e6, emptyMeansNone: true },
  initialValue: {
    label: 'initialValue (Q₁)',
    unit: 'reward units',
    kind: 'decimal',
    min: -1e12,
    max: 1e12,
    emptyMeansNone: true,
  },
  p: { label: 'success rate p', kind: 'decimal', min: 0, max: 1 },
  mean: { label: 'mean reward', unit: 'reward units', kind: 'decimal', min: -1e12, max: 1e12 },
  sd: { label: 'reward sd', unit: 'reward units', kind: 'decimal', min: 0, max: 1e12 },
  cost: { label: 'cost', unit: 'resource units', kind: 'decimal', min: 0, max: HUGE },
  latencyMs: { label: 'latency', unit: 'ms', kind: 'decimal', min: 0, max: HUGE },
  runIndex: { label: 'run', kind: 'whole', min: 0, max: 99_999 },
  seed: { label: 'seed', kind: 'whole', min: 0, max: 2 ** 32 - 1 },
  runs: { label: 'runs', unit: 'runs', kind: 'whole', min: 1, max: 100_000 },
  horizon: { label: 'horizon', unit: 'calls', kind: 'whole', min: 1, max: 1_000_000 },
  stepSize: {
    label: 'step size α',
    kind: 'decimal',
    min: 0,
    exclusiveMin: true,
    max: 1,
    emptyMeansNone: true,
  },
  meanSpread: {
    label: 'meanSpread',
    unit: 'reward units',
    kind: 'decimal',
    min: 0,
    max: 1e6,
    emptyMeansNone: true,
  },
  sweepScale: { label: 'a sweep scale', kind: 'decimal', min: 0, exclusiveMin: true, max: 1_000_000 },
} satisfies Record<string, NumberRule>
