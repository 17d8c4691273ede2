import { type ClipboardEvent, useEffect, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ImportNotes } from './ImportNotes.tsx'
import { ReadingProgress } from './ReadingProgress.tsx'
import { fileTooLarge } from './read-file.ts'

/** Past this many chars a paste is kept aside, not laid out in the textarea (a large paste would stall the page). */
const LARGE_PASTE_CHARS = 200_000

/**
 * Paste a transcript, recording or tool list, or choose or drop a file, and see what it opens to before it
 * replaces the scenario: the detection line, each part of the scenario it replaces, and what could not be mapped.
 * Nothing changes until "Replace the current scenario"; Undo restores the previous one. Loaded on first use.
 */
export default function ImportDialog() {
  const { pending, reading, cancelImportRead, readForImport, confirmImport, cancelImport } = useApp(
    useShallow((s) => ({
      pending: s.pendingImport,
      reading: s.importReading,
      cancelImportRead: s.cancelImportRead,
      readForImport: s.readForImport,
      confirmImport: s.confirmImport,
      cancelImport: s.cancelImport,
    })),
  )
  const dialog = useRef<HTMLDialogElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [aside, setAside] = useState<string | null>(null)
  const [readText, setReadText] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ where: string; message: string } | null>(null)
  const pasted = aside ?? text

  useEffect(() => {
    const el = dialog.current
    if (el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal()
      else el.setAttribute('open', '')
    }
  }, [])
  useEffect(() => {
    if (pending) confirm.current?.focus()
  }, [pending])

  const read = async (where: string, body: string | File, name?: string) => {
    setBusy(true)
    setError(null)
    const outcome = await readForImport(where, body, name, { quiet: true })
    setBusy(false)
    if (outcome.kind === 'error') setError({ where, message: outcome.message })
    if (outcome.kind === 'pending' && typeof body === 'string') setReadText(body)
    if (outcome.kind === 'opened') cancelImport()
  }
  const choose = async (file: File) => {
    const where = `File ${file.name}`
    const tooLarge = fileTooLarge(file)
    if (tooLarge) setError({ where, message: tooLarge })
    else await read(where, file, file.name)
  }
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const clip = e.clipboardData.getData('text/plain')
    if (clip.length <= LARGE_PASTE_CHARS) return
    e.preventDefault()
    setAside(clip)
    setText('')
  }
  const changed = pending !== null && pending.name === null && readText !== null && readText !== pasted

  return (
    <dialog
      ref={dialog}
      className="import-dialog"
      aria-labelledby="import-h"
      onCancel={(e) => {
        e.preventDefault()
        cancelImport()
      }}
    >
      <div className="import-head">
        <h2 id="import-h">Open a transcript, recording or tool list</h2>
        <button type="button" className="icon" aria-label="Close" onClick={cancelImport}>
          ✕
        </button>
      </div>
      <p className="muted small">
        Paste one, choose a file, or drop a file anywhere on the page. It opens as a whole scenario: each LLM
        iteration a batch, the conversation in the window, the calls as the Planner's log and the Plans trace,
        the offered tools in Tool selection. Read: OpenAI Chat Completions and Responses, Anthropic Messages,
        Ollama — bare messages, request and response bodies, streams, HTTP snapshots, nock recordings, VCR
        cassettes (YAML), HAR, JSON lines; agent sessions — Claude Code, Codex CLI, Gemini CLI, OpenHands,
        SWE-agent, mini-SWE-agent, ATIF, Vercel AI SDK results; traces — OpenTelemetry GenAI, OpenInference;
        and tool lists (OpenAI, Anthropic, MCP, Ollama).
      </p>
      {aside === null ? (
        <textarea
          className="import-text mono"
          aria-label="Transcript, recording or tool list to open"
          rows={8}
          spellCheck={false}
          placeholder={
            '[{"role": "user", "content": "…"}, {"role": "assistant", "tool_calls": […]}, …]\ninteractions:\n- request: …'
          }
          value={text}
          onPaste={onPaste}
          onChange={(e) => setText(e.target.value)}
        />
      ) : (
        <p className="import-aside small" data-testid="import-aside">
          Pasted {fmt(aside.length)} chars (kept, not shown: laying them out would stall the page).{' '}
          <button type="button" className="link" onClick={() => setAside(null)}>
            Clear
          </button>
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          onClick={() => void read('Pasted text', pasted)}
          disabled={pasted.trim() === '' || busy}
        >
          {busy ? 'Reading…' : 'Read the pasted text'}
        </button>
        <button type="button" onClick={() => fileInput.current?.click()} disabled={busy}>
          Choose a file…
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="import-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void choose(file)
            e.target.value = ''
          }}
        />
      </div>
      {reading && <ReadingProgress reading={reading} onCancel={cancelImportRead} />}
      {error && (
        <p className="field-error" role="alert" data-testid="import-error">
          {error.where}: could not open it: {error.message.replace(/\.$/, '')}. Your scenario is unchanged
          {error.where === 'Pasted text' ? '; your text stays above' : ''}.
        </p>
      )}
      {pending && (
        <section className="import-preview" aria-labelledby="import-found-h" data-testid="import-preview">
          <h3 id="import-found-h">{pending.name === null ? 'The pasted text' : pending.name}</h3>
          <ImportNotes summary={pending.summary} notes={[]} testId="import-summary" />
          <p className="small">Opening it replaces:</p>
          <ul className="small import-changes">
            {pending.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p className="muted small">
            The rest of your scenario stays as it is. Undo (Ctrl+Z) restores it whole.
          </p>
          <ImportNotes summary={null} notes={pending.notes} testId="import-notes" />
          {changed && (
            <p className="note small">
              The text changed since it was read: read it again to see what it opens to.
            </p>
          )}
          <div className="button-row">
            <button
              ref={confirm}
              type="button"
              className="primary"
              onClick={confirmImport}
              disabled={changed}
            >
              Replace the current scenario
            </button>
            <button type="button" onClick={cancelImport}>
              Cancel
            </button>
          </div>
        </section>
      )}
    </dialog>
  )
}
