// FROZEN with share-link format 2: the model below decides every bit of every format-2 link. Never edit it (a
// renamed variable is fine; a changed number, order or rule is a new link format). The corpus in
// test/fixtures/ and the round-trip tests hold it to that.
import { RATE, STRETCH, squash } from './tables.ts'

/** Contexts: order 0, 1, 2, 3, 4 and 6 bytes, and the current word (letters). */
const CONTEXTS = 7
/** Mixer inputs: one per context, the match model, and a bias. */
const INPUTS = CONTEXTS + 2
const COUNT_LIMIT = 127
const MATCH_MIN = 5
const MATCH_CHECK = 32
const WEIGHT_LIMIT = 1 << 22

/**
 * A context-mixing bit predictor (after Matt Mahoney's lpaq1, simplified): seven hashed context models of
 * adaptive 16-bit counters, a match model that follows the longest earlier repeat of the last bytes, a gated
 * linear mixer in the logistic domain and an order-1 APM. `pr` is P(next bit = 1) in 12 bits; `update(bit)`
 * learns the bit and predicts the next. Encoder and decoder run the very same model, so they agree bit for bit.
 * Table sizes follow `capacity` (the dictionary and the text), so both sides size them alike.
 * @example new LinkModel(10).pr === 2047 (nothing learnt yet)
 */
export class LinkModel {
  /** P(next bit = 1), 1…4095 of 4096. */
  pr = 2047
  private readonly mask: number
  /** Per context: counters packed as (probability16 << 8) | times seen. */
  private readonly tables: Int32Array[] = []
  private readonly hashes = new Int32Array(CONTEXTS)
  private readonly bases = new Int32Array(CONTEXTS)
  private readonly slots = new Int32Array(CONTEXTS)
  private readonly inputs = new Int32Array(INPUTS)
  private readonly weights: Int32Array
  private weightSet = 0
  private mixed = 2047
  private readonly apm: Int32Array
  private apmSlot = 0
  /** The byte being read, with a leading 1 bit (1…255). */
  private c0 = 1
  private bit = 0
  /** The last four bytes, and the four before them. */
  private c4 = 0
  private c8 = 0
  private word = 0
  private readonly history: Uint8Array
  private at = 0
  private readonly matchTable: Int32Array
  private readonly matchShift: number
  private matchLength = 0
  private matchPtr = 0
  private readonly matchCounters = new Int32Array(64).fill(32768 << 8)
  private matchSlot = 0

  /**
   * A fresh model for `capacity` bytes in all (dictionary and text): its tables grow with it, to 4 × capacity
   * counters each, between 2^16 and 2^20.
   */
  constructor(capacity: number) {
    const bits = tableBits(capacity)
    this.mask = (1 << bits) - 1
    for (let i = 0; i < CONTEXTS; i++) this.tables.push(new Int32Array(1 << bits).fill(32768 << 8))
    this.weights = new Int32Array(INPUTS * 256 * 4).fill(1 << 14)
    this.history = new Uint8Array(capacity + 1)
    this.matchShift = 32 - (bits - 2)
    this.matchTable = new Int32Array(1 << (bits - 2))
    this.apm = new Int32Array(1024 * 33)
    for (let c = 0; c < 1024; c++)
      for (let j = 0; j < 33; j++) this.apm[c * 33 + j] = squash((j - 16) * 128) * 16
    this.hashContexts()
    this.locateNibble()
    this.predict()
  }

  /**
   * This model's exact state in a new model with history room for `capacity` bytes in all, which must need
   * tables of the same size (`tableBits`). Priming on the dictionary once and copying is what keeps small links
   * fast; the copy predicts exactly what this model would.
   */
  copy(capacity: number): LinkModel {
    const out = Object.create(LinkModel.prototype) as LinkModel
    const mutable = out as unknown as Record<string, unknown>
    for (const [key, value] of Object.entries(this)) {
      if (key === 'history') {
        const history = new Uint8Array(capacity + 1)
        history.set(this.history.subarray(0, this.at))
        mutable[key] = history
      } else if (key === 'tables') mutable[key] = this.tables.map((t) => t.slice())
      else mutable[key] = ArrayBuffer.isView(value) ? (value as Int32Array).slice() : value
    }
    return out
  }

  /** Learns `y` (0 or 1), the bit that came, and predicts the next one into `pr`. */
  update(y: number): void {
    const target = y === 1 ? 65535 : 0
    for (let i = 0; i < CONTEXTS; i++) {
      const table = this.tables[i] as Int32Array
      const j = this.slots[i] as number
      const v = table[j] as number
      table[j] = learn(v, target, COUNT_LIMIT)
    }
    this.matchCounters[this.matchSlot] = learn(this.matchCounters[this.matchSlot] as number, target, 255)
    const err = ((y << 12) - this.mixed) * 6
    for (let i = 0; i < INPUTS; i++) {
      const k = this.weightSet + i
      const w = (this.weights[k] as number) + (((this.inputs[i] as number) * err) >> 12)
      this.weights[k] = w > WEIGHT_LIMIT ? WEIGHT_LIMIT : w < -WEIGHT_LIMIT ? -WEIGHT_LIMIT : w
    }
    const a = this.apm[this.apmSlot] as number
    this.apm[this.apmSlot] = a + (((y << 16) + (y << 5) - y - y - a) >> 6)

    this.c0 = (this.c0 << 1) | y
    this.bit++
    if (this.bit === 8) this.endByte(this.c0 & 255)
    else if (this.bit === 4) this.locateNibble()
    this.predict()
  }

