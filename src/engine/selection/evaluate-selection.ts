import { buildCatalog, type Catalog } from './catalog.ts'
import {
  applyClientLimit,
  approxTokens,
  CLIENT_LIMITS,
  type ClientLimit,
  type ClientOutcome,
  schemaCharsOf,
} from './cost.ts'
import { MAX_TOOL_ITERATIONS, REQUEST_MORE_TOOLS_NAME, SELECTION_WINDOW_TOKENS } from './limits.ts'
import { type LoopReport, runToolLoop } from './loop.ts'
import { buildRequestMoreToolsSchema } from './meta-tool.ts'
import { type ToolRows, toolRows } from './rows.ts'
import { SELECTION_STRATEGIES, type Selection, type SelectionStrategy } from './schema.ts'
import { perCategory, type SelectionRun, selectTools } from './select.ts'

/** One strategy on the same input, for the allocation chart: slots per classifier entry, unused, starved. */
export interface StrategySummary {
  strategy: SelectionStrategy
  /** First 2,000 selected names (the count is exact). */
  selected: string[]
  selectedCount: number
  /** Slots of max_tools left empty. */
  unusedSlots: number
  /** Tools the `[:max_tools]` cut dropped. */
  cut: number
  perCat: number | null
  /** Per classifier entry: its quota, and the slots it holds in the final list (walk + redistribution). */
  perEntry: { category: string; known: boolean; quota: number | null; slots: number; available: number }[]
  /** Entries of known categories with available tools of their own that ended with no slot. */
  starvedCategories: number
  /** Available tools of the classified categories that are not in the list. */
  toolsLeftOut: number
}

export interface SelectionWarning {
  /** What the warning is about, so the UI can put it where the problem is. */
  where: 'categories' | 'classified' | 'maxTools' | 'client' | 'iterations'
  message: string
}

export interface SelectionReport {
  system: { id: 'whatsapp-tool-selection'; name: string; seed: '004' }
  maxTools: number
  minPerCategory: number
  strategy: SelectionStrategy
  /** `per_cat = max(min, max_tools // n)` with its live values (null when n is 0). */
  formula: { n: number; quotient: number | null; perCat: number | null }
  strategies: StrategySummary[]
  /** The active strategy's list, meta tool excluded: what the first request carries after request_more_tools. */
  selected: string[]
  rows: ToolRows
  metaTool: { schema: ReturnType<typeof buildRequestMoreToolsSchema>; json: string; chars: number }
  loop: LoopReport
  cost: {
    metaChars: number
    selectedChars: number
    /** Selected tools whose size is the floor estimate (no real schema given). */
    selectedEstimated: number
    allCount: number
    allChars: number
    allEstimated: number
    finalChars: number
    /** chars / 4, seed 004's estimate. */
    selectedTokens: number
    allTokens: number
    finalTokens: number
    windowTokens: number
  }
  client: { limit: ClientLimit; initial: ClientOutcome; final: ClientOutcome; all: ClientOutcome }
  catalog: { categories: number; tools: number; available: number }
  warnings: SelectionWarning[]
}

const SHOWN = 2_000
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** Per category: its available tools; and how many distinct available tools the classified categories hold. */
function classifiedStats(catalog: Catalog, classified: readonly string[]) {
  const own = new Map<string, number>()
  const distinct = new Set<string>()
  for (const c of classified) {
    if (own.has(c)) continue
    let n = 0
    for (const t of catalog.categories.get(c) ?? []) {
      if (!catalog.available.has(t)) continue
      n++
      distinct.add(t)
    }
    own.set(c, n)
  }
  return { own, distinct: distinct.size }
}

function summarize(
  run: SelectionRun,
  maxTools: number,
  stats: ReturnType<typeof classifiedStats>,
): StrategySummary {
  const perEntry = run.entries.map((e) => ({
    category: e.category,
    known: e.known,
    quota: e.quota,
    slots: e.kept + e.extra.length,
    available: stats.own.get(e.category) ?? 0,
  }))
  return {
    strategy: run.strategy,
    selected: run.selected.slice(0, SHOWN),
    selectedCount: run.selected.length,
    unusedSlots: Math.max(0, maxTools - run.selected.length),
    cut: run.cut,
    perCat: run.perCat,
    perEntry,
    starvedCategories: perEntry.filter((e, i) => e.slots === 0 && e.available > 0 && !isRepeat(run, i))
      .length,
    // Every selected tool is an available tool of a classified category.
    toolsLeftOut: stats.distinct - run.selected.length,
  }
}

/** A classifier entry that repeats an earlier one is not starved for having no slot of its own. */
const isRepeat = (run: SelectionRun, i: number) => {
  const name = run.entries[i]?.category
  for (let j = 0; j < i; j++) if (run.entries[j]?.category === name) return true
  return false
}

