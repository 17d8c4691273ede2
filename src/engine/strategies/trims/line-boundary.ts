import { thousands } from '../../tool-budgets/truncate.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Lines in `text` up to `end` (a final line without `\n` counts; an empty text has 0).
 * @example countLines('a\nb') === 2; countLines('a\nb\n') === 2
 */
export function countLines(text: string, end = text.length): number {
  // Three splits and several trims count lines of the same long output: its newline offsets are found once.
  const n = textFacts(text).newlinesBefore(end)
  return end > 0 && text.charCodeAt(end - 1) !== 10 ? n + 1 : n
}

/**
 * The end of the head that fits `budget`, moved back to just after the last newline in it, so the model never
 * reads half a line. A head holding no newline (one long line) is cut where the budget ends.
 * @example lineHeadEnd('ab\ncd\nef', 4, chars) === 3
 */
export function lineHeadEnd(text: string, budget: number, m: TrimContext['m']): number {
  const end = m.prefixEnd(text, budget)
  if (end >= text.length || end === 0) return end
  const nl = text.lastIndexOf('\n', end - 1)
  return nl >= 0 ? nl + 1 : end
}

/**
 * Where a head that ends at `end` stops, as a notice says it: `after line K[ of N]` when it ends on a line
 * boundary, or `inside line K[ of N], after its first C chars` when a line longer than the budget was cut where
 * the budget ended (so a one-line output never reads as if its line had been kept whole).
 * @example whereCut('ab\ncd', 3) === 'after line 1'
 * @example whereCut('abcdef', 3, 1) === 'inside line 1 of 1, after its first 3 chars'
 */
export function whereCut(text: string, end: number, of?: number): string {
  const line = `line ${thousands(countLines(text, end))}${of === undefined ? '' : ` of ${thousands(of)}`}`
  if (end === 0 || end >= text.length || text.charCodeAt(end - 1) === 10) return `after ${line}`
  const c = end - (text.lastIndexOf('\n', end - 1) + 1)
  return `inside ${line}, after its first ${thousands(c)} char${c === 1 ? '' : 's'}`
}

/**
 * Ours: cut at the nearest line boundary at or before the budget, and say where the output stops:
 * `[truncated after line K of N — L chars total]` (comma thousands, em dash, as seed 003's marker), or, when one
 * line is longer than the budget and is cut inside, `[truncated inside line K of N, after its first C chars — L
 * chars total]`.
 * @example trimLineBoundary({ text: 'ab\ncd\nef', budget: 4, m: chars }) → 'ab\n' + '[truncated after line 1 of 3 — 8 chars total]'
 */
export function trimLineBoundary({ text, budget, m }: TrimContext): Cut {
  const end = lineHeadEnd(text, budget, m)
  const notice = `[truncated ${whereCut(text, end, textFacts(text).lines())} — ${thousands(text.length)} chars total]`
  const sep = end > 0 && text.charCodeAt(end - 1) !== 10 ? '\n' : ''
  return { kept: [[0, end]], after: [sep + notice], header: notice }
}
