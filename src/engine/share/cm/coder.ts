// FROZEN with share-link format 2 (the arithmetic coder of lpaq1: 32 bits, carry-less, 12-bit probabilities).
import { LinkModel, tableBits } from './model.ts'

/** How many bytes past the end of the code a decoder may read (it pads with 0xFF) before the code is cut. */
const READ_AHEAD = 4

/** The last model primed on a dictionary, kept to be copied: priming costs ~10 ms, a copy well under one. */
let primed: { dictionary: Uint8Array; bits: number; model: LinkModel } | undefined

/**
 * A model that has run over `dictionary` (learning, coding nothing), so the text starts with its statistics and
 * repeats, with room for `textBytes` more. Small texts share one primed model, copied each time.
 */
function primedModel(dictionary: Uint8Array, textBytes: number): LinkModel {
  const capacity = dictionary.length + textBytes
  const bits = tableBits(capacity)
  if (bits <= SHARED_PRIMING_MAX_BITS) {
    if (primed?.dictionary !== dictionary || primed.bits !== bits) {
      primed = { dictionary, bits, model: prime(new LinkModel(capacity), dictionary) }
    }
    return primed.model.copy(capacity)
  }
  return prime(new LinkModel(capacity), dictionary)
}

/** Past 2^18 counters a table, priming is small beside the text, and a kept copy would hold 7 MB. */
const SHARED_PRIMING_MAX_BITS = 17

function prime(model: LinkModel, dictionary: Uint8Array): LinkModel {
  for (const c of dictionary) for (let b = 7; b >= 0; b--) model.update((c >> b) & 1)
  return model
}

/**
 * Compresses bytes with the context-mixing model primed on `dictionary`. The length is not stored: the caller
 * keeps it (the decoder needs it).
 * @example encodeContextMixed(strToU8('{"version":2}'), dictionary).length < 13
 */
export function encodeContextMixed(data: Uint8Array, dictionary: Uint8Array): Uint8Array {
  const model = primedModel(dictionary, data.length)
  let out = new Uint8Array(Math.max(16, data.length >> 1))
  let n = 0
  const put = (byte: number) => {
    if (n === out.length) {
      const grown = new Uint8Array(out.length * 2)
      grown.set(out)
      out = grown
    }
    out[n++] = byte
  }
  let x1 = 0
  let x2 = 0xffffffff
  for (let i = 0; i < data.length; i++) {
    const c = data[i] as number
    for (let b = 7; b >= 0; b--) {
      const y = (c >> b) & 1
      const xmid = x1 + ((x2 - x1) >>> 12) * model.pr
      if (y === 1) x2 = xmid
      else x1 = xmid + 1
      model.update(y)
      while (((x1 ^ x2) & 0xff000000) === 0) {
        put(x2 >>> 24)
        x1 = (x1 << 8) >>> 0
        x2 = ((x2 << 8) | 255) >>> 0
      }
    }
  }
  put(x1 >>> 24)
  return out.slice(0, n)
}

/**
 * The inverse of `encodeContextMixed`: `length` bytes decoded from `code`, or `'cut'` when the code ends well
 * before them (a link cut short). A damaged code decodes to other bytes; the caller's checksum catches it.
 * @example decodeContextMixed(encodeContextMixed(bytes, dict), bytes.length, dict) // equals bytes
 */
export function decodeContextMixed(
  code: Uint8Array,
  length: number,
  dictionary: Uint8Array,
): Uint8Array | 'cut' {
  const model = primedModel(dictionary, length)
  let at = 0
  const next = () => {
    at++
    return at <= code.length ? (code[at - 1] as number) : 255
  }
  let x1 = 0
  let x2 = 0xffffffff
  let x = 0
  for (let i = 0; i < 4; i++) x = ((x << 8) | next()) >>> 0
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    let c = 0
    for (let b = 0; b < 8; b++) {
      const xmid = x1 + ((x2 - x1) >>> 12) * model.pr
      const y = x <= xmid ? 1 : 0
      if (y === 1) x2 = xmid
      else x1 = xmid + 1
      model.update(y)
      c = (c << 1) | y
      while (((x1 ^ x2) & 0xff000000) === 0) {
        x1 = (x1 << 8) >>> 0
        x2 = ((x2 << 8) | 255) >>> 0
        x = ((x << 8) | next()) >>> 0
      }
    }
    out[i] = c
    if (at > code.length + READ_AHEAD) return 'cut'
  }
  return out
}
