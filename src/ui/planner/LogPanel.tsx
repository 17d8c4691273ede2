import { type ClipboardEvent, useRef, useState } from 'react'
import type { ActionKind } from '../../engine/index.ts'
import { ACTION_KINDS, KIND_INFO, kindOfName } from '../../state/engine.ts'
import {
  appendAction,
  setKindOverride,
  setLogFormat,
  setLogText,
  setUnknownActions,
} from '../../state/planner-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ImportNotes } from '../import/ImportNotes.tsx'
import { KindsTable } from './KindsTable.tsx'

const FORMAT_NAMES: Record<string, string> = {
  empty: 'empty',
  text: 'text form',
  json: 'JSON actions',
  transcript: 'a transcript',
}

function preview(text: string): string {
  let end = 0
  for (let i = 0; i < PREVIEW_LINES && end !== -1; i++) end = text.indexOf('\n', end + 1)
  return end === -1 ? text : `${text.slice(0, end)}\n…`
}

/** Offset of the start of 1-based `line` in `text`. */
function lineOffset(text: string, line: number): number {
  let at = 0
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', at)
    if (next === -1) return text.length
    at = next + 1
  }
  return at
}

/** Past this many chars the log is shown as a preview, not a textarea: laying out 100,000 lines stalls a page. */
export const LARGE_LOG_CHARS = 200_000
const PREVIEW_LINES = 200

/** The action log: paste one (text form, JSON or a transcript) or build one with buttons. */
export function LogPanel() {
  const log = useApp((s) => s.scenario.planner.log)
  const path = useApp(
    (s) => s.scenario.planner.inputs.deltaFiles.find((f) => f.trim())?.trim() ?? 'src/app.py',
  )
  const info = useApp((s) => s.report?.planner?.log)
  const edit = useApp((s) => s.edit)
  const area = useRef<HTMLTextAreaElement>(null)

  const [editLarge, setEditLarge] = useState(false)
  const large = log.text.length > LARGE_LOG_CHARS
  // A large paste goes straight to the scenario: the textarea never has to lay it out.
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain')
    if (pasted.length <= LARGE_LOG_CHARS) return
    e.preventDefault()
    const el = e.currentTarget
    const text = el.value.slice(0, el.selectionStart) + pasted + el.value.slice(el.selectionEnd)
    setEditLarge(false)
    edit(setLogText(text))
  }
  const add = (line: string) => edit(appendAction(line))
  const goTo = (line: number) => {
    if (large && !editLarge) setEditLarge(true)
    const el = area.current
    if (!el) return
    const start = lineOffset(el.value, line)
    const end = el.value.indexOf('\n', start)
    el.focus()
    el.setSelectionRange(start, end === -1 ? el.value.length : end)
  }
  const buttons: [string, string][] = [
    ['Read', `Read ${path}`],
    ['Edit', `Edit ${path}`],
    ['Bash', 'Bash make build'],
    ['Verify ✓', 'Verify pytest'],
    ['Verify ✗', 'Verify pytest [fail]'],
    ['Preflight', `Preflight python -m py_compile ${path}`],
    ['Phase', 'Phase VERIFY'],
    ['Memory', 'memory_save lesson'],
    ['Complete', 'Complete'],
  ]

  return (
    <section className="panel" aria-labelledby="pl-log-h">
      <div className="panel-head">
        <h2 id="pl-log-h">Action log</h2>
        <label className="small">
          read as{' '}
          <select
            value={log.format}
            onChange={(e) => edit(setLogFormat(e.target.value as typeof log.format))}
            aria-label="Read the log as"
          >
            <option value="auto">auto</option>
            <option value="text">text form</option>
            <option value="json">JSON / transcript</option>
          </select>
        </label>
      </div>
      <p className="small muted">
        One action per line: <code>&lt;Action&gt; [what] [fail]</code>, e.g. <code>Edit src/a.py</code>,{' '}
        <code>Verify pytest [fail]</code>. Or paste JSON (an array of actions), or a transcript or recording —
        OpenAI, Anthropic or Ollama; a request or response, an HTTP snapshot, nock, a VCR cassette — whose
        tool calls become the actions.
      </p>
      <fieldset className="pl-build">
        <legend className="sr-only">Add an action</legend>
        {buttons.map(([label, line]) => (
          <button key={label} type="button" onClick={() => add(line)} title={`Append “${line}”`}>
            + {label}
          </button>
        ))}
        <button type="button" onClick={() => edit(setLogText(''))}>
          Clear
        </button>
      </fieldset>
      {large && !editLarge ? (
        <div className="pl-large-log" data-testid="pl-large-log">
          <p className="small">
            A large log ({fmt(log.text.length)} chars) is shown as a preview of its first {PREVIEW_LINES}{' '}
            lines, so the page stays responsive; the whole log is accounted.{' '}
            <button type="button" onClick={() => setEditLarge(true)}>
              Edit it anyway
            </button>
          </p>
          <pre className="pl-log pl-preview" data-testid="pl-log-preview">
            {preview(log.text)}
          </pre>
        </div>
      ) : (
        <textarea
          ref={area}
          className="pl-log"
          aria-label="Action log"
          spellCheck={false}
          wrap="off"
          rows={16}
          value={log.text}
          onPaste={onPaste}
          onChange={(e) => edit(setLogText(e.target.value), 'pl-log')}
        />
      )}
      {info && <ImportNotes summary={info.summary} notes={info.notes} testId="pl-log-read" />}
      {info && (
        <p className="small muted" data-testid="pl-log-info">
          Read as {FORMAT_NAMES[info.format] ?? info.format}: {fmt(info.actionCount)} action
          {info.actionCount === 1 ? '' : 's'} on {fmt(info.lineCount)} line{info.lineCount === 1 ? '' : 's'}
          {info.errorCount > 0 ? `, ${fmt(info.errorCount)} not read` : ''}.
        </p>
      )}
      {info && info.errorCount > 0 && (
        <div className="pl-errors" role="alert" aria-label="Lines not read">
          <strong>
            {fmt(info.errorCount)} line{info.errorCount === 1 ? '' : 's'} could not be read (not counted):
          </strong>
          <ul>
            {info.errors.map((e) => (
              <li key={`${e.line}:${e.message}`}>
                <button type="button" className="link" onClick={() => goTo(e.line)}>
                  line {fmt(e.line)}
                </button>
                : {e.message}
              </li>
            ))}
          </ul>
          {info.errorCount > info.errors.length && (
            <p className="small">…and {fmt(info.errorCount - info.errors.length)} more.</p>
          )}
        </div>
      )}
      <KindsTable />
      <UnknownKinds />
    </section>
  )
}

