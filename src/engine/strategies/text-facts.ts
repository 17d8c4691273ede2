import { codePointLength } from '../tool-budgets/code-points.ts'
import type { Range } from './types.ts'

/**
 * Facts about a long output that several strategies need and that cost a pass over all of it (code points for
 * seed 002's `len`, UTF-8 bytes for save-to-file's size, lines, error lines). Every evaluation recomputes the
 * comparison, usually on the same outputs (a slider moved), so the facts of the last few long texts are kept,
 * keyed by the text itself (compared by value, so a copy from the worker's message still hits).
 */
export interface TextFacts {
  codePoints(): number
  utf8Bytes(): number
  lines(): number
  /** Newlines at indices below `end` (a binary search in the text's newline offsets, found once). */
  newlinesBefore(end: number): number
  errorLines(find: (text: string) => Range[]): Range[]
}

const LONG = 10_000
const KEEP = 32
const cache = new Map<string, TextFacts>()

function utf8Length(text: string): number {
  // ASCII-only text (most tool output) is one byte a char: check that with one native scan first.
  if (!/[\u0080-\uffff]/.test(text)) return text.length
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4
        i++
      } else n += 3
    } else n += 3
  }
  return n
}

function countLines(text: string): number {
  let n = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return text.length > 0 && text.charCodeAt(text.length - 1) !== 10 ? n + 1 : n
}

function compute(text: string): TextFacts {
  let cp: number | undefined
  let bytes: number | undefined
  let lines: number | undefined
  let errors: Range[] | undefined
  let newlines: number[] | undefined
  return {
    codePoints: () => {
      cp ??= /[\ud800-\udfff]/.test(text) ? codePointLength(text) : text.length
      return cp
    },
    utf8Bytes: () => {
      bytes ??= utf8Length(text)
      return bytes
    },
    lines: () => {
      lines ??= countLines(text)
      return lines
    },
    newlinesBefore: (end) => {
      if (newlines === undefined) {
        newlines = []
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines.push(i)
      }
      let lo = 0
      let hi = newlines.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if ((newlines[mid] as number) < end) lo = mid + 1
        else hi = mid
      }
      return lo
    },
    errorLines: (find) => {
      errors ??= find(text)
      return errors
    },
  }
}

/**
 * The facts of `text`, remembered for long texts.
 * @example textFacts('a😀').codePoints() === 2
 */
export function textFacts(text: string): TextFacts {
  if (text.length < LONG) return compute(text)
  let facts = cache.get(text)
  if (!facts) {
    facts = compute(text)
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value as string)
    cache.set(text, facts)
  }
  return facts
}
