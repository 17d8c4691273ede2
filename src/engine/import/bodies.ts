import { isRecord } from '../base/is-record.ts'
import { isAnthropicBlock, readAnthropicMessage } from './anthropic.ts'
import { contentText } from './content.ts'
import type { NoteCollector } from './notes.ts'
import { readChatMessage } from './openai-chat.ts'
import { isResponsesItem, readResponsesItems } from './openai-responses.ts'
import { plainMessage, type RawMessage, type ReadBody, type ToolList } from './raw.ts'
import type { Provider } from './types.ts'

type Rec = Record<string, unknown>

/** The provider the messages' shapes agree on; null when none says. */
function providerOf(messages: readonly RawMessage[], fallback: Provider | null): Provider | null {
  return messages.find((m) => m.provider !== null)?.provider ?? fallback
}

/** The tools a body offers: `tools`, and the legacy Chat Completions `functions` (before tools existed). */
const toolsOf = (body: Rec, where: string): ToolList[] => [
  ...(Array.isArray(body.tools) ? [{ list: body.tools, where: `${where}.tools` }] : []),
  ...(Array.isArray(body.functions) ? [{ list: body.functions, where: `${where}.functions` }] : []),
]

/** Anthropic's MCP connector: servers whose tools the model is offered, though no list of them is in the file. */
function noteMcpServers(body: Rec, where: string, notes: NoteCollector) {
  const servers = Array.isArray(body.mcp_servers) ? body.mcp_servers.filter(isRecord) : []
  if (servers.length === 0) return
  const names = servers.map((s) => String(s.name ?? s.url ?? '?').slice(0, 60))
  notes.count(
    'left out',
    'mcp-servers',
    `${where}.mcp_servers`,
    (n, places) =>
      `The request${n === 1 ? '' : 's'} connect${n === 1 ? 's' : ''} MCP server${names.length === 1 ? '' : 's'} (${names.join(', ')}) through Anthropic's MCP connector: the tools ${names.length === 1 ? 'it offers' : 'they offer'} are not listed in the file, so they are not counted (${places}).`,
  )
}

/**
 * Reads a list of messages, each by its own shape: OpenAI Responses items when any item is one; otherwise an
 * Anthropic message when its content has Anthropic blocks (`tool_use`, `tool_result`, …), an OpenAI Chat
 * Completions (or Ollama) message else. A list that mixes providers is read whole; the assembler notes it. Items
 * of a session file are named by their lines, and an item that continues the one before (one answer written in
 * parts) is joined to it.
 * @example readMessageList([{ role: 'user', content: 'hi' }], 'messages', notes).messages[0]?.text === 'hi'
 */
export function readMessageList(
  list: readonly unknown[],
  where: string,
  notes: NoteCollector,
  /** Where each item came from (a session file's lines), and whether it continues the message before it. */
  parts: { wheres?: readonly string[] | undefined; continues?: readonly boolean[] | undefined } = {},
): ReadBody {
  if (list.some(isResponsesItem))
    return { provider: 'openai-responses', ...readResponsesItems(list, 'input', where, notes, parts.wheres) }
  const messages: RawMessage[] = []
  list.forEach((m, i) => {
    const at = parts.wheres?.[i] ?? `${where}[${i}]`
    if (!isRecord(m)) {
      notes.add({
        kind: 'unknown role',
        where: at,
        message: `The item at ${at} is not a message object: left out.`,
      })
      return
    }
    const anthropic = Array.isArray(m.content) && m.content.some(isAnthropicBlock)
    const read = anthropic ? readAnthropicMessage(m, at, notes) : readChatMessage(m, at, notes)
    const previous = messages.at(-1)
    if (read && parts.continues?.[i] && previous?.role === read.role) {
      // One answer written in parts (Claude Code writes each block of a message on its own line).
      previous.text = [previous.text, read.text].filter((t) => t !== '').join('\n')
      previous.calls.push(...read.calls)
      previous.results.push(...read.results)
      previous.provider ??= read.provider
    } else if (read) messages.push(read)
  })
  return { provider: providerOf(messages, null), messages, tools: [] }
}

