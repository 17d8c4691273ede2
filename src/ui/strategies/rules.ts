import strategies from 'virtual:number-fields/strategies'
import type { NumberRule } from '../../engine/index.ts'
import { fieldRule } from '../../state/number-fields.ts'

/** The Strategies tab's number fields: the batch budget in the measure's unit, and a tool's weight. */
export const STRATEGY_RULES = {
  batchBudget: (unit: 'chars' | 'tokens'): NumberRule =>
    fieldRule(strategies, 'strategies.batchBudget', { unit }),
  /**
   * A tool's weight in the weighted split; an empty weight is 1, as an unlisted tool's. The schema takes any
   * weight from 0; the form stops at a million, past which no split reads differently.
   */
  weight: fieldRule(strategies, 'strategies.weights[].weight', {
    label: 'weight',
    max: 1_000_000,
    emptyValue: 1,
  }),
}
