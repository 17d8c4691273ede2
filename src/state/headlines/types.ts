import { formatAmount } from '../format-amount.ts'

/** One number a tab shows, that A and B are compared on (its `key` lines A's up with B's). */
export interface Headline {
  key: string
  label: string
  /** The unit written beside the number (chars, tokens, calls, $ …). */
  unit: string
  /** The number, or null for a fact in words (`text`): where a turn stops, what fires. */
  value: number | null
  /** How the value reads; for a fact, the fact itself. */
  text: string
}

/** Points of one quantity (kept chars per call, slots per category…), drawn for A and B on one scale. */
export interface CompareSeries {
  title: string
  /** What each point's label names ("LLM iteration", "framework"): the x column of the chart's table. */
  x: string
  unit: string
  /** Bars per label, or a line across labels (cost by turn). */
  kind: 'bars' | 'lines'
  points: { label: string; value: number }[]
}

/** What the A/B bar shows for one tab: its headline numbers, its charts' series, and per-tool amounts. */
export interface TabHeadlines {
  numbers: Headline[]
  series: CompareSeries[]
  /** Chars (or the tab's unit) each tool's outputs keep, for the one-line summary ("B keeps 12,340 more chars of read_file"). */
  perTool: { unit: string; byTool: Record<string, number> } | null
  /** Where the turn stops, in words the summary can quote ("at iteration 4", "after every iteration"). */
  stop: { at: number | null; text: string } | null
}

export { fmtNumber } from '../format-amount.ts'

export const num = (key: string, label: string, unit: string, value: number): Headline => ({
  key,
  label,
  unit,
  value,
  text: formatAmount(value, unit),
})

export const fact = (key: string, label: string, text: string): Headline => ({
  key,
  label,
  unit: '',
  value: null,
  text,
})
