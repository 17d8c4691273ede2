import {
  countParts,
  emptyGrid,
  type Grid,
  gridPrefixEnd,
  gridSuffixStart,
  joinTextParts,
} from './grid-count.ts'
import {
  ENCODINGS,
  type EncodingId,
  estimateCharsPer4,
  estimatePraisonAI,
  type MeasureId,
  type Measurer,
  type TextPart,
  type Tokenizer,
  type Tokenizers,
} from './measure.ts'
import { tokenPrefixEnd, tokenSuffixStart } from './token-cut.ts'
import { backOffPair, forwardPastPair } from './utf8.ts'

const isEncoding = (id: MeasureId): id is EncodingId => (ENCODINGS as readonly string[]).includes(id)

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff

/** Chars: UTF-16 units, JavaScript's `length` (seed 003's unit). Cuts never split a surrogate pair. */
const CHARS: Measurer = {
  id: 'chars',
  unit: 'chars',
  exact: true,
  count: (text) => text.length,
  countParts: (_text, parts) =>
    parts.reduce((n, p) => n + (typeof p === 'string' ? p.length : p[1] - p[0]), 0),
  prefixEnd: (text, n) => (n >= text.length ? text.length : backOffPair(text, Math.max(0, n))),
  suffixStart: (text, n) => (n >= text.length ? 0 : forwardPastPair(text, text.length - Math.max(0, n))),
}

/** chars/4 rounded up (see `estimateCharsPer4`): n tokens hold 4n chars. */
const CHARS_PER_4: Measurer = {
  id: 'chars/4',
  unit: 'tokens',
  exact: false,
  count: estimateCharsPer4,
  countParts: (text, parts) => Math.ceil(CHARS.countParts(text, parts) / 4),
  prefixEnd: (text, n) => CHARS.prefixEnd(text, n * 4),
  suffixStart: (text, n) => CHARS.suffixStart(text, n * 4),
}

/**
 * PraisonAI's heuristic (see `estimatePraisonAI`). A prefix holds n tokens while its float sum, added char by
 * char as PraisonAI does, truncates to at most n.
 */
const PRAISONAI: Measurer = {
  id: 'praisonai',
  unit: 'tokens',
  exact: false,
  count: estimatePraisonAI,
  countParts: (text, parts) => estimatePraisonAI(joinTextParts(text, parts)),
  prefixEnd(text, n) {
    let total = 0
    let i = 0
    while (i < text.length) {
      const c = text.charCodeAt(i)
      const units = isHigh(c) && i + 1 < text.length && isLow(text.charCodeAt(i + 1)) ? 2 : 1
      const next = total + (c < 128 ? 0.25 : 1.3)
      if (Math.max(1, Math.trunc(next)) > n) break
      total = next
      i += units
    }
    return i
  },
  suffixStart(text, n) {
    let total = 0
    let i = text.length
    while (i > 0) {
      const c = text.charCodeAt(i - 1)
      const units = isLow(c) && i >= 2 && isHigh(text.charCodeAt(i - 2)) ? 2 : 1
      const next = total + (c < 128 ? 0.25 : 1.3)
      if (Math.max(1, Math.trunc(next)) > n) break
      total = next
      i -= units
    }
    // PraisonAI sums from the start: the float total of the same chars summed backwards can fall just under a
    // whole number the forward sum reaches, so step forward until the seed's own count fits.
    while (i < text.length && estimatePraisonAI(text.slice(i)) > n)
      i += isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1)) ? 2 : 1
    return i
  },
}

// The comparison counts and cuts the same outputs again and again (eight trims share one split's budgets, and
// an evaluation after a slider move sees the same outputs): remember, per tokenizer, the counts and cuts of the
// last few texts (at most 256, holding at most 64 M chars). Strings are compared by value, so a copy from the
// worker's message still hits.
const WORTH_KEEPING = 2_000
const KEEP = 256
const KEEP_CHARS = 64_000_000
interface Memo {
  count?: number
  /** Counts of its stretches between piece boundaries: its cuts and every text built from it share them. */
  grid?: Grid
  prefix: Map<number, number>
  suffix: Map<number, number>
}
const memos = new WeakMap<Tokenizer, { byText: Map<string, Memo>; chars: number }>()

function memoOf(tokenizer: Tokenizer, text: string): Memo | null {
  if (text.length < WORTH_KEEPING) return null
  let kept = memos.get(tokenizer)
  if (!kept) {
    kept = { byText: new Map(), chars: 0 }
    memos.set(tokenizer, kept)
  }
  const { byText } = kept
  let memo = byText.get(text)
  if (memo)
    byText.delete(text) // least recently used first out: the outputs themselves stay while in use
  else {
    memo = { prefix: new Map(), suffix: new Map() }
    kept.chars += text.length
    for (const oldest of byText.keys()) {
      if (byText.size < KEEP && kept.chars <= KEEP_CHARS) break
      byText.delete(oldest)
      kept.chars -= oldest.length
    }
  }
  byText.set(text, memo)
  return memo
}

