import { setWindowText } from '../../state/tool-budgets-edits.ts'
import { useApp } from '../app/store-context.tsx'
import { fmt } from '../format.ts'
import { ImportNotes } from '../import/ImportNotes.tsx'
import { TbWarnings } from './TbWarnings.tsx'

/** The texts that fill the window besides the tool outputs: system prompt, the user's message, tool schemas. */
export function InputsPanel() {
  const w = useApp((s) => s.scenario.toolBudgets.window)
  const schemas = useApp((s) => s.report?.toolBudgets?.schemas)
  const transcript = useApp((s) => s.report?.toolBudgets?.transcript)
  const unit = useApp((s) => s.report?.toolBudgets?.measure.unit ?? 'tokens')
  const edit = useApp((s) => s.edit)

  return (
    <section className="panel" aria-labelledby="tb-inputs-h">
      <h2 id="tb-inputs-h">System prompt, conversation, tool schemas</h2>
      <label className="field">
        <span>System prompt</span>
        <textarea
          className="tb-text"
          rows={3}
          value={w.systemPrompt}
          onChange={(e) => edit(setWindowText('systemPrompt', e.target.value), 'tb.system')}
        />
      </label>
      <label className="field">
        <span>User message (history)</span>
        <textarea
          className="tb-text"
          rows={2}
          value={w.userMessage}
          onChange={(e) => edit(setWindowText('userMessage', e.target.value), 'tb.user')}
        />
      </label>
      <label className="field">
        <span>
          Earlier conversation (optional: paste a transcript or recording — OpenAI, Anthropic or Ollama
          messages, a request or response, an HTTP snapshot, nock, a VCR cassette)
        </span>
        <textarea
          className="tb-text mono"
          rows={3}
          spellCheck={false}
          placeholder='[{"role": "user", "content": "…"}, {"role": "assistant", "tool_calls": […]}, {"role": "tool", …}]'
          aria-invalid={transcript && !transcript.ok ? true : undefined}
          value={w.transcript}
          onChange={(e) => edit(setWindowText('transcript', e.target.value), 'tb.transcript')}
        />
      </label>
      <TbWarnings where="transcript" />
      {transcript?.ok && (
        <ImportNotes summary={transcript.summary} notes={transcript.notes} testId="tb-transcript-read" />
      )}
      {transcript?.ok && transcript.messages > 0 && (
        <p className="muted small" data-testid="tb-transcript-summary">
          {fmt(transcript.messages)} messages, {fmt(transcript.turns)}{' '}
          {transcript.turns === 1 ? 'turn' : 'turns'} with tool calls: history before the user’s message and
          the batches, its results truncated by the same budgets.
        </p>
      )}
      <label className="field">
        <span>
          Tool schemas (paste OpenAI, Anthropic, MCP or Ollama tools, or a transcript that offers them)
        </span>
        <textarea
          className="tb-text mono"
          rows={8}
          spellCheck={false}
          aria-invalid={schemas && !schemas.ok ? true : undefined}
          value={w.toolSchemas}
          onChange={(e) => edit(setWindowText('toolSchemas', e.target.value), 'tb.schemas')}
        />
      </label>
      <TbWarnings where="schemas" />
      {schemas?.ok && (
        <ImportNotes summary={schemas.summary} notes={schemas.notes} testId="tb-schemas-read" />
      )}
      {schemas?.ok && (
        <p className="muted small" data-testid="tb-schemas-summary">
          {schemas.count === 0
            ? 'No tool schemas: they cost nothing here.'
            : `${fmt(schemas.count)} ${schemas.count === 1 ? 'tool' : 'tools'} (${schemas.formats.join(' + ')}): ${fmt(schemas.tokens)} ${unit} as a compact JSON array`}
        </p>
      )}
    </section>
  )
}
