import type { HarnessInfo, HarnessParam } from '../../engine/index.ts'
import {
  describeRule,
  editableParams,
  formatParamValue,
  harnessSourceLine,
  paramsAt,
  sessionParamsAt,
} from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { ParamInput } from './ParamInput.tsx'
import './harness-rules.css'

/**
 * A harness column's rules: the source it follows (always shown), the parameters the user edited (always shown,
 * marked "(edited)"), and each parameter with its default, what changes it and the file:line or documentation
 * page it comes from (opened on demand), with an input for each one the user can set.
 */
export function HarnessRules({ harness }: { harness: HarnessInfo }) {
  const s = harness.source
  const edited = useApp((st) => st.scenario.harnessSettings?.[harness.id])
  return (
    <div className="hr-rules small">
      <div
        className="hr-source"
        data-testid={`hr-source-${harness.id}`}
        title={s.kind === 'code' ? `${s.repository} at ${s.commit}` : s.pages.join(' · ')}
      >
        {harnessSourceLine(harness)}
      </div>
      <EditedList harness={harness} />
      <details>
        <summary>Rules and sources</summary>
        <ParamList harness={harness} params={paramsAt(harness, edited)} defaults={harness.params} />
        {harness.session && (
          <>
            <p className="hr-session" data-testid={`hr-session-${harness.id}`}>
              Over the session: {harness.session.summary}
            </p>
            <ParamList
              harness={harness}
              params={sessionParamsAt(harness, edited)}
              defaults={harness.session.params}
            />
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

/** The parameters this column runs with that are not the harness's defaults, each marked "(edited)". */
function EditedList({ harness }: { harness: HarnessInfo }) {
  const values = useApp((s) => s.scenario.harnessSettings?.[harness.id])
  if (!values) return null
  const edited = editableParams(harness).flatMap((p) => {
    const v = values[p.id]
    return v === undefined || !p.edit ? [] : [{ p, text: formatParamValue(p.edit, v) }]
  })
  if (edited.length === 0) return null
  return (
    <ul className="hr-edited" data-testid={`hr-edited-${harness.id}`}>
      {edited.map(({ p, text }) => (
        <li key={p.id}>
          {p.label}: <span className="hr-value">{text}</span> <strong>(edited)</strong>
        </li>
      ))}
    </ul>
  )
}

/**
 * Parameters as the column runs them, what sets them, and where each is written; an input for each settable one
 * (marked "(edited)" by the input once set), and a figure derived from edited ones (opencode's usable window under
 * an edited context limit) marked "(edited)" when it is no longer its record's default.
 */
function ParamList({
  harness,
  params,
  defaults,
}: {
  harness: HarnessInfo
  params: readonly HarnessParam[]
  defaults: readonly HarnessParam[]
}) {
  return (
    <dl className="hr-params">
      {params.map((p) => (
        <div key={p.id} data-testid={`hr-param-${harness.id}-${p.id}`}>
          <dt>{p.label}</dt>
          <dd>
            {p.edit ? (
              <ParamInput harnessId={harness.id} harness={harness.label} p={{ ...p, edit: p.edit }} />
            ) : (
              <span className="hr-value">
                {p.value}
                {p.unit ? ` ${p.unit}` : ''}
                {derivedChanged(p, defaults) && <strong className="hr-edited-mark"> (edited)</strong>}
              </span>
            )}
            {p.edit && p.edit.kind !== 'number' && p.unit && <span className="muted"> {p.unit}</span>}
            {p.setBy && (
              // A constant of the harness's code reads as such, not as something "set by" it.
              <span className="muted">
                {' '}
                · {p.setBy.startsWith('fixed in') ? p.setBy : `set by ${p.setBy}`}
              </span>
            )}
            <div className="hr-where muted" title={p.source.kind === 'doc' ? p.source.says : undefined}>
              {describeRule(p.source)}
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Whether a figure that is not itself settable reads otherwise than its record's default (it follows an edit). */
function derivedChanged(p: HarnessParam, defaults: readonly HarnessParam[]): boolean {
  const d = defaults.find((x) => x.id === p.id)
  return d !== undefined && (String(d.value) !== String(p.value) || d.unit !== p.unit)
}
