import type { StrategyRun } from '../../engine/index.ts'
import { MEASURE_LABELS, SPLIT_SOURCES, TRIM_SOURCES } from '../../state/engine.ts'
import { selectIsStale, selectIsUpdating } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { lazyChart } from '../charts/lazy-chart.tsx'
import { fmt, plural } from '../format.ts'
import { StaleBadge } from '../selection/StaleBadge.tsx'
import { ComparisonTable } from './ComparisonTable.tsx'
import { ExactBeside } from './ExactBeside.tsx'
import { units } from './labels.ts'

const ComparisonChart = lazyChart(() => import('./ComparisonChart.tsx').then((m) => m.ComparisonChart), 280)

const splitName = (r: StrategyRun) => SPLIT_SOURCES[r.split].label
const trimName = (r: StrategyRun) => TRIM_SOURCES[r.trim].label

/** Every split under the chosen trim, and every trim under the chosen split: a chart and the table of numbers. */
export function ComparisonPanel() {
  const report = useApp((s) => s.report?.strategies)
  const stale = useApp(selectIsStale)
  const updating = useApp(selectIsUpdating)
  const st = useApp((s) => s.scenario.strategies)
  if (!report) {
    return (
      <section className="panel" aria-busy="true">
        <h2>Strategies compared</h2>
        <p className="muted">Computing in the engine worker…</p>
      </section>
    )
  }
  if (report.calls.length === 0) {
    return (
      <section className="panel">
        <h2>Strategies compared</h2>
        <p className="muted">This scenario has no calls: add a batch on the Result budget tab.</p>
      </section>
    )
  }
  return (
    <section
      className={`panel${stale ? ' stale' : ''}`}
      aria-labelledby="st-cmp-h"
      aria-busy={updating}
      data-testid="st-comparison"
    >
      <div className="panel-head">
        <h2 id="st-cmp-h">
          Batch #{report.batchIndex + 1}: {plural(report.calls.length, 'call')} sharing{' '}
          {units(report, report.budget)}
        </h2>
        <StaleBadge />
      </div>
      <p className="small muted">
        Measured in {MEASURE_LABELS[report.measure]}. Raw outputs:{' '}
        {report.calls
          .map(
            (c, i) =>
              `${i + 1} ${c.tool} ${fmt(c.rawChars)} chars${report.unit === 'chars' ? '' : c.size !== null ? ` = ${units(report, c.size)}` : ` > ${units(report, report.sizedUpTo)}`}${c.isError ? ' (error: never trimmed)' : ''}`,
          )
          .join(' · ')}
        . Wasted: budget a call got and did not use while another call was cut.
        {report.capsIgnored
          ? ' Per-tool maxResultChars are chars: set aside while the measure is tokens.'
          : ''}
      </p>
      {report.warnings.map((w) => (
        <p key={w} className="note" role="status">
          {w}
        </p>
      ))}
      <h3 className="st-h3">Splits, each with the {TRIM_SOURCES[st.trim].label.toLowerCase()} trim</h3>
      <ComparisonChart
        report={report}
        runs={report.bySplit}
        label="Kept per call, notices and waste for every split"
        name={splitName}
      />
      <ComparisonTable
        report={report}
        runs={report.bySplit}
        caption={`Every split (trim: ${TRIM_SOURCES[st.trim].label}), in ${report.unit}`}
        name={splitName}
        chosen={(r) => r.split === st.split}
      />
      <h3 className="st-h3">Trims, each with the {SPLIT_SOURCES[st.split].label.toLowerCase()} split</h3>
      <ComparisonChart
        report={report}
        runs={report.byTrim}
        label="Kept per call, notices and waste for every trim"
        name={trimName}
      />
      <ComparisonTable
        report={report}
        runs={report.byTrim}
        caption={`Every trim (split: ${SPLIT_SOURCES[st.split].label}), in ${report.unit}`}
        name={trimName}
        chosen={(r) => r.trim === st.trim}
      />
      <ExactBeside />
    </section>
  )
}
