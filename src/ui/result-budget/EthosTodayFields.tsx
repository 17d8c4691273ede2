import { setEthosToday } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { RESULT_BUDGET_RULES } from './rules.ts'

/** Ethos as its code is today: a guard on consecutive identical calls and a budget floor. Empty: off. */
export function EthosTodayFields() {
  const budget = useApp((s) => s.scenario.resultBudget)
  const edit = useApp((s) => s.edit)
  return (
    <>
      <h3>Ethos as its code is today (optional)</h3>
      <NumberField
        fieldKey="maxConsecutiveIdenticalCalls"
        label="maxConsecutiveIdenticalCalls (calls; empty: off)"
        rule={RESULT_BUDGET_RULES.maxConsecutiveIdenticalCalls}
        value={budget.maxConsecutiveIdenticalCalls}
        onCommit={(v) =>
          edit(setEthosToday('maxConsecutiveIdenticalCalls', v), 'maxConsecutiveIdenticalCalls')
        }
        hint={
          <>
            Ethos today stops at 5 in a row with the same name and JSON of args. Not in seed 003's document.
            <SeedLink to="facts/003-today" />
          </>
        }
      />
      <NumberField
        fieldKey="resultBudgetFloorChars"
        label="resultBudgetFloorChars (chars; empty: none)"
        rule={RESULT_BUDGET_RULES.resultBudgetFloorChars}
        value={budget.resultBudgetFloorChars}
        onCommit={(v) => edit(setEthosToday('resultBudgetFloorChars', v), 'resultBudgetFloorChars')}
        hint="Ethos today: the batch budget never goes below 2,000."
      />
    </>
  )
}
