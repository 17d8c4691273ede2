import type { StrategiesReport, StrategyRun } from '../../engine/index.ts'
import { verdictOf } from '../../state/engine.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { units } from './labels.ts'

/** Every number the chart draws: per call kept / budget, then totals, per strategy. */
export function ComparisonTable({
  report,
  runs,
  caption,
  name,
  chosen,
}: {
  report: StrategiesReport
  runs: StrategyRun[]
  caption: string
  name: (run: StrategyRun) => string
  chosen: (run: StrategyRun) => boolean
}) {
  const u = report.unit
  const verdict = verdictOf(report, runs, name, chosen)
  // A tie of every strategy is no answer: say so instead of listing them all.
  const names = (b: { names: string[] }) =>
    b.names.length === runs.length && runs.length > 1 ? 'all alike' : b.names.join(', ')
  // With outputs measured only up to a limit the raw total is a lower bound, and so is the share cut.
  const over = verdict?.rawAtLeast ? 'over ' : ''
  const lost = (kept: number) =>
    verdict?.raw && !(verdict.rawAtLeast && verdict.raw <= kept)
      ? ` (${over}${((100 * Math.max(0, verdict.raw - kept)) / verdict.raw).toFixed(1)}% cut)`
      : ''
  return (
    <ScrollRegion label={caption}>
      <table className="st-table">
        <caption className="small muted">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">strategy</th>
            {report.calls.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: calls are positions
              <th key={i} scope="col" className="r" title={`call ${i + 1}: ${c.tool}; kept / budget`}>
                call {i + 1}
                <br />
                <span className="small muted">kept / budget</span>
              </th>
            ))}
            <th scope="col" className="r">
              kept ({u})
            </th>
            <th scope="col" className="r">
              delivered ({u})
            </th>
            <th scope="col" className="r">
              wasted ({u})
            </th>
            <th scope="col" className="r">
              cut calls
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={`${run.split}-${run.trim}`} className={chosen(run) ? 'st-chosen' : undefined}>
              <th scope="row">
                {name(run)}
                {chosen(run) ? ' (chosen)' : ''}
              </th>
              {run.calls.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: calls are positions
                <td key={i} className="r" title={c.note ?? undefined}>
                  {fmt(c.kept)} / {fmt(c.budget)}
                  {c.preTrimmed ? ' pre-trimmed' : c.truncated ? ' cut' : ''}
                </td>
              ))}
              <td className="r">{fmt(run.totals.kept)}</td>
              <td className="r">{fmt(run.totals.delivered)}</td>
              <td className="r">{fmt(run.totals.wasted)}</td>
              <td className="r">{fmt(run.totals.truncated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {verdict && (
        <p className="small st-verdict" data-testid="st-verdict">
          <strong>Loses the least:</strong> {names(verdict.mostKept)}{' '}
          {verdict.mostKept.names.length > 1 ? 'keep' : 'keeps'} {units(report, verdict.mostKept.value)}
          {verdict.rawAtLeast
            ? ` of over ${units(report, verdict.raw)} raw`
            : ` of the ${units(report, verdict.raw)} raw`}
          {lost(verdict.mostKept.value)}.
          {verdict.chosen &&
            ` The chosen ${verdict.chosen.name} keeps ${units(report, verdict.chosen.kept)}${lost(verdict.chosen.kept)}.`}{' '}
          <strong>Wastes the least:</strong> {names(verdict.leastWasted)} (
          {units(report, verdict.leastWasted.value)}).
        </p>
      )}
    </ScrollRegion>
  )
}
