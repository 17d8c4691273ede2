import { estimatePraisonAI } from '../../measure/measure.ts'
import { headUnits, tailStart } from '../../tool-budgets/code-points.ts'
import { currentMarker, DOCUMENTED_MARKER, seed002MaxChars } from '../../tool-budgets/truncate.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Seed 002's `max_chars = int(len(output) * (max_tokens / cur) * 0.9)`. `cur` is PraisonAI's heuristic in every
 * token measure, exact ones included, as its `truncate_tool_output` estimates always (seeds README; see
 * `tool-budgets/truncate.ts`): the budget is in the chosen tokens, the estimate is the seed's. It also means an
 * output is never counted whole for this cut. With chars (no tokens at all) `cur` is the length in code points.
 */
function maxCharsOf(ctx: TrimContext): number {
  const cur = seed002Cur(ctx)
  return cur === 0 ? 0 : seed002MaxChars(textFacts(ctx.text).codePoints(), cur, ctx.budget)
}

/** Seed 002's `cur`: PraisonAI's estimate in every token measure, the length in code points in chars. */
function seed002Cur({ text, m }: Pick<TrimContext, 'text' | 'm'>): number {
  return m.unit === 'chars' ? textFacts(text).codePoints() : estimatePraisonAI(text)
}

/**
 * Seed 002's own test of whether an output is cut: `cur <= max_tokens` returns it unchanged. It decides for both
 * seed 002 trims, so "fits" and the cut use the same count.
 * @example seed002Fits({ text: 'a'.repeat(100), budget: 25, m: praisonai }) === true
 */
export const seed002Fits = (ctx: Pick<TrimContext, 'text' | 'budget' | 'm'>): boolean =>
  seed002Cur(ctx) <= ctx.budget

/**
 * `headUnits`/`tailStart` without a char loop when the text has no surrogate pair (code points = UTF-16 units,
 * the usual case): the same indices, found in O(1).
 */
function headEnd(text: string, count: number): number {
  return textFacts(text).codePoints() === text.length
    ? Math.min(Math.max(0, count), text.length)
    : headUnits(text, count)
}
function lastStart(text: string, count: number): number {
  return textFacts(text).codePoints() === text.length
    ? Math.max(0, text.length - Math.max(0, count))
    : tailStart(text, count)
}

/**
 * Seed 002 as documented: `output[:max_chars] + "\n...[output truncated]..."`, in code points.
 * @example trimHeadMarker({ text: 'a'.repeat(100), budget: 10, m: praisonai }) keeps 36 chars
 */
export function trimHeadMarker(ctx: TrimContext): Cut {
  const end = headEnd(ctx.text, maxCharsOf(ctx))
  return { kept: [[0, end]], after: [DOCUMENTED_MARKER], header: DOCUMENTED_MARKER.trim() }
}

/**
 * Seed 002 as PraisonAI's code is today: `tail = min(max_chars // 5, 1000)`, head `max_chars - tail`, joined by
 * `\n...[{len:,} chars, showing first/last portions]...\n`.
 * @example trimHeadTail({ text: 'a'.repeat(100), budget: 10, m: praisonai }) keeps 29 + 7 chars
 */
export function trimHeadTail(ctx: TrimContext): Cut {
  const { text } = ctx
  const maxChars = maxCharsOf(ctx)
  const tail = Math.min(Math.floor(maxChars / 5), 1000)
  const head = headEnd(text, maxChars - tail)
  const marker = currentMarker(textFacts(text).codePoints())
  const start = tail > 0 ? Math.max(head, lastStart(text, tail)) : text.length
  return {
    kept: [
      [0, head],
      [start, text.length],
    ],
    after: [marker, ''],
    header: marker.trim(),
  }
}
