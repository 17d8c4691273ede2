import { isRecord } from '../base/is-record.ts'
import { contentText, resultText } from './content.ts'
import type { NoteCollector } from './notes.ts'
import type { RawCall, RawMessage, RawResult } from './raw.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** Blocks that are a call: the agent's `tool_use`, and the provider's `server_tool_use` / `mcp_tool_use`. */
const CALLS = new Set(['tool_use', 'server_tool_use', 'mcp_tool_use'])
/** A result block: `tool_result`, or a server tool's `*_tool_result` (`web_search_tool_result`, …). */
const isResult = (type: string) => type === 'tool_result' || type.endsWith('_tool_result')

/**
 * A block that only Anthropic's Messages API writes, so the message holding it is Anthropic's.
 * @example isAnthropicBlock({ type: 'tool_use', id: 't', name: 'f', input: {} }) === true
 */
export function isAnthropicBlock(b: unknown): boolean {
  if (!isRecord(b) || typeof b.type !== 'string') return false
  return (
    CALLS.has(b.type) ||
    isResult(b.type) ||
    b.type === 'thinking' ||
    b.type === 'redacted_thinking' ||
    (b.type === 'image' && isRecord(b.source)) ||
    b.type === 'document'
  )
}

/** A server tool's error result: `{type: "web_search_tool_result_error", error_code}` as its content. */
const isErrorContent = (c: unknown) =>
  isRecord(c) && ((typeof c.type === 'string' && c.type.endsWith('_error')) || 'error_code' in c)

/**
 * Reads one Anthropic Messages message: `content` as a string or as blocks. `text` blocks are the text;
 * `tool_use`, `server_tool_use` (run by Anthropic: web search, code execution) and `mcp_tool_use` are calls with
 * their `input` as given; `tool_result` and the server tools' `*_tool_result` blocks are results matched by
 * `tool_use_id`, failed when `is_error` is true or the content is a `…_error`. Other blocks are noted.
 * @example readAnthropicMessage({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'x' }] }, 'messages[1]', notes)?.results.length === 1
 */
export function readAnthropicMessage(m: Rec, where: string, notes: NoteCollector): RawMessage | null {
  const role = str(m.role)
  if (role !== 'user' && role !== 'assistant') {
    notes.add({
      kind: 'unknown role',
      where,
      message: `The message at ${where} has ${role === null ? 'no role' : `the role “${role.slice(0, 40)}”`} (Anthropic messages are user or assistant): left out.`,
    })
    return null
  }
  if (!Array.isArray(m.content))
    return { role, text: contentText(m.content, where, notes), calls: [], results: [], where, provider: null }
  const calls: RawCall[] = []
  const results: RawResult[] = []
  m.content.forEach((b, i) => {
    const at = `${where}.content[${i}]`
    const type = isRecord(b) && typeof b.type === 'string' ? b.type : ''
    if (isRecord(b) && CALLS.has(type)) {
      if (str(b.name) === null)
        notes.add({
          kind: 'unsupported block',
          where: at,
          message: `A ${type} block at ${at} has no name: left out.`,
        })
      else
        calls.push({
          id: str(b.id),
          name: b.name as string,
          args: b.input,
          server: type !== 'tool_use',
          where: at,
        })
    } else if (isRecord(b) && isResult(type)) {
      results.push({
        callId: str(b.tool_use_id),
        name: null,
        text: resultText(b.content, at, notes),
        isError: b.is_error === true || isErrorContent(b.content),
        where: at,
      })
    }
  })
  const read = (b: unknown) =>
    isRecord(b) && typeof b.type === 'string' && (CALLS.has(b.type) || isResult(b.type))
  return {
    role,
    text: contentText(m.content, where, notes, read),
    calls,
    results,
    where,
    provider: 'anthropic',
  }
}
