import { type ConfigSnippet, commentText, quote } from '../base/snippet.ts'
import { buildCatalog } from '../selection/catalog.ts'
import type { Selection } from '../selection/schema.ts'
import { perCategory, selectTools } from '../selection/select.ts'

/** Where the names come from: the project's router and executor, as seed 004 names them. */
export const SELECTION_SOURCE =
  'seed 004: app/skills/router.py (TOOL_CATEGORIES, select_tools) and app/skills/executor.py (execute_tool_loop, max_tools)'

const pyList = (names: readonly string[]) => `[${names.map(quote).join(', ')}]`

/**
 * Seed 004's tool selection as Python: `TOOL_CATEGORIES` (generated categories as a comprehension), `max_tools`,
 * what the classifier returned, and the call to `select_tools` with the tools it selects, computed by the
 * project's rule (`per_cat = max(2, max_tools // len(categories))`, then `[:max_tools]`).
 * @example selectionSnippet(defaultSelection()).code.includes('max_tools = 8') === true
 */
export function selectionSnippet(selection: Selection): ConfigSnippet {
  const catalog = buildCatalog(selection)
  const { maxTools, classified, minPerCategory, strategy, generated } = selection
  const run = selectTools(catalog, classified, maxTools, 2, 'proportional')
  const n = classified.length
  const lines = [
    '# Seed 004 (WhatsApp assistant on qwen3:8b): tool selection as this scenario sets it.',
    'TOOL_CATEGORIES = {',
    ...selection.categories.map((c) => `    ${quote(c.name)}: ${pyList(c.tools)},`),
    '}',
  ]
  if (generated.categories > 0)
    lines.push(
      `# ${generated.categories} generated categories of ${generated.toolsPerCategory} tools each (g0001: g0001_t0001, …)`,
      'TOOL_CATEGORIES.update({',
      `    f"g{c:04d}": [f"g{c:04d}_t{t:04d}" for t in range(1, ${generated.toolsPerCategory + 1})]`,
      `    for c in range(1, ${generated.categories + 1})`,
      '})',
    )
  if (selection.unavailable.length > 0)
    lines.push(
      `# Not in all_tools_map (select_tools skips them): ${commentText(selection.unavailable.join(', '))}`,
    )
  lines.push(
    '',
    `max_tools = ${maxTools}  # execute_tool_loop(max_tools=${maxTools}): slots per request; request_more_tools takes none`,
    '',
    '# What classify_intent returned for this message, in its order:',
    `categories = ${pyList(classified)}`,
    '',
  )
  if (n === 0) lines.push('# No categories: select_tools returns [] and the assistant answers without tools.')
  else
    lines.push(
      `# per_cat = max(2, max_tools // len(categories)) = max(2, ${maxTools} // ${n}) = ${perCategory(maxTools, n, 2)}`,
    )
  lines.push(
    'selected = select_tools(categories, all_tools_map)',
    `expected = ${pyList(run.selected)}  # ${run.selected.length} of ${maxTools} slots`,
  )
  if (strategy !== 'proportional' || minPerCategory !== 2)
    lines.push(
      `# The playground shows ${strategy === 'pre-fix' ? 'the pre-fix walk (the bug)' : strategy === 'proportional' ? 'the proportional walk' : `"${strategy}" (ours, not the project's)`}${minPerCategory !== 2 ? ` with a minimum of ${minPerCategory} per category` : ''}; the project's select_tools is the fix above.`,
    )
  return {
    id: 'selection',
    title: "Seed 004's max_tools and categories for select_tools",
    language: 'python',
    code: lines.join('\n'),
    source: SELECTION_SOURCE,
  }
}
