import type { BatchReport } from '../../engine/index.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

/** seed 003's formulas with the live values, so "why 26,666?" is answered on screen. */
export function BatchExplain({ batch }: { batch: BatchReport }) {
  const budget = useApp((s) => s.scenario.resultBudget)
  const n = batch.callCount
  const capped = batch.calls.filter((c) => c.budgetSource === 'maxResultChars')
  return (
    <div className="explain" data-testid="explain">
      <div className="formula">
        <code>
          perCallBudget = floor(resultBudgetChars / max(calls, 1))
          <SeedLink to="003/even-split" />
        </code>
        <code className="live">
          = floor({fmt(batch.resultBudgetChars)} / {n === 0 ? 'max(0, 1)' : fmt(n)}) ={' '}
          <strong>{fmt(batch.perCallBudget)}</strong> chars
        </code>
        {budget.resultBudgetFloorChars !== undefined && (
          <span className="live" data-testid="budget-floor">
            resultBudgetChars in force = max({fmt(budget.resultBudgetChars)}, floor{' '}
            {fmt(budget.resultBudgetFloorChars)}) = {fmt(batch.resultBudgetChars)} (Ethos today)
          </span>
        )}
        {budget.resultBudgetFloorChars !== undefined && <SeedLink to="facts/003-today" />}
      </div>
      <div className="formula">
        <code>
          budget = min(perCallBudget, tool.maxResultChars ?? perCallBudget)
          <SeedLink to="003/tool-cap" />
        </code>
        <span className="live">
          {capped.length === 0
            ? 'no tool cap binds: every call gets its share'
            : capped
                .map(
                  (c) =>
                    `call ${c.index + 1} (${c.tool}): min(${fmt(batch.perCallBudget)}, ${fmt(c.maxResultChars ?? 0)}) = ${fmt(c.budgetChars)}`,
                )
                .join('; ')}
        </span>
      </div>
      <div className="formula">
        <code>
          if (ok &amp;&amp; value.length &gt; budget) value.slice(0, budget) + "\n[truncated — " +
          value.length + " chars total]"
          <SeedLink to="003/post-trim" />
          <SeedLink to="facts/003-marker" />
        </code>
        <span className="live">
          {batch.totals.truncatedCalls} of {n} call{n === 1 ? '' : 's'} trimmed; {fmt(batch.totals.cutChars)}{' '}
          chars cut; {fmt(batch.totals.deliveredChars)} chars delivered (markers included)
        </span>
      </div>
      <p className="source muted small">
        Shown: the Ethos agent framework's result budget (seed 003), reproduced exactly. Chars are UTF-16 code
        units, as JavaScript's String.length counts them.
      </p>
    </div>
  )
}
