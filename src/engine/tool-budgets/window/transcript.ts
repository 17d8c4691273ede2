import { isRecord } from '../../is-record.ts'
import { readJson } from '../../read-json.ts'

/** One tool call of a pasted transcript, with the result the transcript gives it. */
export interface TranscriptCall {
  id: string
  tool: string
  /** The call's arguments as sent (JSON text). */
  args: string
  /** The result's text; '' when the transcript has no result for the call. */
  output: string
  hasResult: boolean
}

/** A transcript read into plain messages and turns (an assistant message with its calls and their results). */
export type TranscriptItem =
  | { kind: 'message'; role: 'system' | 'user' | 'assistant'; text: string }
  | { kind: 'turn'; text: string; calls: TranscriptCall[] }

export type TranscriptRead =
  | { ok: true; items: TranscriptItem[]; format: 'OpenAI' | 'Anthropic' | 'none'; messages: number }
  | { ok: false; message: string }

const str = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v)

/** The text of a message's content: a string, or the text parts of a list (OpenAI parts, Anthropic blocks). */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .filter(
      (p): p is Record<string, unknown> => isRecord(p) && p.type === 'text' && typeof p.text === 'string',
    )
    .map((p) => p.text as string)
    .join('\n')
}

const EXPECTED =
  'expected a JSON array of chat messages (OpenAI: role, content, tool_calls, tool_call_id; Anthropic: role, content blocks with tool_use and tool_result), or an object with "messages"'

/**
 * Reads a pasted conversation (OpenAI Chat Completions or Anthropic Messages JSON) into messages and turns: an
 * assistant message that calls tools, with each call's result matched by id (an OpenAI `tool` message, or an
 * Anthropic `tool_result` block). Every failure says what was expected and where. Empty text is no messages.
 * @example readTranscript('[{"role": "user", "content": "hi"}]') → { ok: true, items: [{ kind: 'message', role: 'user', text: 'hi' }], … }
 */
export function readTranscript(input: string): TranscriptRead {
  if (input.trim() === '') return { ok: true, items: [], format: 'none', messages: 0 }
  const read = readJson(input)
  if (!read.ok)
    return {
      ok: false,
      message:
        read.kind === 'syntax' ? `Transcript is ${read.message}` : `Transcript refused: ${read.message}`,
    }
  const json = read.value
  const list = Array.isArray(json)
    ? json
    : isRecord(json) && Array.isArray(json.messages)
      ? json.messages
      : null
  const at = (i: number) => (Array.isArray(json) ? `$[${i}]` : `$.messages[${i}]`)
  if (!list) return { ok: false, message: `Transcript is not a list of messages: ${EXPECTED}` }

  const items: TranscriptItem[] = []
  const pending = new Map<string, TranscriptCall>()
  let anthropic = false
  for (const [i, m] of list.entries()) {
    const where = `Message ${i + 1} (${at(i)})`
    if (!isRecord(m) || typeof m.role !== 'string') {
      return { ok: false, message: `${where} has no "role": ${EXPECTED}` }
    }
    const blocks = Array.isArray(m.content) ? m.content.filter(isRecord) : []
    if (m.role === 'tool') {
      const id = str(m.tool_call_id)
      const call = pending.get(id)
      if (!call)
        return {
          ok: false,
          message: `${where} is a result for call "${id}", which no earlier assistant message made`,
        }
      call.output = textOf(m.content)
      call.hasResult = true
      continue
    }
    if (m.role === 'assistant') {
      const calls: TranscriptCall[] = []
      for (const c of Array.isArray(m.tool_calls) ? m.tool_calls : []) {
        const fn = isRecord(c) && isRecord(c.function) ? c.function : null
        if (!fn || typeof fn.name !== 'string')
          return { ok: false, message: `${where} has a tool call without function.name` }
        calls.push({ id: str(c.id), tool: fn.name, args: str(fn.arguments), output: '', hasResult: false })
      }
      for (const b of blocks.filter((b) => b.type === 'tool_use')) {
        anthropic = true
        calls.push({
          id: str(b.id),
          tool: str(b.name),
          args: str(b.input ?? {}),
          output: '',
          hasResult: false,
        })
      }
      const text = textOf(m.content)
      if (calls.length === 0) items.push({ kind: 'message', role: 'assistant', text })
      else {
        for (const c of calls) pending.set(c.id, c)
        items.push({ kind: 'turn', text, calls })
      }
      continue
    }
    if (m.role === 'user' || m.role === 'system') {
      for (const b of blocks.filter((b) => b.type === 'tool_result')) {
        anthropic = true
        const id = str(b.tool_use_id)
        const call = pending.get(id)
        if (!call)
          return {
            ok: false,
            message: `${where} has a tool_result for "${id}", which no earlier tool_use made`,
          }
        call.output = textOf(b.content)
        call.hasResult = true
      }
      const text = textOf(m.content)
      const onlyResults = blocks.length > 0 && blocks.every((b) => b.type === 'tool_result')
      if (!onlyResults) items.push({ kind: 'message', role: m.role, text })
      continue
    }
    return {
      ok: false,
      message: `${where} has role "${m.role.slice(0, 40)}": expected system, user, assistant or tool`,
    }
  }
  return { ok: true, items, format: anthropic ? 'Anthropic' : 'OpenAI', messages: list.length }
}
