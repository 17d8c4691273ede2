import batches from 'virtual:number-fields/batches'
import cost from 'virtual:number-fields/cost'
import planner from 'virtual:number-fields/planner'
import plans from 'virtual:number-fields/plans'
import recorded from 'virtual:number-fields/recorded'
import resultBudget from 'virtual:number-fields/resultBudget'
import selection from 'virtual:number-fields/selection'
import strategies from 'virtual:number-fields/strategies'
import toolBudgets from 'virtual:number-fields/toolBudgets'
import tools from 'virtual:number-fields/tools'
import view from 'virtual:number-fields/view'
import { describe, expect, it } from 'vitest'
import { numberFacts } from '../../src/engine/field-facts.ts'
import { ScenarioSchema } from '../../src/engine/scenario.ts'
import { PL_RULES } from '../../src/ui/planner/rules.ts'
import { PLAN_RULES } from '../../src/ui/plans/rules.ts'
import { RESULT_BUDGET_RULES } from '../../src/ui/result-budget/rules.ts'
import { SEL_RULES } from '../../src/ui/selection/rules.ts'
import { TB_RULES } from '../../src/ui/tool-budgets/rules.ts'

describe('the forms’ number rules', () => {
  it('are built from the schema’s facts, which the page gets at build time section by section', () => {
    const facts = numberFacts(ScenarioSchema)
    const sections = [
      batches,
      cost,
      planner,
      plans,
      recorded,
      resultBudget,
      selection,
      strategies,
      toolBudgets,
      tools,
      view,
    ]
    expect(Object.assign({}, ...sections)).toEqual(facts)
  })

  it('carry the schema’s bounds (the limits files are the schema’s)', () => {
    const facts = numberFacts(ScenarioSchema)
    const bounds = (path: string) => {
      const { min, max } = facts[path] ?? {}
      return { min, max }
    }
    expect(RESULT_BUDGET_RULES.resultBudgetChars).toMatchObject(bounds('resultBudget.resultBudgetChars'))
    expect(RESULT_BUDGET_RULES.sampleChars).toMatchObject(bounds('batches[].calls[].output.chars'))
    expect(TB_RULES.keepRecentTurns).toMatchObject(bounds('toolBudgets.window.keepRecentTurns'))
    expect(SEL_RULES.weight).toMatchObject(bounds('selection.categories[].weight'))
    expect(PL_RULES.filesInDelta).toMatchObject(bounds('planner.inputs.filesInDelta'))
    expect(PLAN_RULES.horizon).toMatchObject(bounds('plans.simulation.horizon'))
  })
})
