import { readJson } from '../base/read-json.ts'
import { droppedKeys, issuesOf, type SchemaIssue } from '../base/schema-issues.ts'
import { type ToolCallPlan, ToolCallPlanSchema } from './schema.ts'

/** A plan typed as JSON, read: the plan with its defaults filled, or what is wrong and where. */
export type PlanJsonRead =
  | { ok: true; plan: ToolCallPlan; ignored: string[] }
  | { ok: false; issues: SchemaIssue[]; ignored: string[] }

const ROOT = '(the plan)'

/**
 * Reads the plan editor's text with the same rules as a scenario file: JSON first (line and column, nesting and
 * number limits, see `readJson`), then seed 001's `ToolCallPlanSchema`, whose messages name each problem's path
 * (`planningContext.constraints.maxToolCalls: maxToolCalls must be a whole number of calls`). Unknown fields are
 * dropped, as the worker drops them, and listed in `ignored`.
 * @example readPlanJson('{"planningContext": {"policy": {"strategy": "UCB"}}}').ok === true
 */
export function readPlanJson(text: string): PlanJsonRead {
  const json = readJson(text)
  if (!json.ok) return { ok: false, issues: [{ path: '(JSON)', message: json.message }], ignored: [] }
  const parsed = ToolCallPlanSchema.safeParse(json.value)
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, ROOT), ignored: [] }
  return { ok: true, plan: parsed.data, ignored: droppedKeys(json.value, parsed.data) }
}
