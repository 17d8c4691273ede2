// FROZEN with share-link format 2: the model decides every bit of every format-2 link (its rules are in
// code-bits.ts, its state and sizes here). Never change what it computes (a renamed variable or a faster layout
// is fine; a changed number, order or rule is a new link format). test/unit/cm-frozen.test.ts holds it to what
// it wrote when format 2 shipped, and the link corpus in test/fixtures/ to every link handed out.
import { squash } from './tables.ts'

/** Contexts: order 0, 1, 2, 3, 4 and 6 bytes, and the current word (letters). */
export const CONTEXTS = 7
/** Mixer inputs: one per context, the match model, and a bias. */
export const INPUTS = CONTEXTS + 2
/** A counter's starting value: probability 1/2 (32768 of 65536), seen 0 times. */
const COUNTER_START = 32768 << 8

/**
 * The state of the context-mixing bit predictor (after Matt Mahoney's lpaq1, simplified) between two bytes:
 * seven hashed context models of adaptive 16-bit counters, a match model that follows the longest earlier
 * repeat of the last bytes, a gated linear mixer in the logistic domain and an order-1 APM. `codeBits` runs it.
 * Encoder and decoder run the very same model, so they agree bit for bit. Table sizes follow the capacity (the
 * dictionary and the text), so both sides size them alike.
 */
export interface ModelState {
  /** log2 of the counters per context table (`tableBits`). */
  readonly bits: number
  /** The seven context tables, one after another (table i from i << bits): counters packed as
   * (probability16 << 8) | times seen. One array, so the hot loop reads no array of arrays. */
  readonly counters: Int32Array
  /** The mixer's weights: 256 partial bytes × 4 match-length bands × `INPUTS`. */
  readonly weights: Int32Array
  /** The APM: 1024 contexts × 33 knots. */
  readonly apm: Int32Array
  /** The bytes seen, dictionary then text. */
  readonly history: Uint8Array
  readonly matchTable: Int32Array
  /** 32 match lengths × the expected bit. */
  readonly matchCounters: Int32Array
  /** The last four bytes, and the four before them. */
  c4: number
  c8: number
  /** A hash of the current word (letters), 0 outside one. */
  word: number
  /** How many bytes the model has seen. */
  at: number
  matchLength: number
  matchPtr: number
}

/**
 * Counters per context table for `capacity` bytes in all: 4 × capacity, a power of two from 2^16 to 2^20.
 * @example tableBits(10_124 + 13) === 16; tableBits(1_000_000) === 20
 */
export function tableBits(capacity: number): number {
  let bits = 16
  while (1 << bits < capacity * 4 && bits < 20) bits++
  return bits
}

/**
 * A fresh model for `capacity` bytes in all (dictionary and text): its tables grow with it, to 4 × capacity
 * counters each, between 2^16 and 2^20 (7 × 4 MiB at most).
 * @example createModel(10).counters.length === 7 << 16
 */
export function createModel(capacity: number): ModelState {
  const bits = tableBits(capacity)
  const apm = new Int32Array(1024 * 33)
  for (let c = 0; c < 1024; c++) for (let j = 0; j < 33; j++) apm[c * 33 + j] = squash((j - 16) * 128) * 16
  return {
    bits,
    counters: new Int32Array(CONTEXTS << bits).fill(COUNTER_START),
    weights: new Int32Array(INPUTS * 256 * 4).fill(1 << 14),
    apm,
    history: new Uint8Array(capacity + 1),
    matchTable: new Int32Array(1 << (bits - 2)),
    matchCounters: new Int32Array(64).fill(32768 << 8),
    c4: 0,
    c8: 0,
    word: 0,
    at: 0,
    matchLength: 0,
    matchPtr: 0,
  }
}

/**
 * `model`'s exact state with history room for `capacity` bytes in all, which must need tables of the same size
 * (`tableBits`). Priming on the dictionary once and copying is what keeps small links fast; the copy predicts
 * exactly what the model would.
 * @example copyModel(primed, capacity) // codes every text as `primed` would
 */
export function copyModel(model: ModelState, capacity: number): ModelState {
  const history = new Uint8Array(capacity + 1)
  history.set(model.history.subarray(0, model.at))
  return {
    ...model,
    counters: model.counters.slice(),
    weights: model.weights.slice(),
    apm: model.apm.slice(),
    history,
    matchTable: model.matchTable.slice(),
    matchCounters: model.matchCounters.slice(),
  }
}
