import { useState } from 'react'
import type { BatchReport, CallReport } from '../../engine/index.ts'
import { outputSlice } from '../../state/engine.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt, plural } from '../format.ts'
import { SeedLink } from '../seeds/SeedLink.tsx'

const CONTEXT_CHARS = 240

/**
 * Around each cut: the end of what is kept, seed 003's marker exactly as sent, and the start of what is lost.
 * Under its heading in ResultsPanel, which draws that at once (this loads after the first paint).
 */
export function DeliveredPreviews({ batchIndex, batch }: { batchIndex: number; batch: BatchReport }) {
  return batch.calls.map((c) => <CallPreview key={c.index} batchIndex={batchIndex} call={c} />)
}

function CallPreview({ batchIndex, call }: { batchIndex: number; call: CallReport }) {
  const output = useApp((s) => s.scenario.batches[batchIndex]?.calls[call.index]?.output)
  const [copied, setCopied] = useState(false)
  if (!output) return null
  // The report may lag the scenario by one edit: read only within the length the report knows.
  const keptTail = outputSlice(output, Math.max(0, call.keptChars - CONTEXT_CHARS), call.keptChars)
  const cutHead = call.truncated ? outputSlice(output, call.keptChars, call.keptChars + CONTEXT_CHARS) : ''

  const copy = async () => {
    const text = outputSlice(output, 0, call.keptChars) + (call.marker ?? '')
    await navigator.clipboard?.writeText(text).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  return (
    <figure className="preview" data-testid={`preview-${call.index}`}>
      <figcaption>
        <span>
          Call {call.index + 1} · <span className="tool-name">{call.tool}</span> ·{' '}
          {call.isError
            ? `error result, delivered whole: ${fmt(call.deliveredChars)} chars`
            : call.truncated
              ? call.keptChars === 0
                ? `keeps none of its ${plural(call.rawChars, 'char')}: only the marker is delivered`
                : `keeps chars 1–${fmt(call.keptChars)} of ${fmt(call.rawChars)}, cuts ${fmt(call.cutChars)}`
              : `fits its budget: delivered whole, ${fmt(call.deliveredChars)} chars`}
          {call.truncated && <SeedLink to="003/marker-contract" />}
        </span>
        <button
          type="button"
          className="small-btn"
          onClick={copy}
          title="Copy exactly what the model receives"
        >
          {copied ? 'Copied' : 'Copy delivered text'}
        </button>
      </figcaption>
      <pre className="cut-view">
        {call.keptChars > CONTEXT_CHARS && (
          <span className="ellipsis">
            … {fmt(call.keptChars - CONTEXT_CHARS)} kept chars before …{'\n'}
          </span>
        )}
        <span className="kept">{keptTail}</span>
        {call.marker && <mark className="marker">{call.marker}</mark>}
        {call.truncated && (
          <>
            <span className="cut-label">
              {'\n'}✂ cut, not sent:{'\n'}
            </span>
            <del className="cut">{cutHead}</del>
            {call.cutChars > CONTEXT_CHARS && (
              <span className="ellipsis">
                {'\n'}… {fmt(call.cutChars - CONTEXT_CHARS)} more cut chars
              </span>
            )}
          </>
        )}
      </pre>
    </figure>
  )
}
