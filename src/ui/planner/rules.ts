import type { NumberRule } from '../../engine/index.ts'
import { MAX_DELTA_FILES, MAX_PLANNER_CALLS } from '../../state/engine.ts'

const calls = (label: string, emptyMeansNone = false): NumberRule => ({
  label,
  unit: 'calls',
  kind: 'whole',
  min: 0,
  max: MAX_PLANNER_CALLS,
  emptyMeansNone,
})

/** A number from 0 to 1 as seed 000 writes it (`0.6`), or a percent (`60%`). */
const fraction = (label: string): NumberRule => ({
  label,
  kind: 'decimal',
  min: 0,
  max: 1,
  percent: 'fraction',
})

/** The input rules of the planner's number fields, from the engine's limits. */
export const PL_RULES = {
  filesInDelta: { label: 'files_in_delta', unit: 'files', kind: 'whole', min: 0, max: MAX_DELTA_FILES },
  frameworkConfidence: fraction('framework_confidence'),
  confidenceThreshold: fraction('confidence threshold'),
  minimum: calls('MINIMUM'),
  cap: calls('cap'),
  complexityBonus: calls('COMPLEXITY bonus'),
  explorerPerMode: calls('Explorer budget per mode'),
  observer: calls('Observer budget'),
  planner: calls('Planner budget', true),
  builder: calls('Builder budget', true),
} satisfies Record<string, NumberRule>
