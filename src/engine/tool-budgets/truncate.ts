import { textMemo } from '../base/text-memo.ts'
import { praisonAITally } from '../measure/praisonai-tally.ts'
import { headUnits, tailStart } from './code-points.ts'

/**
 * Seed 002's truncate_tool_output: as the document describes it (`truncateDocumented`), or as the project's code
 * does today (`truncateCurrent`). The schema validates against this list.
 */
export const SEED_002_TRUNCATIONS = ['documented', 'current'] as const
export type Seed002Truncation = (typeof SEED_002_TRUNCATIONS)[number]

/** Seed 002 as documented: the marker after the kept head. */
export const DOCUMENTED_MARKER = '\n...[output truncated]...'

/** Seed 002's code today: `\n...[{len:,} chars, showing first/last portions]...\n` between head and tail. */
export const currentMarker = (lengthChars: number): string =>
  `\n...[${thousands(lengthChars)} chars, showing first/last portions]...\n`

/** Python's `f"{n:,}"` for a whole number: comma thousands, independent of the locale. */
export function thousands(n: number): string {
  const s = String(Math.abs(Math.trunc(n)))
  const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return n < 0 ? `-${grouped}` : grouped
}

/** One tool output after seed 002's `truncate_tool_output`, with the numbers that decided the cut. */
export interface Seed002Cut {
  /** What the model receives. */
  text: string
  truncated: boolean
  /** `cur`: PraisonAI's heuristic estimate of the raw output, in tokens (0 for an empty output, as in Python). */
  estimateTokens: number
  /** The tool's budget, in tokens. */
  maxTokens: number
  /** `len(output)`: code points (Python chars). */
  lengthChars: number
  /** `int(len(output) * (max_tokens / cur) * 0.9)`, in code points; 0 when not truncated. */
  maxChars: number
  /** Code points kept from the start and from the end. */
  headChars: number
  tailChars: number
  /** The marker inserted, or '' when the output was returned unchanged. */
  marker: string
}

/** Outputs of 10,000 chars or more are measured once and remembered (up to 1,000 of them, 32 M chars in all). */
const measured = textMemo<{ cur: number; lengthChars: number }>(10_000, 1_000, 32_000_000)

/**
 * Python's `estimate_tokens_heuristic` (0 for an empty text, its `if not text: return 0`) and `len`, for one
 * output. Long outputs are remembered by content (V8 compares long string keys by content), so re-evaluating a
 * scenario after an unrelated edit does not walk 10 MB again.
 */
function measureOutput(output: string): { cur: number; lengthChars: number } {
  return measured.get(output, () => {
    // One pass gives both: PraisonAI's float total and Python's len (code points).
    const { total, codePoints } = praisonAITally(output)
    return { cur: output.length === 0 ? 0 : Math.max(1, Math.trunc(total)), lengthChars: codePoints }
  })
}

function check(maxTokens: number) {
  if (!Number.isInteger(maxTokens) || maxTokens < 1) {
    throw new RangeError(`max_tokens must be a whole number of tokens, at least 1 (got ${maxTokens})`)
  }
}

/**
 * `max_chars = int(len(output) * (max_tokens / cur) * 0.9)` (seed 002): the same IEEE double operations in the
 * same order as Python, so the result is exact.
 * @example seed002MaxChars(50_000, 12_500, 10_000) === 36_000
 */
export function seed002MaxChars(lengthChars: number, estimateTokens: number, maxTokens: number): number {
  return Math.trunc(lengthChars * (maxTokens / estimateTokens) * 0.9)
}

/** Where code point `count` starts: the same index when the text has no surrogate pair (the common case). */
const unitsOf = (text: string, lengthChars: number, count: number) =>
  lengthChars === text.length ? count : headUnits(text, count)

function unchanged(output: string, cur: number, lengthChars: number, maxTokens: number): Seed002Cut {
  return {
    text: output,
    truncated: false,
    estimateTokens: cur,
    maxTokens,
    lengthChars,
    maxChars: 0,
    headChars: lengthChars,
    tailChars: 0,
    marker: '',
  }
}

/**
 * Seed 002's `truncate_tool_output` as the document describes it: when PraisonAI's estimate `cur` exceeds
 * `max_tokens`, keep `output[:max_chars]` and append `\n...[output truncated]...`; otherwise return the output.
 * Lengths and slices count code points (Python chars), so an emoji is never split.
 * @example cutDocumented('a'.repeat(100), 10).text === 'a'.repeat(36) + '\n...[output truncated]...'
 */
export function cutDocumented(output: string, maxTokens: number): Seed002Cut {
  check(maxTokens)
  const { cur, lengthChars } = measureOutput(output)
  if (cur <= maxTokens) return unchanged(output, cur, lengthChars, maxTokens)
  const maxChars = seed002MaxChars(lengthChars, cur, maxTokens)
  return {
    text: output.slice(0, unitsOf(output, lengthChars, maxChars)) + DOCUMENTED_MARKER,
    truncated: true,
    estimateTokens: cur,
    maxTokens,
    lengthChars,
    maxChars,
    headChars: maxChars,
    tailChars: 0,
    marker: DOCUMENTED_MARKER,
  }
}

/**
 * Seed 002's `truncate_tool_output` as PraisonAI's code does today: the same `max_chars`, then
 * `tail = min(max_chars // 5, 1000)`, `head = output[:max_chars - tail]`, `tail_text = output[-tail:]` (empty
 * when tail is 0), joined by `\n...[{len(output):,} chars, showing first/last portions]...\n`.
 * @example cutCurrent('a'.repeat(100), 10).text === 'a'.repeat(29) + '\n...[100 chars, showing first/last portions]...\n' + 'a'.repeat(7)
 */
export function cutCurrent(output: string, maxTokens: number): Seed002Cut {
  check(maxTokens)
  const { cur, lengthChars } = measureOutput(output)
  if (cur <= maxTokens) return unchanged(output, cur, lengthChars, maxTokens)
  const maxChars = seed002MaxChars(lengthChars, cur, maxTokens)
  const tail = Math.min(Math.floor(maxChars / 5), 1000)
  const headChars = maxChars - tail
  const marker = currentMarker(lengthChars)
  const tailText =
    tail === 0
      ? ''
      : output.slice(lengthChars === output.length ? output.length - tail : tailStart(output, tail))
  return {
    text: output.slice(0, unitsOf(output, lengthChars, headChars)) + marker + tailText,
    truncated: true,
    estimateTokens: cur,
    maxTokens,
    lengthChars,
    maxChars,
    headChars,
    tailChars: tail,
    marker,
  }
}

/**
 * Seed 002 as documented: the text the model receives (see `cutDocumented`).
 * @example truncateDocumented('short', 10_000) === 'short'
 */
export const truncateDocumented = (output: string, maxTokens: number): string =>
  cutDocumented(output, maxTokens).text

/**
 * Seed 002 as PraisonAI's code is today: the text the model receives (see `cutCurrent`).
 * @example truncateCurrent('short', 10_000) === 'short'
 */
export const truncateCurrent = (output: string, maxTokens: number): string =>
  cutCurrent(output, maxTokens).text
