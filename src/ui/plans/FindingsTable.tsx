import type { Finding, PlansReport } from '../../engine/index.ts'
import { unitOf } from '../../state/engine.ts'
import { fmt, plural } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'

export const REASON: Record<string, string> = {
  unplanned: 'unplanned call',
  skipped: 'skipped ahead',
  'fallback-not-taken': 'fallback not taken',
  'fallback-after-success': 'fallback after a success',
  'beyond-plan': 'beyond the plan',
  'not-executed': 'never executed',
}

function where(f: Finding): string {
  const call = f.type === 'BudgetExceeded' ? f.crossedAt : f.actual
  if (!call) return '—'
  return `call ${fmt(call.position + 1)}${call.line === null ? '' : ` (line ${fmt(call.line)})`}`
}

function Detail({ f }: { f: Finding }) {
  switch (f.type) {
    case 'BudgetExceeded':
      return (
        <>
          <code>
            {f.budget === 'calls' ? 'maxToolCalls' : f.budget === 'cost' ? 'maxCost' : 'maxLatency'}
          </code>
          : {fmt(f.total)} {unitOf(f.total, f.unit)} used of a {fmt(f.limit)} {unitOf(f.limit, f.unit)} limit:{' '}
          <strong>
            over by {fmt(f.over)} {unitOf(f.over, f.unit)}
          </strong>
          {f.exceeded.scaleFactor !== undefined && f.exceeded.scaleFactor !== 1 && (
            <span className="muted">
              {' '}
              (declared {fmt(Object.values(f.exceeded)[0] as number)} × scaleFactor{' '}
              {fmt(f.exceeded.scaleFactor)})
            </span>
          )}
        </>
      )
    case 'PlanDeviation':
      return (
        <>
          <span className="tag warn">{REASON[f.reason]}</span> expected{' '}
          {f.expected ? (
            <>
              <code>{f.expected.toolName}</code> <span className="muted">({f.expected.path})</span>
            </>
          ) : (
            'nothing (the plan is done)'
          )}
          , actual {f.actual ? <code>{f.actual.toolName}</code> : 'no call'}
          {f.actual && !f.actual.ok ? ' (failed)' : ''}
          {f.skipped.length > 0 && (
            <span className="muted">
              ; skipped {f.skipped.map((s) => `${s.toolName} (${s.path})`).join(', ')}
            </span>
          )}
        </>
      )
    case 'BLPViolation':
      return (
        <>
          chose specialised <code>{f.trick}</code> (the seed's “trick”) while general{' '}
          <code>{f.generalAlternative}</code>
          {f.alternatives.length > 1 ? ` (or ${f.alternatives.slice(1).join(', ')})` : ''} was available
          <span className="muted">
            {' '}
            · left before the call:{' '}
            {f.remaining.calls === null ? '' : `${plural(f.remaining.calls, 'call')}, `}
            {f.remaining.cost === null ? '' : `${fmt(f.remaining.cost)} units, `}
            {f.remaining.latency === null ? 'no latency limit' : `${fmt(f.remaining.latency)} ms`}
          </span>
        </>
      )
  }
}

/** The sentinel's findings, in call order, with their numbers and where in the trace each comes from. */
export function FindingsTable({ report }: { report: PlansReport }) {
  const { findings, findingCounts } = report
  const total = findingCounts.BudgetExceeded + findingCounts.PlanDeviation + findingCounts.BLPViolation
  if (total === 0) return null
  return (
    <ScrollRegion label="Sentinel findings" className="pp-findings-scroll">
      <table className="grid pp-findings" aria-label="Sentinel findings">
        <thead>
          <tr>
            <th scope="col">finding</th>
            <th scope="col">where</th>
            <th scope="col">what (planId {report.planId})</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: findings are listed in a fixed order
            <tr key={i} data-type={f.type} title={f.message}>
              <td>
                <span
                  className={`tag ${f.type === 'BudgetExceeded' ? 'err' : f.type === 'BLPViolation' ? 'cut' : 'warn'}`}
                >
                  {f.type}
                </span>
              </td>
              <td className="nowrap">{where(f)}</td>
              <td>
                <Detail f={f} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > findings.length && (
        <p className="small muted">
          Showing the first {fmt(findings.length)} of {fmt(total)} findings.
        </p>
      )}
    </ScrollRegion>
  )
}
