import { Fragment } from 'react'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { useShownRows } from '../tables/shown-rows.tsx'

/** Shows a marker with its line breaks visible, as the model receives it. */
export const showMarker = (m: string) => JSON.stringify(m).slice(1, -1)

/** The estimate's error against the exact count, signed: "+12.3%" means PraisonAI counts 12.3% too many. */
export const errorOf = (estimate: number, exact: number) =>
  exact === 0
    ? '—'
    : `${estimate >= exact ? '+' : '−'}${((100 * Math.abs(estimate - exact)) / exact).toFixed(1)}%`

/** Every call's output against its tool's budget: PraisonAI's estimate, max_chars, what was kept, the marker. */
export function CallsPanel() {
  const report = useApp((s) => s.report?.toolBudgets)
  const { shown, more } = useShownRows(report?.calls.length ?? 0, 'calls')
  if (!report) return null
  const exact = report.measure.exact && report.measure.unit === 'tokens' ? report.measure.id : null
  return (
    <section className="panel" aria-labelledby="tb-calls-h">
      <h2 id="tb-calls-h">truncate_tool_output, call by call</h2>
      <p className="muted small">
        {report.truncation === 'current'
          ? 'As PraisonAI’s code is today: max_chars = int(len × (max_tokens / cur) × 0.9); tail = min(max_chars // 5, 1000).'
          : 'As the seed documents it: max_chars = int(len × (max_tokens / cur) × 0.9), head only.'}{' '}
        <SeedLink to={report.truncation === 'current' ? 'facts/002-today' : 'facts/002-truncate'} /> cur is
        PraisonAI’s heuristic (0.25 a char, 1.3 a non-ASCII char).
        <SeedLink to="facts/002-heuristic" /> Chars are code points, as Python counts.
      </p>
      {report.calls.length === 0 ? (
        <p className="muted">No calls: add some on the Result budget tab.</p>
      ) : (
        <ScrollRegion label="Truncation per call">
          <table className="grid numbers" aria-label="Truncation per call">
            <thead>
              <tr>
                <th scope="col">call</th>
                <th scope="col">tool</th>
                <th scope="col" className="r">
                  raw (chars)
                </th>
                <th scope="col" className="r">
                  cur (tokens, est.){exact && ` / exact ${exact}`}
                </th>
                <th scope="col" className="r">
                  budget (tokens)
                </th>
                <th scope="col" className="r">
                  max_chars
                </th>
                <th scope="col" className="r">
                  kept head + tail (chars)
                </th>
              </tr>
            </thead>
            <tbody>
              {report.calls.slice(0, shown).map((c) => (
                <Fragment key={`${c.batch}-${c.call}`}>
                  <tr
                    data-testid={`tb-call-${c.batch}-${c.call}`}
                    className={c.marker ? 'tb-has-marker' : undefined}
                  >
                    <td>
                      {c.batch + 1}.{c.call + 1}
                    </td>
                    <td className="tool-name" title={c.tool}>
                      {c.tool}
                      {c.protected && <span className="tag"> protected</span>}
                    </td>
                    <td className="r">{fmt(c.lengthChars)}</td>
                    <td className="r">
                      {fmt(c.estimateTokens)}
                      {exact && (
                        <div
                          className="muted small"
                          data-col="exact"
                          title={`The raw output counted by ${exact}; the estimate's error`}
                        >
                          {c.exactTokens === null
                            ? 'over 1M chars: not counted'
                            : `${fmt(c.exactTokens)} (${errorOf(c.estimateTokens, c.exactTokens)})`}
                        </div>
                      )}
                    </td>
                    <td
                      className="r"
                      data-col="budget"
                      title={c.budgetFrom === 'default' ? 'default_tool_output_max' : 'its own max_tokens'}
                    >
                      {fmt(c.budgetTokens)}
                      {c.budgetFrom === 'default' && <span className="muted">*</span>}
                    </td>
                    <td className="r">{c.truncated ? fmt(c.maxChars) : '—'}</td>
                    <td className="r" data-col="kept">
                      {c.truncated
                        ? `${fmt(c.headChars)} + ${fmt(c.tailChars)}`
                        : `${fmt(c.keptChars)} whole`}
                    </td>
                  </tr>
                  {c.marker && (
                    <tr className="tb-marker-row">
                      <td />
                      <td colSpan={6}>
                        marker <code className="tb-marker">{showMarker(c.marker)}</code>
                        <SeedLink to={report.truncation === 'current' ? 'facts/002-today' : '002/marker'} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
          {more}
          <p className="muted small">* default_tool_output_max: the tool has no row of its own.</p>
        </ScrollRegion>
      )}
    </section>
  )
}
