// FROZEN with share-link format 2 (see model.ts and code-bits.ts): what is coded, in what order, from which
// primed model. How the work is cut into steps is free: it changes no bit.
import { finishSteps } from '../finish-steps.ts'
import { codeBits, createCoder, READ_AHEAD } from './code-bits.ts'
import { copyModel, createModel, type ModelState, tableBits } from './model.ts'

/** The last model primed on a dictionary, kept to be copied: priming costs a few ms, a copy well under one. */
let primed: { dictionary: Uint8Array; bits: number; model: ModelState } | undefined

/** Past 2^17 counters a table, priming is small beside the text, and a kept copy would hold 3.5 MB or more. */
const SHARED_PRIMING_MAX_BITS = 17

/**
 * A model that has run over `dictionary` (learning, coding nothing), so the text starts with its statistics and
 * repeats, with room for `textBytes` more. Small texts share one primed model, copied each time.
 */
function primedModel(dictionary: Uint8Array, textBytes: number): ModelState {
  const capacity = dictionary.length + textBytes
  const bits = tableBits(capacity)
  if (bits <= SHARED_PRIMING_MAX_BITS) {
    if (primed?.dictionary !== dictionary || primed.bits !== bits) {
      primed = { dictionary, bits, model: prime(createModel(capacity), dictionary) }
    }
    return copyModel(primed.model, capacity)
  }
  return prime(createModel(capacity), dictionary)
}

function prime(model: ModelState, dictionary: Uint8Array): ModelState {
  codeBits(model, createCoder(), dictionary, 0, dictionary.length, 'learn')
  return model
}

/** Bytes coded between two steps of `encodeContextMixedSteps`: about 30 ms of work on a quiet machine. */
export const ENCODE_STEP_BYTES = 32 * 1024

/**
 * `encodeContextMixed` in steps: after priming and after each `stepBytes` of text it yields how many bytes of
 * `data` are coded, and it returns the code. A caller (the link worker) can stop between steps, as when the
 * link is no longer wanted; the code is the same however it is stepped.
 * @example finishSteps(encodeContextMixedSteps(data, dictionary, 1024)) // equals encodeContextMixed(data, dictionary)
 */
export function* encodeContextMixedSteps(
  data: Uint8Array,
  dictionary: Uint8Array,
  stepBytes = ENCODE_STEP_BYTES,
): Generator<number, Uint8Array, void> {
  const model = primedModel(dictionary, data.length)
  const coder = createCoder()
  for (let done = 0; done < data.length; ) {
    yield done
    done = codeBits(model, coder, data, done, Math.min(data.length, done + stepBytes), 'encode')
  }
  const { bytes, n, x1 } = coder
  const out = new Uint8Array(n + 1)
  out.set(bytes.subarray(0, n))
  out[n] = x1 >>> 24
  return out
}

/**
 * Compresses bytes with the context-mixing model primed on `dictionary`. The length is not stored: the caller
 * keeps it (the decoder needs it).
 * @example encodeContextMixed(strToU8('{"version":2}'), dictionary).length < 13
 */
export function encodeContextMixed(data: Uint8Array, dictionary: Uint8Array): Uint8Array {
  return finishSteps(encodeContextMixedSteps(data, dictionary, data.length))
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
  const coder = createCoder(code)
  const out = new Uint8Array(length)
  codeBits(model, coder, out, 0, length, 'decode')
  return coder.n > code.length + READ_AHEAD ? 'cut' : out
}
