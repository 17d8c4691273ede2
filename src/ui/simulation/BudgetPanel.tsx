import { setBudget } from '../../state/simulation-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { PLAN_RULES } from '../plans/rules.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

/** The plan's ResourceBudget (seed 001), which ends every simulated run; empty means no limit. */
export function BudgetPanel() {
  const b = useApp((s) => s.scenario.plans.plan.planningContext.constraints)
  const edit = useApp((s) => s.edit)
  return (
    <section className="panel" aria-labelledby="ex-budget-h">
      <h2 id="ex-budget-h">
        Plan budget (ResourceBudget)
        <SeedLink to="001/budget" />
      </h2>
      <div className="field-row">
        <NumberField
          fieldKey="ex.maxToolCalls"
          label="maxToolCalls (calls)"
          rule={PLAN_RULES.maxToolCalls}
          value={b.maxToolCalls}
          placeholder="no limit"
          onCommit={(v) => edit(setBudget('maxToolCalls', v), 'ex.maxToolCalls')}
        />
        <NumberField
          fieldKey="ex.maxCost"
          label="maxCost (resource units)"
          rule={PLAN_RULES.maxCost}
          value={b.maxCost}
          placeholder="no limit"
          onCommit={(v) => edit(setBudget('maxCost', v), 'ex.maxCost')}
        />
      </div>
      <div className="field-row">
        <NumberField
          fieldKey="ex.maxLatency"
          label="maxLatency (ms)"
          rule={PLAN_RULES.maxLatency}
          value={b.maxLatency}
          placeholder="no limit"
          onCommit={(v) => edit(setBudget('maxLatency', v), 'ex.maxLatency')}
        />
        <NumberField
          fieldKey="ex.scaleFactor"
          label="scaleFactor (× every limit)"
          rule={PLAN_RULES.scaleFactor}
          value={b.scaleFactor}
          placeholder="1"
          onCommit={(v) => edit(setBudget('scaleFactor', v), 'ex.scaleFactor')}
          hint="Empty: 1. Calls: floor(maxToolCalls × scale)."
        />
      </div>
    </section>
  )
}