  private endByte(c: number): void {
    this.history[this.at++] = c
    this.c8 = (this.c8 << 8) | (this.c4 >>> 24)
    this.c4 = (this.c4 << 8) | c
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90)
    this.word = letter ? Math.imul(this.word ^ c, 0x2c9277b5) : 0
    this.c0 = 1
    this.bit = 0
    this.followMatch(c)
    this.hashContexts()
    this.locateNibble()
  }

  /** Extends the current match by the byte that came, or looks for a new one among earlier repeats. */
  private followMatch(c: number): void {
    if (this.matchLength > 0) {
      if (this.history[this.matchPtr] === c) {
        this.matchLength++
        this.matchPtr++
      } else this.matchLength = 0
    }
    if (this.at < MATCH_MIN) return
    const h = (Math.imul(this.c4, 0x9e3779b1) ^ Math.imul(this.c8 & 0xff, 0x85ebca6b)) >>> this.matchShift
    if (this.matchLength === 0) {
      const candidate = this.matchTable[h] as number
      if (candidate > 0) {
        let n = 0
        while (
          n < MATCH_CHECK &&
          candidate - n - 1 >= 0 &&
          this.history[candidate - n - 1] === this.history[this.at - n - 1]
        )
          n++
        if (n >= MATCH_MIN) {
          this.matchLength = n
          this.matchPtr = candidate
        }
      }
    }
    this.matchTable[h] = this.at
  }

  /** Hashes of the byte contexts, once per byte. */
  private hashContexts(): void {
    const c4 = this.c4
    const h = this.hashes
    h[0] = 0
    h[1] = Math.imul(c4 & 0xff, 0x3f1) + 0x10000
    h[2] = Math.imul(c4 & 0xffff, 0x1f3d5b79) + 0x20000
    h[3] = Math.imul(c4 & 0xffffff, 0x2f0f3b21) ^ 0x30000
    h[4] = Math.imul(c4, 0x6f4f2a5b) ^ 0x40000
    h[5] = Math.imul(c4 ^ Math.imul(this.c8 & 0xffff, 0x3c6ef372), 0x5bd1e995) ^ 0x50000
    h[6] = Math.imul(this.word, 0x9e3779b1) ^ 0x60000
  }

  /** Each context's bucket of 16 counters for the nibble about to be read (one cache line). */
  private locateNibble(): void {
    const salt = this.bit === 0 ? 0 : Math.imul(this.c0, 0x2f0f3a1)
    for (let i = 0; i < CONTEXTS; i++) {
      let x = ((this.hashes[i] as number) + salt) | 0
      x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d)
      x ^= x >>> 12
      this.bases[i] = (x << 4) & this.mask
    }
  }

  private predict(): void {
    const partial =
      this.bit < 4 ? this.c0 & 15 : (this.c0 & ((1 << (this.bit - 4)) - 1)) | (1 << (this.bit - 4))
    for (let i = 0; i < CONTEXTS; i++) {
      const j = (this.bases[i] as number) + partial
      this.slots[i] = j
      this.inputs[i] = STRETCH[((this.tables[i] as Int32Array)[j] as number) >>> 12] as number
    }
    this.matchSlot = 0
    if (this.matchLength > 0) {
      const expected = ((this.history[this.matchPtr] as number) | 256) >> (7 - this.bit)
      if (expected >> 1 === this.c0) {
        this.matchSlot = (this.matchLength > 31 ? 31 : this.matchLength) * 2 + (expected & 1)
      } else this.matchLength = 0
    }
    this.inputs[CONTEXTS] = STRETCH[(this.matchCounters[this.matchSlot] as number) >>> 12] as number
    this.inputs[CONTEXTS + 1] = 256
    const band = this.matchLength === 0 ? 0 : this.matchLength < 16 ? 1 : this.matchLength < 32 ? 2 : 3
    this.weightSet = (this.c0 * 4 + band) * INPUTS
    let dot = 0
    for (let i = 0; i < INPUTS; i++)
      dot += (this.inputs[i] as number) * (this.weights[this.weightSet + i] as number)
    // Exact in doubles (|dot| < 2^37); dividing by a power of two and flooring is exact too.
    const mixed = squash(Math.floor(dot / 65536))
    this.mixed = mixed
    const s = (STRETCH[mixed] as number) + 2048
    const lo = s >> 7
    const w = s & 127
    const slot = ((this.c4 & 0xff) | ((this.c0 & 3) << 8)) * 33 + lo
    this.apmSlot = w < 64 ? slot : slot + 1
    const refined = ((this.apm[slot] as number) * (128 - w) + (this.apm[slot + 1] as number) * w) >> 11
    const p = (mixed + 3 * refined) >> 2
    this.pr = p < 1 ? 1 : p > 4095 ? 4095 : p
  }
}

/** Counters per context table for `capacity` bytes in all: 4 × capacity, a power of two from 2^16 to 2^20. */
export function tableBits(capacity: number): number {
  let bits = 16
  while (1 << bits < capacity * 4 && bits < 20) bits++
  return bits
}

/** One counter's update: probability moves toward `target` at its adaptive rate; its count rises to `limit`. */
function learn(v: number, target: number, limit: number): number {
  const n = v & 255
  const p = v >>> 8
  return ((p + (((target - p) * (RATE[n] as number)) >> 15)) << 8) | (n < limit ? n + 1 : n)
}
