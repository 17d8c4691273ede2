import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { numberRule } from './base/number-rule.ts'
import { described, wholeNumber } from './base/schema-helpers.ts'
import { fieldFacts, numberFacts } from './field-facts.ts'
import { ResultBudgetSchema, ScenarioSchema } from './scenario.ts'
import { describeScenarioFields } from './scenario-descriptions.ts'

// The descriptions are attached to the shared schema once per module graph, which files of the 'shared' vitest
// project share: attached here too, so what this file reads does not depend on which file ran before it.
describeScenarioFields()

describe('fieldFacts', () => {
  it('reads type, default, limits, unit and label from the schema', () => {
    const [chars] = fieldFacts(ResultBudgetSchema)
    expect(chars).toEqual({
      path: 'resultBudgetChars',
      type: 'integer',
      required: false,
      optional: false,
      default: 80_000,
      min: 0,
      max: 1_000_000_000,
      label: 'resultBudgetChars',
      unit: 'chars',
      description: 'The budget of **each parallel batch** (one `executeParallel`), not of the turn.',
    })
  })

  it('walks arrays as [] and a union’s options at one path, and reads string lengths and enums', () => {
    const facts = new Map(fieldFacts(ScenarioSchema).map((f) => [f.path, f]))
    expect(facts.get('batches[].calls[].output.chars')).toMatchObject({ type: 'integer', max: 67_108_864 })
    expect(facts.get('batches[].calls[].tool')).toMatchObject({
      type: 'string',
      required: true,
      maxLength: 200,
    })
    expect(facts.get('view.planEditor')).toMatchObject({
      type: 'enum',
      values: ['form', 'json'],
      default: 'form',
    })
    expect(facts.get('tools[].maxResultChars')).toMatchObject({ optional: true, required: false })
  })

  it('keeps a description attached where the field is declared', () => {
    const s = z.object({ on: z._default(described(z.boolean(), { description: 'Why it is on.' }), true) })
    expect(fieldFacts(s)[0]).toMatchObject({
      path: 'on',
      type: 'boolean',
      default: true,
      description: 'Why it is on.',
    })
  })
})

describe('numberRule from the schema’s facts', () => {
  const path = 'resultBudget.resultBudgetChars'
  const withLimit = (max: number) =>
    z.object({
      resultBudget: z.object({
        ...ResultBudgetSchema.shape,
        resultBudgetChars: z._default(wholeNumber('resultBudgetChars', 'chars', 0, max), 80_000),
      }),
    })

  it('follows a changed schema limit, so a form cannot drift from validation', () => {
    expect(numberRule(numberFacts(ScenarioSchema), path).max).toBe(1_000_000_000)
    expect(numberRule(numberFacts(withLimit(5_000)), path)).toEqual({
      label: 'resultBudgetChars',
      unit: 'chars',
      kind: 'whole',
      min: 0,
      max: 5_000,
    })
  })

  it('lets empty mean none for an optional field, and the form add what only it knows', () => {
    const facts = numberFacts(ScenarioSchema)
    expect(numberRule(facts, 'resultBudget.resultBudgetFloorChars').emptyMeansNone).toBe(true)
    expect(
      numberRule(facts, 'toolBudgets.window.shares.pruneChars', { label: 'prune', percent: 'percent' }),
    ).toEqual({
      label: 'prune',
      kind: 'decimal',
      min: 0,
      exclusiveMin: true,
      max: 100,
      emptyMeansNone: true,
      percent: 'percent',
    })
  })

  it('refuses a path the schema does not have, naming it', () => {
    expect(() => numberRule(numberFacts(ScenarioSchema), 'resultBudget.budget')).toThrow(
      'No number field resultBudget.budget in the Scenario schema',
    )
  })
})
