import { textMemo } from '../base/text-memo.ts'

/**
 * PraisonAI's heuristic, summed as CPython sums it, fast. PraisonAI adds `0.25` per ASCII char and `1.3` per
 * other code point, in text order, in doubles (seed 002); the float sum depends on that order, so it cannot be
 * `0.25·ascii + 1.3·other`. This tally gets the very same double while stepping over ASCII runs whole:
 *
 * - A regex scan (native, far faster than a JS char loop) finds the next non-ASCII char; the run before it is
 *   added a binade at a time. While `t` and `t + 0.25·s` stay in one binade `[2^p, 2^(p+1))` with `p ≤ 50`, every
 *   partial sum is a multiple of that binade's ulp (`0.25` is one), so the `s` additions are exact and equal
 *   `t + 0.25·s`. Only the step that crosses into the next binade can round; it is done alone, as one IEEE
 *   addition, like Python's.
 * - Non-ASCII chars are added one by one (`+= 1.3`), in a JS loop while they follow each other (CJK text).
 *
 * It counts code points (Python's `len`) and UTF-8 bytes too, since it walks the same chars.
 */

const NON_ASCII = /[\u0080-\uffff]/g

/** The double `total` PraisonAI's loop reaches, and the text's length in code points and in UTF-8 bytes. */
export interface PraisonAITally {
  total: number
  codePoints: number
  /** A lone surrogate counts 3 bytes (U+FFFD), as `TextEncoder` writes it. */
  utf8Bytes: number
}

// Seed 002's part and the strategy comparison both need the tally of every long output, on every evaluation.
const tallies = textMemo<PraisonAITally>(10_000, 256, 32_000_000)

/**
 * Sums `text` as PraisonAI's `estimate_tokens_heuristic` does, before its `max(1, int(total))`. Long texts'
 * tallies are remembered by content.
 * @example praisonAITally('é'.repeat(30)) → { total: 38.99999999999999, codePoints: 30 }
 */
export function praisonAITally(text: string): PraisonAITally {
  return tallies.get(text, () => tally(text))
}

function tally(text: string): PraisonAITally {
  const n = text.length
  let total = 0
  // The top of the binade `total` is in, once total >= 1 (top / 2 <= total < top); it only grows.
  let top = 1
  let codePoints = 0
  let utf8Bytes = 0
  let i = 0
  NON_ASCII.lastIndex = 0
  while (i < n) {
    NON_ASCII.lastIndex = i
    const m = NON_ASCII.exec(text)
    const next = m === null ? n : m.index
    let k = next - i
    codePoints += k
    utf8Bytes += k
    while (k > 0) {
      if (total < 1) {
        total += 0.25
        k--
        continue
      }
      while (total >= top) top *= 2
      const room = Math.ceil((top - total) * 4) - 1 // additions that stay below the next binade: all exact
      if (k <= room) {
        total += 0.25 * k
        break
      }
      total += 0.25 * room
      total += 0.25 // the crossing addition, rounded as IEEE (and Python) round it
      k -= room + 1
    }
    if (m === null) break
    // Non-ASCII chars one by one while they last; a high surrogate followed by a low one is one code point.
    i = next
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c < 128) break
      total += 1.3
      codePoints++
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        utf8Bytes += 4
        i += 2
      } else {
        utf8Bytes += c < 0x800 ? 2 : 3
        i++
      }
    }
  }
  return { total, codePoints, utf8Bytes }
}
