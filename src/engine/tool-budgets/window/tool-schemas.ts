import { isRecord } from '../../is-record.ts'
import { readJson } from '../../read-json.ts'

/** The tool-list formats the composer recognises. */
export type SchemaFormat = 'OpenAI / Ollama' | 'OpenAI Responses' | 'Anthropic' | 'MCP'

/** One pasted tool: its name, the format it was recognised as, and its compact JSON (what is measured). */
export interface DetectedTool {
  name: string
  format: SchemaFormat
  json: string
}

export type SchemaDetection =
  | { ok: true; tools: DetectedTool[]; formats: SchemaFormat[]; container: string }
  | { ok: false; message: string }

const EXPECTED =
  'expected OpenAI / Ollama {"type": "function", "function": {"name", "parameters"}}, OpenAI Responses {"type": "function", "name", "parameters"}, Anthropic {"name", "input_schema"} or MCP {"name", "inputSchema"}'

const kindOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`

const keysOf = (v: Record<string, unknown>) => {
  const keys = Object.keys(v)
  return keys.length === 0 ? 'no keys' : `keys ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}`
}

/** One item's format, or why it has none. */
function formatOf(v: unknown): { format: SchemaFormat; name: string } | { why: string } {
  if (!isRecord(v)) return { why: `it is ${kindOf(v)}, not a tool object` }
  if (isRecord(v.function)) {
    return typeof v.function.name === 'string'
      ? { format: 'OpenAI / Ollama', name: v.function.name }
      : { why: '"function" has no string "name"' }
  }
  if (typeof v.name !== 'string') return { why: `it has no string "name" (${keysOf(v)})` }
  if ('inputSchema' in v) return { format: 'MCP', name: v.name }
  if ('input_schema' in v) return { format: 'Anthropic', name: v.name }
  if (v.type === 'function' && 'parameters' in v) return { format: 'OpenAI Responses', name: v.name }
  return { why: `it has a name but no parameters, input_schema or inputSchema (${keysOf(v)})` }
}

/**
 * Reads pasted tool schemas and says which format each tool is in: a JSON array of tools, or an object holding
 * one (`{"tools": [...]}` as in an OpenAI, Anthropic or Ollama request, or an MCP `tools/list` result, bare or in
 * a JSON-RPC response). Every failure says what was expected and where it failed. Empty text is no tools.
 * Seed 004's catalog import (`selection/import.ts`) reads the same shapes for names; this one keeps each tool's
 * JSON so its size can be measured.
 * @example detectToolSchemas('[{"name": "f", "inputSchema": {}}]') → { ok: true, formats: ['MCP'], … }
 */
export function detectToolSchemas(text: string): SchemaDetection {
  if (text.trim() === '') return { ok: true, tools: [], formats: [], container: 'none' }
  const read = readJson(text)
  if (!read.ok)
    return {
      ok: false,
      message:
        read.kind === 'syntax' ? `Tool schemas are ${read.message}` : `Tool schemas refused: ${read.message}`,
    }
  const json = read.value
  let list: unknown[]
  let container: string
  if (Array.isArray(json)) {
    list = json
    container = 'array'
  } else if (isRecord(json) && Array.isArray(json.tools)) {
    list = json.tools
    container = '"tools" of an object'
  } else if (isRecord(json) && isRecord(json.result) && Array.isArray(json.result.tools)) {
    list = json.result.tools
    container = '"result.tools" (MCP tools/list response)'
  } else {
    const what = isRecord(json) ? `an object with ${keysOf(json)}` : kindOf(json)
    return {
      ok: false,
      message: `Tool schemas are not an array: expected a JSON array of tools (or an object with a "tools" array), got ${what}`,
    }
  }
  const tools: DetectedTool[] = []
  const formats = new Set<SchemaFormat>()
  for (const [i, item] of list.entries()) {
    const r = formatOf(item)
    if ('why' in r) {
      const at =
        container === 'array'
          ? `$[${i}]`
          : container.startsWith('"result')
            ? `$.result.tools[${i}]`
            : `$.tools[${i}]`
      return { ok: false, message: `Tool ${i + 1} (${at}) has an unknown shape: ${r.why}; ${EXPECTED}` }
    }
    tools.push({ name: r.name, format: r.format, json: JSON.stringify(item) })
    formats.add(r.format)
  }
  return { ok: true, tools, formats: [...formats], container }
}
