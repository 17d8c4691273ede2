import { isSafeBoundary } from './token-cut.ts'

/** A piece of a text built from a long original: a range `[start, end)` of it, or text added between ranges. */
export type TextPart = readonly [start: number, end: number] | string

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
  /** A point → the count of the text from it to the next point. */
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
    for (let q = nextPoint(grid, text, p, end); q !== -1; p = q, q = nextPoint(grid, text, p, end)) {
      let c = grid.chunks.get(p)
      if (c === undefined) {
        c = count(text.slice(p, q))
        grid.chunks.set(p, c)
      }
      total += c
    }
    pending = text.slice(p, end)
  }
  return pending.length > 0 ? total + count(pending) : total
}
