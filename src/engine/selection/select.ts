import type { Catalog } from './catalog.ts'
import type { SelectionStrategy } from './choices.ts'

export { SELECTION_STRATEGIES, type SelectionStrategy } from './choices.ts'

/** What one entry of the classifier's list contributed. Entries, not names: a repeated name is walked twice. */
export interface EntryPick {
  category: string
  /** Whether the catalog defines the category (`TOOL_CATEGORIES.get(cat, [])` is empty otherwise). */
  known: boolean
  /** The entry's slot quota (`per_cat`, or its weighted share); `null` for the pre-fix walk (no quota). */
  quota: number | null
  /** Tools the walk took for this entry, in order, before the `[:max_tools]` cut. */
  picked: string[]
  /** Of `picked`, how many survived the cut. */
  kept: number
  /** Tools the redistribution pass gave this entry (after the cut, so never cut). */
  extra: string[]
  /** Index in the category's list where the walk stopped (the quota was reached, or the early return). */
  stoppedAt: number
}

export interface SelectionRun {
  strategy: SelectionStrategy
  /** The tool names the model receives (after the meta tool), in order. */
  selected: string[]
  entries: EntryPick[]
  /** `per_cat` for the proportional strategies, `null` otherwise. */
  perCat: number | null
  /** Tools the `[:max_tools]` cut dropped. */
  cut: number
  /** The pre-fix walk returned early in this entry (at its `stoppedAt`): nothing after it was looked at. */
  stoppedInEntry: number | null
}

/**
 * Seed 004's slot share: `per_cat = max(minimum, max_tools // len(categories))`; the seed's minimum is 2.
 * No categories gives 0 (the seed returns no tools before dividing).
 * @example perCategory(8, 3) === 2 // max(2, 8 // 3)
 */
export function perCategory(maxTools: number, categoryCount: number, minimum = 2): number {
  if (categoryCount <= 0) return 0
  return Math.max(minimum, Math.floor(maxTools / categoryCount))
}

const entry = (catalog: Catalog, category: string, quota: number | null): EntryPick => ({
  category,
  known: catalog.categories.has(category),
  quota,
  picked: [],
  kept: 0,
  extra: [],
  stoppedAt: 0,
})

/**
 * The walk shared by every strategy: classifier order, category order, skip taken and unavailable names.
 * Where each check sits is seed 004's code, which settles the edges the document leaves open:
 * - the fix checks `cat_count >= per_cat` after each name it takes, so a cap of 0 still takes one tool a
 *   category (`capCheck: 'after'`); our weighted strategy checks before, so a quota of 0 takes none;
 * - the pre-fix walk checks `len(selected) >= max_tools` after each newly seen name, taken or not, so with
 *   `max_tools` 0 it returns the first available name, or `[]` when that first name is unavailable.
 */
function walk(
  catalog: Catalog,
  categories: readonly string[],
  quotas: readonly (number | null)[],
  stopAtTotal: number | null,
  capCheck: 'before' | 'after' = 'after',
): { entries: EntryPick[]; selected: string[]; taken: Set<string>; stoppedInEntry: number | null } {
  const taken = new Set<string>()
  const selected: string[] = []
  const entries: EntryPick[] = []
  let stoppedInEntry: number | null = null
  for (const [i, name] of categories.entries()) {
    const e = entry(catalog, name, quotas[i] ?? null)
    entries.push(e)
    if (stoppedInEntry !== null) continue
    const tools = catalog.categories.get(name) ?? []
    const full = () => e.quota !== null && e.picked.length >= e.quota
    let k = 0
    for (; k < tools.length; k++) {
      if (capCheck === 'before' && full()) break
      const tool = tools[k] as string
      if (taken.has(tool)) continue
      const took = catalog.available.has(tool)
      if (took) {
        taken.add(tool)
        selected.push(tool)
        e.picked.push(tool)
      }
      // Pre-fix: "returned as soon as max_tools tools were selected": the rest is never looked at.
      if (stopAtTotal !== null && selected.length >= stopAtTotal) {
        stoppedInEntry = i
        k++
        break
      }
      if (took && capCheck === 'after' && full()) {
        k++
        break
      }
    }
    e.stoppedAt = k
  }
  return { entries, selected, taken, stoppedInEntry }
}

