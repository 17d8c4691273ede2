import type { ClipboardEvent } from 'react'
import { policyLabel, TRACE_FORMATS } from '../../state/engine.ts'
import { setTrace } from '../../state/plans-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { NumberField } from '../fields/NumberField.tsx'
import { fmt } from '../format.ts'
import { ImportNotes } from '../import/ImportNotes.tsx'
import { PLAN_RULES } from './rules.ts'

const FORMAT_NAMES: Record<string, string> = {
  empty: 'empty',
  lines: 'our line form',
  'json-lines': 'JSON lines',
  json: 'JSON',
  transcript: 'a transcript',
  simulated: 'simulated run',
}
const FORMAT_OPTIONS: Record<(typeof TRACE_FORMATS)[number], string> = {
  auto: 'auto-detect',
  documented: 'our form (lines / JSON lines)',
  openai: 'a transcript or recording only',
  // Older scenarios chose the provider; one reader now takes every provider, so this reads as `openai` does.
  anthropic: 'a transcript or recording only (Anthropic)',
}
/** Past this many chars the trace is shown as a preview: laying out 100,000 lines in a textarea stalls a page. */
const LARGE_TRACE_CHARS = 200_000

const EXAMPLE = `# tool_name [ok|fail] [cost=N] [latency=Nms]
web_search fail latency=1200ms
site_scraper ok
cached_index ok cost=0.2
`

/** The executed trace: pasted (our form, JSON lines, any transcript or recording) or one simulated run. */
export function TracePanel() {
  const trace = useApp((s) => s.scenario.plans.trace)
  const policies = useApp((s) => s.scenario.plans.simulation.policies)
  const planPolicy = useApp((s) => s.scenario.plans.plan.planningContext.policy)
  const info = useApp((s) => s.report?.plans?.trace)
  const edit = useApp((s) => s.edit)
  const source = trace.source ?? 'pasted'
  const large = trace.text.length > LARGE_TRACE_CHARS
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain')
    if (pasted.length <= LARGE_TRACE_CHARS) return
    e.preventDefault()
    const el = e.currentTarget
    edit(setTrace({ text: el.value.slice(0, el.selectionStart) + pasted + el.value.slice(el.selectionEnd) }))
  }
  return (
    <section className="panel" aria-labelledby="pp-trace-h">
      <div className="panel-head">
        <h2 id="pp-trace-h">Executed trace</h2>
        <div className="pl-radios" role="radiogroup" aria-label="Trace source">
          <label>
            <input
              type="radio"
              name="pp-source"
              checked={source === 'pasted'}
              onChange={() => edit(setTrace({ source: undefined }))}
            />{' '}
            pasted
          </label>
          <label>
            <input
              type="radio"
              name="pp-source"
              checked={source === 'simulated'}
              onChange={() => edit(setTrace({ source: 'simulated' }))}
            />{' '}
            a simulated run
          </label>
        </div>
      </div>
      {source === 'pasted' ? (
        <>
          <p className="small muted">
            One call per line: <code>tool_name [ok|fail] [cost=N] [latency=Nms]</code> (ok by default; without
            cost or latency the tool's declared ones apply). Or JSON lines{' '}
            <code>{'{"tool": "web_search", "ok": false, "cost": 1, "latencyMs": 800}'}</code>, or any
            transcript or recording (OpenAI, Anthropic, Ollama; bodies, HTTP snapshots, nock, VCR cassettes):
            each tool call is a call, failed when its result is an error (Anthropic's <code>is_error</code>).
          </p>
          <div className="button-row">
            <label className="small">
              read as{' '}
              <select
                aria-label="Read the trace as"
                value={trace.format}
                onChange={(e) => edit(setTrace({ format: e.target.value as typeof trace.format }))}
              >
                {TRACE_FORMATS.filter((f) => f !== 'anthropic' || trace.format === 'anthropic').map((f) => (
                  <option key={f} value={f}>
                    {FORMAT_OPTIONS[f]}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => edit(setTrace({ text: EXAMPLE }))}>
              Example trace
            </button>
            <button type="button" onClick={() => edit(setTrace({ text: '' }))}>
              Clear
            </button>
          </div>
          {large ? (
            <pre className="pl-log pl-preview" data-testid="pp-trace-preview">
              {trace.text.slice(0, 4_000)}
              {'\n'}… ({fmt(trace.text.length)} chars in all: shown as a preview so the page stays responsive;
              the whole trace is checked)
            </pre>
          ) : (
            <textarea
              className="pl-log"
              aria-label="Executed trace"
              spellCheck={false}
              wrap="off"
              rows={10}
              value={trace.text}
              placeholder={EXAMPLE}
              onPaste={onPaste}
              onChange={(e) => edit(setTrace({ text: e.target.value }), 'pp-trace')}
            />
          )}
        </>
      ) : (
        <div className="field-row">
          <div className="field">
            <label htmlFor="pp-sim-policy">policy</label>
            <select
              id="pp-sim-policy"
              value={trace.policyIndex ?? -1}
              onChange={(e) => {
                const v = Number(e.target.value)
                edit(setTrace({ policyIndex: v < 0 ? undefined : v }))
              }}
            >
              <option value={-1}>the plan's own: {policyLabel(planPolicy)}</option>
              {policies.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the policy's identity in the scenario
                <option key={i} value={i}>
                  simulation policy {i + 1}: {policyLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <NumberField
            fieldKey="pp-run-index"
            label="run # (0-based; its seed derives from the simulation seed)"
            rule={PLAN_RULES.runIndex}
            value={trace.runIndex ?? 0}
            onCommit={(v) => edit(setTrace({ runIndex: v === 0 ? undefined : v }))}
          />
        </div>
      )}
      {info && info.source !== 'simulated' && (
        <ImportNotes summary={info.summary} notes={info.notes} testId="pp-trace-read" />
      )}
      {info && (
        <p className="small muted" data-testid="pp-trace-info">
          {info.source === 'simulated'
            ? info.unavailable
              ? `No simulated trace: ${info.unavailable}.`
              : `Simulated run ${fmt(info.simulated?.runIndex ?? 0)} of ${info.simulated?.policy}: ${fmt(info.callCount)} call${info.callCount === 1 ? '' : 's'}, until a budget or the horizon ended it.`
            : `Read as ${FORMAT_NAMES[info.format] ?? info.format}: ${fmt(info.callCount)} call${info.callCount === 1 ? '' : 's'} on ${fmt(info.lineCount)} line${info.lineCount === 1 ? '' : 's'}${info.errorCount > 0 ? `, ${fmt(info.errorCount)} not read` : ''}.`}
        </p>
      )}
      {info && info.unknownTools.length > 0 && (
        <p className="note small" data-testid="pp-unknown-tools">
          Not candidate tools (cost and latency 0 unless the trace says; never judged for BLP):{' '}
          {info.unknownTools
            .map((u) => `${u.name} (${fmt(u.calls)} call${u.calls === 1 ? '' : 's'})`)
            .join(', ')}
          .
        </p>
      )}
      {info && info.errorCount > 0 && (
        <div className="pl-errors" role="alert" aria-label="Trace lines not read">
          <strong>
            {fmt(info.errorCount)} problem{info.errorCount === 1 ? '' : 's'} (those lines are not checked):
          </strong>
          <ul>
            {info.errors.map((e) => (
              <li key={`${e.line}:${e.column}:${e.message}`}>
                line {fmt(e.line)}
                {e.column === undefined ? '' : `, column ${fmt(e.column)}`}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
