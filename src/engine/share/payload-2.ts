import { deflateSync, Inflate } from 'fflate'
import { inflateBounded } from '../base/inflate-bounded.ts'
import { readLeb128, readUint32, writeLeb128 } from './bytes.ts'
import { decodeContextMixed, encodeContextMixedSteps } from './cm/coder.ts'
import { crc32 } from './crc32.ts'
import { finishSteps } from './finish-steps.ts'
import { linkDictionary2 } from './link-dictionary.ts'

/**
 * How a format-2 payload's body is coded (its first byte). Context mixing compresses JSON far better than
 * deflate (measured on the shipped examples over 20 KB: 0.86–1.01× brotli-11's size, 0.96× on the largest,
 * pre-trim.json's 367 KB; deflate 1.25–1.35×) but takes about 1 µs a byte to write and as long to read (0.9–1.4
 * MB/s of CPU time in Node 20 and Chromium 156 on a 2-core 2.6 GHz EPYC, by load), so the page has it written in
 * steps in its link worker; texts past `CONTEXT_MIXED_MAX_BYTES` are deflated.
 */
export const METHOD = { contextMixed: 0, deflate: 1 } as const
/** The decoder refuses a context-mixed body claiming more than this (its time grows with the length). */
export const CONTEXT_MIXED_DECODE_MAX_BYTES = 1024 * 1024
/**
 * The encoder context-mixes JSON up to this many UTF-8 bytes, as many as the decoder accepts (so every link of
 * up to 1,000,000 pasted ASCII chars), and deflates anything longer. Links written when it was 128 KiB decode
 * as before: the decoder reads both methods at any length it accepts.
 */
export const CONTEXT_MIXED_MAX_BYTES = CONTEXT_MIXED_DECODE_MAX_BYTES

/**
 * A format-2 payload: `[method][length as LEB128][body][CRC-32 of the text, big-endian]`, the body coded with
 * the frozen dictionary (`linkDictionary2`).
 * @example unpackPayload2(packPayload2(strToU8('{}')), 100) // the bytes of '{}'
 */
export function packPayload2(text: Uint8Array): Uint8Array {
  return finishSteps(packPayload2Steps(text))
}

/**
 * `packPayload2` in steps (a context-mixed body is coded `ENCODE_STEP_BYTES` at a time; a deflated one at
 * once), so the link worker can drop a link no longer wanted. The payload is the same however it is stepped.
 * @example finishSteps(packPayload2Steps(text)) // equals packPayload2(text)
 */
export function* packPayload2Steps(text: Uint8Array): Generator<number, Uint8Array, void> {
  const dictionary = linkDictionary2()
  const method = text.length <= CONTEXT_MIXED_MAX_BYTES ? METHOD.contextMixed : METHOD.deflate
  const body =
    method === METHOD.contextMixed
      ? yield* encodeContextMixedSteps(text, dictionary)
      : deflateSync(text, { level: 9, dictionary })
  const header = [method, ...writeLeb128(text.length)]
  const out = new Uint8Array(header.length + body.length + 4)
  out.set(header)
  out.set(body, header.length)
  const check = crc32(text)
  out.set([check >>> 24, (check >>> 16) & 255, (check >>> 8) & 255, check & 255], out.length - 4)
  return out
}

const ENDS_EARLY = 'it ends before its content does (cut off, or a character was changed)'

/**
 * The text of a format-2 payload, `'too-large'` when it claims more than `limit` bytes (refused before any
 * work), or a sentence saying what is wrong. Never throws.
 */
export function unpackPayload2(bytes: Uint8Array, limit: number): Uint8Array | 'too-large' | string {
  if (bytes.length < 6) return 'it is too short to be a link (cut off)'
  // A coded body that runs out before its stated length was cut, or had a character changed that the decoder
  // read as a longer code: the bytes cannot tell which, so the message names both.

  const method = bytes[0]
  const length = readLeb128(bytes, 1)
  if (length === null) return 'its length field is damaged'
  if (length.value > limit) return 'too-large'
  const body = bytes.subarray(length.next, bytes.length - 4)
  let text: Uint8Array | string
  if (method === METHOD.contextMixed) {
    if (length.value > CONTEXT_MIXED_DECODE_MAX_BYTES) return 'too-large'
    const decoded = decodeContextMixed(body, length.value, linkDictionary2())
    text = decoded === 'cut' ? ENDS_EARLY : decoded
  } else if (method === METHOD.deflate) text = inflateExactly(body, length.value)
  else return `its coding (${method}) is not one this app knows: was it made by a newer version?`
  if (typeof text === 'string') return text
  const expected = readUint32(bytes, bytes.length - 4)
  if (crc32(text) !== expected)
    return 'its checksum does not match (a character was changed or the link was cut)'
  return text
}

/** Inflates a raw deflate body (with the dictionary) that must give exactly `length` bytes, never more. */
function inflateExactly(body: Uint8Array, length: number): Uint8Array | string {
  const dictionary = linkDictionary2()
  const read = inflateBounded(body, (ondata) => new Inflate({ dictionary }, ondata), length)
  if (!read.ok) return read.reason === 'over' ? 'it inflates to more than it says (damaged)' : read.message
  if (read.bytes.length !== length) return ENDS_EARLY
  return read.bytes
}
