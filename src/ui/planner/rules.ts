import planner from 'virtual:number-fields/planner'
import type { NumberRule } from '../../engine/index.ts'
import { fieldRule } from '../../state/number-fields.ts'

const pl = (path: string, overrides: Partial<NumberRule> = {}) =>
  fieldRule(planner, `planner.${path}`, overrides)

/** A number from 0 to 1 as seed 000 writes it (`0.6`), or a percent (`60%`). */
const fraction = (path: string, label: string) => pl(path, { label, percent: 'fraction' })

/** The input rules of the planner's number fields, as the Scenario schema has them; labels as the seed writes them. */
export const PL_RULES = {
  filesInDelta: pl('inputs.filesInDelta', { label: 'files_in_delta', unit: 'files' }),
  frameworkConfidence: fraction('inputs.frameworkConfidence', 'framework_confidence'),
  confidenceThreshold: fraction('formula.confidenceThreshold', 'confidence threshold'),
  minimum: pl('formula.minimum', { label: 'MINIMUM' }),
  cap: pl('formula.cap'),
  complexityBonus: pl('formula.complexityBonus', { label: 'COMPLEXITY bonus' }),
  explorerPerMode: pl('roles.explorerPerMode'),
  observer: pl('roles.observer'),
  planner: pl('roles.planner'),
  builder: pl('roles.builder'),
} satisfies Record<string, NumberRule>
