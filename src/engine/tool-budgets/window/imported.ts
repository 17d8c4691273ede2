import { textMemo } from '../../base/text-memo.ts'
import { readImport } from '../../import/read-import.ts'
import type { CatalogTool, Note, ToolFormat } from '../../import/types.ts'

/** One tool call of the pasted earlier conversation, with the result it gives the call. */
export interface TranscriptCall {
  id: string
  tool: string
  /** The call's arguments as sent (JSON text). */
  args: string
  /** The result's text; '' when the transcript has no result for the call. */
  output: string
  hasResult: boolean
}

/** The earlier conversation as the composer takes it: plain messages, and turns (a message with its calls). */
export type TranscriptItem =
  | { kind: 'message'; role: 'system' | 'user' | 'assistant'; text: string }
  | { kind: 'turn'; text: string; calls: TranscriptCall[] }

export type HistoryRead =
  | { ok: true; items: TranscriptItem[]; summary: string | null; notes: string[]; messages: number }
  | { ok: false; message: string }

export type SchemasRead =
  | { ok: true; tools: CatalogTool[]; formats: ToolFormat[]; summary: string | null; notes: string[] }
  | { ok: false; message: string }

/**
 * The most messages of an earlier conversation the composer takes, a tool result counted with the call it answers
 * (a user message and 10,000 turns is 10,001): each turn is rows of the report and a step of the pruning on
 * every evaluation, and a 40 MB paste of 200,000 short turns took over a minute per edit.
 */
export const MAX_HISTORY_MESSAGES = 10_001

const notesOf = (notes: readonly Note[]) => notes.map((n) => n.message)
// Every edit anywhere re-evaluates the window: a long pasted conversation is read once per text, not per edit.
const historyMemo = textMemo<HistoryRead>(10_000, 4, 128_000_000)
// Schemas are read by every Replay and Cost column (nine a evaluation) and by the window: short ones too.
const schemasMemo = textMemo<SchemasRead>(0, 4, 64_000_000)

/**
 * Reads the window's "earlier conversation" through the import layer, like every tab: any transcript or recording
 * (OpenAI, Anthropic, Ollama; bare, in bodies, HTTP snapshots, nock, VCR cassettes, JSON lines) becomes plain
 * messages and turns, each turn an assistant message with its calls and their results. Empty text is no history.
 * @example readHistory('[{"role": "user", "content": "hi"}]') → { ok: true, items: [{ kind: 'message', role: 'user', text: 'hi' }], … }
 */
export function readHistory(text: string): HistoryRead {
  if (text.trim() === '') return { ok: true, items: [], summary: null, notes: [], messages: 0 }
  return historyMemo.get(text, () => {
    const read = readImport(text)
    if (!read.ok) return { ok: false, message: `The earlier conversation: ${read.error.message}` }
    const t = read.value
    if (t.kind !== 'transcript')
      return {
        ok: false,
        message: `The earlier conversation is ${t.summary.replace(/^Tool categories/, 'a category map')}: a list of tools, not messages (paste tools under “Tool schemas”)`,
      }
    if (t.messages.length > MAX_HISTORY_MESSAGES)
      return {
        ok: false,
        message: `The earlier conversation has ${t.messages.length.toLocaleString('en-US')} messages: the window composes at most ${MAX_HISTORY_MESSAGES.toLocaleString('en-US')} (a tool result counted with its call; 10,000 turns and a user message); paste its most recent part`,
      }
    const items = t.messages.map((m): TranscriptItem => {
      const batch = m.batch === null ? undefined : t.batches[m.batch]
      if (!batch) return { kind: 'message', role: m.role, text: m.text }
      return {
        kind: 'turn',
        text: m.text,
        calls: batch.calls.map((c) => ({
          id: c.id ?? '',
          tool: c.name,
          args: typeof c.args === 'string' ? c.args : (JSON.stringify(c.args) ?? ''),
          output: c.result?.text ?? '',
          hasResult: c.result !== null,
        })),
      }
    })
    return { ok: true, items, summary: t.summary, notes: notesOf(t.notes), messages: t.messages.length }
  })
}

/**
 * Reads the window's pasted tool schemas through the import layer: a tool list in any format (OpenAI, Anthropic
 * custom and server tools, MCP tools/list, Ollama), or the tools a pasted transcript or recording offers. A tool
 * that cannot be read is noted and the others count. Empty text is no tools.
 * @example readSchemas('[{"name": "f", "inputSchema": {}}]') → { ok: true, formats: ['MCP'], … }
 */
export function readSchemas(text: string): SchemasRead {
  if (text.trim() === '') return { ok: true, tools: [], formats: [], summary: null, notes: [] }
  return schemasMemo.get(text, () => {
    const read = readImport(text)
    if (!read.ok) return { ok: false, message: `Tool schemas: ${read.error.message}` }
    const v = read.value
    if (v.kind === 'categories')
      return {
        ok: false,
        message: `Tool schemas: this is ${v.summary.replace(/^Tool categories/, 'a category map')}, names without schemas (import it in Tool selection)`,
      }
    const catalog = v.kind === 'catalog' ? v : v.tools
    if (catalog === null)
      return {
        ok: false,
        message: `Tool schemas: this is a transcript (${v.summary}) whose requests offer no tools`,
      }
    return {
      ok: true,
      tools: catalog.tools,
      formats: catalog.formats,
      summary: catalog.summary,
      notes: notesOf(catalog.notes),
    }
  })
}
