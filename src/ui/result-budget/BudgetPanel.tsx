import { lazy, Suspense } from 'react'
import { setResultBudget } from '../../state/scenario-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { RESULT_BUDGET_RULES } from './rules.ts'

const SLIDER_MAX = 400_000
// Ethos today's two optional fields are not seed 003's documented behaviour: they load after the first paint.
const EthosTodayFields = lazy(() =>
  import('./EthosTodayFields.tsx').then((m) => ({ default: m.EthosTodayFields })),
)

/** seed 003's three numbers: the per-batch result budget and the two turn guards. */
export function BudgetPanel() {
  const budget = useApp((s) => s.scenario.resultBudget)
  const edit = useApp((s) => s.edit)
  const set = (patch: Parameters<typeof setResultBudget>[0], key: string) => edit(setResultBudget(patch), key)

  return (
    <section className="panel" aria-labelledby="budget-h">
      <h2 id="budget-h">Result budget</h2>
      <NumberField
        fieldKey="resultBudgetChars"
        label="resultBudgetChars (chars per parallel batch)"
        rule={RESULT_BUDGET_RULES.resultBudgetChars}
        value={budget.resultBudgetChars}
        onCommit={(v) => v !== undefined && set({ resultBudgetChars: v }, 'resultBudgetChars')}
        hint={
          <>
            Split evenly across the calls of one executeParallel. Default 80,000 (seed 003).
            <SeedLink to="003/default-80k" />
          </>
        }
      />
      <input
        type="range"
        className="slider"
        aria-label="resultBudgetChars slider"
        min={0}
        max={SLIDER_MAX}
        step={1_000}
        value={Math.min(budget.resultBudgetChars, SLIDER_MAX)}
        onChange={(e) => set({ resultBudgetChars: Number(e.target.value) }, 'resultBudgetChars')}
      />
      <div className="slider-scale" aria-hidden="true">
        <span>0</span>
        <span>80,000</span>
        <span>{fmt(SLIDER_MAX)}+</span>
      </div>
      <h3>Turn guards</h3>
      <div className="field-row">
        <NumberField
          fieldKey="maxToolCallsPerTurn"
          label="maxToolCallsPerTurn (calls)"
          rule={RESULT_BUDGET_RULES.maxToolCallsPerTurn}
          value={budget.maxToolCallsPerTurn}
          onCommit={(v) => v !== undefined && set({ maxToolCallsPerTurn: v }, 'maxToolCallsPerTurn')}
          hint={
            <>
              Default 20.
              <SeedLink to="003/guards" />
            </>
          }
        />
        <NumberField
          fieldKey="maxIdenticalToolCalls"
          label="maxIdenticalToolCalls (calls)"
          rule={RESULT_BUDGET_RULES.maxIdenticalToolCalls}
          value={budget.maxIdenticalToolCalls}
          onCommit={(v) => v !== undefined && set({ maxIdenticalToolCalls: v }, 'maxIdenticalToolCalls')}
          hint={
            <>
              Same tool name, args ignored. Default 5.
              <SeedLink to="003/identical" />
            </>
          }
        />
      </div>
      <Suspense fallback={null}>
        <EthosTodayFields />
      </Suspense>
    </section>
  )
}
