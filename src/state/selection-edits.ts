import type {
  Category,
  ClientId,
  Scenario,
  ScriptedCall,
  Selection,
  SelectionStrategy,
} from '../engine/index.ts'

/** Pure edits of the scenario's `selection` section (seed 004); each returns a new scenario, never mutating. */
type Edit = (s: Scenario) => Scenario

const editSelection =
  (f: (sel: Selection) => Selection): Edit =>
  (s) => ({ ...s, selection: f(s.selection) })
const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x))
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)

export const setSelectionNumber = (key: 'maxTools' | 'minPerCategory', value: number): Edit =>
  editSelection((sel) => ({ ...sel, [key]: value }))

export const setStrategy = (strategy: SelectionStrategy): Edit =>
  editSelection((sel) => ({ ...sel, strategy }))

export const setClient = (client: ClientId): Edit => editSelection((sel) => ({ ...sel, client }))

export const setClassified = (classified: string[]): Edit => editSelection((sel) => ({ ...sel, classified }))

export const setGenerated = (generated: Selection['generated']): Edit =>
  editSelection((sel) => ({ ...sel, generated }))

export const editCategory = (index: number, patch: Partial<Category>): Edit =>
  editSelection((sel) => {
    const c = sel.categories[index]
    return c ? { ...sel, categories: replaceAt(sel.categories, index, { ...c, ...patch }) } : sel
  })

/** A new category gets a free name (`category 1`, `category 2`…) and no tools. */
export const addCategory = (): Edit =>
  editSelection((sel) => {
    const names = new Set(sel.categories.map((c) => c.name))
    let n = sel.categories.length + 1
    while (names.has(`category ${n}`)) n++
    return { ...sel, categories: [...sel.categories, { name: `category ${n}`, tools: [], weight: 1 }] }
  })

export const removeCategory = (index: number): Edit =>
  editSelection((sel) => ({ ...sel, categories: removeAt(sel.categories, index) }))

/**
 * Marks a tool available or not (missing from the project's `all_tools_map`, a disabled skill): every category
 * that lists it skips it. The unavailable list keeps its order; a name is in it at most once.
 */
export const setToolAvailable = (tool: string, available: boolean): Edit =>
  editSelection((sel) => {
    const listed = sel.unavailable.includes(tool)
    if (available === !listed) return sel
    return {
      ...sel,
      unavailable: available ? sel.unavailable.filter((t) => t !== tool) : [...sel.unavailable, tool],
    }
  })

export const addIteration = (call: ScriptedCall): Edit =>
  editSelection((sel) => ({ ...sel, iterations: [...sel.iterations, { calls: [call] }] }))

export const setIterationCalls = (index: number, calls: ScriptedCall[]): Edit =>
  editSelection((sel) =>
    sel.iterations[index] ? { ...sel, iterations: replaceAt(sel.iterations, index, { calls }) } : sel,
  )

export const removeIteration = (index: number): Edit =>
  editSelection((sel) => ({ ...sel, iterations: removeAt(sel.iterations, index) }))
