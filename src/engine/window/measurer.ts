import {
  estimateCharsPer4,
  estimatePraisonAI,
  type MeasureId,
  type Measurer,
  type Tokenizers,
} from '../measure/measure.ts'

/** What the composer needs of a measure: it counts, never cuts. */
export type Counter = Pick<Measurer, 'id' | 'unit' | 'exact' | 'count'>

/** The measure the composer counts in, and why it is not the one asked for, if it is not. */
export interface WindowMeasure {
  measurer: Counter
  /** Set when an exact tokenizer was asked for but is not loaded: the estimator counts instead. */
  fallback: string | null
}

/** PraisonAI's estimate of an empty text is 0 (its `if not text: return 0`); the composer sums parts, so keep it. */
const praisonai = (text: string) => (text.length === 0 ? 0 : estimatePraisonAI(text))

/**
 * A measurer for the composer: chars, the seeds' estimators, or an exact tokenizer when the caller has loaded it.
 * A missing tokenizer falls back to PraisonAI's heuristic (what PraisonAI itself does without tiktoken) and says so.
 * @example windowMeasure('chars/4', {}).measurer.count('abcde') === 2
 */
export function windowMeasure(id: MeasureId, tokenizers: Tokenizers): WindowMeasure {
  switch (id) {
    case 'chars':
      return { measurer: { id, unit: 'chars', exact: true, count: (t) => t.length }, fallback: null }
    case 'chars/4':
      return { measurer: { id, unit: 'tokens', exact: false, count: estimateCharsPer4 }, fallback: null }
    case 'praisonai':
      return { measurer: { id, unit: 'tokens', exact: false, count: praisonai }, fallback: null }
    default: {
      const tokenizer = tokenizers[id]
      if (tokenizer)
        return {
          measurer: { id, unit: 'tokens', exact: true, count: (t) => tokenizer.count(t) },
          fallback: null,
        }
      return {
        measurer: { id: 'praisonai', unit: 'tokens', exact: false, count: praisonai },
        fallback: `the ${id} tokenizer is not loaded (yet, or it failed to load): counting with PraisonAI's heuristic instead`,
      }
    }
  }
}
