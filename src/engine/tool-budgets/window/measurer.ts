import { type TextMemo, textMemo } from '../../base/text-memo.ts'
import type { MeasureId, Measurer, Tokenizers } from '../../measure/measure.ts'
import { measurer } from '../../measure/measurer.ts'

/** What the composer needs of a measure: it counts, never cuts. */
export type Counter = Pick<Measurer, 'id' | 'unit' | 'exact' | 'count'>

/** The measure the composer counts in, and why it is not the one asked for, if it is not. */
export interface WindowMeasure {
  measurer: Counter
  /** Set when an exact tokenizer was asked for but is not loaded: an estimator counts instead. */
  fallback: string | null
}

/**
 * The composer's measure: the shared `measurer` (chars, the seeds' estimators, or an exact tokenizer when the
 * caller has loaded it; a missing tokenizer falls back to chars/4 and says so).
 * @example windowMeasure('chars/4', {}).measurer.count('abcde') === 2
 */
export function windowMeasure(id: MeasureId, tokenizers: Tokenizers): WindowMeasure {
  const m = measurer(id, tokenizers)
  const memo = memoFor(m)
  const count = (text: string) => memo.get(text, () => m.count(text))
  return { measurer: { id: m.id, unit: m.unit, exact: m.exact, count }, fallback: m.fallback ?? null }
}

/** Long texts are counted once per measurer: each evaluation re-measures the same received outputs. */
const memos = new WeakMap<Measurer, TextMemo<number>>()
function memoFor(m: Measurer): TextMemo<number> {
  let memo = memos.get(m)
  if (!memo) {
    memo = textMemo<number>(10_000, 1_000, 16_000_000)
    memos.set(m, memo)
  }
  return memo
}
