// FROZEN with share-link format 2: these are the model's rules (see model.ts) and lpaq1's arithmetic coder (32
// bits, carry-less, 12-bit probabilities). Never change what they compute. The whole per-bit work is one
// function over local variables and flat typed arrays: no method call, property lookup or array of arrays per
// bit. The first version (the same rules as a class, its primed model copied property by property) was 1.7 to
// 2.5 times slower, and 4 to 10 times once a copy had given the class a second shape (any small link does).
import type { ModelState } from './model.ts'
import { RATE, SQUASH, STRETCH } from './tables.ts'

/** Mixer inputs: the seven contexts, the match model, and a bias. */
const INPUTS = 9
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

/**
 * A coder to encode with, or (given the code) to decode with: its first four bytes are read.
 * @example createCoder().n === 0; createCoder(new Uint8Array([1, 2, 3, 4])).x === 0x01020304
 */
export function createCoder(code?: Uint8Array): CoderState {
  const coder = { x1: 0, x2: 0xffffffff, x: 0, bytes: code ?? new Uint8Array(1024), n: 0 }
  if (code) for (let i = 0; i < 4; i++) coder.x = ((coder.x << 8) | readByte(coder)) >>> 0
  return coder
}

function readByte(coder: CoderState): number {
  coder.n++
  return coder.n <= coder.bytes.length ? (coder.bytes[coder.n - 1] as number) : 255
}