/**
 * Reads a request body: OpenAI Responses (`input` items or text, `instructions` as the system prompt), or a chat
 * request (`messages`; Anthropic's top-level `system`, string or text blocks). The `tools` (and legacy
 * `functions`) it offers are passed on as given; MCP servers connected by Anthropic's connector, whose tools are
 * listed nowhere in the file, are noted. Null when the object is no request.
 * @example readRequestBody({ model: 'm', input: 'hi' }, 'request', notes)?.provider === 'openai-responses'
 */
export function readRequestBody(body: Rec, where: string, notes: NoteCollector): ReadBody | null {
  if (Array.isArray(body.input) || (typeof body.input === 'string' && !Array.isArray(body.messages))) {
    const items = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : body.input
    const { messages, tools } = readResponsesItems(items, 'input', `${where}.input`, notes)
    if (typeof body.instructions === 'string' && body.instructions !== '')
      messages.unshift(plainMessage('system', body.instructions, `${where}.instructions`, 'openai-responses'))
    return { provider: 'openai-responses', messages, tools: [...toolsOf(body, where), ...tools] }
  }
  if (!Array.isArray(body.messages)) return null
  const read = readMessageList(body.messages, `${where}.messages`, notes)
  noteMcpServers(body, where, notes)
  const system = body.system
  if (typeof system === 'string' || Array.isArray(system)) {
    const text = contentText(system, `${where}.system`, notes)
    read.messages.unshift(plainMessage('system', text, `${where}.system`, 'anthropic'))
    read.provider ??= 'anthropic'
  }
  return { ...read, tools: [...toolsOf(body, where), ...read.tools] }
}

/**
 * Reads a response body: a Chat Completion (`choices[0].message`; other choices are noted), a Responses
 * `output`, an Anthropic message (`type: "message"`), an Ollama `/api/chat` reply (`message` with `done`). An
 * API error body is noted. Null when the object is no response.
 * @example readResponseBody({ type: 'message', role: 'assistant', content: [] }, 'response', notes)?.provider === 'anthropic'
 */
export function readResponseBody(body: Rec, where: string, notes: NoteCollector): ReadBody | null {
  if (Array.isArray(body.choices)) {
    if (body.choices.length > 1)
      notes.add({
        kind: 'left out',
        where: `${where}.choices`,
        message: `The response at ${where} has ${body.choices.length} choices: the first was read.`,
      })
    const choice = body.choices[0]
    const m = isRecord(choice) && isRecord(choice.message) ? choice.message : null
    const read = m ? readChatMessage({ role: 'assistant', ...m }, `${where}.choices[0].message`, notes) : null
    return { provider: read?.provider ?? 'openai-chat', messages: read ? [read] : [], tools: [] }
  }
  if (Array.isArray(body.output)) {
    // A Responses object repeats the tools its request offered.
    const read = readResponsesItems(body.output, 'output', `${where}.output`, notes)
    return {
      provider: 'openai-responses',
      messages: read.messages,
      tools: [...toolsOf(body, where), ...read.tools],
    }
  }
  if (body.type === 'message' && Array.isArray(body.content)) {
    const read = readAnthropicMessage({ role: 'assistant', content: body.content }, where, notes)
    return { provider: 'anthropic', messages: read ? [read] : [], tools: [] }
  }
  if (isRecord(body.message) && ('done' in body || 'created_at' in body)) {
    const read = readChatMessage({ role: 'assistant', ...body.message }, `${where}.message`, notes)
    return { provider: 'ollama', messages: read ? [read] : [], tools: [] }
  }
  if (isRecord(body.error) || body.type === 'error') {
    const e = isRecord(body.error) ? body.error : body
    const message = typeof e.message === 'string' ? e.message : JSON.stringify(e).slice(0, 200)
    notes.add({ kind: 'left out', where, message: `The response at ${where} is an API error: ${message}` })
    return { provider: null, messages: [], tools: [] }
  }
  return null
}
