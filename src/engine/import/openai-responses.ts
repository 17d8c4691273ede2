import { isRecord } from '../base/is-record.ts'
import { contentText, resultText } from './content.ts'
import type { NoteCollector } from './notes.ts'
import type { RawMessage, ToolList } from './raw.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** Calls the provider runs itself (their results, when given, are inside the item or in a server output). */
const SERVER_CALLS = new Set([
  'web_search_call',
  'file_search_call',
  'code_interpreter_call',
  'mcp_call',
  'image_generation_call',
  'tool_search_call',
])

/**
 * Item types only the Responses API writes: a list holding any of them is Responses input or output.
 * @example isResponsesItem({ type: 'function_call_output', call_id: 'c', output: 'ok' }) === true
 */
export function isResponsesItem(v: unknown): boolean {
  if (!isRecord(v) || typeof v.type !== 'string') return false
  const t = v.type
  return (
    t.endsWith('_call') ||
    t.endsWith('_call_output') ||
    t === 'tool_search_output' ||
    t === 'reasoning' ||
    t === 'item_reference' ||
    t === 'mcp_list_tools' ||
    t === 'additional_tools' ||
    (t === 'message' && 'role' in v)
  )
}

/** A server call's own result, when the item carries it (MCP output or error, code outputs, search results). */
function inlineResult(item: Rec, where: string, notes: NoteCollector) {
  const error = item.error
  if (item.type === 'mcp_call' && (item.output !== undefined || error != null)) {
    const failed = error !== undefined && error !== null
    return { text: resultText(failed ? error : item.output, where, notes), isError: failed }
  }
  if (item.type === 'code_interpreter_call' && Array.isArray(item.outputs))
    return { text: resultText(item.outputs, where, notes), isError: false }
  if (item.type === 'file_search_call' && Array.isArray(item.results))
    return { text: resultText(item.results, where, notes), isError: false }
  return null
}

/**
 * Reads OpenAI Responses items (`input` of a request, `output` of a response) into messages. Model-side items
 * (reasoning, assistant `message`, every `*_call`: `function_call`, `custom_tool_call`, `tool_search_call`,
 * `web_search_call`, `mcp_call`, …) of one stretch form one assistant message, so one response's calls are one
 * batch; a `*_call_output` the client sent is a result matched by `call_id` and ends the stretch, while a server's
 * output (`execution: "server"`, as a tool search's) stays in it. On the `output` side every item is the model's.
 * Tools offered along the way are passed on: `additional_tools`, a tool search's output, and an MCP server's tools
 * as `mcp_list_tools` shows them to the model (read as MCP tools).
 * @example readResponsesItems([{ type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' }], 'output', 'output', notes)[0]?.calls[0]?.name === 'f'
 */
export function readResponsesItems(
  items: readonly unknown[],
  side: 'input' | 'output',
  where: string,
  notes: NoteCollector,
  /** Where each item came from (a session file's lines), when not its index in the list. */
  wheres?: readonly string[],
): { messages: RawMessage[]; tools: ToolList[] } {
  const messages: RawMessage[] = []
  const tools: ToolList[] = []
  let group: RawMessage | null = null
  const assistant = (at: string): RawMessage => {
    if (!group) {
      group = { role: 'assistant', text: '', calls: [], results: [], where: at, provider: 'openai-responses' }
      messages.push(group)
    }
    return group
  }
  items.forEach((item, i) => {
    const at = wheres?.[i] ?? `${where}[${i}]`
    if (
      typeof item === 'string' ||
      (isRecord(item) && item.type === undefined && 'role' in item) ||
      (isRecord(item) && item.type === 'message')
    ) {
      const m = isRecord(item) ? item : { role: 'user', content: item }
      const role = str(m.role)
      const text = contentText(m.content, at, notes)
      if (role === 'assistant') {
        const g = assistant(at)
        g.text = g.text === '' ? text : `${g.text}\n${text}`
        return
      }
      group = null
      if (role === 'user' || role === 'system' || role === 'developer')
        messages.push({
          role: role === 'user' ? 'user' : 'system',
          text,
          calls: [],
          results: [],
          where: at,
          provider: 'openai-responses',
        })
      else
        notes.add({
          kind: 'unknown role',
          where: at,
          message: `The item at ${at} has ${role === null ? 'no role' : `the role “${role.slice(0, 40)}”`}: left out.`,
        })
      return
    }
    const type = isRecord(item) && typeof item.type === 'string' ? item.type : ''
    const it = item as Rec
    if (type === 'additional_tools' && Array.isArray(it.tools)) {
      // Deferred tools made available mid-conversation: offered from here on.
      tools.push({ list: it.tools, where: `${at}.tools` })
      group = null
    } else if (type === 'mcp_list_tools' && Array.isArray(it.tools)) {
      // A hosted MCP server's tools, as it listed them to the model: offered, though OpenAI writes `input_schema`.
      tools.push({ list: it.tools, where: `${at}.tools`, as: 'MCP' })
    } else if (type === 'reasoning') {
      assistant(at)
      notes.count(
        'left out',
        'reasoning-item',
        at,
        (n, places) =>
          `${n} reasoning item${n === 1 ? '' : 's'} (the model's reasoning) left out of the text (${places}).`,
      )
    } else if (type.endsWith('_call')) {
      const name = str(it.name) ?? type.slice(0, -'_call'.length)
      const server = it.execution === 'server' || (SERVER_CALLS.has(type) && it.execution !== 'client')
      const g = assistant(at)
      const id = str(it.call_id) ?? str(it.id)
      g.calls.push({
        id,
        name,
        args: it.arguments ?? it.input ?? it.action ?? it.queries ?? it.code ?? it.operation,
        server,
        where: at,
      })
      const inline = inlineResult(it, at, notes)
      if (inline && id !== null) g.results.push({ callId: id, name, ...inline, where: at })
    } else if (type.endsWith('_call_output') || type === 'tool_search_output') {
      const name = type === 'tool_search_output' ? 'tool_search' : null
      const output = type === 'tool_search_output' ? it.tools : it.output
      if (type === 'tool_search_output' && Array.isArray(it.tools))
        tools.push({ list: it.tools, where: `${at}.tools` })
      const result = {
        callId: str(it.call_id),
        name,
        text: resultText(output, at, notes),
        isError: false,
        where: at,
      }
      if (side === 'output' || it.execution === 'server') assistant(at).results.push(result)
      else {
        group = null
        messages.push({
          role: 'tool',
          text: '',
          calls: [],
          results: [result],
          where: at,
          provider: 'openai-responses',
        })
      }
    } else
      notes.count(
        'unsupported block',
        `item:${type}`,
        at,
        (n, places) => `${n} “${type || typeof item}” item${n === 1 ? '' : 's'} not read (${places}).`,
      )
  })
  return { messages, tools }
}
