import type { Tokenizer } from './measure.ts'
import { indexAtBytesFromEnd, indexAtBytesFromStart } from './utf8.ts'

/**
 * Cutting a long text at N tokens without tokenizing all of it. tiktoken's encodings (o200k_base, cl100k_base)
 * first split the text with a regular expression into pieces, then run BPE inside each piece, so the tokens of
 * a prefix that ends on a piece boundary are exactly the first tokens of the whole text. We encode a window that
 * ends (or, for a suffix, starts) on a position that is a piece boundary under both encodings' patterns, and
 * double the window until it holds more than N tokens.
 *
 * A position B (0 < B < length) is such a boundary when (reading both patterns: no alternative matches across
 * it, and none looks past it):
 * - the char before is not whitespace and the char at B is a space or a tab (no piece ends in a space after a
 *   non-space: letters, digits and punctuation runs stop at whitespace, whitespace runs start with it);
 * - the char before is `\n` and the char at B is neither whitespace nor `/` (a punctuation run may take
 *   trailing `\r`, `\n` and, in o200k_base, `/`; nothing else continues after a newline);
 * - the char before is an ASCII char that is neither a digit nor whitespace, and the char at B is an ASCII digit
 *   (digits only ever form their own runs of 1 to 3, counted from the start of the run).
 * A text with none of these (10 MB of one base64 word) is encoded whole: slower, still exact. A prefix needs no
 * window when the tokenizer can stop its encoder after N tokens (`encodeUpTo`); a suffix always uses one.
 */

const SPACE = 0x20
const TAB = 0x09
const NL = 0x0a
const SLASH = 0x2f
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const WS = /\s/

const isWhitespace = (c: number) => WS.test(String.fromCharCode(c))

/**
 * True when `b` is a piece boundary under o200k_base's and cl100k_base's split patterns (see above).
 * @example isSafeBoundary('ab cd', 2) === true; isSafeBoundary('abcd', 2) === false
 */
export function isSafeBoundary(text: string, b: number): boolean {
  if (b <= 0 || b >= text.length) return true
  const before = text.charCodeAt(b - 1)
  const at = text.charCodeAt(b)
  if ((at === SPACE || at === TAB) && !isWhitespace(before)) return true
  if (before === NL && at !== SLASH && !isWhitespace(at)) return true
  return isDigit(at) && before < 0x80 && !isDigit(before) && !isWhitespace(before)
}

/** The first window a cut tries: about 6 chars a token, so one encode is usually enough. */
const firstWindow = (n: number) => Math.max(256, n * 6)

const sum = (xs: readonly number[], from: number, to: number) => {
  let s = 0
  for (let i = from; i < to; i++) s += xs[i] as number
  return s
}

/**
 * The end of the first `n` tokens of `text`, as a UTF-16 index: `text.slice(0, end)` is what those tokens
 * decode to, less a char that the n-th token splits (a multi-byte char or a surrogate pair is never cut).
 * Encodes a growing window, never more than about twice what the cut needs, unless the text has no boundary.
 * @example tokenPrefixEnd(o200k, 'hello world', 1) === 5
 */
export function tokenPrefixEnd(tokenizer: Tokenizer, text: string, n: number): number {
  if (n <= 0) return 0
  if (tokenizer.encodeUpTo) {
    // The encoder stops after n + 1 tokens: they are the whole text's first tokens by construction.
    const tokens = tokenizer.encodeUpTo(text, n)
    if (tokens.length <= n) return text.length
    return indexAtBytesFromStart(text, sum(tokenizer.byteLengths(tokens.slice(0, n)), 0, n))
  }
  for (let w = firstWindow(n); ; w *= 2) {
    let end = text.length
    if (w < text.length) {
      end = w
      while (end > 0 && !isSafeBoundary(text, end)) end--
      if (end === 0) continue // no boundary in this window yet: grow it
    }
    const tokens = tokenizer.encode(text.slice(0, end))
    if (tokens.length > n) return indexAtBytesFromStart(text, sum(tokenizer.byteLengths(tokens), 0, n))
    if (end === text.length) return text.length
  }
}

/**
 * The start of the last `n` tokens of `text` (see `tokenPrefixEnd`): `text.slice(start)` is what they decode
 * to, less a char the first of them splits.
 * @example tokenSuffixStart(o200k, 'hello world', 1) === 5
 */
export function tokenSuffixStart(tokenizer: Tokenizer, text: string, n: number): number {
  if (n <= 0) return text.length
  for (let w = firstWindow(n); ; w *= 2) {
    let start = 0
    if (w < text.length) {
      start = text.length - w
      while (start < text.length && !isSafeBoundary(text, start)) start++
      if (start === text.length) continue
    }
    const tokens = tokenizer.encode(text.slice(start))
    if (tokens.length > n) {
      const lengths = tokenizer.byteLengths(tokens)
      return start + indexAtBytesFromEnd(text.slice(start), sum(lengths, tokens.length - n, tokens.length))
    }
    if (start === 0) return 0
  }
}
