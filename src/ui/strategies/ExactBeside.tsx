import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'

/** The estimate of each call's delivered text (chosen split and trim) beside its exact token count. */
export function ExactBeside() {
  const report = useApp((s) => s.report?.strategies)
  const ex = report?.exactBeside
  if (!report || !ex) return null
  if (!ex.loaded) {
    return (
      <p className="note" role="status">
        {ex.encoding} is loading (or failed to load): the exact count will show here.
      </p>
    )
  }
  const estimateName = report.unit === 'chars' ? 'chars/4' : report.measure
  return (
    <ScrollRegion label="Exact counts beside the estimate">
      <table className="st-table" data-testid="st-exact">
        <caption className="small muted">
          Delivered text of the chosen strategies: the {estimateName} estimate beside exact {ex.encoding}{' '}
          tokens
        </caption>
        <thead>
          <tr>
            <th scope="col">call</th>
            <th scope="col" className="r">
              estimate ({estimateName}, tokens)
            </th>
            <th scope="col" className="r">
              exact ({ex.encoding}, tokens)
            </th>
            <th scope="col" className="r">
              estimator error
            </th>
          </tr>
        </thead>
        <tbody>
          {ex.calls.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: calls are positions
            <tr key={i}>
              <th scope="row">
                {i + 1} {report.calls[i]?.tool}
              </th>
              <td className="r">{fmt(c.estimate)}</td>
              <td className="r">{fmt(c.exact)}</td>
              <td className="r">
                {c.exact === 0
                  ? '—'
                  : `${c.estimate >= c.exact ? '+' : ''}${(((c.estimate - c.exact) / c.exact) * 100).toFixed(1)}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
