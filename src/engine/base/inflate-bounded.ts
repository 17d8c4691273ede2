import { shortNumber } from './short-number.ts'

/**
 * The one bounded inflater: gzip bodies of recordings and deflated share links go through it, so a
 * decompression bomb is refused after at most `limit` bytes of work, never allocated.
 */

/** A streaming inflater as fflate makes them (`Gunzip`, `Unzlib`, `Inflate`). */
export interface InflateStream {
  push(chunk: Uint8Array, final?: boolean): void
}

export type Inflated =
  | { ok: true; bytes: Uint8Array }
  /** `over`: it would inflate past the limit (refused before allocating it); `damaged`: the data is invalid. */
  | { ok: false; reason: 'over' | 'damaged'; message: string }

/** One step of input inflates to at most ~1 MB (deflate's ratio is at most 1032:1), so the limit is checked in time. */
const STEP = 1024

/**
 * Inflates `bytes` in small steps through the stream `open` makes, stopping as soon as the output passes
 * `limit` bytes. Never throws.
 * @example inflateBounded(gzipSync(strToU8('hi')), (ondata) => new Gunzip({}, ondata), 10) → { ok: true, bytes: [104, 105] }
 */
export function inflateBounded(
  bytes: Uint8Array,
  open: (ondata: (chunk: Uint8Array) => void) => InflateStream,
  limit: number,
): Inflated {
  const chunks: Uint8Array[] = []
  let total = 0
  let over = false
  const stream = open((chunk) => {
    total += chunk.length
    if (total > limit) over = true
    else chunks.push(chunk)
  })
  try {
    for (let i = 0; i < bytes.length && !over; i += STEP)
      stream.push(bytes.subarray(i, i + STEP), i + STEP >= bytes.length)
  } catch (error) {
    return {
      ok: false,
      reason: 'damaged',
      message: error instanceof Error ? error.message : 'invalid compressed data',
    }
  }
  if (over) return { ok: false, reason: 'over', message: `it inflates past ${shortNumber(limit)} bytes` }
  const out = new Uint8Array(total)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.length
  }
  return { ok: true, bytes: out }
}
