const TABLE = new Int32Array(256)
for (let n = 0; n < 256; n++) {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  TABLE[n] = c
}

/**
 * CRC-32 (IEEE 802.3, the one zip and PNG use) of some bytes, as an unsigned number. A share link of format 2
 * carries it, so a changed or missing character is caught instead of decoding to other numbers.
 * @example crc32(strToU8('123456789')) === 0xcbf43926
 */
export function crc32(bytes: Uint8Array): number {
  let c = -1
  for (let i = 0; i < bytes.length; i++) c = (TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8)
  return (c ^ -1) >>> 0
}
