import { Fragment } from 'react'
import type { PlannerReport, StepRow } from '../../engine/index.ts'
import { KIND_INFO } from '../../state/engine.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'

const FIRES_TEXT: Record<NonNullable<StepRow['fires']>, string> = {
  'builder-exhausted': 'BLOCK: no call left',
  'builder-verify-failed': 'BLOCK: verify failed, < 2 left',
  'observer-exhausted': 'Observer: phase ends, analysis incomplete',
  'explorer-partial': 'status: "partial"',
}

const kindLabel = (row: StepRow) => (row.kind === 'unknown' ? 'unknown' : KIND_INFO[row.kind].label)

/** Each action of the log, classified, with calls used and remaining and the tracking line it emits. */
export function StepTable({ report }: { report: PlannerReport }) {
  const { rows } = report
  const total = report.log.actionCount
  return (
    <ScrollRegion label="Actions and the budget" className="pl-steps-scroll">
      <table className="grid pl-steps" aria-label="Actions and the budget">
        <caption className="small muted">
          {rows.length < total
            ? `${fmt(rows.length)} of ${fmt(total)} actions shown: the start, around where the rule fires, and the end`
            : `${fmt(total)} action${total === 1 ? '' : 's'}`}
          ; budget in calls
        </caption>
        <colgroup>
          <col className="pl-col-line" />
          <col />
          <col className="pl-col-kind" />
          <col className="pl-col-num" />
          <col className="pl-col-num" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="r">
              line
            </th>
            <th scope="col">action</th>
            <th scope="col">counts?</th>
            <th scope="col" className="r">
              used
            </th>
            <th scope="col" className="r">
              left
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const gap = i > 0 ? row.index - (rows[i - 1] as StepRow).index - 1 : row.index
            return (
              <Fragment key={row.index}>
                {gap > 0 && (
                  <tr className="pl-gap">
                    <td colSpan={5}>… {fmt(gap)} actions not shown …</td>
                  </tr>
                )}
                <tr
                  data-testid={`pl-row-${row.index}`}
                  data-line={row.line}
                  className={
                    [row.fires ? 'row-stop' : '', row.made ? '' : 'pl-not-made'].join(' ').trim() || undefined
                  }
                >
                  <td className="r">{fmt(row.line)}</td>
                  <td className="pl-desc">
                    <div className="pl-desc-text" title={row.description}>
                      {row.description}
                    </div>
                    {(row.failed || row.fires || !row.made) && (
                      <div className="pl-tags">
                        {row.failed && <span className="tag pl-fail">failed</span>}
                        {row.fires && <span className="tag pl-fires">{FIRES_TEXT[row.fires]}</span>}
                        {!row.made && !row.fires && <span className="tag">not made</span>}
                      </div>
                    )}
                    {row.emit && (
                      <div className="pl-emit" title={row.emit}>
                        EMIT: "{row.emit}"
                      </div>
                    )}
                  </td>
                  <td title={row.reason} className="pl-kind">
                    <span className={row.counted ? 'pl-counts' : 'pl-exempt'}>
                      {row.counted ? 'counts' : 'exempt'}
                    </span>
                    <div className="muted small">{kindLabel(row)}</div>
                  </td>
                  <td className="r">{fmt(row.used)}</td>
                  <td className="r">{row.remaining === null ? '∞' : fmt(row.remaining)}</td>
                </tr>
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
