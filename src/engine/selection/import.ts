import { isRecord } from '../is-record.ts'
import { readJson } from '../read-json.ts'
import type { Category, ToolSchemaInfo } from './schema.ts'

export type CatalogImport =
  | { ok: true; kind: 'schemas'; tools: ToolSchemaInfo[]; format: string }
  | { ok: true; kind: 'categories'; categories: Category[] }
  | { ok: false; message: string }

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * The chars a tool's schema costs as seed 004's project sends it (Ollama format, compact JSON):
 * `{"type":"function","function":{"name","description","parameters"}}`.
 * @example ollamaSchemaChars('t', '', {}) === 69
 */
export function ollamaSchemaChars(name: string, description: string, parameters: unknown): number {
  return JSON.stringify({ type: 'function', function: { name, description, parameters } }).length
}

/** One tool of any of the formats we read: OpenAI / Ollama, Anthropic, MCP. */
function readTool(v: unknown): { tool: ToolSchemaInfo; format: string } | null {
  if (!isRecord(v)) return null
  const fn = isRecord(v.function) ? v.function : null
  if (fn && typeof fn.name === 'string') {
    const info = { name: fn.name, description: text(fn.description) }
    return {
      tool: { ...info, schemaChars: ollamaSchemaChars(info.name, info.description, fn.parameters ?? {}) },
      format: 'OpenAI / Ollama',
    }
  }
  if (typeof v.name !== 'string') return null
  const params = v.inputSchema ?? v.input_schema ?? v.parameters
  const format = 'inputSchema' in v ? 'MCP' : 'input_schema' in v ? 'Anthropic' : 'name only'
  const description = text(v.description)
  return {
    tool: { name: v.name, description, schemaChars: ollamaSchemaChars(v.name, description, params ?? {}) },
    format,
  }
}

/**
 * Reads pasted JSON into the catalog: a tools array (OpenAI `{type, function}`, Anthropic `input_schema`, MCP
 * `inputSchema`, or an MCP `tools/list` result / JSON-RPC response), or a category map `{ "issues": ["…"] }`
 * such as the GitHub MCP server's toolsets. Never throws.
 * @example importCatalog('{"web": ["fetch"]}') → { ok: true, kind: 'categories', categories: [{ name: 'web', tools: ['fetch'], weight: 1 }] }
 */
export function importCatalog(input: string): CatalogImport {
  const read = readJson(input)
  if (!read.ok)
    return { ok: false, message: read.kind === 'syntax' ? read.message : `refused: ${read.message}` }
  const json = read.value
  const list = Array.isArray(json)
    ? json
    : isRecord(json) && Array.isArray(json.tools)
      ? json.tools
      : isRecord(json) && isRecord(json.result) && Array.isArray(json.result.tools)
        ? json.result.tools
        : null
  if (list) {
    const tools: ToolSchemaInfo[] = []
    const formats = new Set<string>()
    for (const [i, item] of list.entries()) {
      const r = readTool(item)
      if (!r)
        return {
          ok: false,
          message: `tool ${i + 1} has no name (expected OpenAI, Anthropic or MCP tool objects)`,
        }
      tools.push(r.tool)
      formats.add(r.format)
    }
    if (tools.length === 0) return { ok: false, message: 'the list has no tools' }
    return { ok: true, kind: 'schemas', tools, format: [...formats].join(' + ') }
  }
  if (isRecord(json)) {
    const categories: Category[] = []
    for (const [name, tools] of Object.entries(json)) {
      if (!Array.isArray(tools) || !tools.every((t) => typeof t === 'string')) {
        return { ok: false, message: `category "${name}" must be a list of tool names` }
      }
      categories.push({ name, tools: tools as string[], weight: 1 })
    }
    if (categories.length === 0) return { ok: false, message: 'the object has no categories' }
    return { ok: true, kind: 'categories', categories }
  }
  return { ok: false, message: 'expected a tools array or an object of categories' }
}
