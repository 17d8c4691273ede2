import { toJSONSchema } from 'zod/mini'
import { ToolCallPlanSchema } from './schema.ts'

/**
 * Seed 001's `ToolCallPlan` as a JSON Schema (draft 2020-12, input side: defaulted fields are optional), from
 * the zod schema the worker validates with. The page's plan editor uses the committed copy, `plan.schema.json`,
 * so zod stays out of the page; a test keeps the two equal (`UPDATE_PLAN_SCHEMA=1` rewrites the copy).
 * @example planJsonSchema().title === 'ToolCallPlan (seed 001, DRR-005)'
 */
export function planJsonSchema(): Record<string, unknown> {
  return { title: 'ToolCallPlan (seed 001, DRR-005)', ...toJSONSchema(ToolCallPlanSchema, { io: 'input' }) }
}
