import { toInputJsonSchema } from '../base/json-schema.ts'
import { ToolCallPlanSchema } from './schema.ts'

/**
 * Seed 001's `ToolCallPlan` as a JSON Schema (draft 2020-12, input side: defaulted fields are optional), derived
 * from the zod schema that validates it, for the plan editor's Monaco diagnostics.
 * @example planJsonSchema().title === 'ToolCallPlan (seed 001, DRR-005)'
 */
export function planJsonSchema(): Record<string, unknown> {
  return toInputJsonSchema(ToolCallPlanSchema, 'ToolCallPlan (seed 001, DRR-005)')
}
