import * as built from 'virtual:number-fields'
import { describe, expect, it } from 'vitest'
import { numberFacts } from '../../src/engine/field-facts.ts'
import { ScenarioSchema } from '../../src/engine/scenario.ts'
import { PL_RULES } from '../../src/ui/planner/rules.ts'
import { PLAN_RULES } from '../../src/ui/plans/rules.ts'
import { RESULT_BUDGET_RULES } from '../../src/ui/result-budget/rules.ts'
import { SEL_RULES } from '../../src/ui/selection/rules.ts'
import { TB_RULES } from '../../src/ui/token-budgets/rules.ts'

describe('the forms’ number rules', () => {
  it('are built from the schema’s facts, which the page gets at build time section by section', () => {
    const facts = numberFacts(ScenarioSchema)
    const sections = Object.values(built as Record<string, Record<string, unknown>>)
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
