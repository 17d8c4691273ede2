import { isRecord } from '../base/is-record.ts'
import { noteCollector } from './notes.ts'
import type { Catalog, CatalogTool, ToolFormat } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** OpenAI's hosted tools: named by their type, defined by the provider. */
const OPENAI_BUILTINS = new Set([
  'web_search',
  'web_search_preview',
  'file_search',
  'code_interpreter',
  'image_generation',
  'computer_use_preview',
  'computer_use',
  'local_shell',
  'shell',
  'apply_patch',
  'mcp',
  'tool_search',
])

const kindOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`
const keysOf = (v: Rec) => {
  const keys = Object.keys(v)
  return keys.length === 0 ? 'no keys' : `keys ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}`
}

type Read = Omit<CatalogTool, 'json'>

/** Anthropic's tools that the provider defines but the client runs (their `type` names a version). */
const ANTHROPIC_CLIENT = /^(bash|text_editor|computer|memory)_\d{8}$/

function tool(name: string, format: ToolFormat, description: unknown, parameters: unknown, v: Rec): Read {
  const server =
    format === 'Anthropic server tool' || format === 'Anthropic client tool' || format === 'OpenAI built-in'
  return {
    name,
    format,
    description: str(description),
    parameters: server ? null : (parameters ?? null),
    server,
    deferred: v.defer_loading === true,
  }
}

/**
 * The name a tool definition goes by in any format (`function.name`, `name`, or a hosted tool's type), for
 * merging the lists of several requests; null when it has none.
 * @example toolNameOf({ type: 'function', function: { name: 'f' } }) === 'f'
 */
export function toolNameOf(v: unknown): string | null {
  const r = readTool(v)
  return 'why' in r ? null : r.name
}

/** One tool definition in any format read, or why it is none. */
function readTool(v: unknown): Read | { why: string } {
  if (!isRecord(v)) return { why: `it is ${kindOf(v)}, not a tool object` }
  const type = typeof v.type === 'string' ? v.type : null
  if (isRecord(v.function)) {
    const fn = v.function
    return typeof fn.name === 'string'
      ? tool(fn.name, 'OpenAI / Ollama', fn.description, fn.parameters, v)
      : { why: '"function" has no string "name"' }
  }
  const name = typeof v.name === 'string' ? v.name : null
  if (type !== null && /_\d{8}$/.test(type))
    return tool(
      name ?? type,
      ANTHROPIC_CLIENT.test(type) ? 'Anthropic client tool' : 'Anthropic server tool',
      v.description,
      null,
      v,
    )
  if (name !== null && 'inputSchema' in v) return tool(name, 'MCP', v.description, v.inputSchema, v)
  if (name !== null && 'input_schema' in v) return tool(name, 'Anthropic', v.description, v.input_schema, v)
  if (name !== null && (type === 'function' || type === 'custom'))
    return tool(name, 'OpenAI Responses', v.description, v.parameters ?? v.format, v)
  if (type !== null && OPENAI_BUILTINS.has(type)) {
    const label =
      type === 'mcp' && typeof v.server_label === 'string' ? `mcp:${v.server_label}` : (name ?? type)
    return tool(label, 'OpenAI built-in', v.description ?? v.server_description, null, v)
  }
  if (name !== null && 'parameters' in v) return tool(name, 'OpenAI / Ollama', v.description, v.parameters, v)
  if (name === null) return { why: `it has no string "name" (${keysOf(v)})` }
  return { why: `it has a name but no parameters, input_schema or inputSchema (${keysOf(v)})` }
}

const EXPECTED =
  'expected OpenAI / Ollama {"type": "function", "function": {"name", "parameters"}}, OpenAI Responses {"type": "function", "name", "parameters"}, Anthropic {"name", "input_schema"} or a server tool {"type": "web_search_20250305", "name"}, or MCP {"name", "inputSchema"}'

/**
 * Reads a list of tool definitions in any format people paste: OpenAI Chat Completions and Ollama
 * (`{type: "function", function: {…}}`), OpenAI Responses functions and custom tools (and hosted tools such as
 * `tool_search`, named by type), Anthropic custom tools (`input_schema`) and server tools (a versioned type such as
 * `web_search_20250305`), MCP tools (`inputSchema`). A provider's tool is listed and counted by the JSON given,
 * with a note that its real schema is the provider's; a tool that cannot be read is named and the others count.
 * @example readToolList([{ name: 'f', inputSchema: {} }], '$', 'array').tools[0]?.format === 'MCP'
 */
export function readToolList(
  list: readonly unknown[],
  /** The list's path (`$.tools`), or each item's own path when the list was gathered from several requests. */
  where: string | ((index: number) => string),
  container: string,
  options: {
    /** An item's format when its shape alone would say another (an MCP server's tools as OpenAI lists them). */
    formatOf?: (index: number) => ToolFormat | undefined
    /** An MCP `tools/list` page's `nextCursor`: more tools follow on pages that are not in the file. */
    nextCursor?: string | null
  } = {},
): Catalog {
  const notes = noteCollector()
  const tools: CatalogTool[] = []
  const formats: ToolFormat[] = []
  list.forEach((item, i) => {
    const at = typeof where === 'string' ? `${where}[${i}]` : where(i)
    const read = readTool(item)
    const as = options.formatOf?.(i)
    const r = as && !('why' in read) ? { ...read, format: as } : read
    if ('why' in r) {
      notes.add({
        kind: 'unreadable tool',
        where: at,
        message: `Tool ${i + 1} (${at}) is not read: ${r.why}; ${EXPECTED}.`,
      })
      return
    }
    const json = JSON.stringify(item)
    tools.push({ ...r, json })
    if (!formats.includes(r.format)) formats.push(r.format)
    if (r.server)
      notes.add({
        kind: 'server tool',
        where: at,
        message: `${r.name} (${str((item as Rec).type)}) is a tool the provider defines${r.format === 'Anthropic client tool' ? ' and your app runs' : ''}: it is listed and counted by this definition's JSON (${json.length.toLocaleString('en-US')} chars), but its real schema is the provider's.`,
      })
  })
  const cursor = options.nextCursor
  if (typeof cursor === 'string' && cursor !== '')
    notes.add({
      kind: 'left out',
      where: `${typeof where === 'string' ? where.replace(/\.tools$/, '') : '$'}.nextCursor`,
      message: `This is one page of the server's tools: its nextCursor (“${cursor.slice(0, 40)}”) says more follow on pages that are not in this file, so they are not counted.`,
    })
  const deferred = tools.filter((t) => t.deferred).length
  const server = tools.filter((t) => t.server).length
  const more = typeof cursor === 'string' && cursor !== '' ? ', more on later pages' : ''
  const summary = `${tools.length.toLocaleString('en-US')} tool${tools.length === 1 ? '' : 's'} (${formats.join(' + ') || 'none readable'})${server > 0 ? `, ${server} defined by the provider` : ''}${deferred > 0 ? `, ${deferred} deferred (loaded by tool search)` : ''}, ${container}${more}`
  return { kind: 'catalog', tools, formats, container, notes: notes.done(), summary }
}

