import { buildCatalog, type Catalog } from './catalog.ts'
import { REQUEST_MORE_TOOLS_NAME, SELECTION_WINDOW_TOKENS } from './limits.ts'
import { runToolLoop } from './loop.ts'
import { buildRequestMoreToolsSchema } from './meta-tool.ts'
import { classifierSaysNone, plainChatOf } from './plain-chat.ts'
import { applyClientLimit, approxTokens, CLIENT_LIMITS, schemaCharsOf } from './request-size.ts'
import { toolRows } from './rows.ts'
import { SELECTION_STRATEGIES, type Selection } from './schema.ts'
import { perCategory, type SelectionRun, selectTools } from './select.ts'
import type { CostRow, SelectionReport, StrategySummary } from './types.ts'
import { selectionWarnings } from './warnings.ts'

export type { CostRow, SelectionReport, SelectionWarning, StrategySummary } from './types.ts'

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
