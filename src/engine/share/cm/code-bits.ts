// FROZEN with share-link format 2: these are the model's rules (see model.ts) and lpaq1's arithmetic coder (32
// bits, carry-less, 12-bit probabilities). Never change what they compute. The whole per-bit work is one
// function over local variables and flat typed arrays: no method call, property lookup or array of arrays per
// bit, which made the first version (the same rules as a class) three to ten times slower.
import { CONTEXTS, INPUTS, type ModelState } from './model.ts'
import { RATE, STRETCH, squash } from './tables.ts'

const COUNT_LIMIT = 127
const MATCH_MIN = 5
const MATCH_CHECK = 32
const WEIGHT_LIMIT = 1 << 22

/** How many bytes past the end of the code a decoder may read (it pads with 0xFF) before the code is cut. */
export const READ_AHEAD = 4

/**
 * The arithmetic coder's state: the interval `x1…x2`; encoding, the bytes written so far (`bytes`, grown as
 * needed, `n` of them); decoding, the code (`bytes`), how many of its bytes were read (`n`, counting the 0xFF
 * read past its end) and the window `x`.
 */
export interface CoderState {
  x1: number
  x2: number
  x: number
  bytes: Uint8Array
  n: number
}

/** A coder to encode with, or (given the code) to decode with: its first four bytes are read. */
export function createCoder(code?: Uint8Array): CoderState {
  const coder = { x1: 0, x2: 0xffffffff, x: 0, bytes: code ?? new Uint8Array(1024), n: 0 }
  if (code) for (let i = 0; i < 4; i++) coder.x = ((coder.x << 8) | readByte(coder)) >>> 0
  return coder
}

function readByte(coder: CoderState): number {
  coder.n++
  return coder.n <= coder.bytes.length ? (coder.bytes[coder.n - 1] as number) : 255
}

/** Scratch space of one call, reused across calls (the engine is single-threaded). */
const hashes = new Int32Array(CONTEXTS)
const bases = new Int32Array(CONTEXTS)
const slots = new Int32Array(CONTEXTS)
const inputs = new Int32Array(INPUTS)

/**
 * Runs the model over `data[from…to)`, byte by byte from its high bit: `'learn'` only learns them (priming on
 * the dictionary), `'encode'` also codes them into `coder`, `'decode'` reads them from `coder` into `data`.
 * Returns where it stopped: `to`, or, decoding, earlier when the code ran out (`coder.n` past its end by more
 * than `READ_AHEAD`: a link cut short).
 * @example codeBits(model, coder, text, 0, text.length, 'encode') === text.length
 */
