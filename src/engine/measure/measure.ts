import { praisonAITally } from './praisonai-tally.ts'

/**
 * The units budgets are measured in. Chars are UTF-16 code units (JavaScript's `length`, seed 003's unit);
 * the estimators are the seeds' own; the encodings are exact tokenizers, loaded by the worker on first use and
 * handed to the engine (the engine never loads them itself, so it stays synchronous).
 */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const
export type EncodingId = (typeof ENCODINGS)[number]

export const MEASURES = ['chars', 'chars/4', 'praisonai', ...ENCODINGS] as const
export type MeasureId = (typeof MEASURES)[number]

/** An exact tokenizer for one encoding. Special-token strings (`<|endoftext|>`) in a text are read as plain text. */
export interface Tokenizer {
  encoding: EncodingId
  count(text: string): number
  /** The token ids of `text`. */
  encode(text: string): number[]
  /**
   * The first tokens of `text`'s encoding, at least `n + 1` of them (or all, when it has no more), encoding no
   * further than that: a cut at N tokens of a 10 MB text costs about N tokens of work.
   */
  encodeUpTo?(text: string, n: number): number[]
  /** The UTF-8 bytes each token decodes to (a token may hold part of a multi-byte char). */
  byteLengths(tokens: readonly number[]): number[]
}

/** The exact tokenizers loaded so far; a missing one makes its measure fall back to an estimator. */
export type Tokenizers = Partial<Record<EncodingId, Tokenizer>>

/** A piece of a text built from a long original: a range `[start, end)` of it, or text added between ranges. */
export type TextPart = readonly [start: number, end: number] | string

/** Counts text in one unit, and finds where a budget in that unit ends. */
export interface Measurer {
  id: MeasureId
  unit: 'chars' | 'tokens'
  /** False for the estimators (chars/4, PraisonAI's heuristic), and for a tokenizer that fell back to one. */
  exact: boolean
  count(text: string): number
  /** `count` of the parts joined (ranges of `text` and added text): how trimmed outputs are counted. */
  countParts(text: string, parts: readonly TextPart[]): number
  /**
   * The largest UTF-16 index `e` such that `text.slice(0, e)` holds at most `n` units, never inside a surrogate
   * pair or a multi-byte char. For a tokenizer: the first `n` tokens of the whole text's encoding.
   */
  prefixEnd(text: string, n: number): number
  /** The smallest index `s` such that `text.slice(s)` holds at most `n` units (the last `n` tokens). */
  suffixStart(text: string, n: number): number
  /** Set when the measure asked for could not be used: what was used instead, and why. */
  fallback?: string
}

/**
 * Seed 003's project and seed 004's assistant: about 4 chars a token. Neither seed shows its rounding; we round
 * up, as the rest of this playground does (seed 003's turn estimate, seed 004's schema cost), so a non-empty
 * text never costs 0 tokens.
 * @example estimateCharsPer4('abcde') === 2
 */
export const estimateCharsPer4 = (text: string): number => Math.ceil(text.length / 4)

/**
 * PraisonAI's default estimate (seed 002): 0.25 tokens per ASCII char, 1.3 per other char (Python counts code
 * points, so a surrogate pair is one char), `max(1, int(total))`, and 0 for an empty text. The total is summed char by char in float, as
 * PraisonAI's loop does (`total += 1.3` thirty times is 38.99999999999999, so thirty "é" estimate 38, not 39);
 * `praisonAITally` reaches the same double without a step per ASCII char.
 * @example estimatePraisonAI('abcd') === 1
 */
export function estimatePraisonAI(text: string): number {
  // PraisonAI's estimate_tokens_heuristic: `if not text: return 0`, then max(1, int(total)).
  if (text.length === 0) return 0
  return Math.max(1, Math.trunc(praisonAITally(text).total))
}
