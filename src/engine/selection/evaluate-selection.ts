import { buildCatalog, type Catalog } from './catalog.ts'
import { REQUEST_MORE_TOOLS_NAME, SELECTION_WINDOW_TOKENS } from './limits.ts'
import { type LoopReport, runToolLoop } from './loop.ts'
import { buildRequestMoreToolsSchema } from './meta-tool.ts'
import { classifierSaysNone, type PlainChat, plainChatOf } from './plain-chat.ts'
import {
  applyClientLimit,
  approxTokens,
  CLIENT_LIMITS,
  type ClientLimit,
  type ClientOutcome,
  schemaCharsOf,
} from './request-size.ts'
import { type ToolRows, toolRows } from './rows.ts'
import { SELECTION_STRATEGIES, type Selection, type SelectionStrategy } from './schema.ts'
import { perCategory, type SelectionRun, selectTools } from './select.ts'
import { selectionWarnings } from './warnings.ts'

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
  /** Nothing selected (or the classifier said none): plain chat, no tools, not even request_more_tools. */
  plainChat: boolean
}

/** One tool list's schema cost: its tools (the meta tool included when offered), chars, and chars / 4. */
export interface CostRow {
  key: 'selected' | 'final' | 'all'
  /** Tools in the request, the meta tool included when the list is not empty. */
  tools: number
  withMeta: boolean
  chars: number
  tokens: number
  /** Tools of the list sized by the floor estimate (no real schema); `null` where it is not counted. */
  estimated: number | null
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
  /** Set when the active strategy selects nothing or the classifier said none: the assistant answers as plain
   * chat, with no tools (not even request_more_tools) and no tool loop. */
  plainChat: PlainChat | null
  /** The meta tool's schema as the project's code builds it; `offered` is false in plain chat (then it costs 0). */
  metaTool: {
    schema: ReturnType<typeof buildRequestMoreToolsSchema>
    json: string
    chars: number
    /** chars / 4, rounded up: seed 004's estimate. */
    tokens: number
    offered: boolean
  }
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
    /** The three tool lists as the cost table shows them: the first request, after the loop, every tool. Each
     * counts the meta tool when the list is not empty (it is prepended only to a non-empty selection). */
    lists: CostRow[]
  }
  client: { limit: ClientLimit; initial: ClientOutcome; final: ClientOutcome; all: ClientOutcome }
  catalog: { categories: number; tools: number; available: number }
  warnings: SelectionWarning[]
}

const SHOWN = 2_000

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
    plainChat: run.selected.length === 0,
  }
}

/** A classifier entry that repeats an earlier one is not starved for having no slot of its own. */
const isRepeat = (run: SelectionRun, i: number) => {
  const name = run.entries[i]?.category
  for (let j = 0; j < i; j++) if (run.entries[j]?.category === name) return true
  return false
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
  // The classifier's `none` is an answer, not a category: nothing is walked.
  const walked = classifierSaysNone(classified) ? [] : classified
  const runs = SELECTION_STRATEGIES.map((s) => selectTools(catalog, walked, maxTools, min, s))
  const run = runs[SELECTION_STRATEGIES.indexOf(selection.strategy)] as SelectionRun
  const stats = classifiedStats(catalog, walked)
  const plainChat = plainChatOf(catalog, classified, maxTools, run.selected)
  const loop = runToolLoop(catalog, selection, run.selected)
  const loadedAt = new Map(loop.loaded.map((l) => [l.tool, l.iteration]))
  const schema = buildRequestMoreToolsSchema([...catalog.categories.keys()])
  const json = JSON.stringify(schema)
  // The meta tool is prepended only to a non-empty selection: in plain chat it costs nothing.
  const metaOf = (tools: number) => (tools > 0 ? json.length : 0)
  const metaChars = plainChat === null ? json.length : 0
  const costRow = (key: CostRow['key'], tools: number, chars: number, estimated: number | null): CostRow => ({
    key,
    tools: tools + (tools > 0 ? 1 : 0),
    withMeta: tools > 0,
    chars: metaOf(tools) + chars,
    tokens: approxTokens(metaOf(tools) + chars),
    estimated,
  })
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
  const withMeta = (names: readonly string[]) =>
    names.length === 0 ? [] : [REQUEST_MORE_TOOLS_NAME, ...names]
  const client = {
    limit,
    initial: applyClientLimit(withMeta(run.selected), limit),
    final: applyClientLimit(withMeta(loop.finalTools), limit),
    all: applyClientLimit(withMeta(available), limit),
  }
  const n = walked.length
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
    plainChat,
    metaTool: {
      schema,
      json,
      chars: json.length,
      tokens: approxTokens(json.length),
      offered: plainChat === null,
    },
    loop,
    cost: {
      metaChars,
      selectedChars: picked.chars,
      selectedEstimated: picked.estimated,
      allCount: available.length,
      allChars: all.chars,
      allEstimated: all.estimated,
      finalChars: final.chars,
      selectedTokens: approxTokens(metaChars + picked.chars),
      allTokens: approxTokens(metaOf(available.length) + all.chars),
      finalTokens: approxTokens(metaChars + final.chars),
      windowTokens: SELECTION_WINDOW_TOKENS,
      lists: [
        costRow('selected', run.selected.length, picked.chars, picked.estimated),
        costRow('final', loop.finalTools.length, final.chars, null),
        costRow('all', available.length, all.chars, all.estimated),
      ],
    },
    client,
    catalog: {
      categories: catalog.categories.size,
      tools: catalog.allTools.length,
      available: available.length,
    },
    warnings: [],
  }
  report.warnings = selectionWarnings(selection, catalog, run, report)
  return report
}