/**
 * Where a decoded value holds a tool list: a bare array, `{"tools": […]}` (a request body, Ollama, Anthropic),
 * an MCP `tools/list` result (bare or in a JSON-RPC response), or the `tools/list` answer among the JSON-RPC
 * messages of a session. Null when there is none.
 * @example findToolList({ jsonrpc: '2.0', id: 1, result: { tools: [] } })?.container === 'MCP tools/list result (JSON-RPC)'
 */
export function findToolList(
  value: unknown,
): { list: unknown[]; where: string; container: string; nextCursor?: unknown } | null {
  if (Array.isArray(value)) {
    const rpc = value.findIndex((m) => isRecord(m) && isRecord(m.result) && Array.isArray(m.result.tools))
    if (rpc >= 0 && value.every((m) => isRecord(m) && ('jsonrpc' in m || 'result' in m || 'method' in m)))
      return {
        list: ((value[rpc] as Rec).result as Rec).tools as unknown[],
        where: `$[${rpc}].result.tools`,
        container: 'MCP tools/list result (JSON-RPC)',
        nextCursor: ((value[rpc] as Rec).result as Rec).nextCursor,
      }
    return { list: value, where: '$', container: 'array' }
  }
  if (!isRecord(value)) return null
  if (Array.isArray(value.tools))
    return {
      list: value.tools,
      where: '$.tools',
      container: '"tools" of an object',
      nextCursor: value.nextCursor,
    }
  if (isRecord(value.result) && Array.isArray(value.result.tools))
    return {
      list: value.result.tools,
      where: '$.result.tools',
      container: 'jsonrpc' in value ? 'MCP tools/list result (JSON-RPC)' : 'MCP tools/list result',
      nextCursor: value.result.nextCursor,
    }
  if (Array.isArray(value.functions))
    return { list: value.functions, where: '$.functions', container: '"functions" of an object' }
  return null
}
