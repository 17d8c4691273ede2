import { strToU8, Unzlib, zlibSync } from 'fflate'
import { inflateBounded } from '../base/inflate-bounded.ts'
import { readUint32 } from './bytes.ts'

/**
 * A format-1 payload: the text zlib-compressed (deflate at level 9 plus an Adler-32 checksum, so a changed
 * character is caught instead of silently decoding to other numbers). Links are no longer written in format 1;
 * this stays so the link corpus and the bench can make format-1 links to hold the decoder to.
 * @example packPayload1('{"version":1}').length === 21
 */
export function packPayload1(text: string): Uint8Array {
  return zlibSync(strToU8(text), { level: 9 })
}

/**
 * Inflates a format-1 payload in small steps, refusing to produce more than `limit` bytes (`'too-large'`);
 * checks the Adler-32. Any other failure comes back as a sentence. Never throws.
 */
export function unpackPayload1(bytes: Uint8Array, limit: number): Uint8Array | 'too-large' | string {
  const read = inflateBounded(bytes, (ondata) => new Unzlib(ondata), limit)
  if (!read.ok) return read.reason === 'over' ? 'too-large' : read.message
  if (bytes.length < 4 || adler32(read.bytes) !== readUint32(bytes, bytes.length - 4)) {
    return 'its checksum does not match (a character was changed or the link was cut)'
  }
  return read.bytes
}

function adler32(data: Uint8Array): number {
  let a = 1
  let b = 0
  for (let i = 0; i < data.length; ) {
    const end = Math.min(i + 5552, data.length) // the largest run before the sums can overflow 2^32
    for (; i < end; i++) {
      a += data[i] as number
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}
