import type { Provider, ToolFormat } from './types.ts'

/**
 * The provider-neutral form each provider reader writes and the assembler reads: a message with the calls it
 * made and the results it carries, matched later by id. Internal to the import layer.
 */

export interface RawResult {
  /** The id of the call this answers; null when the format gives none (Ollama, a server tool search). */
  callId: string | null
  /** The tool's name, when the result names it (Ollama's `tool_name`, OpenAI's legacy `function` role). */
  name: string | null
  text: string
  isError: boolean
  where: string
}

export interface RawCall {
  id: string | null
  name: string
  args: unknown
  server: boolean
  where: string
}

export interface RawMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  text: string
  calls: RawCall[]
  results: RawResult[]
  where: string
  /** Which provider's shape this message has; null when any could have written it (`{role, content: "hi"}`). */
  provider: Provider | null
}

/** A list of tool definitions as given, with where it is. */
export interface ToolList {
  list: unknown[]
  where: string
  /** The format its items are when their shape alone would say another (an MCP server's tools, as OpenAI lists them). */
  as?: ToolFormat
}

/** One body read: its messages, the tools it offers (as given), and the provider its shape says. */
export interface ReadBody {
  provider: Provider | null
  messages: RawMessage[]
  tools: ToolList[]
}

/**
 * A message with no calls and no results.
 * @example plainMessage('user', 'hi', '$[0]', null).calls.length === 0
 */
export const plainMessage = (
  role: RawMessage['role'],
  text: string,
  where: string,
  provider: Provider | null,
): RawMessage => ({ role, text, calls: [], results: [], where, provider })

/**
 * The key a message is recognised by when a later request repeats it: role, calls (ids, or name and arguments),
 * results and a sample of the text. A response's message and its echo in the next request share it.
 * @example messageKey(plainMessage('user', 'hi', '$[0]', null)) === 'user|2|hi||'
 */
export function messageKey(m: RawMessage): string {
  const calls = m.calls.map(
    (c) =>
      c.id ??
      `${c.name}(${(typeof c.args === 'string' ? c.args : (JSON.stringify(c.args) ?? '')).slice(0, 200)})`,
  )
  const results = m.results.map((r) => r.callId ?? r.name ?? '')
  return `${m.role}|${m.text.length}|${m.text.slice(0, 64)}|${calls.join(',')}|${results.join(',')}`
}
