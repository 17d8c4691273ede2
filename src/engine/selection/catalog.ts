import type { Selection } from './schema.ts'

/** The project's `TOOL_CATEGORIES` and `all_tools_map`, as select_tools sees them. */
export interface Catalog {
  /** Category → tool names, in definition order (a Python dict: a repeated name keeps its first place). */
  categories: Map<string, readonly string[]>
  /** Weights by category (the `weighted` strategy). */
  weights: Map<string, number>
  /** Names select_tools may pick: every tool named in a category or with a schema, minus `unavailable`. */
  available: Set<string>
  /** Every tool of the catalog, available or not, in first-mention order (the "send every tool" list). */
  allTools: string[]
  /** Category names defined more than once (the last definition's tools win, as in a dict literal). */
  redefined: string[]
  /** Tools named in more than one typed category: the first five, and how many. */
  shared: string[]
  sharedCount: number
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Generated category `i` (0-based) with `toolsPerCategory` tools: `g0001` holds `g0001_t0001`… */
export function generatedCategory(i: number, toolsPerCategory: number): [string, string[]] {
  const name = `g${pad(i + 1, 4)}`
  return [name, Array.from({ length: toolsPerCategory }, (_, j) => `${name}_t${pad(j + 1, 4)}`)]
}

// The last generated catalog, kept: every edit re-evaluates, and a million names cost a second to make. The
// lists are frozen, so sharing them between evaluations cannot leak a change.
let lastGenerated: { key: string; value: readonly (readonly [string, readonly string[]])[] } | null = null

function generatedCategories(count: number, toolsPerCategory: number) {
  const key = `${count}x${toolsPerCategory}`
  if (lastGenerated?.key !== key) {
    const value = Array.from({ length: count }, (_, i) => {
      const [name, tools] = generatedCategory(i, toolsPerCategory)
      return Object.freeze([name, Object.freeze(tools)] as const)
    })
    lastGenerated = { key, value }
  }
  return lastGenerated.value
}

/**
 * Builds the catalog from a selection section: typed categories, then generated ones, then the schemas.
 * A category name given twice behaves like a repeated key in a Python dict literal: the position of the first,
 * the tools of the last.
 * @example buildCatalog(defaultSelection()).categories.get('github')?.length === 7
 */
export function buildCatalog(selection: Selection): Catalog {
  const categories = new Map<string, readonly string[]>()
  const weights = new Map<string, number>()
  const redefined: string[] = []
  for (const c of selection.categories) {
    if (categories.has(c.name)) redefined.push(c.name)
    categories.set(c.name, c.tools)
    weights.set(c.name, c.weight)
  }
  const { categories: gen, toolsPerCategory } = selection.generated
  for (const [name, tools] of generatedCategories(gen, toolsPerCategory)) {
    if (categories.has(name)) redefined.push(name)
    categories.set(name, tools)
    weights.set(name, 1)
  }
  const unavailable = new Set(selection.unavailable)
  const seen = new Set<string>()
  const allTools: string[] = []
  const add = (t: string) => {
    if (seen.has(t)) return
    seen.add(t)
    allTools.push(t)
  }
  // Who lists a tool, for the typed categories (generated names are unique by construction).
  const owner = new Map<string, string>()
  const shared = new Set<string>()
  for (const [name, tools] of categories) {
    const generatedName = /^g\d{4}$/.test(name) && gen > 0
    for (const t of tools) {
      add(t)
      if (generatedName) continue
      const o = owner.get(t)
      if (o === undefined) owner.set(t, name)
      else if (o !== name) shared.add(t)
    }
  }
  for (const t of selection.tools) add(t.name)
  // Without unavailable names, every tool is available: share the set (a million names cost a second each).
  const available = unavailable.size === 0 ? seen : new Set(allTools.filter((t) => !unavailable.has(t)))
  return {
    categories,
    weights,
    available,
    allTools,
    redefined,
    shared: [...shared].slice(0, 5),
    sharedCount: shared.size,
  }
}
