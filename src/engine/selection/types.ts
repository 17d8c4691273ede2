import type { SelectionStrategy } from './choices.ts'
import type { LoopReport } from './loop.ts'
import type { buildRequestMoreToolsSchema } from './meta-tool.ts'
import type { PlainChat } from './plain-chat.ts'
import type { ClientLimit, ClientOutcome } from './request-size.ts'
import type { ToolRows } from './rows.ts'

// What seed 004's evaluation reports: shaped here, filled by evaluate-selection.ts, checked by warnings.ts.

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