function warnings(
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
      message:
        'No categories: select_tools has nothing to choose from, so the model gets only request_more_tools.',
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
  if (unknown.length > 0)
    out.push({
      where: 'classified',
      message: `Unknown ${unknown.length === 1 ? 'category' : 'categories'} ${unknown.slice(0, 5).join(', ')}: counted in len(categories) = ${n}, so per_cat shrinks, but ${unknown.length === 1 ? 'it gives' : 'they give'} no tools.`,
    })
  if (selection.maxTools === 0)
    out.push({
      where: 'maxTools',
      message:
        'max_tools is 0: no slots, so every strategy selects nothing and the model sees only request_more_tools.',
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
  if (loop.neverRun > 0)
    out.push({
      where: 'iterations',
      message: `${plural(loop.neverRun, 'scripted iteration')} never ${loop.neverRun === 1 ? 'runs' : 'run'}: the loop has ${MAX_TOOL_ITERATIONS} iterations${loop.iterations.some((it) => it.kind === 'answer') ? ' and an answer ends it' : ''}.`,
    })
  const requestedUnknown = new Set<string>()
  for (const it of selection.iterations)
    for (const c of it.calls)
      if (c.name === REQUEST_MORE_TOOLS_NAME)
        for (const cat of c.categories) if (!catalog.categories.has(cat)) requestedUnknown.add(cat)
  if (requestedUnknown.size > 0)
    out.push({
      where: 'iterations',
      message: `request_more_tools asks for unknown ${requestedUnknown.size === 1 ? 'category' : 'categories'} ${[...requestedUnknown].slice(0, 5).join(', ')}: it adds nothing for ${requestedUnknown.size === 1 ? 'it' : 'them'}.`,
    })
  return out
}

/**
 * Seed 004 end to end for one selection section: every strategy on the classifier's categories (for the
 * comparison), the active one's list with every tool's fate, the request_more_tools schema, the scripted
 * iteration loop, schema cost (chars / 4) and a client's tool limit. Pure; never mutates its input.
 * @example evaluateSelection(defaultSelection()).formula.perCat === 4 // max(2, 8 // 2)
 */
export function evaluateSelection(selection: Selection): SelectionReport {
  const catalog = buildCatalog(selection)
  const { maxTools, minPerCategory: min, classified } = selection
  const runs = SELECTION_STRATEGIES.map((s) => selectTools(catalog, classified, maxTools, min, s))
  const run = runs[SELECTION_STRATEGIES.indexOf(selection.strategy)] as SelectionRun
  const stats = classifiedStats(catalog, classified)
  const loop = runToolLoop(catalog, selection, run.selected)
  const loadedAt = new Map(loop.loaded.map((l) => [l.tool, l.iteration]))
  const schema = buildRequestMoreToolsSchema([...catalog.categories.keys()])
  const json = JSON.stringify(schema)
  const charsOf = schemaCharsOf(selection.tools)
  const sum = (names: Iterable<string>) => {
    let chars = 0
    let estimated = 0
    for (const t of names) {
      const c = charsOf(t)
      chars += c.chars
      if (!c.real) estimated++
    }
    return { chars, estimated }
  }
  const picked = sum(run.selected)
  const available =
    catalog.available.size === catalog.allTools.length
      ? catalog.allTools
      : catalog.allTools.filter((t) => catalog.available.has(t))
  const all = sum(available)
  const final = sum(loop.finalTools)
  const limit = CLIENT_LIMITS[selection.client]
  const withMeta = (names: readonly string[]) => [REQUEST_MORE_TOOLS_NAME, ...names]
  const client = {
    limit,
    initial: applyClientLimit(withMeta(run.selected), limit),
    final: applyClientLimit(withMeta(loop.finalTools), limit),
    all: applyClientLimit(withMeta(available), limit),
  }
  const n = classified.length
  const report: SelectionReport = {
    system: { id: 'whatsapp-tool-selection', name: 'WhatsApp assistant tool selection', seed: '004' },
    maxTools,
    minPerCategory: min,
    strategy: selection.strategy,
    formula: {
      n,
      quotient: n === 0 ? null : Math.floor(maxTools / n),
      perCat: n === 0 ? null : perCategory(maxTools, n, min),
    },
    strategies: runs.map((r) => summarize(r, maxTools, stats)),
    selected: run.selected,
    rows: toolRows(catalog, run, loadedAt),
    metaTool: { schema, json, chars: json.length },
    loop,
    cost: {
      metaChars: json.length,
      selectedChars: picked.chars,
      selectedEstimated: picked.estimated,
      allCount: available.length,
      allChars: all.chars,
      allEstimated: all.estimated,
      finalChars: final.chars,
      selectedTokens: approxTokens(json.length + picked.chars),
      allTokens: approxTokens(json.length + all.chars),
      finalTokens: approxTokens(json.length + final.chars),
      windowTokens: SELECTION_WINDOW_TOKENS,
    },
    client,
    catalog: {
      categories: catalog.categories.size,
      tools: catalog.allTools.length,
      available: available.length,
    },
    warnings: [],
  }
  report.warnings = warnings(selection, catalog, run, report)
  return report
}
