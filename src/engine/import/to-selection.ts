import { SELECTION_LIMITS as L } from '../selection/limits.ts'
import type { Category, Selection, ToolSchemaInfo } from '../selection/schema.ts'
import { readImport } from './read-import.ts'
import type { Catalog, CategoryMap } from './types.ts'

/**
 * The chars a tool's schema costs as seed 004's project sends it (Ollama format, compact JSON):
 * `{"type":"function","function":{"name","description","parameters"}}`. A provider's tool, whose real schema is
 * the provider's, is counted by its stub with empty parameters.
 * @example ollamaSchemaChars('t', '', {}) === 69
 */
export function ollamaSchemaChars(name: string, description: string, parameters: unknown): number {
  return JSON.stringify({ type: 'function', function: { name, description, parameters } }).length
}

/** A catalog's tools as seed 004's schema infos, within the section's limits. */
export function schemaInfos(catalog: Catalog): ToolSchemaInfo[] {
  return catalog.tools.slice(0, L.maxSchemas).map((t) => {
    const name = t.name.slice(0, L.maxNameChars)
    const description = t.description.slice(0, L.maxDescriptionChars)
    const chars = ollamaSchemaChars(name, description, t.parameters ?? {})
    return { name, description, schemaChars: Math.min(chars, L.maxSchemaChars) }
  })
}

const fmt = (n: number) => n.toLocaleString('en-US')

function fromCategories(map: CategoryMap, selection: Selection): SelectionImport {
  if (map.categories.length > L.maxCategories)
    return {
      ok: false,
      message: `At most ${fmt(L.maxCategories)} categories (got ${fmt(map.categories.length)})`,
    }
  const categories: Category[] = map.categories.map((c) => ({
    name: c.name.slice(0, L.maxNameChars),
    tools: c.tools.slice(0, L.maxToolsPerCategory).map((t) => t.slice(0, L.maxNameChars)),
    weight: 1,
  }))
  const names = new Set(categories.map((c) => c.name))
  const classified = selection.classified.filter((c) => names.has(c))
  return {
    ok: true,
    selection: {
      ...selection,
      categories,
      classified,
      generated: { categories: 0, toolsPerCategory: 0 },
      unavailable: [],
    },
    message: `Imported ${fmt(categories.length)} categories (${map.summary}); the classifier keeps ${fmt(classified.length)} of its entries.`,
    notes: map.notes.map((n) => n.message),
  }
}

export type SelectionImport =
  | { ok: true; selection: Selection; message: string; notes: string[] }
  | { ok: false; message: string }

/**
 * Tool selection's import box, through the import layer like every tab: a category map replaces the categories
 * (the classifier keeps the entries still named); a tool list — or the tools a transcript or recording offers —
 * replaces the known schemas (sized as seed 004's project sends them), and the tools in no category go to a
 * category "imported". Never throws; what could not be read is named in the message and the notes.
 * @example importIntoSelection('{"web": ["fetch"]}', defaultSelection()) → { ok: true, selection: { categories: [{ name: 'web', … }], … }, … }
 */
export function importIntoSelection(text: string, selection: Selection): SelectionImport {
  const read = readImport(text)
  if (!read.ok) return { ok: false, message: read.error.message }
  const v = read.value
  if (v.kind === 'categories') return fromCategories(v, selection)
  const catalog = v.kind === 'catalog' ? v : v.tools
  if (catalog === null || catalog.tools.length === 0)
    return {
      ok: false,
      message:
        v.kind === 'transcript'
          ? `This is a transcript (${v.summary}) whose requests offer no tools`
          : `No tool could be read: ${catalog?.notes[0]?.message ?? 'the list is empty'}`,
    }
  const tools = schemaInfos(catalog)
  const listed = new Set(selection.categories.flatMap((c) => c.tools))
  const loose = tools.filter((t) => !listed.has(t.name)).map((t) => t.name)
  const categories =
    loose.length > 0 && selection.categories.length < L.maxCategories
      ? [
          ...selection.categories,
          { name: 'imported', tools: loose.slice(0, L.maxToolsPerCategory), weight: 1 },
        ]
      : selection.categories
  return {
    ok: true,
    selection: {
      ...selection,
      categories,
      tools,
      generated: { categories: 0, toolsPerCategory: 0 },
      unavailable: [],
    },
    message: `Imported ${fmt(tools.length)} schemas (${v.kind === 'transcript' ? `offered in ${v.summary}` : catalog.summary}); sizes are their Ollama-format JSON.${loose.length > 0 ? ` ${fmt(loose.length)} in no category went to “imported”.` : ''}`,
    notes: catalog.notes.map((n) => n.message),
  }
}

/**
 * The Tool selection section a whole transcript opens to: its offered tools are the catalog, all in one category
 * (`name`: "transcript" for a transcript's offered tools, "imported" for a tool list) that the classifier returns, so the tab shows which of them fit in `max_tools` slots. The rest of
 * the section (max_tools, strategy, scripted iterations, client) stays as it was.
 * @example selectionOfCatalog(defaultSelection(), catalog).classified → ['transcript']
 */
export function selectionOfCatalog(selection: Selection, catalog: Catalog, name = 'transcript'): Selection {
  const tools = schemaInfos(catalog)
  return {
    ...selection,
    categories: [{ name, tools: tools.slice(0, L.maxToolsPerCategory).map((t) => t.name), weight: 1 }],
    classified: [name],
    tools,
    generated: { categories: 0, toolsPerCategory: 0 },
    unavailable: [],
  }
}
