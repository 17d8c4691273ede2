import { useEffect, useRef, useState } from 'react'
import { checkJson, type JsonIssue, type JsonSchema } from '../../engine/plans/check-json.ts'
import planSchema from '../../engine/plans/plan.schema.json'
import type { ToolCallPlan } from '../../engine/plans/schema.ts'
import { readJson } from '../../engine/read-json.ts'
import { setPlan } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { JsonEditor } from '../editor/JsonEditor.tsx'

export const PLAN_JSON_FIELD = 'plans-json'
const FIELD = PLAN_JSON_FIELD
const show = (plan: ToolCallPlan) => JSON.stringify(plan, null, 2)

type Verdict =
  | { ok: true; plan: ToolCallPlan; ignored: string[] }
  | { ok: false; problems: JsonIssue[]; ignored: string[] }

/** Reads the editor's text: JSON first (line and column), then the plan's schema (the path of each problem). */
export function readPlanText(text: string): Verdict {
  const read = readJson(text)
  if (!read.ok) return { ok: false, problems: [{ path: '(JSON)', message: read.message }], ignored: [] }
  const checked = checkJson(read.value, planSchema as JsonSchema)
  return checked.ok
    ? { ok: true, plan: checked.value as ToolCallPlan, ignored: checked.ignored }
    : { ok: false, problems: checked.issues, ignored: checked.ignored }
}

/**
 * The plan as JSON in Monaco, validated against plan.schema.json as you type. A valid plan is applied at once;
 * an invalid one stays in the editor with what is wrong and where, and the findings stay those of the last good
 * plan, marked stale.
 */
export function PlanJson() {
  const plan = useApp((s) => s.scenario.plans.plan)
  const edit = useApp((s) => s.edit)
  const setFieldError = useApp((s) => s.setFieldError)
  const [draft, setDraft] = useState(() => show(plan))
  const [verdict, setVerdict] = useState<Verdict>(() => readPlanText(show(plan)))
  const latest = useRef(draft)
  latest.current = draft

  // Follow outside changes (the form, undo, a loaded file) unless the draft already means that plan.
  useEffect(() => {
    const read = readPlanText(latest.current)
    if (read.ok && show(read.plan) === show(plan)) return
    setDraft(show(plan))
    setVerdict(readPlanText(show(plan)))
    setFieldError(FIELD, null)
  }, [plan, setFieldError])
  useEffect(() => () => setFieldError(FIELD, null), [setFieldError])

  const change = (text: string) => {
    setDraft(text)
    const read = readPlanText(text)
    setVerdict(read)
    if (read.ok) {
      setFieldError(FIELD, null)
      if (show(read.plan) !== show(plan)) edit(setPlan(read.plan), FIELD)
    } else {
      const first = read.problems[0]
      setFieldError(FIELD, `${first?.path}: ${first?.message}`)
    }
  }

  return (
    <div className="pp-json">
      <JsonEditor
        label="Plan as JSON"
        value={draft}
        onChange={change}
        schema={planSchema}
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
            Not applied: {verdict.problems.length} problem{verdict.problems.length === 1 ? '' : 's'} (the
            findings below are the last good plan's)
          </strong>
          <ul>
            {verdict.problems.slice(0, 20).map((p) => (
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
