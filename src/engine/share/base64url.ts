const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

/**
 * Bytes as unpadded base64url (RFC 4648 §5), written out here so the engine needs no DOM or Node global.
 * @example toBase64Url(new Uint8Array([251, 255])) === '-_8'
 */
export function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = []
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out.push(ALPHABET[n >> 18] as string, ALPHABET[(n >> 12) & 63] as string)
    if (b !== undefined) out.push(ALPHABET[(n >> 6) & 63] as string)
    if (c !== undefined) out.push(ALPHABET[n & 63] as string)
  }
  return out.join('')
}

/** The bytes of unpadded base64url text, or a sentence saying what is wrong with it. */
export function fromBase64Url(text: string): Uint8Array | string {
  if (text.length % 4 === 1) return 'its length is impossible for base64url (cut mid-character)'
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (let i = 0; i < text.length; i++) {
    const digit = INDEX.get(text[i] as string)
    if (digit === undefined) return `character ${JSON.stringify(text[i])} at position ${i} is not base64url`
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (value >> bits) & 0xff
    }
  }
  return bytes
}
