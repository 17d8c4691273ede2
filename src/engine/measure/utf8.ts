/**
 * UTF-8 lengths of JavaScript text, for turning a tokenizer's byte counts back into string indices. A lone
 * surrogate is encoded as U+FFFD (3 bytes), as `TextEncoder` does.
 */

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff

/** UTF-16 units and UTF-8 bytes of the code point starting at `i`. */
function codePointAt(text: string, i: number): { units: number; bytes: number } {
  const c = text.charCodeAt(i)
  if (c < 0x80) return { units: 1, bytes: 1 }
  if (c < 0x800) return { units: 1, bytes: 2 }
  if (isHigh(c) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) return { units: 2, bytes: 4 }
  return { units: 1, bytes: 3 }
}

/**
 * UTF-8 bytes of `text` (a lone surrogate counts 3, as U+FFFD). For a long output PraisonAI's tally has it
 * (`praisonAITally(text).utf8Bytes`, remembered): this is for short texts.
 * @example utf8Length('hé😀') === 7
 */
export function utf8Length(text: string): number {
  // ASCII-only text (most tool output) is one byte a char: check that with one native scan first.
  if (!/[\u0080-\uffff]/.test(text)) return text.length
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (isHigh(c) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) {
      n += 4
      i++
    } else n += 3
  }
  return n
}

/**
 * The largest index `e` (never inside a surrogate pair) such that `text.slice(0, e)` is at most `bytes` UTF-8
 * bytes: a cut that falls inside a multi-byte char drops that char.
 * @example indexAtBytesFromStart('héllo', 2) === 1
 */
export function indexAtBytesFromStart(text: string, bytes: number): number {
  let i = 0
  let used = 0
  while (i < text.length) {
    const cp = codePointAt(text, i)
    if (used + cp.bytes > bytes) break
    used += cp.bytes
    i += cp.units
  }
  return i
}

/**
 * The smallest index `s` (never inside a surrogate pair) such that `text.slice(s)` is at most `bytes` bytes.
 * @example indexAtBytesFromEnd('héllo', 3) === 2
 */
export function indexAtBytesFromEnd(text: string, bytes: number): number {
  let i = text.length
  let used = 0
  while (i > 0) {
    const c = text.charCodeAt(i - 1)
    const pair = isLow(c) && i >= 2 && isHigh(text.charCodeAt(i - 2))
    const cpBytes = pair ? 4 : c < 0x80 ? 1 : c < 0x800 ? 2 : 3
    if (used + cpBytes > bytes) break
    used += cpBytes
    i -= pair ? 2 : 1
  }
  return i
}

/**
 * Moves an index that falls between the halves of a surrogate pair back before the pair.
 * @example backOffPair('a😀', 2) === 1
 */
export function backOffPair(text: string, i: number): number {
  return i > 0 && i < text.length && isLow(text.charCodeAt(i)) && isHigh(text.charCodeAt(i - 1)) ? i - 1 : i
}

/**
 * Moves an index that falls between the halves of a surrogate pair forward past the pair.
 * @example forwardPastPair('a😀', 2) === 3
 */
export function forwardPastPair(text: string, i: number): number {
  return i > 0 && i < text.length && isLow(text.charCodeAt(i)) && isHigh(text.charCodeAt(i - 1)) ? i + 1 : i
}
