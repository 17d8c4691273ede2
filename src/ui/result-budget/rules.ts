import batches from 'virtual:number-fields/batches'
import resultBudget from 'virtual:number-fields/resultBudget'
import tools from 'virtual:number-fields/tools'
import { fieldRule } from '../../state/number-fields.ts'

/** The Result budget tab's number fields (seed 003), their bounds, units and labels as the schema has them. */
export const RESULT_BUDGET_RULES = {
  resultBudgetChars: fieldRule(resultBudget, 'resultBudget.resultBudgetChars'),
  maxToolCallsPerTurn: fieldRule(resultBudget, 'resultBudget.maxToolCallsPerTurn'),
  maxIdenticalToolCalls: fieldRule(resultBudget, 'resultBudget.maxIdenticalToolCalls'),
  maxResultChars: fieldRule(tools, 'tools[].maxResultChars'),
  maxConsecutiveIdenticalCalls: fieldRule(resultBudget, 'resultBudget.maxConsecutiveIdenticalCalls'),
  resultBudgetFloorChars: fieldRule(resultBudget, 'resultBudget.resultBudgetFloorChars'),
  sampleChars: fieldRule(batches, 'batches[].calls[].output.chars'),
}
