import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REFERENCE_ENCODINGS, referenceMerge } from '../../../test/support/reference-bpe.ts'
import { adaptEncoding } from './gpt-tokenizer.ts'
import { heapMerge, heapMergePiece } from './heap-merge.ts'

const utf8 = new TextEncoder()
const encodeUtf8 = (s: string) => utf8.encode(s)

/** The reference loop on a toy vocabulary: scan for the lowest rank (leftmost on a tie), merge, repeat. */
function naiveMerge(length: number, rankOf: (from: number, to: number) => number): number[] {
  const starts = Array.from({ length: length + 1 }, (_, i) => i)
  for (;;) {
    let best = Number.POSITIVE_INFINITY
    let at = -1
    for (let i = 0; i + 2 < starts.length; i++) {
      const r = rankOf(starts[i] as number, starts[i + 2] as number)
      if (r < best) {
        best = r
        at = i
      }
    }
    if (at === -1) break
    starts.splice(at + 1, 1)
  }
  return starts.slice(1).map((end, i) => rankOf(starts[i] as number, end))
}

describe('heapMerge', () => {
  it('merges the lowest rank first: the TSDoc example', () => {
    const table: Record<string, number> = { '0,1': 64, '1,2': 65, '0,2': 1000 }
    const rankOf = (a: number, b: number) => table[`${a},${b}`] ?? Number.POSITIVE_INFINITY
    expect(heapMerge(Uint8Array.of(97, 98), rankOf)).toEqual([1000])
  })

  it('makes the reference loop’s merges on random vocabularies, ties included (property)', () => {
    // Units are letters of a 3-letter alphabet; a random set of strings are tokens, each with its own rank.
    const input = fc.record({
      text: fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 1, maxLength: 40 }),
      tokens: fc.uniqueArray(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 2, maxLength: 6 }),
        {
          maxLength: 60,
        },
      ),
    })
    fc.assert(
      fc.property(input, ({ text, tokens }) => {
        const ranks = new Map<string, number>([
          ['a', 0],
          ['b', 1],
          ['c', 2],
        ])
        for (const t of tokens) ranks.set(t, ranks.size)
        const rankOf = (a: number, b: number) => ranks.get(text.slice(a, b)) ?? Number.POSITIVE_INFINITY
        expect(heapMerge(utf8.encode(text), rankOf)).toEqual(naiveMerge(text.length, rankOf))
      }),
      { numRuns: 2_000 },
    )
  })

  it('throws, naming the byte, when a single byte is no token', () => {
    const rankOf = (a: number, b: number) => (a === 0 && b === 1 ? 5 : Number.POSITIVE_INFINITY)
    expect(() => heapMerge(Uint8Array.of(97, 98), rankOf)).toThrow('no token for byte 98 of a piece')
  })
})

// Pieces whose merges are long chains of one pair (runs), ties everywhere (repeated patterns), multi-byte chars
// split across tokens (CJK, emoji, combining marks), lone surrogates (encoded as U+FFFD) and bytes no UTF-8 holds.
const runs = [
  1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1_000, 2_049,
]
const ADVERSARIAL = [
  ...runs.flatMap((n) => ['a', 'A', ' ', '=', '/', '中', '😀', 'é'].map((c) => c.repeat(n))),
  ...['ab', 'abc', 'Ab', 'xyz1', '=-', '中文', '😀a', 'e\u0301', 'a\ud800'].map((p) => p.repeat(300)),
  Buffer.alloc(1_500).toString('base64'),
  Buffer.from('\u00ff'.repeat(700), 'latin1').toString('base64'),
  '\ud800'.repeat(50),
  '\udc00\ud800'.repeat(40),
  '👍🏽'.repeat(200),
  '한국어'.repeat(300),
  'عربى'.repeat(300),
  '\u3000'.repeat(500),
]

describe.each(REFERENCE_ENCODINGS)('heapMergePiece: %s', (name, encoding) => {
  const core = adaptEncoding(name, encoding).core
  if (!core) throw new Error(`${name}: the adapter found no BPE core`)
  const bytePairMerge = referenceMerge(encoding)
  const merge = (piece: string) =>
    heapMergePiece(piece, core.bytePairStringRankEncoder, core.rankOfBytes, encodeUtf8)

  it('gives the reference merge’s tokens on runs, repeated patterns, base64 of zeros, CJK and emoji', () => {
    for (const piece of ADVERSARIAL)
      expect([piece.slice(0, 12), piece.length, merge(piece)]).toEqual([
        piece.slice(0, 12),
        piece.length,
        bytePairMerge(utf8.encode(piece)),
      ])
  })

  it('gives the reference merge’s tokens on random strings over small alphabets (property)', () => {
    const alphabets = ['ab', 'aA', 'a ', 'a1', '=/', '中a', '😀é', 'e\u0301', 'aé中😀\ud800']
    const piece = fc
      .tuple(fc.constantFrom(...alphabets), fc.integer({ min: 1, max: 600 }), fc.integer())
      .map(([alphabet, length, seed]) => {
        const units = [...alphabet]
        let x = seed >>> 0
        let s = ''
        for (let i = 0; i < length; i++) {
          x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0
          s += units[(x >>> 16) % units.length]
        }
        return s
      })
    fc.assert(
      fc.property(piece, (p) => {
        expect(merge(p)).toEqual(bytePairMerge(utf8.encode(p)))
      }),
      { numRuns: 300 },
    )
  })

  it('gives the reference merge’s tokens on any string of a few chars (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), (p) => {
        expect(merge(p)).toEqual(bytePairMerge(utf8.encode(p)))
      }),
      { numRuns: 2_000 },
    )
  })
})
