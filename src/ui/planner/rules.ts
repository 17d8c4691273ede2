import type { WholeNumberRule } from '../../engine/parse-field.ts'
import { MAX_DELTA_FILES, MAX_PLANNER_CALLS } from '../../engine/planner/limits.ts'

const calls = (label: string, emptyMeansNone = false): WholeNumberRule => ({
  label,
  unit: 'calls',
  min: 0,
  max: MAX_PLANNER_CALLS,
  emptyMeansNone,
})

/** The input rules of the planner's whole-number fields, from the engine's limits. */
export const PL_RULES = {
  filesInDelta: { label: 'files_in_delta', unit: 'files', min: 0, max: MAX_DELTA_FILES },
  minimum: calls('MINIMUM'),
  cap: calls('cap'),
  complexityBonus: calls('COMPLEXITY bonus'),
  explorerPerMode: calls('Explorer budget per mode'),
  observer: calls('Observer budget'),
  planner: calls('Planner budget', true),
  builder: calls('Builder budget', true),
} satisfies Record<string, WholeNumberRule>
