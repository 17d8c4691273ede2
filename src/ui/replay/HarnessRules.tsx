import type { HarnessInfo, HarnessParam } from '../../engine/harnesses/types.ts'
import { describeRule, harnessSourceLine } from '../../engine/harnesses/types.ts'
import './harness-rules.css'

/**
 * A harness column's rules: the source it follows (always shown) and each parameter with its default, what
 * changes it and the file:line or documentation page it comes from (opened on demand).
 */
export function HarnessRules({ harness }: { harness: HarnessInfo }) {
  const s = harness.source
  return (
    <div className="hr-rules small">
      <div
        className="hr-source"
        data-testid={`hr-source-${harness.id}`}
        title={s.kind === 'code' ? `${s.repository} at ${s.commit}` : s.pages.join(' · ')}
      >
        {harnessSourceLine(harness)}
      </div>
      <details>
        <summary>Rules and sources</summary>
        <ParamList params={harness.params} />
        {harness.session && (
          <>
            <p className="hr-session" data-testid={`hr-session-${harness.id}`}>
              Over the session: {harness.session.summary}
            </p>
            <ParamList params={harness.session.params} />
          </>
        )}
        {s.kind === 'code' ? (
          <p className="muted">
            commit {s.commit}
            {s.note ? `; ${s.note}` : ''}
          </p>
        ) : (
          <p className="muted">
            {s.pages.join(', ')}, read {s.read}
            {s.note ? `. ${s.note}` : ''}
          </p>
        )}
      </details>
    </div>
  )
}

/** Parameters with their defaults, what sets them, and where each is written. */
function ParamList({ params }: { params: readonly HarnessParam[] }) {
  return (
    <dl className="hr-params">
      {params.map((p) => (
        <div key={p.id}>
          <dt>{p.label}</dt>
          <dd>
            <span className="hr-value">
              {p.value}
              {p.unit ? ` ${p.unit}` : ''}
            </span>
            {p.setBy && <span className="muted"> · set by {p.setBy}</span>}
            <div className="hr-where muted" title={p.source.kind === 'doc' ? p.source.says : undefined}>
              {describeRule(p.source)}
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}
