import type { Measurer } from '../measure/measure.ts'

/** `[start, end)` of the original output, in UTF-16 units. */
export type Range = readonly [number, number]

/** What one trim strategy is given for one output. */
export interface TrimContext {
  text: string
  /** The call's budget, in the measurer's unit. */
  budget: number
  m: Measurer
  /** Index of the call in its batch (names the saved file of save-to-file). */
  callIndex: number
}

/**
 * A trim strategy's cut of an output that does not fit its budget: the ranges of the original it keeps, in the
 * order the model reads them, each followed by its inline notice (`after[i]`), an optional text before all of
 * them, and the one-line notice used when the notice sits in a header instead.
 */
export interface Cut {
  kept: Range[]
  after: string[]
  before?: string
  header: string
  /** The texts between kept ranges when the notice is a header (default: `\n…\n` at each gap). */
  afterHeader?: string[]
  /** A strategy whose notice cannot move (save-to-file's wrapper, JSON that must stay valid) keeps it inline. */
  inlineOnly?: boolean
  /** What the strategy did, when it is not the obvious (JSON-aware falling back on text that is not JSON). */
  note?: string
  /** The delivered text when it is not made of ranges of the original (JSON-aware re-serialises). */
  text?: string
}

/** A trim strategy: the cut of an output known to exceed its budget. Pure. */
export type TrimFn = (ctx: TrimContext) => Cut
