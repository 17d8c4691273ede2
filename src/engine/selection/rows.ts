import type { Catalog } from './catalog.ts'
import type { SelectionRun } from './select.ts'

/** Why a (category, tool) pair is or is not in the model's list. */
export type ToolStatus =
  | 'selected'
  | 'redistributed'
  | 'duplicate'
  | 'unavailable'
  | 'over-quota'
  | 'cut'
  | 'not-reached'
  | 'loaded-later'
  | 'not-classified'

export interface ToolRow {
  /** The classifier entry (0-based), or -1 for a category the classifier did not return. */
  entry: number
  category: string
  tool: string
  status: ToolStatus
  /** 1-based slot in the initial list (the meta tool is slot 0 and takes none of max_tools). */
  slot: number | null
  why: string
}

export interface ToolRows {
  /** The first `MAX_ROWS` rows: classifier entries in order, then the categories it did not return. */
  rows: ToolRow[]
  total: number
  counts: Record<ToolStatus, number>
}

/** Rows kept in a report: a catalog of 1,000 × 1,000 tools is counted, not listed. */
export const MAX_ROWS = 2_000

const emptyCounts = (): Record<ToolStatus, number> => ({
  selected: 0,
  redistributed: 0,
  duplicate: 0,
  unavailable: 0,
  'over-quota': 0,
  cut: 0,
  'not-reached': 0,
  'loaded-later': 0,
  'not-classified': 0,
})

/**
 * Every tool of every category with its fate under one strategy's run, and why. Tools the loop loaded later
 * say so (with the reason they were left out first).
 */
export function toolRows(
  catalog: Catalog,
  run: SelectionRun,
  loadedAt: ReadonlyMap<string, number>,
): ToolRows {
  const slotOf = new Map(run.selected.map((t, i) => [t, i + 1]))
  const pickedBy = new Map<string, string>()
  for (const e of run.entries)
    for (const t of [...e.picked, ...e.extra]) if (!pickedBy.has(t)) pickedBy.set(t, e.category)
  const rows: ToolRow[] = []
  const counts = emptyCounts()
  let total = 0
  // Counted for every tool, but a row (and its sentence) is only built for the first MAX_ROWS.
  const push = (entry: number, category: string, tool: string, status: ToolStatus, why: () => string) => {
    const loaded = loadedAt.size > 0 ? loadedAt.get(tool) : undefined
    const later = loaded !== undefined && !slotOf.has(tool) && status !== 'unavailable'
    const final = later ? 'loaded-later' : status
    counts[final]++
    total++
    if (rows.length >= MAX_ROWS) return
    const reason = later ? `loaded by request_more_tools in iteration ${loaded} (first: ${why()})` : why()
    rows.push({ entry, category, tool, status: final, why: reason, slot: slotOf.get(tool) ?? null })
  }

  for (const [i, e] of run.entries.entries()) {
    const tools = catalog.categories.get(e.category) ?? []
    const picked = new Map(e.picked.map((t, k) => [t, k]))
    const extra = new Set(e.extra)
    const walked = run.stoppedInEntry === null || i <= run.stoppedInEntry
    const c = e.category
    for (let k = 0; k < tools.length; k++) {
      const tool = tools[k] as string
      const p = picked.get(tool)
      if (p !== undefined && k < e.stoppedAt) {
        if (p < e.kept) push(i, c, tool, 'selected', () => `slot ${slotOf.get(tool)} of max_tools`)
        else push(i, c, tool, 'cut', () => 'taken, then dropped by [:max_tools]: a later category starves')
      } else if (extra.has(tool)) {
        push(i, c, tool, 'redistributed', () => 'a slot another category left unused (redistribution)')
      } else if (!catalog.available.has(tool)) {
        push(i, c, tool, 'unavailable', () => 'not in all_tools_map: skipped')
      } else if (pickedBy.has(tool) && (k < e.stoppedAt || slotOf.has(tool))) {
        push(i, c, tool, 'duplicate', () => {
          const by = pickedBy.get(tool)
          return by === c ? 'already selected (listed twice)' : `already selected from ${by}`
        })
      } else if (!walked || (run.stoppedInEntry === i && k >= e.stoppedAt)) {
        push(i, c, tool, 'not-reached', () => 'the pre-fix walk returned once max_tools were selected')
      } else {
        push(i, c, tool, 'over-quota', () =>
          e.quota === null
            ? 'not reached'
            : `${c} already took its ${e.quota} (${run.perCat === null ? 'weighted quota' : 'per_cat'})`,
        )
      }
    }
  }
  const classified = new Set(run.entries.map((e) => e.category))
  for (const [category, tools] of catalog.categories) {
    if (classified.has(category)) continue
    for (const tool of tools) {
      if (!catalog.available.has(tool)) push(-1, category, tool, 'unavailable', () => 'not in all_tools_map')
      else if (slotOf.has(tool))
        push(-1, category, tool, 'duplicate', () => `selected from ${pickedBy.get(tool)}`)
      else push(-1, category, tool, 'not-classified', () => 'the classifier did not return this category')
    }
  }
  return { rows, total, counts }
}
