import { heapMergePiece } from './heap-merge.ts'
import { isSafeBoundary } from './token-cut.ts'

/**
 * The parts of a tiktoken-style BPE core that counting needs: the split pattern, the ranks of whole-token
 * strings, and the rank of any byte string (a token's bytes need not be UTF-8). gpt-tokenizer's
 * `BytePairEncodingCore` has them as private members, read in one place: the worker's adapter
 * (`src/engine/measure/gpt-tokenizer.ts`, with its contract test).
 */
export interface BpeCore {
  tokenSplitRegex: RegExp
  bytePairStringRankEncoder: Map<string, number>
  /** The rank of some bytes as one token, UTF-8 or not (the core's `getBpeRankFromBytes`). */
  rankOfBytes(bytes: Uint8Array): number | undefined
}

/**
 * From this many chars on, an ASCII piece is merged through the heap (`heapMergePiece`, O(n log n)); shorter ones,
 * most of them, through `mergeAscii`'s plain loop: as quick at 16 chars, quicker below (measured), O(n²) above.
 * Non-ASCII pieces always take the heap, quicker at every length there (no bytes decoded per pair).
 */
export const LONG_ASCII_PIECE = 16

const NON_ASCII = /[\u0080-\uffff]/

/**
 * gpt-tokenizer's `bytePairMerge` for a short ASCII piece, on the string itself: an ASCII slice is its own UTF-8, so
 * each pair's rank is one lookup of the slice, where the core encodes the piece and decodes every pair's bytes
 * back to a string first. The same loop (lowest rank first, the leftmost on a tie), so the same tokens; O(n²), so
 * long pieces go to `heapMergePiece`.
 * @example mergeAscii('hello', ranks) → the same ids as core.bytePairMerge(utf8('hello'))
 */
export function mergeAscii(piece: string, ranks: Map<string, number>): number[] {
  const rankOf = (from: number, to: number | undefined) =>
    to === undefined
      ? Number.POSITIVE_INFINITY
      : (ranks.get(piece.slice(from, to)) ?? Number.POSITIVE_INFINITY)
  const starts: number[] = []
  const pairRanks: number[] = []
  for (let i = 0; i <= piece.length; i++) {
    starts.push(i)
    pairRanks.push(i < piece.length - 1 ? rankOf(i, i + 2) : Number.POSITIVE_INFINITY)
  }
  while (starts.length > 1) {
    let lowest = Number.POSITIVE_INFINITY
    let at = -1
    for (let i = 0; i < pairRanks.length - 1; i++) {
      const r = pairRanks[i] as number
      if (r < lowest) {
        lowest = r
        at = i
      }
    }
    if (at === -1) break
    starts.splice(at + 1, 1)
    pairRanks.splice(at, 1)
    pairRanks[at] = rankOf(starts[at] as number, starts[at + 2])
    if (at > 0) pairRanks[at - 1] = rankOf(starts[at - 1] as number, starts[at + 1])
  }
  const ids: number[] = []
  for (let i = 0; i < starts.length - 1; i++) {
    const id = ranks.get(piece.slice(starts[i] as number, starts[i + 1] as number))
    if (id === undefined) throw new Error(`no token for ${JSON.stringify(piece)}`)
    ids.push(id)
  }
  return ids
}

/**
 * The split pattern for ASCII-only text: each Unicode class replaced by its ASCII members (letters `A-Za-z`,
 * upper `A-Z`, lower `a-z`, numbers `0-9`, marks none) and the `u` flag dropped, so the regex engine tests
 * plain ranges instead of property tables (about 4× faster here). On ASCII text it matches the same pieces;
 * null when the pattern has a class we do not map (then the Unicode pattern is always used).
 * @example asciiSplit(/\p{N}{1,3}/gu)?.source === '[0-9]{1,3}'
 */
export function asciiSplit(pattern: RegExp): RegExp | null {
  const source = pattern.source
    .replaceAll('[^\\r\\n\\p{L}\\p{N}]', '[^\\r\\nA-Za-z0-9]')
    .replaceAll('[^\\s\\p{L}\\p{N}]', '[^\\sA-Za-z0-9]')
    .replaceAll('[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]', '[A-Z]')
    .replaceAll('[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]', '[a-z]')
    .replaceAll('\\p{L}', '[A-Za-z]')
    .replaceAll('\\p{N}', '[0-9]')
  if (source.includes('\\p{') || source.includes('\\P{')) return null
  return new RegExp(source, pattern.flags.replace('u', ''))
}

/**
 * Chunks of about this many chars, each ending on a piece boundary: bounded match arrays, no 10 MB regex run, and
 * small enough that most chunks of real output are pure ASCII and take the ASCII pattern (one emoji in a 128 KB
 * chunk would send all of it through the Unicode one).
 */
const CHUNK = 8_192
/** Pieces whose count is remembered; the memo is dropped whole when full (cheaper than an LRU per piece). */
const MEMO_MAX = 100_000