/**
 * Every action name in the log with its kind: unknown names are counted or exempt as the user chooses (never
 * dropped), and any name can be given another kind (a transcript's `bash` running the tests as a verify).
 */
function UnknownKinds() {
  const counts = useApp((s) => s.report?.planner?.counts)
  const overrides = useApp((s) => s.scenario.planner.kindOverrides)
  const mode = useApp((s) => s.scenario.planner.unknownActions)
  const edit = useApp((s) => s.edit)
  if (!counts) return null
  const shown = counts.names.map((n) => [n.tool, n.count] as [string, number])
  for (const o of overrides) if (!shown.some(([t]) => t === o.tool)) shown.push([o.tool, 0])
  const seedLabel = (tool: string) => {
    const k = kindOfName(tool)
    return k
      ? `seed: ${KIND_INFO[k].label} (${KIND_INFO[k].counted ? 'counts' : 'exempt'})`
      : `unknown (${mode === 'count' ? 'counted' : 'exempt'})`
  }
  return (
    <div className="pl-unknown">
      <h3>Action names in the log</h3>
      <p className="small" data-testid="pl-unknown-summary">
        {counts.unknown.length === 0
          ? 'Every action name is one the seed knows.'
          : `${fmt(counts.unknown.length)} name${counts.unknown.length === 1 ? '' : 's'} the seed does not know: ${counts.unknown.map((u) => u.tool).join(', ')}.`}
      </p>
      <div className="pl-radios" role="radiogroup" aria-label="Unknown actions are">
        <span className="small">Unknown actions:</span>
        <label>
          <input
            type="radio"
            name="pl-unknown"
            checked={mode === 'count'}
            onChange={() => edit(setUnknownActions('count'))}
          />{' '}
          count (seed: every tool invocation counts)
        </label>
        <label>
          <input
            type="radio"
            name="pl-unknown"
            checked={mode === 'exempt'}
            onChange={() => edit(setUnknownActions('exempt'))}
          />{' '}
          exempt
        </label>
      </div>
      {shown.length > 0 && (
        <table className="grid" aria-label="Action names in the log">
          <thead>
            <tr>
              {/* The select under its name, across the table: its labels ("seed: Verify (a run command)
                  (counts)") were cut in a column of their own. */}
              <th scope="col">name, treated as</th>
              <th scope="col" className="r">
                actions
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map(([tool, count]) => {
              const chosen = overrides.find((o) => o.tool === tool)?.kind ?? ''
              return (
                <tr key={tool} className={kindOfName(tool) ? undefined : 'pl-unknown-name'}>
                  <td>
                    <code title={tool}>{tool}</code>
                    <select
                      aria-label={`Treat ${tool} as`}
                      value={chosen}
                      onChange={(e) =>
                        edit(
                          setKindOverride(
                            tool,
                            e.target.value === '' ? null : (e.target.value as ActionKind),
                          ),
                        )
                      }
                    >
                      <option value="">{seedLabel(tool)}</option>
                      {ACTION_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {KIND_INFO[k].label} ({KIND_INFO[k].counted ? 'counts' : 'exempt'})
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="r">{fmt(count)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {counts.nameCount > counts.names.length && (
        <p className="small muted">…and {fmt(counts.nameCount - counts.names.length)} more names.</p>
      )}
    </div>
  )
}
