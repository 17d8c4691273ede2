import type { NumberRule } from '../../engine/index.ts'
import { LIMITS } from '../../state/engine.ts'

/** The input rules of the Result budget tab's number fields, from the engine's limits so the UI and validation agree. */
export const RULES = {
  resultBudgetChars: {
    label: 'resultBudgetChars',
    unit: 'chars',
    kind: 'whole',
    min: 0,
    max: LIMITS.maxBudgetChars,
  },
  maxToolCallsPerTurn: {
    label: 'maxToolCallsPerTurn',
    unit: 'calls',
    kind: 'whole',
    min: 1,
    max: LIMITS.maxCallsCap,
  },
  maxIdenticalToolCalls: {
    label: 'maxIdenticalToolCalls',
    unit: 'calls',
    kind: 'whole',
    min: 1,
    max: LIMITS.maxCallsCap,
  },
  maxResultChars: {
    label: 'maxResultChars',
    unit: 'chars',
    kind: 'whole',
    min: 0,
    max: LIMITS.maxBudgetChars,
    emptyMeansNone: true,
  },
  maxConsecutiveIdenticalCalls: {
    label: 'maxConsecutiveIdenticalCalls',
    unit: 'calls',
    kind: 'whole',
    min: 1,
    max: LIMITS.maxCallsCap,
    emptyMeansNone: true,
  },
  resultBudgetFloorChars: {
    label: 'resultBudgetFloorChars',
    unit: 'chars',
    kind: 'whole',
    min: 0,
    max: LIMITS.maxBudgetChars,
    emptyMeansNone: true,
  },
  sampleChars: { label: 'Sample length', unit: 'chars', kind: 'whole', min: 0, max: LIMITS.maxOutputChars },
} satisfies Record<string, NumberRule>

/**
 * A budget given as a share of the model's window, in percent: above 0 and at most 100, `25` and `25%` alike;
 * empty means the absolute number counts.
 * @example shareOfWindow('output reserve') // reads "12.5%" as 12.5
 */
export const shareOfWindow = (label: string): NumberRule => ({
  label,
  kind: 'decimal',
  min: 0,
  exclusiveMin: true,
  max: 100,
  emptyMeansNone: true,
  percent: 'percent',
})

/** The Strategies tab's number fields: the batch budget in the measure's unit, and a tool's weight. */
export const STRATEGY_RULES = {
  batchBudget: (unit: 'chars' | 'tokens'): NumberRule => ({
    label: 'Batch budget',
    unit,
    kind: 'whole',
    min: 0,
    max: LIMITS.maxBudgetChars,
    emptyMeansNone: true,
  }),
  /** A tool's weight in the weighted split; an empty weight is 1, as an unlisted tool's. */
  weight: { label: 'weight', kind: 'decimal', min: 0, max: 1_000_000, emptyValue: 1 } satisfies NumberRule,
}
