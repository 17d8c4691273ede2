/**
 * Four bytes at `at` as a big-endian unsigned number (the checksums share links end with).
 * @example readUint32(new Uint8Array([0, 0, 1, 0]), 0) === 256
 */
export function readUint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number)) >>>
    0
  )
}

/**
 * A whole number as unsigned LEB128 (seven bits a byte, low first; a set high bit means more follow).
 * @example writeLeb128(300) → [172, 2]
 */
export function writeLeb128(n: number): number[] {
  const out: number[] = []
  let v = n
  do {
    const low = v % 128
    v = Math.floor(v / 128)
    out.push(v > 0 ? low | 128 : low)
  } while (v > 0)
  return out
}

/** Reads `writeLeb128`'s bytes at `from` (at most five: up to 2^35); null when they run out or run on. */
export function readLeb128(bytes: Uint8Array, from: number): { value: number; next: number } | null {
  let value = 0
  let scale = 1
  for (let i = from; i < Math.min(bytes.length, from + 5); i++) {
    const b = bytes[i] as number
    value += (b & 127) * scale
    if (b < 128) return { value, next: i + 1 }
    scale *= 128
  }
  return null
}