// Short texts (error lines, the edges of kept ranges) recur across trims and evaluations too: their counts alone,
// forgotten all at once past 16,384 texts or 4 M chars.
const SHORT_KEEP = 16_384
const SHORT_CHARS = 4_000_000
const shortCounts = new WeakMap<Tokenizer, { counts: Map<string, number>; chars: number }>()

function countCached(tokenizer: Tokenizer, text: string): number {
  const memo = memoOf(tokenizer, text)
  if (memo) {
    memo.count ??= tokenizer.count(text)
    return memo.count
  }
  let short = shortCounts.get(tokenizer)
  if (!short) {
    short = { counts: new Map(), chars: 0 }
    shortCounts.set(tokenizer, short)
  }
  let n = short.counts.get(text)
  if (n === undefined) {
    n = tokenizer.count(text)
    if (short.counts.size >= SHORT_KEEP || short.chars >= SHORT_CHARS) {
      short.counts.clear()
      short.chars = 0
    }
    short.counts.set(text, n)
    short.chars += text.length
  }
  return n
}

/** The count of parts of `text` joined: remembered by value like any count, else summed over `text`'s grid. */
function countPartsCached(tokenizer: Tokenizer, text: string, parts: readonly TextPart[]): number {
  const joined = joinTextParts(text, parts)
  const memo = memoOf(tokenizer, joined)
  const source = memoOf(tokenizer, text)
  if (!memo || !source) return countCached(tokenizer, joined)
  source.grid ??= emptyGrid()
  memo.count ??= countParts((t) => countCached(tokenizer, t), source.grid, text, parts)
  return memo.count
}

/**
 * Cuts of a long text, summed over its grid (see `gridPrefixEnd`): the comparison cuts each output at an even
 * share, then at each trim's budget, from the start and from the end, and counts what each trim keeps; all of it
 * reads each stretch of the text once. Cuts are remembered too, for the next evaluation of the same outputs.
 */
function cutCached(which: 'prefix' | 'suffix', tokenizer: Tokenizer, text: string, n: number): number {
  const memo = memoOf(tokenizer, text)
  if (!memo)
    return which === 'prefix' ? tokenPrefixEnd(tokenizer, text, n) : tokenSuffixStart(tokenizer, text, n)
  if (n <= 0) return which === 'prefix' ? 0 : text.length
  let at = memo[which].get(n)
  if (at === undefined) {
    memo.grid ??= emptyGrid()
    const count = (t: string) => countCached(tokenizer, t)
    if (which === 'suffix') at = gridSuffixStart(tokenizer, count, memo.grid, text, n)
    else {
      const cut = gridPrefixEnd(tokenizer, count, memo.grid, text, n)
      if (cut.total !== null) memo.count = cut.total
      at = cut.end
    }
    memo[which].set(n, at)
  }
  return at
}

// One Measurer per tokenizer (and per encoding not loaded), so what callers remember per Measurer is counted by
// that very tokenizer: two tokenizers of one encoding (a test's fake, the real one) never share counts.
const exacts = new WeakMap<Tokenizer, Measurer>()
const fallbacks = new Map<EncodingId, Measurer>()

/**
 * The Measurer for a measure. An encoding whose tokenizer is not among `tokenizers` (it failed to load, or is
 * not loaded yet) falls back to the chars/4 estimate, and the Measurer's `fallback` says so.
 * @example measurer('o200k_base', {}).fallback === 'o200k_base is not loaded: chars/4 estimates shown instead'
 */
export function measurer(id: MeasureId, tokenizers: Tokenizers = {}): Measurer {
  if (id === 'chars') return CHARS
  if (id === 'chars/4') return CHARS_PER_4
  if (id === 'praisonai') return PRAISONAI
  if (!isEncoding(id)) return CHARS
  const tokenizer = tokenizers[id]
  if (!tokenizer) {
    let fallback = fallbacks.get(id)
    if (!fallback) {
      fallback = { ...CHARS_PER_4, id, fallback: `${id} is not loaded: chars/4 estimates shown instead` }
      fallbacks.set(id, fallback)
    }
    return fallback
  }
  let exact = exacts.get(tokenizer)
  if (!exact) {
    exact = {
      id,
      unit: 'tokens',
      exact: true,
      count: (text) => countCached(tokenizer, text),
      countParts: (text, parts) => countPartsCached(tokenizer, text, parts),
      prefixEnd: (text, n) => cutCached('prefix', tokenizer, text, n),
      suffixStart: (text, n) => cutCached('suffix', tokenizer, text, n),
    }
    exacts.set(tokenizer, exact)
  }
  return exact
}
