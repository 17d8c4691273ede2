import fc from 'fast-check'
import { strFromU8, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { codeBits, createCoder } from './cm/code-bits.ts'
import { ENCODE_STEP_BYTES, encodeContextMixed, encodeContextMixedSteps } from './cm/coder.ts'
import { copyModel, createModel, type ModelState } from './cm/model.ts'
import { crc32 } from './crc32.ts'
import { finishSteps } from './finish-steps.ts'
import { linkDictionary2 } from './link-dictionary.ts'
import {
  CONTEXT_MIXED_DECODE_MAX_BYTES,
  CONTEXT_MIXED_MAX_BYTES,
  METHOD,
  packPayload2,
  packPayload2Steps,
  unpackPayload2,
} from './payload-2.ts'

const LIMIT = 50 * 1024 * 1024
const roundTrip = (bytes: Uint8Array) => unpackPayload2(packPayload2(bytes), LIMIT)
/** Numbered JSON-ish lines: compressible, and every line different. */
const lines = (n: number) =>
  strToU8(Array.from({ length: n }, (_, i) => `{"line":${i},"text":"row ${i * 7919} of the log"}\n`).join(''))

describe('crc32', () => {
  it('gives the standard check value of "123456789"', () => {
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926)
  })
})

describe('packPayload2 / unpackPayload2', () => {
  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        expect(roundTrip(bytes)).toEqual(bytes)
      }),
      { numRuns: 60 },
    )
  })

  it('round-trips any text, whatever its characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), (text) => {
        expect(strFromU8(roundTrip(strToU8(text)) as Uint8Array)).toBe(text)
      }),
      { numRuns: 60 },
    )
  })

  it('context-mixes text up to 1 MiB, as much as the decoder reads, and deflates longer text', () => {
    // 1 MiB of lines, and one byte more: a second or two to context-mix and read back.
    const text = strFromU8(lines(30_000))
    const most = strToU8(text.slice(0, CONTEXT_MIXED_MAX_BYTES))
    const more = strToU8(text.slice(0, CONTEXT_MIXED_MAX_BYTES + 1))
    expect(CONTEXT_MIXED_MAX_BYTES).toBe(CONTEXT_MIXED_DECODE_MAX_BYTES)
    const mixed = packPayload2(most)
    expect(mixed[0]).toBe(METHOD.contextMixed)
    expect(packPayload2(more)[0]).toBe(METHOD.deflate)
    // Compared by length and CRC-32: toEqual on a megabyte takes seconds.
    const fingerprint = (bytes: unknown) => bytes instanceof Uint8Array && [bytes.length, crc32(bytes)]
    expect(fingerprint(unpackPayload2(mixed, LIMIT))).toEqual(fingerprint(most))
    expect(fingerprint(roundTrip(more))).toEqual(fingerprint(more))
  })

  it('writes the same payload however its steps are taken', () => {
    const text = lines(3000)
    const steps = packPayload2Steps(text)
    let taken = 0
    let step = steps.next()
    for (; !step.done; step = steps.next()) taken++
    expect(taken).toBe(Math.ceil(text.length / ENCODE_STEP_BYTES))
    expect(step.value).toEqual(packPayload2(text))
    expect(finishSteps(encodeContextMixedSteps(text, linkDictionary2(), 1000))).toEqual(
      encodeContextMixed(text, linkDictionary2()),
    )
  })

  it('starts from the dictionary: the default scenario costs a few bytes, text it has never seen many more', () => {
    expect(packPayload2(strToU8('{"version":2}')).length).toBeLessThanOrEqual(10)
    const unseen = strToU8('zq xv jk wq pz fy gh km')
    expect(packPayload2(unseen).length).toBeGreaterThan(15)
  })

  it('codes the same from a copied primed model as from one primed afresh', () => {
    const text = strToU8('{"version":2,"title":"copy or not, the same bits"}')
    const dictionary = linkDictionary2()
    const first = encodeContextMixed(text, dictionary) // primes and keeps a model
    const second = encodeContextMixed(text, dictionary) // copies the kept one
    const capacity = dictionary.length + text.length
    const fresh = createModel(capacity)
    codeBits(fresh, createCoder(), dictionary, 0, dictionary.length, 'learn')
    const copied = copyModel(fresh, capacity)
    const codeWith = (model: ModelState) => {
      const coder = createCoder()
      codeBits(model, coder, text, 0, text.length, 'encode')
      return coder.bytes.slice(0, coder.n)
    }
    expect(codeWith(copied)).toEqual(codeWith(fresh))
    expect(second).toEqual(first)
  })

  it('catches a changed byte anywhere with the checksum', () => {
    const packed = packPayload2(lines(50))
    for (const at of [8, Math.floor(packed.length / 2), packed.length - 6, packed.length - 1]) {
      const changed = packed.slice()
      changed[at] = (changed[at] as number) ^ 0x10
      // Never "cut off" alone: the payload is whole, so a message that names a cut names a change too.
      expect(unpackPayload2(changed, LIMIT)).toMatch(/checksum|character was changed|damaged/)
    }
  })

  it('says a payload cut short is cut, and stops decoding it early', () => {
    const packed = packPayload2(lines(500))
    expect(unpackPayload2(packed.subarray(0, 40), LIMIT)).toBe(
      'it ends before its content does (cut off, or a character was changed)',
    )
    expect(unpackPayload2(packed.subarray(0, 4), LIMIT)).toBe('it is too short to be a link (cut off)')
  })

  it('refuses a claimed length past the limit, or a context-mixed one past 1 MiB, before decoding', () => {
    const claim = (method: number, length: number[]) => new Uint8Array([method, ...length, 1, 2, 3, 4, 5, 6])
    expect(unpackPayload2(claim(METHOD.deflate, [0x80, 0x80, 0x80, 0x40]), LIMIT)).toBe('too-large') // 128 MiB
    expect(unpackPayload2(claim(METHOD.contextMixed, [0x80, 0x80, 0x80, 0x01]), LIMIT)).toBe('too-large') // 2 MiB
  })

  it('says a coding it does not know may come from a newer app', () => {
    const packed = packPayload2(lines(5))
    packed[0] = 7
    expect(unpackPayload2(packed, LIMIT)).toBe(
      'its coding (7) is not one this app knows: was it made by a newer version?',
    )
  })
})