/**
 * An exact token counter that gives the same number as encoding the text and taking the length, without
 * building the token array: the text is cut into ~8 KB chunks at piece boundaries (`isSafeBoundary`), each
 * chunk is split with the encoding's own pattern, and each piece counts 1 when it is a whole token, else the
 * length of its byte-pair merge, remembered per piece (tool outputs repeat their words). About 2× gpt-tokenizer's
 * `countTokens` here, and as fast on 10 MB as on 1 MB (its LRU merge cache thrashes on large texts).
 * `utf8` is the UTF-8 encoder (the worker's `TextEncoder`; the engine has no DOM types).
 * @example pieceCounter(o200k.bytePairEncodingCoreProcessor, (s) => encoder.encode(s))('hello world') === 2
 */
export function pieceCounter(core: BpeCore, utf8: (text: string) => Uint8Array): (text: string) => number {
  return pieceTokenizer(core, utf8).count
}

/**
 * The piece counter's encoder (see `pieceCounter`): `count(text)` is `encode(text).length`, and
 * `encodeUpTo(text, n)` gives the first tokens of the whole text's encoding, at least `n + 1` of them (or all),
 * splitting only the chunks it needs (the first sized to the request), with each piece's merge remembered.
 * `longAscii` is where ASCII pieces start taking the heap merge (tests pass 2 to send every piece through it).
 * @example pieceTokenizer(core, utf8).encodeUpTo('hello world', 0) → [24912]
 */
export function pieceTokenizer(
  core: BpeCore,
  utf8: (text: string) => Uint8Array,
  longAscii = LONG_ASCII_PIECE,
): { count: (text: string) => number; encodeUpTo: (text: string, n: number) => number[] } {
  // A copy: the core's own regex is global and shared with its encoder, whose lastIndex we must not move.
  const split = new RegExp(core.tokenSplitRegex.source, core.tokenSplitRegex.flags)
  const ascii = asciiSplit(core.tokenSplitRegex) ?? split
  const splitOf = (chunk: string) => (NON_ASCII.test(chunk) ? split : ascii)
  const ranks = core.bytePairStringRankEncoder
  // Merged pieces are remembered: their ids for encoding, their lengths for counting (a number is cheaper to keep
  // than an array). A count looks at the ids too, so a cut's window and a later count of the same stretch (the
  // comparison does both) merge each piece once.
  let merges = new Map<string, number[]>()
  let counts = new Map<string, number>()
  const merge = (piece: string): number[] =>
    piece.length >= longAscii || NON_ASCII.test(piece)
      ? heapMergePiece(piece, ranks, core.rankOfBytes, utf8)
      : mergeAscii(piece, ranks)
  const merged = (piece: string): number[] => {
    let ids = merges.get(piece)
    if (ids === undefined) {
      ids = merge(piece)
      if (merges.size >= MEMO_MAX) merges = new Map()
      merges.set(piece, ids)
    }
    return ids
  }
  const lengthOf = (piece: string): number => {
    let n = counts.get(piece)
    if (n === undefined) {
      // A long piece's ids are kept too: a cut through it (it has no boundary inside) encodes it next.
      n = (piece.length >= longAscii ? merged(piece) : (merges.get(piece) ?? merge(piece))).length
      if (counts.size >= MEMO_MAX) counts = new Map()
      counts.set(piece, n)
    }
    return n
  }

  const countChunk = (chunk: string): number => {
    const pieces = chunk.match(splitOf(chunk))
    if (pieces === null) return 0
    let n = 0
    for (const piece of pieces) {
      n += ranks.has(piece) ? 1 : lengthOf(piece)
    }
    return n
  }

  /** Appends the chunk's tokens to `out`, stopping once it holds more than `n`. */
  const encodeChunk = (chunk: string, out: number[], n: number): void => {
    const pieces = chunk.match(splitOf(chunk))
    if (pieces === null) return
    for (const piece of pieces) {
      const rank = ranks.get(piece)
      if (rank !== undefined) out.push(rank)
      else for (const id of merged(piece)) out.push(id)
      if (out.length > n) return
    }
  }

  /** Calls `each` on consecutive chunks ending on piece boundaries, the first about `first` chars. */
  const chunks = (text: string, first: number, each: (chunk: string) => boolean | undefined): void => {
    let start = 0
    let size = first
    while (start < text.length) {
      let end = Math.min(text.length, start + size)
      while (end < text.length && !isSafeBoundary(text, end)) end++
      if (each(start === 0 && end === text.length ? text : text.slice(start, end)) === false) return
      start = end
      size = CHUNK
    }
  }

  return {
    count: (text) => {
      let n = 0
      chunks(text, CHUNK, (chunk) => {
        n += countChunk(chunk)
        return true
      })
      return n
    },
    encodeUpTo: (text, n) => {
      const out: number[] = []
      // About 4 chars a token: the first chunk usually holds the request.
      chunks(text, Math.min(CHUNK, Math.max(1_024, n * 5)), (chunk) => {
        encodeChunk(chunk, out, n)
        return out.length <= n
      })
      return out
    },
  }
}
