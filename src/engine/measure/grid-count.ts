import type { TextPart, Tokenizer } from './measure.ts'
import { isSafeBoundary } from './token-cut.ts'
import { indexAtBytesFromEnd, indexAtBytesFromStart } from './utf8.ts'

/**
 * The text the parts stand for (slices are concatenated as ropes: nothing is copied until the text is read).
 * @example joinTextParts('abcdef', [[0, 2], '…']) === 'ab…'
 */
export function joinTextParts(text: string, parts: readonly TextPart[]): string {
  let out = ''
  for (const p of parts) out += typeof p === 'string' ? p : text.slice(p[0], p[1])
  return out
}

/** Grid lines every CELL chars; each line's point is the first piece boundary in its cell. */
const CELL = 256

/**
 * The piece boundaries of one long text at which its chunk counts are kept: for each cell `[k·CELL, (k+1)·CELL)`
 * (k ≥ 1) the first position that is a boundary under both encodings' split patterns (`isSafeBoundary`), if any.
 * Tokens never cross such a position, so the tokens of the text between two consecutive points are the same
 * wherever that stretch sits: in the original, in a kept range, or in a trimmed output with notices around it.
 */
export interface Grid {
  /** Cell index → its point, or -1 when the cell has no boundary. */
  points: Map<number, number>
  /** 0 or a point → the count of the text from it to the next point (or to the end). */
  chunks: Map<number, number>
}

export const emptyGrid = (): Grid => ({ points: new Map(), chunks: new Map() })

function pointOf(grid: Grid, text: string, k: number): number {
  let p = grid.points.get(k)
  if (p === undefined) {
    p = -1
    const end = Math.min(text.length, (k + 1) * CELL)
    for (let b = k * CELL; b < end; b++)
      if (isSafeBoundary(text, b)) {
        p = b
        break
      }
    grid.points.set(k, p)
  }
  return p
}

/** The first point strictly after `from` and strictly before `before`, or -1. */
function nextPoint(grid: Grid, text: string, from: number, before: number): number {
  for (let k = Math.max(1, Math.floor(from / CELL)); k * CELL < before; k++) {
    const p = pointOf(grid, text, k)
    if (p > from) return p < before ? p : -1
  }
  return -1
}

/** The last point strictly before `before`, or 0 (the first chunk starts the text). */
function previousStart(grid: Grid, text: string, before: number): number {
  for (let k = Math.floor((before - 1) / CELL); k >= 1; k--) {
    const p = pointOf(grid, text, k)
    if (p !== -1 && p < before) return p
  }
  return 0
}

/** The end of the chunk that starts at `start` (0 or a point): the next point, or the end of the text. */
function chunkEnd(grid: Grid, text: string, start: number): number {
  const q = nextPoint(grid, text, start, text.length)
  return q === -1 ? text.length : q
}

function chunkCount(count: (text: string) => number, grid: Grid, text: string, start: number, end: number) {
  let c = grid.chunks.get(start)
  if (c === undefined) {
    c = count(text.slice(start, end))
    grid.chunks.set(start, c)
  }
  return c
}

/**
 * `tokenPrefixEnd` over the grid: whole chunks are summed from their remembered counts, and only the chunk
 * that holds the n-th token is encoded, so every prefix cut of a text (and its `countParts`) shares one pass.
 * Returns the end, and the whole text's count when the text holds n tokens or fewer.
 * @example gridPrefixEnd(o200k, count, grid, text, 2_000).end === tokenPrefixEnd(o200k, text, 2_000)
 */
export function gridPrefixEnd(
  tokenizer: Tokenizer,
  count: (text: string) => number,
  grid: Grid,
  text: string,
  n: number,
): { end: number; total: number | null } {
  let before = 0
  for (let start = 0; start < text.length; ) {
    const end = chunkEnd(grid, text, start)
    const c = chunkCount(count, grid, text, start, end)
    if (before + c > n) {
      const chunk = text.slice(start, end)
      const bytes = sum(tokenizer.byteLengths(tokenizer.encode(chunk).slice(0, n - before)))
      return { end: start + indexAtBytesFromStart(chunk, bytes), total: null }
    }
    before += c
    start = end
  }
  return { end: text.length, total: before }
}

/**
 * `tokenSuffixStart` over the grid (see `gridPrefixEnd`): chunks summed from the end of the text.
 * @example gridSuffixStart(o200k, count, grid, text, 1_000) === tokenSuffixStart(o200k, text, 1_000)
 */
export function gridSuffixStart(
  tokenizer: Tokenizer,
  count: (text: string) => number,
  grid: Grid,
  text: string,
  n: number,
): number {
  let after = 0
  for (let end = text.length; end > 0; ) {
    const start = previousStart(grid, text, end)
    const c = chunkCount(count, grid, text, start, end)
    if (after + c > n) {
      const chunk = text.slice(start, end)
      const tokens = tokenizer.encode(chunk)
      const bytes = sum(tokenizer.byteLengths(tokens.slice(tokens.length - (n - after))))
      return start + indexAtBytesFromEnd(chunk, bytes)
    }
    after += c
    end = start
  }
  return 0
}

const sum = (xs: readonly number[]) => {
  let s = 0
  for (const x of xs) s += x
  return s
}

/**
 * The token count of the parts joined, exactly, counting each stretch of `text` between two grid points once
 * for all the strings built from it: every trim's kept ranges and delivered text share the original's chunks,
 * and only the edges of each range (under two cells) and the text around each notice are counted afresh.
 * Cutting the joined string at a grid point that lies strictly inside a kept range is a piece boundary of the
 * joined string too (the chars either side are the original's), so the sum is the joined string's count.
 * @example countParts(count, grid, text, [[0, 5_000], '\n…\n', [9_000, 12_000]]) === count(text.slice(0, 5_000) + '\n…\n' + text.slice(9_000, 12_000))
 */
export function countParts(
  count: (text: string) => number,
  grid: Grid,
  text: string,
  parts: readonly TextPart[],
): number {
  let total = 0
  let pending = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      pending += part
      continue
    }
    const [start, end] = part
    let p = nextPoint(grid, text, start, end)
    if (p === -1) {
      pending += text.slice(start, end)
      continue
    }
    pending += text.slice(start, p)
    if (pending.length > 0) total += count(pending)
    for (let q = nextPoint(grid, text, p, end); q !== -1; p = q, q = nextPoint(grid, text, p, end))
      total += chunkCount(count, grid, text, p, q)
    pending = text.slice(p, end)
  }
  return pending.length > 0 ? total + count(pending) : total
}
