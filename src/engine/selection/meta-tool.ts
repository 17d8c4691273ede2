import type { Catalog } from './catalog.ts'
import { REQUEST_MORE_TOOLS_NAME } from './limits.ts'
import type { SelectionStrategy } from './schema.ts'
import { selectTools } from './select.ts'

/** Python's `sorted()` on str: by code point (JavaScript's default sort compares UTF-16 units). */
export function sortByCodePoint(names: readonly string[]): string[] {
  return [...names].sort((a, b) => {
    const x = [...a]
    const y = [...b]
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const d = ((x[i] as string).codePointAt(0) ?? 0) - ((y[i] as string).codePointAt(0) ?? 0)
      if (d !== 0) return d
    }
    return x.length - y.length
  })
}

/**
 * The description's fixed part, as the project's code writes it (seed 004's document elides it as "Request
 * additional tool categories... Available categories: ..."). The category list and a full stop follow.
 */
export const REQUEST_MORE_TOOLS_LEAD =
  'Request additional tool categories when the current tools are insufficient for the task. Call this before attempting a task if you need tools that are not in the current set.'

/**
 * build_request_more_tools_schema(available_categories) as the project's code builds it (what costs context),
 * with `C` = the categories sorted and joined by `", "`: description `… Available categories: C.`; parameters a
 * JSON Schema object, `categories` an array of strings described `Category names to load. Must be chosen
 * from: C`, `reason` a string, `required: ["categories"]`. The executor passes every category of the catalog
 * (`list(TOOL_CATEGORIES.keys())`), not only those with available tools. Compact JSON of the seed's four
 * categories: 612 chars (the document's sketch of `parameters` would make it 375).
 * @example JSON.stringify(buildRequestMoreToolsSchema(['web', 'projects', 'notes', 'github'])).length === 612
 */
export function buildRequestMoreToolsSchema(availableCategories: readonly string[]) {
  const list = sortByCodePoint(availableCategories).join(', ')
  return {
    type: 'function',
    function: {
      name: REQUEST_MORE_TOOLS_NAME,
      description: `${REQUEST_MORE_TOOLS_LEAD} Available categories: ${list}.`,
      parameters: {
        type: 'object',
        properties: {
          categories: {
            type: 'array',
            items: { type: 'string' },
            description: `Category names to load. Must be chosen from: ${list}`,
          },
          reason: { type: 'string', description: 'Brief explanation of why these tools are needed' },
        },
        required: ['categories'],
      },
    },
  } as const
}

export const NO_NEW_TOOLS_MESSAGE = 'No new tools added (already available or unknown category)'

/** The meta tool's reply: `Loaded N new tools: a, b`, or the seed's "no new tools" sentence. */
export function requestMoreToolsMessage(added: readonly string[]): string {
  return added.length === 0 ? NO_NEW_TOOLS_MESSAGE : `Loaded ${added.length} new tools: ${added.join(', ')}`
}

/**
 * The executor's inline handler: re-run the selection for the requested categories and append, with no cap,
 * only the tools whose name is not already in the list. Returns the new list; never mutates `current`.
 * @example handleRequestMoreTools(catalog, ['projects'], ['github'], 8, 2, 'proportional').message
 */
export function handleRequestMoreTools(
  catalog: Catalog,
  current: readonly string[],
  categories: readonly string[],
  maxTools: number,
  minimum: number,
  strategy: SelectionStrategy,
): { tools: string[]; added: string[]; message: string } {
  const have = new Set(current)
  const added = selectTools(catalog, categories, maxTools, minimum, strategy).selected.filter(
    (t) => !have.has(t),
  )
  return { tools: [...current, ...added], added, message: requestMoreToolsMessage(added) }
}