export function codeBits(
  model: ModelState,
  coder: CoderState,
  data: Uint8Array,
  from: number,
  to: number,
  mode: 'learn' | 'encode' | 'decode',
): number {
  // Module bindings read once: a bundler hoists them, but node's loaders (tsx, vitest) read each through a getter.
  const stretch = STRETCH
  const rate = RATE
  const coding = mode !== 'learn'
  const decoding = mode === 'decode'
  const { bits, counters, weights, apm, history, matchTable, matchCounters } = model
  const mask = (1 << bits) - 1
  const matchShift = 32 - (bits - 2)
  let { c4, c8, word, at, matchLength, matchPtr } = model
  let { x1, x2, x, bytes, n } = coder
  const codeEnd = bytes.length + READ_AHEAD
  inputs[CONTEXTS + 1] = 256
  let i = from
  for (; i < to; i++) {
    // The byte contexts' hashes, and each one's bucket of 16 counters for the first nibble (one cache line).
    hashes[0] = 0
    hashes[1] = Math.imul(c4 & 0xff, 0x3f1) + 0x10000
    hashes[2] = Math.imul(c4 & 0xffff, 0x1f3d5b79) + 0x20000
    hashes[3] = Math.imul(c4 & 0xffffff, 0x2f0f3b21) ^ 0x30000
    hashes[4] = Math.imul(c4, 0x6f4f2a5b) ^ 0x40000
    hashes[5] = Math.imul(c4 ^ Math.imul(c8 & 0xffff, 0x3c6ef372), 0x5bd1e995) ^ 0x50000
    hashes[6] = Math.imul(word, 0x9e3779b1) ^ 0x60000
    locate(0, mask, bits)
    const c = decoding ? 0 : (data[i] as number)
    let c0 = 1 // the byte so far, with a leading 1 bit
    let partial = 1 // the nibble so far, with a leading 1 bit
    for (let bit = 0; bit < 8; bit++) {
      // Predict: each context's counter, the match model's, mixed by the weights of this partial byte and
      // match length, refined by the APM.
      for (let k = 0; k < CONTEXTS; k++) {
        const j = (bases[k] as number) + partial
        slots[k] = j
        inputs[k] = stretch[(counters[j] as number) >>> 12] as number
      }
      let matchSlot = 0
      if (matchLength > 0) {
        const expected = ((history[matchPtr] as number) | 256) >> (7 - bit)
        if (expected >> 1 === c0) matchSlot = (matchLength > 31 ? 31 : matchLength) * 2 + (expected & 1)
        else matchLength = 0
      }
      inputs[CONTEXTS] = stretch[(matchCounters[matchSlot] as number) >>> 12] as number
      const band = matchLength === 0 ? 0 : matchLength < 16 ? 1 : matchLength < 32 ? 2 : 3
      const weightSet = (c0 * 4 + band) * INPUTS
      let dot = 0
      for (let k = 0; k < INPUTS; k++) dot += (inputs[k] as number) * (weights[weightSet + k] as number)
      // Exact in doubles (|dot| < 2^37); dividing by a power of two and flooring is exact too.
      const mixed = squash(Math.floor(dot / 65536))
      const s = (stretch[mixed] as number) + 2048
      const lo = s >> 7
      const w = s & 127
      const apmAt = ((c4 & 0xff) | ((c0 & 3) << 8)) * 33 + lo
      const refined = ((apm[apmAt] as number) * (128 - w) + (apm[apmAt + 1] as number) * w) >> 11
      const p0 = (mixed + 3 * refined) >> 2
      const p = p0 < 1 ? 1 : p0 > 4095 ? 4095 : p0

      // Code the bit (or read it), then learn it.
      let y = (c >> (7 - bit)) & 1
      if (coding) {
        const xmid = x1 + ((x2 - x1) >>> 12) * p
        if (decoding) y = x <= xmid ? 1 : 0
        if (y === 1) x2 = xmid
        else x1 = xmid + 1
        while (((x1 ^ x2) & 0xff000000) === 0) {
          if (decoding) {
            n++
            x = ((x << 8) | (n <= bytes.length ? (bytes[n - 1] as number) : 255)) >>> 0
          } else {
            if (n === bytes.length) {
              const grown = new Uint8Array(bytes.length * 2)
              grown.set(bytes)
              bytes = grown
            }
            bytes[n++] = x2 >>> 24
          }
          x1 = (x1 << 8) >>> 0
          x2 = ((x2 << 8) | 255) >>> 0
        }
      }
      const target = y === 1 ? 65535 : 0
      for (let k = 0; k < CONTEXTS; k++) {
        const j = slots[k] as number
        counters[j] = learn(counters[j] as number, target, COUNT_LIMIT, rate)
      }
      matchCounters[matchSlot] = learn(matchCounters[matchSlot] as number, target, 255, rate)
      const err = ((y << 12) - mixed) * 6
      for (let k = 0; k < INPUTS; k++) {
        const at = weightSet + k
        const v = (weights[at] as number) + (((inputs[k] as number) * err) >> 12)
        weights[at] = v > WEIGHT_LIMIT ? WEIGHT_LIMIT : v < -WEIGHT_LIMIT ? -WEIGHT_LIMIT : v
      }
      const apmSlot = w < 64 ? apmAt : apmAt + 1
      const a = apm[apmSlot] as number
      apm[apmSlot] = a + (((y << 16) + (y << 5) - y - y - a) >> 6)
      c0 = (c0 << 1) | y
      partial = (partial << 1) | y
      if (bit === 3) {
        locate(Math.imul(c0, 0x2f0f3a1), mask, bits)
        partial = 1
      }
    }

    // The byte is whole: remember it, and extend the current match by it or look for a new one.
    const byte = c0 & 255
    if (decoding) data[i] = byte
    history[at++] = byte
    c8 = (c8 << 8) | (c4 >>> 24)
    c4 = (c4 << 8) | byte
    const letter = (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90)
    word = letter ? Math.imul(word ^ byte, 0x2c9277b5) : 0
    if (matchLength > 0) {
      if (history[matchPtr] === byte) {
        matchLength++
        matchPtr++
      } else matchLength = 0
    }
    if (at >= MATCH_MIN) {
      const h = (Math.imul(c4, 0x9e3779b1) ^ Math.imul(c8 & 0xff, 0x85ebca6b)) >>> matchShift
      if (matchLength === 0) {
        const candidate = matchTable[h] as number
        if (candidate > 0) {
          let length = 0
          while (
            length < MATCH_CHECK &&
            candidate - length - 1 >= 0 &&
            history[candidate - length - 1] === history[at - length - 1]
          )
            length++
          if (length >= MATCH_MIN) {
            matchLength = length
            matchPtr = candidate
          }
        }
      }
      matchTable[h] = at
    }
    if (decoding && n > codeEnd) {
      i++
      break
    }
  }
  Object.assign(model, { c4, c8, word, at, matchLength, matchPtr })
  Object.assign(coder, { x1, x2, x, bytes, n })
  return i
}

/** Each context's bucket of 16 counters (one cache line) for the nibble about to be read, in its table. */
function locate(salt: number, mask: number, bits: number): void {
  for (let k = 0; k < CONTEXTS; k++) {
    let x = ((hashes[k] as number) + salt) | 0
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d)
    x ^= x >>> 12
    bases[k] = ((x << 4) & mask) + (k << bits)
  }
}

/** One counter's update: probability moves toward `target` at its adaptive rate; its count rises to `limit`. */
function learn(v: number, target: number, limit: number, rate: Int32Array): number {
  const n = v & 255
  const p = v >>> 8
  return ((p + (((target - p) * (rate[n] as number)) >> 15)) << 8) | (n < limit ? n + 1 : n)
}
