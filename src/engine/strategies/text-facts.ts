import { type PraisonAITally, praisonAITally } from '../measure/praisonai-tally.ts'

/**
 * Facts about a long output that several strategies need and that cost a pass over all of it (code points for
 * seed 002's `len`, UTF-8 bytes for save-to-file's size and Codex's count, lines, how far errors-first has read
 * it). Every evaluation recomputes the comparison, usually on the same outputs (a slider moved), so the facts
 * of the last few long texts are kept, keyed by the text itself (compared by value, so a copy from the worker's
 * message still hits).
 */
export interface TextFacts {
  codePoints(): number
  utf8Bytes(): number
  lines(): number
  /** Newlines at indices below `end` (a cut's line number: counted up to the cut, remembered per cut). */
  newlinesBefore(end: number): number
  /** A value kept with the text's facts under `key` (made on first use): a strategy's own progress through it. */
  remember<T>(key: string, make: () => T): T
}

const LONG = 10_000
const KEEP = 32
const cache = new Map<string, TextFacts>()

function newlinesIn(text: string, end: number): number {
  let n = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++
  return n
}

function compute(text: string): TextFacts {
  const kept = new Map<string, unknown>()
  let tally: PraisonAITally | undefined
  // Held here too: the tally's own memo may have moved on to other texts, and a scan of 64 Mi chars is slow.
  const counts = () => {
    tally ??= praisonAITally(text)
    return tally
  }
  let lines: number | undefined
  const before = new Map<number, number>()
  return {
    // PraisonAI's tally counts both on its way, and seed 002's part takes it for every output anyway.
    codePoints: () => counts().codePoints,
    utf8Bytes: () => counts().utf8Bytes,
    lines: () => {
      lines ??=
        newlinesIn(text, text.length) + (text.length > 0 && text.charCodeAt(text.length - 1) !== 10 ? 1 : 0)
      return lines
    },
    newlinesBefore: (end) => {
      let n = before.get(end)
      if (n === undefined) {
        n = newlinesIn(text, end)
        if (before.size >= 64) before.clear()
        before.set(end, n)
      }
      return n
    },
    remember: <T>(key: string, make: () => T): T => {
      if (!kept.has(key)) kept.set(key, make())
      return kept.get(key) as T
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
