import type { SimResult } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { indexed, policyColor } from './colors.ts'

const n1 = (x: number) => fmt(Math.round(x * 10) / 10 + 0)

/** Sampled call counts for the table: powers of ten, the quarter points and the last call, as far as the runs go. */
function sampleRows(t: readonly number[]): number[] {
  const last = t.at(-1) ?? 0
  const wanted = new Set<number>()
  for (let p = 1; p < last; p *= 10) wanted.add(p)
  for (const q of [0.25, 0.5, 0.75, 1]) wanted.add(Math.max(1, Math.round(last * q)))
  // Each wanted count, or the first sampled count after it.
  const rows = new Set<number>()
  for (const w of [...wanted].sort((a, b) => a - b)) {
    const j = t.findIndex((x) => x >= w)
    if (j >= 0) rows.add(j)
  }
  return [...rows].sort((a, b) => a - b)
}

/** The regret chart's numbers: mean cumulative regret and its band at a few call counts (the chart as text). */
export function RegretTable({ result }: { result: SimResult }) {
  const rows = sampleRows(result.t)
  const band = result.band === 'sd' ? '± 1 sd' : '5th–95th percentile'
  return (
    <details className="ex-regret-table">
      <summary className="small">
        The chart's numbers: mean regret and {band} at {rows.length} call counts
      </summary>
      <table className="grid numbers" aria-label="Cumulative regret at selected calls">
        <thead>
          <tr>
            <th className="r">calls made, t</th>
            {indexed(result.policies).map(({ item: p, i, key }) => (
              <th key={key} className="r">
                <span className="ex-swatch" style={{ background: policyColor(i) }} aria-hidden="true" />
                {p.label}
              </th>
            ))}
            {result.lowerBound && <th className="r">Lai–Robbins</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((j) => (
            <tr key={result.t[j]}>
              <th scope="row" className="r">
                {fmt(result.t[j] ?? 0)}
              </th>
              {indexed(result.policies).map(({ item: p, key }) =>
                p.runs === 0 ? (
                  <td key={key} className="r muted">
                    no runs
                  </td>
                ) : (
                  <td key={key} className="r">
                    {n1(p.regretMean[j] ?? 0)}{' '}
                    <span className="muted">
                      [{n1(p.regretLo[j] ?? 0)}, {n1(p.regretHi[j] ?? 0)}]
                    </span>
                  </td>
                ),
              )}
              {result.lowerBound && <td className="r">{n1(result.lowerBound.values[j] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
