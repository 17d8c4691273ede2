import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultPlans } from './defaults.ts'
import { planJsonSchema } from './plan-json-schema.ts'

const FILE = new URL('./plan.schema.json', import.meta.url)

describe('plan.schema.json', () => {
  it('is the JSON Schema of ToolCallPlanSchema (regenerate with UPDATE_PLAN_SCHEMA=1, then biome format)', () => {
    const generated = planJsonSchema()
    if (process.env.UPDATE_PLAN_SCHEMA === '1') writeFileSync(FILE, `${JSON.stringify(generated, null, 2)}\n`)
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(generated)
  })

  it('describes the default plan: every required field is there, fallbacks nest by reference', () => {
    const schema = JSON.parse(readFileSync(FILE, 'utf8'))
    expect(schema.required).toEqual(['planningContext'])
    const plan = defaultPlans().plan
    expect(Object.keys(schema.properties)).toEqual(Object.keys(plan))
    expect(JSON.stringify(schema)).toContain('"$ref"')
  })
})
