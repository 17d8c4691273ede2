import { isRecord } from '../base/is-record.ts'
import { noteCollector } from './notes.ts'
import type { CategoryMap } from './types.ts'

type Rec = Record<string, unknown>
const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === 'string')

/** A category's tool names: the value itself, or the `tools` (else first list of names) of an object. */
function namesOf(v: unknown): string[] | null {
  if (isNames(v)) return v
  if (!isRecord(v)) return null
  if (isNames(v.tools)) return v.tools
  return Object.values(v).find(isNames) ?? null
}

/**
 * Reads tools grouped by category: `{"issues": ["list_issues", …], …}` (seed 004's TOOL_CATEGORIES, the GitHub
 * MCP server's toolsets), or such a map under `toolsets` / `categories` whose entries are objects holding their
 * tool list (`tools`, else the first list of names, as in `tools_with_no_flags_set`). Categories listing no tool
 * are kept and noted. Null when the value is no category map.
 * @example readCategoryMap({ web: ['fetch'] })?.categories → [{ name: 'web', tools: ['fetch'] }]
 */
export function readCategoryMap(value: unknown): CategoryMap | null {
  if (!isRecord(value)) return null
  const nested = isRecord(value.toolsets) ? 'toolsets' : isRecord(value.categories) ? 'categories' : null
  const map: Rec = nested ? (value[nested] as Rec) : value
  const entries = Object.entries(map)
  if (entries.length === 0) return null
  const categories: CategoryMap['categories'] = []
  for (const [name, v] of entries) {
    const tools = nested ? namesOf(v) : isNames(v) ? v : null
    if (tools === null) return null
    categories.push({ name, tools: [...tools] })
  }
  const notes = noteCollector()
  const empty = categories.filter((c) => c.tools.length === 0).map((c) => c.name)
  if (empty.length > 0)
    notes.add({
      kind: 'left out',
      where: nested ? `$.${nested}` : '$',
      message: `${empty.length} categor${empty.length === 1 ? 'y lists' : 'ies list'} no tools: ${empty.slice(0, 10).join(', ')}${empty.length > 10 ? ', …' : ''}.`,
    })
  const tools = categories.reduce((n, c) => n + c.tools.length, 0)
  return {
    kind: 'categories',
    categories,
    notes: notes.done(),
    summary: `Tool categories${nested ? ` (under "${nested}")` : ''}: ${categories.length} categories, ${tools} tool names`,
  }
}
