import { selectIsStale, selectIsUpdating } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { StaleBadge } from '../notices/StaleBadge.tsx'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { BudgetChart, BudgetTable } from './BudgetChart.tsx'
import { FindingsTable } from './FindingsTable.tsx'
import { Timeline } from './Timeline.tsx'

/** The sentinel's verdict on the trace: findings (reported, never enforced), the budgets over the calls, the timeline. */
export function SentinelPanel() {
  const report = useApp((s) => s.report?.plans)
  const stale = useApp(selectIsStale)
  const updating = useApp(selectIsUpdating)
  const engineError = useApp((s) => s.engineError)
  if (!report)
    return engineError ? (
      <p className="note" role="alert">
        The engine failed on this scenario: {engineError}
      </p>
    ) : (
      <p className="muted">Computing…</p>
    )
  const c = report.findingCounts
  const total = c.BudgetExceeded + c.PlanDeviation + c.BLPViolation
  const calls = report.trace.callCount
  return (
    <section
      className={`panel results${stale ? ' stale' : ''}`}
      aria-labelledby="pp-sentinel-h"
      aria-busy={updating}
    >
      <div className="panel-head">
        <h2 id="pp-sentinel-h">Sentinel findings</h2>
        <StaleBadge />
      </div>
      <div
        className={`turn-end ${total > 0 ? 'stopped' : 'completed'}`}
        role="status"
        data-testid="pp-verdict"
      >
        <strong>
          {calls === 0
            ? 'No calls to check yet: paste a trace, or check a simulated run'
            : total === 0
              ? `No findings: ${fmt(calls)} call${calls === 1 ? '' : 's'} within the plan and its budgets`
              : `${fmt(total)} finding${total === 1 ? '' : 's'} on ${fmt(calls)} call${calls === 1 ? '' : 's'}: ${fmt(c.BudgetExceeded)} BudgetExceeded, ${fmt(c.PlanDeviation)} PlanDeviation, ${fmt(c.BLPViolation)} BLPViolation`}
        </strong>
        <span className="muted small">
          reported, never enforced (seed 001)
          <SeedLink to="001/report-only" />
          <SeedLink to="001/findings" /> · plan {report.planId}
        </span>
      </div>
      <FindingsTable report={report} />
      <h3>Budgets over the calls</h3>
      <BudgetChart chart={report.chart} limits={report.limits} findings={report.findings} />
      <BudgetTable report={report} />
      <Timeline report={report} />
    </section>
  )
}
