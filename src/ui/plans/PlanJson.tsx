import { useEffect, useRef, useState } from 'react'
import type { PlanJsonRead, ToolCallPlan } from '../../engine/index.ts'
import { planJsonSchema, readPlanJson } from '../../state/engine.ts'
import { setPlan } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { JsonEditor } from '../editor/JsonEditor.tsx'

export const PLAN_JSON_FIELD = 'plans-json'
const FIELD = PLAN_JSON_FIELD
const show = (plan: ToolCallPlan) => JSON.stringify(plan, null, 2)

// The editor's schema, derived from the zod schema that validates the plan (this chunk loads zod: the editor
// validates), computed once when the editor first opens.
let schema: Record<string, unknown> | null = null
const planSchema = () => {
  schema ??= planJsonSchema()
  return schema
}

/**
 * The plan as JSON in Monaco, validated as you type with seed 001's ToolCallPlanSchema (Monaco marks the same
 * rules from its JSON Schema). A valid plan is applied at once;
 * an invalid one stays in the editor with what is wrong and where, and the findings stay those of the last good
 * plan, marked stale.
 */
export function PlanJson() {
  const plan = useApp((s) => s.scenario.plans.plan)
  const edit = useApp((s) => s.edit)
  const setFieldError = useApp((s) => s.setFieldError)
  const [draft, setDraft] = useState(() => show(plan))
  const [verdict, setVerdict] = useState<PlanJsonRead>(() => readPlanJson(show(plan)))
  const latest = useRef(draft)
  latest.current = draft

  // Follow outside changes (the form, undo, a loaded file) unless the draft already means that plan.
  useEffect(() => {
    const read = readPlanJson(latest.current)
    if (read.ok && show(read.plan) === show(plan)) return
    setDraft(show(plan))
    setVerdict(readPlanJson(show(plan)))
    setFieldError(FIELD, null)
  }, [plan, setFieldError])
  useEffect(() => () => setFieldError(FIELD, null), [setFieldError])

  const change = (text: string) => {
    setDraft(text)
    const read = readPlanJson(text)
    setVerdict(read)
    if (read.ok) {
      setFieldError(FIELD, null)
      if (show(read.plan) !== show(plan)) edit(setPlan(read.plan), FIELD)
    } else {
      const first = read.issues[0]
      setFieldError(FIELD, `${first?.path}: ${first?.message}`)
    }
  }

  return (
    <div className="pp-json">
      <JsonEditor
        label="Plan as JSON"
        value={draft}
        onChange={change}
        schema={planSchema()}
        schemaId="tool-call-plan"
        height={360}
      />
      {verdict.ok ? (
        <p className="small muted" data-testid="pp-json-status">
          Valid ToolCallPlan (seed 001's structure): applied.
        </p>
      ) : (
        <div className="pl-errors" role="alert" aria-label="Plan JSON problems" data-testid="pp-json-status">
          <strong>
            Not applied: {verdict.issues.length} problem{verdict.issues.length === 1 ? '' : 's'} (the findings
            below are the last good plan's)
          </strong>
          <ul>
            {verdict.issues.slice(0, 20).map((p) => (
              <li key={`${p.path}:${p.message}`}>
                <code>{p.path}</code>: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {verdict.ignored.length > 0 && (
        <p className="note small">
          Unknown fields, ignored:{' '}
          {verdict.ignored.slice(0, 10).map((p) => (
            <code key={p}>{p} </code>
          ))}
        </p>
      )}
    </div>
  )
}
