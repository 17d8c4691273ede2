import { useState } from 'react'
import { useApp } from '../app/store-context.tsx'
import { WarningsList } from '../notices/WarningsList.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { PlanForm } from './PlanForm.tsx'
import { PLAN_JSON_FIELD, PlanJson } from './PlanJson.tsx'

/**
 * The ToolCallPlan, edited through forms or as JSON (both edit the same plan), with its own problems listed.
 * Once opened, the JSON editor stays mounted (hidden under the form), so a draft that does not validate yet is
 * kept while you look at the form.
 */
export function PlanPanel() {
  // The mode is part of the view, so a shared link opens the plan as its author looked at it.
  const mode = useApp((s) => s.scenario.view.planEditor)
  const view = useApp((s) => s.view)
  const [jsonOpened, setJsonOpened] = useState(mode === 'json')
  const jsonError = useApp((s) => s.fieldErrors[PLAN_JSON_FIELD])
  const open = (m: 'form' | 'json') => {
    if (m === 'json') setJsonOpened(true)
    view((s) => ({ ...s, view: { ...s.view, planEditor: m } }))
  }
  return (
    <section className="panel" aria-labelledby="pp-plan-h">
      <div className="panel-head">
        <h2 id="pp-plan-h">
          ToolCallPlan
          <SeedLink to="001/plan" />
        </h2>
        <fieldset className="pp-modes">
          <legend className="sr-only">Edit the plan as</legend>
          <button type="button" aria-pressed={mode === 'form'} onClick={() => open('form')}>
            Form
          </button>
          <button type="button" aria-pressed={mode === 'json'} onClick={() => open('json')}>
            JSON
          </button>
        </fieldset>
      </div>
      <PlanIssues />
      {mode === 'form' && jsonError && (
        <p className="note small" role="status">
          The JSON tab holds an edit that is not applied ({jsonError}); the form shows the last valid plan.
        </p>
      )}
      {mode === 'form' && <PlanForm />}
      {jsonOpened && (
        <div hidden={mode !== 'json'}>
          <PlanJson />
        </div>
      )}
    </section>
  )
}

/** Problems with the plan itself (from the engine): unknown tools, circular fallbacks, an empty plan. */
function PlanIssues() {
  const issues = useApp((s) => s.report?.plans?.issues)
  const items = (issues ?? []).map((i) => ({ message: i.message, key: `${i.kind}:${i.path}`, kind: i.kind }))
  return <WarningsList label="Plan problems" items={items} className="pp-issues" />
}
