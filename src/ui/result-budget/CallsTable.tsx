import type { BatchReport } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { useShownRows } from '../tables/shown-rows.tsx'

/** Every number of the batch, one row per call: the chart's numbers as text. */
export function CallsTable({ batch }: { batch: BatchReport }) {
  const { shown, more } = useShownRows(batch.calls.length, 'calls')
  return (
    <ScrollRegion label="Per-call numbers">
      <table className="grid numbers" aria-label="Per-call numbers">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">tool</th>
            <th scope="col" className="r">
              raw (chars)
            </th>
            <th scope="col" className="r">
              budget (chars)
            </th>
            <th scope="col" className="r">
              kept (chars)
            </th>
            <th scope="col" className="r">
              cut (chars)
            </th>
            <th scope="col" className="r">
              delivered (chars)
            </th>
            <th scope="col">result</th>
          </tr>
        </thead>
        <tbody>
          {batch.calls.slice(0, shown).map((c) => (
            <tr key={c.index} data-testid={`call-row-${c.index}`}>
              <td>{c.index + 1}</td>
              <td className="tool-name" title={c.tool}>
                {c.tool}
              </td>
              <td className="r" data-col="raw">
                {fmt(c.rawChars)}
              </td>
              <td
                className="r"
                data-col="budget"
                title={
                  c.budgetSource === 'share'
                    ? 'its share of the batch budget'
                    : "the tool's own maxResultChars"
                }
              >
                {fmt(c.budgetChars)}
                <span className="src">{c.budgetSource === 'share' ? ' share' : ' cap'}</span>
              </td>
              <td className="r" data-col="kept">
                {fmt(c.keptChars)}
              </td>
              <td className="r" data-col="cut">
                {c.cutChars ? fmt(c.cutChars) : '—'}
              </td>
              <td className="r" data-col="delivered">
                {fmt(c.deliveredChars)}
              </td>
              <td>
                {c.isError ? (
                  <>
                    <span className="tag err">error: never trimmed</span>
                    <SeedLink to="facts/003-marker" />
                  </>
                ) : c.truncated ? (
                  <span className="tag cut">truncated</span>
                ) : c.preTrimmed ? (
                  <span
                    className="tag ok"
                    title="The tool trimmed its own output to ctx.resultBudgetChars (preTrims): the post-trim left it alone, no marker"
                  >
                    pre-trimmed by the tool
                  </span>
                ) : (
                  <span className="tag ok">whole</span>
                )}
                {c.splitsSurrogatePair && (
                  <span
                    className="tag warn"
                    title="slice() cut between the two UTF-16 halves of one character"
                  >
                    splits a character
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              total
            </th>
            <td className="r">{fmt(batch.totals.rawChars)}</td>
            <td className="r" title="Sum of per-call budgets; never above resultBudgetChars">
              {fmt(batch.totals.budgetChars)}
            </td>
            <td className="r">{fmt(batch.totals.keptChars)}</td>
            <td className="r">{fmt(batch.totals.cutChars)}</td>
            <td className="r">{fmt(batch.totals.deliveredChars)}</td>
            <td />
          </tr>
        </tfoot>
        <caption className="muted small">
          Budgets sum to {fmt(batch.totals.budgetChars)} of {fmt(batch.resultBudgetChars)} chars
          {batch.totals.budgetChars < batch.resultBudgetChars && batch.callCount > 0
            ? ` (the floor and any tool caps leave ${fmt(batch.resultBudgetChars - batch.totals.budgetChars)} unassigned)`
            : ''}
          ; {fmt(batch.totals.unusedBudgetChars)} chars of budget go unused by outputs shorter than their
          budget (seed 003 does not redistribute them).
          <SeedLink to="003/even-not-weighted" />
        </caption>
      </table>
      {more}
    </ScrollRegion>
  )
}
