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
 * The text before the category list is elided in seed 004 ("Request additional tool categories... Available
 * categories: ..."); this completion is ours. The end, `Available categories: a, b, c.`, is the seed's.
 */
export const REQUEST_MORE_TOOLS_LEAD =
  'Request additional tool categories when the tools you have cannot complete the task. The new tools are available from the next step.'

/**
 * build_request_more_tools_schema(available_categories): the Ollama-format schema seed 004 shows, with the
 * categories sorted. `parameters` is the seed's shape verbatim (`required` inside the property), not JSON Schema.
 * @example buildRequestMoreToolsSchema(['web', 'github']).function.description.endsWith('Available categories: github, web.')
 */
export function buildRequestMoreToolsSchema(availableCategories: readonly string[]) {
  return {
    type: 'function',
    function: {
      name: REQUEST_MORE_TOOLS_NAME,
      description: `${REQUEST_MORE_TOOLS_LEAD} Available categories: ${sortByCodePoint(availableCategories).join(', ')}.`,
      parameters: {
        categories: { type: 'array', items: { type: 'string' }, required: true },
        reason: { type: 'string' },
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
