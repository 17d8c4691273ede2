import { useState } from 'react'
import { useApp } from '../app/store-context.tsx'
import { PlanForm } from './PlanForm.tsx'
import { PlanJson } from './PlanJson.tsx'

/** The ToolCallPlan, edited through forms or as JSON (both edit the same plan), with its own problems listed. */
export function PlanPanel() {
  const [mode, setMode] = useState<'form' | 'json'>('form')
  return (
    <section className="panel" aria-labelledby="pp-plan-h">
      <div className="panel-head">
        <h2 id="pp-plan-h">ToolCallPlan</h2>
        <fieldset className="pp-modes">
          <legend className="sr-only">Edit the plan as</legend>
          <button type="button" aria-pressed={mode === 'form'} onClick={() => setMode('form')}>
            Form
          </button>
          <button type="button" aria-pressed={mode === 'json'} onClick={() => setMode('json')}>
            JSON
          </button>
        </fieldset>
      </div>
      <PlanIssues />
      {mode === 'form' ? <PlanForm /> : <PlanJson />}
    </section>
  )
}

/** Problems with the plan itself (from the engine): unknown tools, circular fallbacks, an empty plan. */
function PlanIssues() {
  const issues = useApp((s) => s.report?.plans?.issues)
  if (!issues || issues.length === 0) return null
  return (
    <ul className="sel-warnings pp-issues" aria-label="Plan problems">
      {issues.map((i) => (
        <li key={`${i.kind}:${i.path}`} className="note" data-kind={i.kind}>
          {i.message}
        </li>
      ))}
    </ul>
  )
}
