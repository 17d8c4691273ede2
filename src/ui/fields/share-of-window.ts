import toolBudgets from 'virtual:number-fields/toolBudgets'
import type { NumberRule } from '../../engine/index.ts'
import { fieldRule } from '../../state/number-fields.ts'

/**
 * A budget given as a share of the model's window, in percent: above 0 and at most 100 as the schema's
 * percent-of-window fields have it, `25` and `25%` alike; empty means the absolute number counts.
 * @example shareOfWindow('output reserve') // reads "12.5%" as 12.5
 */
export const shareOfWindow = (label: string): NumberRule =>
  fieldRule(toolBudgets, 'toolBudgets.window.shares.outputReserve', { label, percent: 'percent' })