/**
 * Runs the model over `data[from…to)`, byte by byte from its high bit: `'learn'` only learns them (priming on
 * the dictionary), `'encode'` also codes them into `coder`, `'decode'` reads them from `coder` into `data`.
 * Returns where it stopped: `to`, or, decoding, earlier when the code ran out (`coder.n` past its end by more
 * than `READ_AHEAD`: a link cut short). The seven contexts are written out one by one (`…0` to `…6`): a loop
 * over them, through arrays, cost a third of the time.
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
  const squashed = SQUASH
  const rate = RATE
  const coding = mode !== 'learn'
  const decoding = mode === 'decode'
  const { bits, counters: t, weights: wt, apm, history, matchTable, matchCounters: mc } = model
  const mask = (1 << bits) - 1
  // Where each context's table starts in `t`.
  const t1 = 1 << bits
  const t2 = 2 << bits
  const t3 = 3 << bits
  const t4 = 4 << bits
  const t5 = 5 << bits
  const t6 = 6 << bits
  const matchShift = 32 - (bits - 2)
  let { c4, c8, word, at, matchLength, matchPtr } = model
  let { x1, x2, x, bytes, n } = coder
  const codeEnd = bytes.length + READ_AHEAD
  let i = from
  for (; i < to; i++) {
    // The byte contexts' hashes (order 0, 1, 2, 3, 4, 6 and the word), and each one's bucket of 16 counters for
    // the first nibble (one cache line).
    const h1 = Math.imul(c4 & 0xff, 0x3f1) + 0x10000
    const h2 = (Math.imul(c4 & 0xffff, 0x1f3d5b79) + 0x20000) | 0
    const h3 = Math.imul(c4 & 0xffffff, 0x2f0f3b21) ^ 0x30000
    const h4 = Math.imul(c4, 0x6f4f2a5b) ^ 0x40000
    const h5 = Math.imul(c4 ^ Math.imul(c8 & 0xffff, 0x3c6ef372), 0x5bd1e995) ^ 0x50000
    const h6 = Math.imul(word, 0x9e3779b1) ^ 0x60000
    let b0 = bucket(0, mask)
    let b1 = bucket(h1, mask) + t1
    let b2 = bucket(h2, mask) + t2
    let b3 = bucket(h3, mask) + t3
    let b4 = bucket(h4, mask) + t4
    let b5 = bucket(h5, mask) + t5
    let b6 = bucket(h6, mask) + t6
    const c = decoding ? 0 : (data[i] as number)
    let c0 = 1 // the byte so far, with a leading 1 bit
    let partial = 1 // the nibble so far, with a leading 1 bit
    for (let bit = 0; bit < 8; bit++) {
      // Predict: each context's counter, the match model's, mixed by the weights of this partial byte and
      // match length, refined by the APM.
      const j0 = b0 + partial
      const j1 = b1 + partial
      const j2 = b2 + partial
      const j3 = b3 + partial
      const j4 = b4 + partial
      const j5 = b5 + partial
      const j6 = b6 + partial
      const s0 = stretch[(t[j0] as number) >>> 12] as number
      const s1 = stretch[(t[j1] as number) >>> 12] as number
      const s2 = stretch[(t[j2] as number) >>> 12] as number
      const s3 = stretch[(t[j3] as number) >>> 12] as number
      const s4 = stretch[(t[j4] as number) >>> 12] as number
      const s5 = stretch[(t[j5] as number) >>> 12] as number
      const s6 = stretch[(t[j6] as number) >>> 12] as number
      let matchSlot = 0
      if (matchLength > 0) {
        const expected = ((history[matchPtr] as number) | 256) >> (7 - bit)
        if (expected >> 1 === c0) matchSlot = (matchLength > 31 ? 31 : matchLength) * 2 + (expected & 1)
        else matchLength = 0
      }
      const s7 = stretch[(mc[matchSlot] as number) >>> 12] as number
      const band = matchLength === 0 ? 0 : matchLength < 16 ? 1 : matchLength < 32 ? 2 : 3
      const ws = (c0 * 4 + band) * INPUTS
      // The dot product of inputs and weights, over 2^16, floored (it reaches 2^37): each weight split at bit
      // 11, so every product and sum stays a 32-bit integer, ⌊(2048·high + low) / 2^16⌋ = (high + low >> 11) >> 5.
      const w0 = wt[ws] as number
      const w1 = wt[ws + 1] as number
      const w2 = wt[ws + 2] as number
      const w3 = wt[ws + 3] as number
      const w4 = wt[ws + 4] as number
      const w5 = wt[ws + 5] as number
      const w6 = wt[ws + 6] as number
      const w7 = wt[ws + 7] as number
      const w8 = wt[ws + 8] as number
      const high =
        s0 * (w0 >> 11) +
        s1 * (w1 >> 11) +
        s2 * (w2 >> 11) +
        s3 * (w3 >> 11) +
        s4 * (w4 >> 11) +
        s5 * (w5 >> 11) +
        s6 * (w6 >> 11) +
        s7 * (w7 >> 11) +
        256 * (w8 >> 11)
      const low =
        s0 * (w0 & 2047) +
        s1 * (w1 & 2047) +
        s2 * (w2 & 2047) +
        s3 * (w3 & 2047) +
        s4 * (w4 & 2047) +
        s5 * (w5 & 2047) +
        s6 * (w6 & 2047) +
        s7 * (w7 & 2047) +
        256 * (w8 & 2047)
      const d = (high + (low >> 11)) >> 5
      const mixed = d > 2047 ? 4095 : d < -2047 ? 1 : (squashed[d + 2048] as number)
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
      t[j0] = learn(t[j0] as number, target, COUNT_LIMIT, rate)
      t[j1] = learn(t[j1] as number, target, COUNT_LIMIT, rate)
      t[j2] = learn(t[j2] as number, target, COUNT_LIMIT, rate)
      t[j3] = learn(t[j3] as number, target, COUNT_LIMIT, rate)
      t[j4] = learn(t[j4] as number, target, COUNT_LIMIT, rate)
      t[j5] = learn(t[j5] as number, target, COUNT_LIMIT, rate)
      t[j6] = learn(t[j6] as number, target, COUNT_LIMIT, rate)
      mc[matchSlot] = learn(mc[matchSlot] as number, target, 255, rate)
      const err = ((y << 12) - mixed) * 6
      wt[ws] = nudge(w0, s0, err)
      wt[ws + 1] = nudge(w1, s1, err)
      wt[ws + 2] = nudge(w2, s2, err)
      wt[ws + 3] = nudge(w3, s3, err)
      wt[ws + 4] = nudge(w4, s4, err)
      wt[ws + 5] = nudge(w5, s5, err)
      wt[ws + 6] = nudge(w6, s6, err)
      wt[ws + 7] = nudge(w7, s7, err)
      wt[ws + 8] = nudge(w8, 256, err)
      const apmSlot = w < 64 ? apmAt : apmAt + 1
      const a = apm[apmSlot] as number
      apm[apmSlot] = a + (((y << 16) + (y << 5) - y - y - a) >> 6)
      c0 = (c0 << 1) | y
      partial = (partial << 1) | y
      if (bit === 3) {
        // The second nibble's buckets, salted with the first nibble.
        const salt = Math.imul(c0, 0x2f0f3a1)
        b0 = bucket(salt, mask)
        b1 = bucket((h1 + salt) | 0, mask) + t1
        b2 = bucket((h2 + salt) | 0, mask) + t2
        b3 = bucket((h3 + salt) | 0, mask) + t3
        b4 = bucket((h4 + salt) | 0, mask) + t4
        b5 = bucket((h5 + salt) | 0, mask) + t5
        b6 = bucket((h6 + salt) | 0, mask) + t6
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

/** A context's bucket of 16 counters (one cache line) in its table, from its hash salted with the nibble. */
function bucket(hash: number, mask: number): number {
  let x = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d)
  x ^= x >>> 12
  return (x << 4) & mask
}

/** A mixer weight moved by its input times the error, within ±2^22. */
function nudge(weight: number, input: number, err: number): number {
  const v = weight + ((input * err) >> 12)
  return v > WEIGHT_LIMIT ? WEIGHT_LIMIT : v < -WEIGHT_LIMIT ? -WEIGHT_LIMIT : v
}

/** One counter's update: probability moves toward `target` at its adaptive rate; its count rises to `limit`. */
function learn(v: number, target: number, limit: number, rate: Int32Array): number {
  const n = v & 255
  const p = v >>> 8
  return ((p + (((target - p) * (rate[n] as number)) >> 15)) << 8) | (n < limit ? n + 1 : n)
}
