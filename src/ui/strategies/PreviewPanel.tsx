import type { PassageId } from '../../engine/index.ts'
import { TRIM_SOURCES } from '../../state/engine.ts'
import { setPreviewCall } from '../../state/strategies-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

/** What the model receives from one call under every trim, side by side, markers included. */
export function PreviewPanel() {
  const report = useApp((s) => s.report?.strategies)
  const split = useApp((s) => s.scenario.strategies.split)
  const edit = useApp((s) => s.edit)
  if (!report || report.previewCall === null) return null
  const call = report.calls[report.previewCall]
  return (
    <section className="panel" aria-labelledby="st-prev-h">
      <h2 id="st-prev-h">What the model sees</h2>
      <label className="field">
        <span>Call</span>
        <select
          aria-label="Call shown"
          value={report.previewCall}
          onChange={(e) => edit(setPreviewCall(Number(e.target.value)))}
        >
          {report.calls.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: calls are positions
            <option key={i} value={i}>
              call {i + 1}: {c.tool}, {fmt(c.rawChars)} chars
            </option>
          ))}
        </select>
      </label>
      <p className="small muted">
        Call {report.previewCall + 1} ({call?.tool}) under every trim, with the {split} split’s budget of{' '}
        {fmt(report.byTrim[0]?.calls[report.previewCall]?.budget ?? 0)} {report.unit}. The text is exactly
        what is sent: what the strategy added is highlighted, and a long kept piece is shortened here only,
        where a grey line says how many chars are not shown.
      </p>
      <div className="st-previews">
        {report.previews.map((p) => (
          <figure key={p.trim} className="st-preview" data-testid={`st-preview-${p.trim}`}>
            <figcaption>
              <strong>{TRIM_SOURCES[p.trim].label}</strong> · {fmt(p.deliveredChars)} chars sent
              {p.truncated ? '' : ' (unchanged)'}
              <span className="src"> {TRIM_SOURCES[p.trim].source}</span>
              {TRIM_SOURCES[p.trim].passage !== undefined && (
                <SeedLink to={TRIM_SOURCES[p.trim].passage as PassageId} />
              )}
              {p.note && <span className="small muted"> · {p.note}</span>}
            </figcaption>
            <pre className="st-text">
              {p.parts.map((part, i) =>
                part.kind === 'kept' ? (
                  part.text
                ) : part.kind === 'notice' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions
                  <mark key={i} className="st-notice">
                    {part.text}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions
                  <span key={i} className="st-elided">
                    {`⋯ ${fmt(part.chars)} chars not shown here (they are sent) ⋯`}
                  </span>
                ),
              )}
            </pre>
          </figure>
        ))}
      </div>
    </section>
  )
}
