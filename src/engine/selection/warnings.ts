import { plural } from '../base/plural.ts'
import type { Catalog } from './catalog.ts'
import { MAX_TOOL_ITERATIONS, REQUEST_MORE_TOOLS_NAME } from './limits.ts'
import { classifierSaysNone } from './plain-chat.ts'
import type { Selection } from './schema.ts'
import type { SelectionRun } from './select.ts'
import type { SelectionReport, SelectionWarning } from './types.ts'

/**
 * What the selection panel should point out, each with where it belongs: empty, repeated or shared categories,
 * unavailable tools, classifier entries that give nothing, the cut, a client's limit and scripted iterations that
 * never run. Plain chat is the report's own field (`plainChat`), not a warning.
 * @example selectionWarnings(defaultSelection(), catalog, run, report) → []
 */
export function selectionWarnings(
  selection: Selection,
  catalog: Catalog,
  run: SelectionRun,
  report: Pick<SelectionReport, 'client' | 'loop'>,
): SelectionWarning[] {
  const out: SelectionWarning[] = []
  const n = selection.classified.length
  if (catalog.categories.size === 0)
    out.push({
      where: 'categories',
      message: 'No categories: select_tools has nothing to choose from, so every request is plain chat.',
    })
  const empty = [...catalog.categories].filter(([, t]) => t.length === 0).map(([c]) => c)
  if (empty.length > 0)
    out.push({
      where: 'categories',
      message: `${plural(empty.length, 'category has', 'categories have')} no tools (${empty.slice(0, 5).join(', ')}): a share given to them is wasted.`,
    })
  if (catalog.redefined.length > 0)
    out.push({
      where: 'categories',
      message: `Defined twice: ${catalog.redefined.slice(0, 5).join(', ')}. As in a Python dict, the last definition's tools are used, in the first one's place.`,
    })
  const { shared } = catalog
  if (shared.length > 0) {
    out.push({
      where: 'categories',
      message: `${plural(catalog.sharedCount, 'tool is', 'tools are')} in several categories (${shared.join(', ')}): each is selected once; later categories skip it and take their next tool.`,
    })
  }
  const { unavailable } = selection
  if (unavailable.length > 0) {
    out.push({
      where: 'categories',
      message: `${plural(unavailable.length, 'tool is', 'tools are')} not in all_tools_map (${unavailable.slice(0, 5).join(', ')}): select_tools skips them.`,
    })
  }
  if (n === 0)
    out.push({
      where: 'classified',
      message:
        'The classifier returned no categories: no tools are selected (the seed returns [] before dividing by len(categories)).',
    })
  const unknown = [...new Set(selection.classified.filter((c) => !catalog.categories.has(c)))]
  if (unknown.length > 0 && !classifierSaysNone(selection.classified))
    out.push({
      where: 'classified',
      message: `Unknown ${unknown.length === 1 ? 'category' : 'categories'} ${unknown.slice(0, 5).join(', ')}: counted in len(categories) = ${n}, so per_cat shrinks, but ${unknown.length === 1 ? 'it gives' : 'they give'} no tools.`,
    })
  if (selection.maxTools === 0)
    out.push({
      where: 'maxTools',
      message:
        'max_tools is 0: the fix and our strategies select nothing (plain chat); the pre-fix walk checks max_tools only after its first name, so it still returns one tool.',
    })
  if (run.cut > 0)
    out.push({
      where: 'maxTools',
      message: `[:max_tools] drops ${plural(run.cut, 'tool')} already taken: ${n} categories × per_cat ${run.perCat ?? ''} is more than ${selection.maxTools} slots, so the later categories starve.`,
    })
  const { client, loop } = report
  if (client.initial.rejected || client.final.rejected)
    out.push({
      where: 'client',
      message: `${client.limit.label}: this request has ${Math.max(client.initial.requested, client.final.requested)} tools and would fail.`,
    })
  else if (client.final.droppedCount > 0)
    out.push({
      where: 'client',
      message: `${client.limit.label}: ${plural(client.final.droppedCount, 'tool')} of this list would not reach the model directly.`,
    })
  if (loop.neverRun > 0 && !loop.plainChat)
    out.push({
      where: 'iterations',
      message: `${plural(loop.neverRun, 'scripted iteration')} never ${loop.neverRun === 1 ? 'runs' : 'run'}: the loop has ${MAX_TOOL_ITERATIONS} iterations${loop.iterations.some((it) => it.kind === 'answer') ? ' and an answer ends it' : ''}.`,
    })
  const requestedUnknown = new Set<string>()
  for (const it of selection.iterations)
    for (const c of it.calls)
      if (c.name === REQUEST_MORE_TOOLS_NAME)
        for (const cat of c.categories) if (!catalog.categories.has(cat)) requestedUnknown.add(cat)
  if (requestedUnknown.size > 0 && !loop.plainChat)
    out.push({
      where: 'iterations',
      message: `request_more_tools asks for unknown ${requestedUnknown.size === 1 ? 'category' : 'categories'} ${[...requestedUnknown].slice(0, 5).join(', ')}: it adds nothing for ${requestedUnknown.size === 1 ? 'it' : 'them'}.`,
    })
  return out
}
