/**
 * Python's `len` and slicing count code points; JavaScript strings count UTF-16 units. These helpers reproduce
 * Python's view so a surrogate pair (an emoji) is one char and is never split. A lone surrogate counts as one
 * code point, as `Array.from` does.
 */

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff

const PAIR = /[\ud800-\udbff][\udc00-\udfff]/g
const SURROGATE = /[\ud800-\udfff]/

/**
 * The number of code points in `text` (Python's `len`): its UTF-16 length less one per surrogate pair, found by a
 * regex scan (a char loop over 10 MB costs ten times more).
 * @example codePointLength('a😀') === 2
 */
export function codePointLength(text: string): number {
  if (!SURROGATE.test(text)) return text.length
  let pairs = 0
  PAIR.lastIndex = 0
  while (PAIR.exec(text) !== null) pairs++
  return text.length - pairs
}

/**
 * The UTF-16 index where code point `count` starts, counting from the start (`text[:count]` in Python is
 * `text.slice(0, headUnits(text, count))`). Past the end gives `text.length`.
 * @example headUnits('😀a', 1) === 2
 */
export function headUnits(text: string, count: number): number {
  let i = 0
  for (let n = 0; n < count && i < text.length; n++) {
    i += isHigh(text.charCodeAt(i)) && i + 1 < text.length && isLow(text.charCodeAt(i + 1)) ? 2 : 1
  }
  return i
}

/**
 * The UTF-16 index where the last `count` code points start (`text[-count:]` in Python, for count > 0, is
 * `text.slice(tailStart(text, count))`). More than the whole text gives 0.
 * @example tailStart('a😀', 1) === 1
 */
export function tailStart(text: string, count: number): number {
  let i = text.length
  for (let n = 0; n < count && i > 0; n++) {
    i -= isLow(text.charCodeAt(i - 1)) && i - 2 >= 0 && isHigh(text.charCodeAt(i - 2)) ? 2 : 1
  }
  return i
}
