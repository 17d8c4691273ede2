import type { CallMatch, IntentRow, IntentStatus, PlansReport } from '../../engine/index.ts'
import { fmt } from '../format.ts'
import { ScrollRegion } from '../layout/ScrollRegion.tsx'
import { REASON } from './FindingsTable.tsx'
import { PlanLanes } from './PlanLanes.tsx'

const FROM = { trace: '', declared: ' (declared)', unknown: ' (unknown tool: 0)' } as const

function matchText(m: CallMatch): string {
  if (m.kind === 'intent') return m.path
  if (m.kind === 'fallback') return `fallback ${m.path.replace(/^plannedSequence/, '')}`
  return `deviation: ${REASON[m.reason]}${m.path ? ` → ${m.path}` : ''}`
}

/**
 * The plan's intents beside the executed calls: each call with its running totals and the intent it matched
 * (or the deviation), then what became of every planned intent.
 */
const STATUS_TEXT: Record<IntentStatus, (it: IntentRow) => string> = {
  executed: (it) => `executed at call ${it.calls.map((c) => fmt(c + 1)).join(', ')}`,
  skipped: () => 'skipped',
  'not-reached': () => 'not reached',
  'not-taken': () => 'fallback due, not taken',
  'unused-fallback': () => 'fallback not needed',
}

export function Timeline({ report }: { report: PlansReport }) {
  const { rows, intents, trace } = report
  return (
    <>
      <h3>Plan against the calls</h3>
      <PlanLanes report={report} />
      <ol className="pp-lanes" aria-label="Planned intents and what became of them">
        {intents.map((it) => (
          <li
            key={it.path}
            className={`pp-lane pp-${it.status}`}
            style={{ marginLeft: it.depth * 14 }}
            data-path={it.path}
          >
            <code>{it.toolName}</code> <span className="muted small">{it.path}</span>{' '}
            <span
              className={`tag ${it.status === 'executed' ? 'ok' : it.status === 'skipped' || it.status === 'not-taken' ? 'warn' : ''}`}
            >
              {STATUS_TEXT[it.status](it)}
            </span>
          </li>
        ))}
      </ol>
      {report.intentCount > intents.length && (
        <p className="small muted">
          The first {fmt(intents.length)} of {fmt(report.intentCount)} planned intents.
        </p>
      )}
      {rows.length > 0 && (
        <ScrollRegion label="Executed calls" className="pp-timeline">
          <table className="grid numbers" aria-label="Executed calls">
            <thead>
              <tr>
                <th scope="col" className="r">
                  #
                </th>
                <th scope="col">tool</th>
                <th scope="col">result</th>
                <th scope="col" className="r">
                  cost (units)
                </th>
                <th scope="col" className="r">
                  latency (ms)
                </th>
                <th scope="col" className="r">
                  Σ calls
                </th>
                <th scope="col" className="r">
                  Σ cost (units)
                </th>
                <th scope="col" className="r">
                  Σ latency (ms)
                </th>
                <th scope="col">plan</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const { limits } = report
                const over = (k: 'calls' | 'cost' | 'latency') =>
                  limits[k] !== null && r.totals[k] > (limits[k] as number) ? ' pp-over' : ''
                return (
                  <tr
                    key={r.position}
                    data-testid={`pp-call-${r.position}`}
                    className={r.match.kind === 'deviation' ? 'pp-deviation' : undefined}
                  >
                    <td className="r" title={r.line === null ? undefined : `line ${r.line}`}>
                      {fmt(r.position + 1)}
                    </td>
                    <td>
                      <code>{r.toolName}</code> <span className="muted small">{r.kind}</span>
                    </td>
                    <td>
                      <span className={`tag ${r.ok ? 'ok' : 'err'}`}>{r.ok ? 'ok' : 'failed'}</span>
                    </td>
                    <td className="r" title={`cost${FROM[r.costFrom]}`}>
                      {fmt(r.cost)}
                      {r.costFrom !== 'trace' && <span className="muted">*</span>}
                    </td>
                    <td className="r" title={`latency${FROM[r.latencyFrom]}`}>
                      {fmt(r.latencyMs)}
                      {r.latencyFrom !== 'trace' && <span className="muted">*</span>}
                    </td>
                    <td className={`r${over('calls')}`}>{fmt(r.totals.calls)}</td>
                    <td className={`r${over('cost')}`}>{fmt(r.totals.cost)}</td>
                    <td className={`r${over('latency')}`}>{fmt(r.totals.latency)}</td>
                    <td className="small pp-match">{matchText(r.match)}</td>
                  </tr>
                )
              })}
            </tbody>
            <caption className="small muted">
              * the tool's declared value (the trace does not say).{' '}
              {trace.callCount > rows.length
                ? `The first ${fmt(rows.length)} of ${fmt(trace.callCount)} calls.`
                : ''}
            </caption>
          </table>
        </ScrollRegion>
      )}
    </>
  )
}
