import type { PlannerReport } from '../../engine/index.ts'
import { selectIsStale, selectIsUpdating } from '../../state/store.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt, plural } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'
import { StepChart } from './StepChart.tsx'
import { StepTable } from './StepTable.tsx'

const calls = (n: number) => plural(n, 'call')

const ROLE_NAME = {
  builder: 'Builder',
  explorer: 'Explorer',
  planner: 'Planner',
  observer: 'Observer',
} as const

function totalText(r: PlannerReport): string {
  const role = ROLE_NAME[r.role]
  switch (r.totalSource) {
    case 'formula':
      return `${role}: ${calls(r.total ?? 0)}, from the formula`
    case 'set':
      return `${role}: ${calls(r.total ?? 0)}${r.role === 'observer' ? ' (seed: 10)' : ', set by hand'}`
    case 'per mode':
      return `${role}: ${calls(r.total ?? 0)} per mode (seed: 4)`
    case 'unlimited':
      return `${role}: unlimited (seed)`
  }
}

/** Where the role's rule fires, the step chart of the budget over the log, and the numbers beside it. */
export function OutcomePanel() {
  const report = useApp((s) => s.report?.planner)
  const stale = useApp(selectIsStale)
  const updating = useApp(selectIsUpdating)
  const engineError = useApp((s) => s.engineError)
  if (!report) return <p className="muted">Computing…</p>
  const { outcome, counts } = report
  const tone =
    outcome.kind === 'unread'
      ? 'unread'
      : outcome.kind === 'within-budget' && report.log.errorCount === 0
        ? 'completed'
        : outcome.kind === 'within-budget'
          ? 'unread'
          : 'stopped'
  return (
    <section className={`panel${stale ? ' stale' : ''}`} aria-labelledby="pl-outcome-h" aria-busy={updating}>
      <div className="panel-head">
        <h2 id="pl-outcome-h">Budget over the log</h2>
        {stale && (
          <span className="badge stale-badge" role="status">
            stale: {engineError ? 'the engine failed' : 'fix the highlighted field'}; showing the last good
            result
          </span>
        )}
      </div>
      <div className={`turn-end ${tone}`} role="status" data-testid="pl-outcome">
        <strong>{outcome.message}</strong>
        <span className="muted small">{totalText(report)} · seed 000</span>
      </div>
      <dl className="pl-counts-list small">
        <div>
          <dt>counted, made</dt>
          <dd data-testid="pl-used">{calls(counts.countedMade)}</dd>
        </div>
        <div>
          <dt>counted, not made</dt>
          <dd>{calls(counts.countedNotMade)}</dd>
        </div>
        <div>
          <dt>exempt</dt>
          <dd>
            {fmt(counts.exempt)} action{counts.exempt === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt>unknown names</dt>
          <dd>
            {fmt(counts.unknown.reduce((n, u) => n + u.count, 0))} actions, {fmt(counts.unknown.length)} names
          </dd>
        </div>
      </dl>
      <StepChart report={report} />
      {(report.role === 'explorer' || report.role === 'observer') && report.segments.length > 0 && (
        <Segments report={report} />
      )}
      <StepTable report={report} />
      <Explain />
    </section>
  )
}

function Segments({ report }: { report: PlannerReport }) {
  const what = report.role === 'explorer' ? 'mode' : 'phase'
  return (
    <table className="grid numbers" aria-label={`Calls per ${what}`}>
      <thead>
        <tr>
          <th scope="col">{what}</th>
          <th scope="col" className="r">
            used (calls)
          </th>
          <th scope="col" className="r">
            not made (calls)
          </th>
          <th scope="col">status</th>
        </tr>
      </thead>
      <tbody>
        {report.segments.map((s) => (
          <tr key={`${s.start}:${s.name}`} className={s.status === 'partial' ? 'row-stop' : undefined}>
            <td>{s.name}</td>
            <td className="r">
              {fmt(s.used)}
              {report.role === 'explorer' ? ` / ${fmt(report.total ?? 0)}` : ''}
            </td>
            <td className="r">{fmt(s.notMade)}</td>
            <td>
              {s.status === 'partial' ? (report.role === 'explorer' ? 'partial' : 'incomplete') : 'complete'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What the seed says, and what we chose where it is silent. */
function Explain() {
  return (
    <details className="explain pl-explain">
      <summary>How this is computed (seed 000, and our choices where it is silent)</summary>
      <ul className="small">
        <li>
          Every tool invocation counts 1 (3 edits of one file = 3; one edit with 3 changes = 1): read,
          write/edit, run command, parse workspace, read verify_source. Exempt: preflight checks, workspace
          complete/block, memory operations, phase transitions.
          <SeedLink to="000/counting" />
          <SeedLink to="000/exempt" />
        </li>
        <li>
          <b>Our choice:</b> the budget is exhausted when a counted call is needed and none remain; the rule
          fires at that call, which is not made. So a Builder whose last allowed call is a passing verify
          completes.
        </li>
        <li>
          Builder: BLOCK, nothing after it is made; also BLOCK right after a failed verify that leaves fewer
          than 2 calls (<b>our reading:</b> counted after the verify itself).
          <SeedLink to="000/exhaustion" />
          <SeedLink to="facts/000-block" />
        </li>
        <li>
          Observer: completes its current phase without more tool calls and notes the analysis as incomplete;
          later counted calls are not made, exempt actions still are.
        </li>
        <li>
          Explorer: each mode (a Phase/Mode line starts one) has its own 4 calls; an exhausted mode returns
          status "partial".
        </li>
        <li>
          Unknown action names are counted unless you choose otherwise (the seed budgets "tool invocations,
          not unique resources"); they are always listed. files_in_delta from a list counts distinct paths.
        </li>
        <li>
          A long log is shown in part (the start, around where the rule fires, the end) and charted only where
          the budget changes; every line is still accounted. Transcripts: each tool call id counts once,
          however often a recording repeats it.
        </li>
        <li>
          Tracking line after each counted call:{' '}
          <code>
            Budget: {'{used}/{total}'}, Action: {'{description}'}
          </code>
          ; an unlimited total prints as "unlimited".
          <SeedLink to="000/emit" />
        </li>
      </ul>
    </details>
  )
}
