import { describe, expect, it } from 'vitest'
import { planJsonSchema } from './plan-json-schema.ts'
import { defaultPlans } from './section.ts'

describe('planJsonSchema', () => {
  it('describes the default plan: every required field is there, fallbacks nest by reference', () => {
    const schema = planJsonSchema() as { required: string[]; properties: Record<string, unknown> }
    expect(schema.required).toEqual(['planningContext'])
    const plan = defaultPlans().plan
    expect(Object.keys(schema.properties)).toEqual(Object.keys(plan))
    expect(JSON.stringify(schema)).toContain('"$ref"')
  })

  it('carries the schema’s bounds and defaults, from the one zod schema', () => {
    const text = JSON.stringify(planJsonSchema())
    expect(text).toContain('"maximum":100000000') // maxToolCalls
    expect(text).toContain('"default":"Planned"') // executionState
    expect(text).toContain('"enum":["Greedy","EpsilonGreedy","UCB","ThompsonSampling","Softmax"]')
  })
})
