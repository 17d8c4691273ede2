import { thousands } from '../../tool-budgets/truncate.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, Range, TrimContext } from '../types.ts'
import { countLines, lineHeadEnd } from './line-boundary.ts'

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

const lineEnd = (text: string, from: number) => {
  const nl = text.indexOf('\n', from)
  return nl === -1 ? text.length : nl
}
const isIndented = (text: string, at: number) => {
  const c = text.charCodeAt(at)
  return c === 0x20 || c === 0x09
}

/**
 * `[start, end)` of each error line (without its last newline), in order, each with up to 2 indented lines that
 * follow it; at most 10,000.
 * @example findErrorLines('ok\nerror: x\n  --> a.rs:1\nok\n') → [[3, 24]]
 */
export function findErrorLines(text: string): Range[] {
  const lines: Range[] = []
  const any = new RegExp(ERROR_WORDS.source, 'gi')
  for (let match = any.exec(text); match && lines.length < MAX_ERROR_LINES; match = any.exec(text)) {
    const start = text.lastIndexOf('\n', match.index - 1) + 1
    let end = lineEnd(text, match.index)
    if (ERROR_WORDS.test(stripNone(text.slice(start, end)))) {
      for (let k = 0; k < CONTEXT_LINES && end + 1 < text.length && isIndented(text, end + 1); k++) {
        end = lineEnd(text, end + 1)
      }
      lines.push([start, end])
    }
    any.lastIndex = end + 1
  }
  return lines
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
  const all = textFacts(text).errorLines(findErrorLines)
  const cost = ([s, e]: Range) => m.count(text.slice(s, e)) + 1
  let headEnd = lineHeadEnd(text, budget, m)
  let chosen: Range[] = []
  // Two passes: lines that end up inside the grown head leave the selection and give their budget back.
  for (let pass = 0; pass < 2; pass++) {
    chosen = []
    let used = 0
    for (const line of all) {
      if (line[0] < headEnd && pass > 0) continue
      const c = cost(line)
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
    const notice = `[truncated after line ${thousands(countLines(text, headEnd))} — ${total}; no error lines in the cut part]`
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
