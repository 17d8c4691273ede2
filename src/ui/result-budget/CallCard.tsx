import { lazy, Suspense, useState } from 'react'
import { outputText } from '../../state/engine.ts'
import { removeCall, setCallError, setCallOutput, setCallTool } from '../../state/scenario-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { OutputEditor } from '../editor/OutputEditor.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { RULES } from '../fields/rules.ts'
import { fmt } from '../format.ts'

// A call's args matter only to Ethos today's identical-arguments guard: the field loads when that guard is on.
const CallArgsField = lazy(() => import('./CallArgsField.tsx').then((m) => ({ default: m.CallArgsField })))

interface Props {
  batchIndex: number
  callIndex: number
}

/** One tool call: its tool name, whether it failed, and its output (pasted, or generated sample text). */
export function CallCard({ batchIndex, callIndex }: Props) {
  const call = useApp((s) => s.scenario.batches[batchIndex]?.calls[callIndex])
  const report = useApp((s) => s.report?.batches[batchIndex]?.calls[callIndex])
  const edit = useApp((s) => s.edit)
  const argsGuardOn = useApp((s) => s.scenario.resultBudget.maxConsecutiveIdenticalCalls !== undefined)
  const [sampleChars, setSampleChars] = useState<number | undefined>(10_000)
  if (!call) return null
  const key = `${batchIndex}.${callIndex}`
  const length = call.output.kind === 'text' ? call.output.text.length : call.output.chars

  return (
    <article className={`call${call.isError ? ' is-error' : ''}`} aria-label={`Call ${callIndex + 1}`}>
      <header className="call-head">
        <span className="call-no">{callIndex + 1}</span>
        <label className="inline">
          <span className="sr-only">Tool name of call {callIndex + 1}</span>
          <input
            className="tool-input"
            value={call.tool}
            maxLength={200}
            spellCheck={false}
            onChange={(e) => edit(setCallTool(batchIndex, callIndex, e.target.value), `tool:${key}`)}
            aria-label={`Tool name of call ${callIndex + 1}`}
          />
        </label>
        <label className="inline check">
          <input
            type="checkbox"
            checked={call.isError}
            onChange={(e) => edit(setCallError(batchIndex, callIndex, e.target.checked))}
          />
          error result (never trimmed)
        </label>
        <span className="call-len" title="Raw length in chars (UTF-16 code units)">
          {fmt(length)} chars
        </span>
        <button
          type="button"
          className="icon"
          aria-label={`Remove call ${callIndex + 1}`}
          title="Remove this call"
          onClick={() => edit(removeCall(batchIndex, callIndex))}
        >
          ✕
        </button>
      </header>
      {argsGuardOn && (
        <Suspense fallback={null}>
          <CallArgsField batchIndex={batchIndex} callIndex={callIndex} />
        </Suspense>
      )}

      {call.output.kind === 'text' ? (
        <OutputEditor
          label={`Output of call ${callIndex + 1}`}
          value={call.output.text}
          keptChars={report?.truncated ? report.keptChars : null}
          onChange={(text) =>
            edit(setCallOutput(batchIndex, callIndex, { kind: 'text', text }), `out:${key}`)
          }
        />
      ) : (
        <div className="sample-row">
          <NumberField
            fieldKey={`sample:${key}`}
            label="Generated sample output (chars)"
            rule={RULES.sampleChars}
            value={call.output.chars}
            onCommit={(v) =>
              v !== undefined &&
              edit(setCallOutput(batchIndex, callIndex, { kind: 'sample', chars: v }), `out:${key}`)
            }
            hint="Numbered 80-char lines, so the cut shows as a line number."
          />
          <button
            type="button"
            onClick={() =>
              edit(setCallOutput(batchIndex, callIndex, { kind: 'text', text: outputText(call.output) }))
            }
            disabled={length > 5_000_000}
          >
            Edit as text
          </button>
        </div>
      )}
      {call.output.kind === 'text' && (
        <div className="generate-row">
          <NumberField
            compact
            local
            fieldKey={`gen:${key}`}
            label="Chars of sample text to generate"
            rule={RULES.sampleChars}
            value={sampleChars}
            onCommit={setSampleChars}
          />
          <button
            type="button"
            disabled={sampleChars === undefined}
            onClick={() =>
              sampleChars !== undefined &&
              edit(setCallOutput(batchIndex, callIndex, { kind: 'sample', chars: sampleChars }))
            }
          >
            Replace with {sampleChars === undefined ? '…' : fmt(sampleChars)} generated chars
          </button>
        </div>
      )}
    </article>
  )
}