/** `[:max_tools]`, recording on each entry how many of its picks survived. */
function cutTo(
  entries: EntryPick[],
  selected: string[],
  maxTools: number,
): { selected: string[]; cut: number } {
  let left = maxTools
  for (const e of entries) {
    e.kept = Math.max(0, Math.min(e.picked.length, left))
    left -= e.kept
  }
  const kept = selected.slice(0, Math.max(0, maxTools))
  return { selected: kept, cut: selected.length - kept.length }
}

/**
 * Ours: slots left unused go round-robin to the categories (classifier order) that still have tools, one at a
 * time, until `max_tools` are selected or no category has another tool. It only ever adds to the seed's list.
 */
function redistribute(
  catalog: Catalog,
  entries: EntryPick[],
  selected: string[],
  taken: Set<string>,
  maxTools: number,
): void {
  const cursors = entries.map((e) => e.stoppedAt)
  let progress = true
  while (selected.length < maxTools && progress) {
    progress = false
    for (const [i, e] of entries.entries()) {
      if (selected.length >= maxTools) break
      const tools = catalog.categories.get(e.category) ?? []
      let k = cursors[i] as number
      while (
        k < tools.length &&
        (taken.has(tools[k] as string) || !catalog.available.has(tools[k] as string))
      )
        k++
      cursors[i] = k + 1
      const tool = tools[k]
      if (tool === undefined) continue
      taken.add(tool)
      selected.push(tool)
      e.extra.push(tool)
      progress = true
    }
  }
}

/**
 * Ours: each classifier entry's share of `max_tools` in proportion to its category's weight (largest
 * remainder; ties to the earlier entry), raised to the minimum. All weights 0 count as all equal.
 * @example weightedQuotas(8, [3, 1], 1) → [6, 2]
 */
export function weightedQuotas(maxTools: number, weights: readonly number[], minimum: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0)
  const w = total === 0 ? weights.map(() => 1) : weights
  const sum = total === 0 ? weights.length : total
  if (sum === 0) return []
  const base = w.map((x) => Math.floor((maxTools * x) / sum))
  const rest = w.map((x, i) => ({ i, r: (maxTools * x) % sum }))
  let left = maxTools - base.reduce((a, b) => a + b, 0)
  rest.sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of rest) {
    if (left <= 0) break
    base[i] = (base[i] as number) + 1
    left--
  }
  return base.map((q) => Math.max(minimum, q))
}

/**
 * select_tools(categories, all_tools_map, max_tools) under a strategy:
 * - `proportional` (seed 004, the fix): `per_cat = max(min, max_tools // n)` each, then `[:max_tools]`
 *   (`cat_count >= per_cat` is checked after each name taken: a cap of 0 still takes one tool a category);
 * - `pre-fix` (seed 004's production bug): no per-category cap, return once `max_tools` are selected
 *   (checked after each newly seen name: `max_tools` 0 returns the first available name, one tool);
 * - `redistribute` (ours): the fix, then unused slots round-robin to categories that still have tools;
 * - `weighted` (ours): per-entry quotas by category weight, then the cut, then redistribution.
 * Never mutates its input.
 * @example selectTools(catalog, ['projects', 'github'], 8, 2, 'proportional').selected.length === 8 // 4 + 4
 */
export function selectTools(
  catalog: Catalog,
  categories: readonly string[],
  maxTools: number,
  minimum: number,
  strategy: SelectionStrategy,
): SelectionRun {
  const n = categories.length
  if (strategy === 'pre-fix') {
    const w = walk(catalog, categories, [], maxTools)
    for (const e of w.entries) e.kept = e.picked.length
    return {
      strategy,
      selected: w.selected,
      entries: w.entries,
      perCat: null,
      cut: 0,
      stoppedInEntry: w.stoppedInEntry,
    }
  }
  const perCat = strategy === 'weighted' ? null : perCategory(maxTools, n, minimum)
  const quotas =
    strategy === 'weighted'
      ? weightedQuotas(
          maxTools,
          categories.map((c) => catalog.weights.get(c) ?? 1),
          minimum,
        )
      : categories.map(() => perCat as number)
  const w = walk(catalog, categories, quotas, null, strategy === 'weighted' ? 'before' : 'after')
  const { selected, cut } = cutTo(w.entries, w.selected, maxTools)
  if (strategy === 'redistribute' || strategy === 'weighted') {
    const taken = new Set(selected)
    redistribute(catalog, w.entries, selected, taken, maxTools)
  }
  return { strategy, selected, entries: w.entries, perCat, cut, stoppedInEntry: null }
}
