import { isRecord } from '../base/is-record.ts'
import { isClaudeCodeLine, readClaudeCode } from './claude-code.ts'
import { isCodexLine, readCodex } from './codex.ts'
import type { Exchange, Found } from './found.ts'
import { findGeminiLines } from './gemini.ts'
import { isResponsesItem } from './openai-responses.ts'
import { findOpenInference } from './openinference.ts'
import { findOtel } from './otel.ts'
import type { Note } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * One line of a batch file: an OpenAI Batch API input (`{custom_id, method, url, body}`) or output
 * (`{custom_id, response: {status_code, body}, error}`), an Anthropic Message Batches request
 * (`{custom_id, params}`) or result (`{custom_id, result: {type: "succeeded", message}}`). A request that failed
 * or expired is a note. Null when the line is none of these.
 */
function batchLine(v: unknown, line: number): { exchange: Exchange | null; note: Note | null } | null {
  if (!isRecord(v) || typeof v.custom_id !== 'string') return null
  const id = v.custom_id
  const label = `line ${line}`
  const failed = (why: string) => ({
    exchange: null,
    note: {
      kind: 'left out' as const,
      where: label,
      line,
      message: `The batch request “${id.slice(0, 60)}” at ${label} has no answer: ${why}.`,
    },
  })
  if (isRecord(v.params)) return { exchange: { label, request: v.params, endpoint: null }, note: null }
  if (isRecord(v.body) && 'url' in v)
    return { exchange: { label, request: v.body, endpoint: str(v.url) }, note: null }
  if (isRecord(v.result)) {
    const r = v.result
    if (r.type === 'succeeded' && isRecord(r.message))
      return { exchange: { label, response: r.message, endpoint: null }, note: null }
    const e = isRecord(r.error) && isRecord(r.error.error) ? r.error.error : r.error
    return failed(
      `it ${str(r.type) ?? 'failed'}${isRecord(e) && typeof e.message === 'string' ? ` (${e.message})` : ''}`,
    )
  }
  if ('response' in v || 'error' in v) {
    if (isRecord(v.response) && isRecord(v.response.body))
      return { exchange: { label, response: v.response.body, endpoint: null }, note: null }
    const e = isRecord(v.error) ? v.error : {}
    return failed(`${str(e.code) ?? 'error'}${typeof e.message === 'string' ? ` (${e.message})` : ''}`)
  }
  return null
}

/**
 * JSON lines that a tool wrote rather than an HTTP recorder: a Claude Code or Codex CLI session file, a batch
 * file (OpenAI Batch API or Anthropic Message Batches, requests or results), or Responses items one per line.
 * Null when the lines are none of these.
 * @example findSessionLines([{ custom_id: 'a', result: { type: 'expired' } }], [1])?.wrapper === 'batch file'
 */
export function findSessionLines(values: readonly unknown[], lines: readonly number[]): Found | null {
  if (values.length === 0) return null
  const gemini = findGeminiLines(values, lines)
  if (gemini) return gemini
  const otel = findOtel(values)
  if (otel) return otel
  const openInference = findOpenInference(values)
  if (openInference) return openInference
  if (values.some(isClaudeCodeLine) && values.every((v) => isRecord(v) && typeof v.type === 'string'))
    return readClaudeCode(values, lines)
  if (values.some((v) => isCodexLine(v) && (v as Rec).type === 'response_item') && values.every(isCodexLine))
    return readCodex(values, lines)
  const batch = values.map((v, i) => batchLine(v, lines[i] ?? i + 1))
  if (batch.every((b) => b !== null)) {
    const exchanges = batch.flatMap((b) => (b?.exchange ? [b.exchange] : []))
    const notes = batch.flatMap((b) => (b?.note ? [b.note] : []))
    return { wrapper: 'batch file', exchanges, notes }
  }
  if (values.some(isResponsesItem) && values.every((v) => isResponsesItem(v) || (isRecord(v) && 'role' in v)))
    return {
      wrapper: 'JSON lines',
      exchanges: [
        { label: '', request: [...values], wheres: values.map((_, i) => `line ${lines[i]}`), endpoint: null },
      ],
    }
  return null
}
