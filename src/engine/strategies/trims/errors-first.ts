import { thousands } from '../../tool-budgets/truncate.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, Range, TrimContext } from '../types.ts'
import { lineHeadEnd, whereCut } from './line-boundary.ts'

/**
 * What we call an error line: one naming an error, a failure, a panic, an exception or a traceback, or carrying
 * npm's `ERR!` or a ✖/✗ mark, as compilers, test runners and package managers print them; case-insensitive,
 * whole words. A line that only reports none ("0 errors", "no failures") is not one.
 */
export const ERROR_WORDS =
  /\b(?:errors?|fatal|fail(?:s|ed|ing|ures?)?|panic(?:ked)?|exceptions?|traceback|segmentation fault)\b|ERR!|[✖✗]/i
const NONE_REPORTED = /\b(?:0|no|zero)\s+(?:errors?|failures?|failed)\b/i
const MAX_ERROR_LINES = 10_000
/** Indented lines right after an error line are its context (rustc's `--> file:line`, a stack frame): up to 2. */
const CONTEXT_LINES = 2
/** Lines longer than this (chars) are measured only up to the budget left before being counted. */
const LONG_LINE = 2_000

const lineEnd = (text: string, from: number) => {
  const nl = text.indexOf('\n', from)
  return nl === -1 ? text.length : nl
}
const isIndented = (text: string, at: number) => {
  const c = text.charCodeAt(at)
  return c === 0x20 || c === 0x09
}

/**
 * The error lines of a text found so far, in order: a trim reads them one by one and stops once its budget is
 * full, so the scan goes only as far as that (and resumes where it stopped when a later call needs more).
 */
export interface ErrorLineScan {
  lines: Range[]
  /** Where the scan resumes; the text's length once it is done. */
  from: number
}

/** Finds the next error line (see `findErrorLines`); false when there is none left. */
export function scanNextErrorLine(text: string, scan: ErrorLineScan): boolean {
  if (scan.lines.length >= MAX_ERROR_LINES) scan.from = text.length
  const any = new RegExp(ERROR_WORDS.source, 'gi')
  any.lastIndex = scan.from
  for (let match = any.exec(text); match; match = any.exec(text)) {
    const start = text.lastIndexOf('\n', match.index - 1) + 1
    let end = lineEnd(text, match.index)
    const isError = ERROR_WORDS.test(stripNone(text.slice(start, end)))
    if (isError)
      for (let k = 0; k < CONTEXT_LINES && end + 1 < text.length && isIndented(text, end + 1); k++) {
        end = lineEnd(text, end + 1)
      }
    any.lastIndex = end + 1
    scan.from = Math.min(text.length, end + 1)
    if (isError) {
      scan.lines.push([start, end])
      return true
    }
  }
  scan.from = text.length
  return false
}

/**
 * `[start, end)` of each error line (without its last newline), in order, each with up to 2 indented lines that
 * follow it; at most 10,000.
 * @example findErrorLines('ok\nerror: x\n  --> a.rs:1\nok\n') → [[3, 24]]
 */
export function findErrorLines(text: string): Range[] {
  const scan: ErrorLineScan = { lines: [], from: 0 }
  while (scanNextErrorLine(text, scan));
  return scan.lines
}

const stripNone = (line: string) => line.replace(new RegExp(NONE_REPORTED.source, 'gi'), '')

/**
 * Ours, errors first: a head-only cut has made an agent read a failed build as a success, because the error
 * came after the cut. Error lines (see `ERROR_WORDS`), each with up to 2 indented lines after it, in the part a head cut would drop get the budget first,
 * each counted alone plus 1 for its newline; the rest of the budget keeps the head, cut at a line boundary. The
 * model reads the head, then `[truncated — L chars total; K error lines from the cut part follow]`, then those
 * lines in their order. With no error line in the cut part the notice says so.
 * @example trimErrorsFirst({ text: 'ok\nok\nok\nerror: x\n', budget: 12, m: chars }) → 'ok\n' + notice + 'error: x'
 */
export function trimErrorsFirst({ text, budget, m }: TrimContext): Cut {
  const scan = textFacts(text).remember('error lines', (): ErrorLineScan => ({ lines: [], from: 0 }))
  const lineAt = (i: number) =>
    i < scan.lines.length || scanNextErrorLine(text, scan) ? (scan.lines[i] as Range) : undefined
  // A line's cost when it fits in `room`, else Infinity. Both passes cost the same lines: remember them by start.
  // A long line (a minified bundle naming an error) is read only as far as the room left: never counted whole.
  const costs = new Map<number, number>()
  const tooLong = new Map<number, number>() // line start → a room it is known not to fit
  const cost = ([s, e]: Range, room: number) => {
    const known = costs.get(s)
    if (known !== undefined) return known
    if (room <= (tooLong.get(s) ?? -1)) return Number.POSITIVE_INFINITY
    const line = text.slice(s, e)
    if (line.length > LONG_LINE && m.prefixEnd(line, room - 1) < line.length) {
      tooLong.set(s, room)
      return Number.POSITIVE_INFINITY
    }
    const c = m.count(line) + 1
    costs.set(s, c)
    return c
  }
  let headEnd = lineHeadEnd(text, budget, m)
  let chosen: Range[] = []
  // Two passes: lines that end up inside the grown head leave the selection and give their budget back.
  for (let pass = 0; pass < 2; pass++) {
    chosen = []
    let used = 0
    for (let i = 0, line = lineAt(0); line !== undefined; line = lineAt(++i)) {
      if (line[0] < headEnd && pass > 0) continue
      const c = cost(line, budget - used)
      if (used + c > budget) break
      chosen.push(line)
      used += c
    }
    headEnd = lineHeadEnd(text, budget - used, m)
    chosen = chosen.filter(([s]) => s >= headEnd)
  }
  const total = `${thousands(text.length)} chars total`
  const sep = headEnd > 0 && text.charCodeAt(headEnd - 1) !== 10 ? '\n' : ''
  if (chosen.length === 0) {
    const notice = `[truncated ${whereCut(text, headEnd)} — ${total}; no error lines in the cut part]`
    return { kept: [[0, headEnd]], after: [sep + notice], header: notice }
  }
  const k = chosen.length
  const notice = `[truncated — ${total}; ${thousands(k)} error line${k === 1 ? '' : 's'} from the cut part follow]`
  return {
    kept: [[0, headEnd], ...chosen],
    after: [`${sep}${notice}\n`, ...chosen.map((_, i) => (i < k - 1 ? '\n' : ''))],
    afterHeader: ['…\n', ...chosen.map((_, i) => (i < k - 1 ? '\n' : ''))],
    header: notice,
  }
}
