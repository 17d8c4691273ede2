import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import cl100k from 'gpt-tokenizer/encoding/cl100k_base'
import o200k from 'gpt-tokenizer/encoding/o200k_base'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceMerge } from '../../../test/support/reference-bpe.ts'
import { adaptEncoding } from './gpt-tokenizer.ts'
import { loadTokenizers } from './load-tokenizers.ts'
import type { Tokenizer } from './measure.ts'
import { asciiSplit, type BpeCore, mergeAscii } from './piece-counter.ts'

const coreOf = (name: string, encoding: unknown): BpeCore => {
  const core = adaptEncoding(name, encoding).core
  if (!core) throw new Error(`${name}: the adapter found no BPE core`)
  return core
}

const CORPUS = '/work/shared/corpus/outputs/'
const corpus = readdirSync(CORPUS).map((name) => ({ name, text: readFileSync(CORPUS + name, 'utf8') }))

let tokenizers: Tokenizer[] = []
beforeAll(async () => {
  const { tokenizers: t } = await loadTokenizers(['o200k_base', 'cl100k_base'])
  tokenizers = [t.o200k_base, t.cl100k_base] as Tokenizer[]
})

// Pieces a tokenizer's split treats specially: contractions, digit runs, whitespace before text, CRLF, slashes
// after punctuation, letters with marks, CJK, emoji (surrogate pairs), lone surrogates, special-token text.
const atoms = [
  'a',
  'Z',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\n\n',
  '0',
  '12',
  '1234',
  "'s",
  "'LL",
  '/',
  '//',
  '.',
  ',',
  '{"',
  '":',
  'é',
  'e\u0301',
  'ß',
  'Ω',
  '中文',
  '日本語',
  '한국어',
  '😀',
  '👍🏽',
  '\ud800',
  '\udc00',
  '\u00a0',
  '\u3000',
  'عربى',
  '<|endoftext|>',
  'the',
  ' the',
  'The',
  'HTTP',
  'ing',
  '...',
]
const text = fc
  .array(fc.oneof(fc.constantFrom(...atoms), fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 80 })
  .map((xs) => xs.join(''))

describe('exact count (piece counter)', () => {
  it('equals encode().length on every corpus output, o200k_base and cl100k_base', () => {
    for (const t of tokenizers) {
      for (const { name, text } of corpus)
        expect([name, t.count(text)]).toEqual([name, t.encode(text).length])
    }
  })

  it('equals encode().length on random, emoji, CJK and mixed text (property)', () => {
    for (const t of tokenizers) {
      fc.assert(
        fc.property(text, (s) => t.count(s) === t.encode(s).length),
        { numRuns: 400 },
      )
    }
  })

  it('equals encode().length on a text longer than one chunk, cut at piece boundaries (and a word with none)', () => {
    const long = corpus
      .map((c) => c.text)
      .join('\n')
      .slice(0, 600_000)
    const word = 'QUJD'.repeat(2_000) // one base64 word: one piece, counted whole
    for (const t of tokenizers) {
      expect(t.count(long)).toBe(t.encode(long).length)
      expect(t.count(word)).toBe(t.encode(word).length)
    }
  })
})

describe('encodeUpTo (piece tokenizer)', () => {
  it('gives the first tokens of the whole encoding, at least n + 1 of them, on corpus and random text', () => {
    const long = corpus
      .map((c) => c.text)
      .join('\n')
      .slice(0, 400_000)
    for (const t of tokenizers) {
      const upTo = t.encodeUpTo as (text: string, n: number) => number[]
      const whole = t.encode(long)
      for (const n of [0, 1, 100, 5_000, 40_000, whole.length, whole.length + 5]) {
        const got = upTo(long, n)
        expect(got.length).toBeGreaterThanOrEqual(Math.min(n + 1, whole.length))
        expect(got).toEqual(whole.slice(0, got.length))
      }
      fc.assert(
        fc.property(text, fc.nat(40), (s, n) => {
          const got = upTo(s, n)
          const all = t.encode(s)
          return got.length >= Math.min(n + 1, all.length) && got.every((id, i) => id === all[i])
        }),
        { numRuns: 300 },
      )
    }
  })
})

describe('mergeAscii', () => {
  it('gives the core byte-pair merge’s tokens for every ASCII piece (property)', () => {
    const utf8 = new TextEncoder()
    for (const [name, api] of [
      ['o200k_base', o200k],
      ['cl100k_base', cl100k],
    ] as const) {
      const core = coreOf(name, api)
      const bytePairMerge = referenceMerge(api)
      const ascii = fc.string({
        unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)),
        maxLength: 40,
      })
      fc.assert(
        fc.property(ascii, (piece) => {
          const want = bytePairMerge(utf8.encode(piece))
          const got = mergeAscii(piece, core.bytePairStringRankEncoder)
          return JSON.stringify(got) === JSON.stringify(want)
        }),
        { numRuns: 500 },
      )
    }
  })
})

describe('asciiSplit', () => {
  it('splits ASCII text into the same pieces as the Unicode pattern, for both encodings (property)', () => {
    const atoms = [
      'a',
      'Z',
      'ab',
      'AB',
      'Ab',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '\v',
      '\f',
      '0',
      '123',
      '1234',
      "'s",
      "'LL",
      "'Re",
      '/',
      '.',
      '{"',
      '":',
    ]
    const ascii = fc
      .array(
        fc.oneof(
          fc.constantFrom(...atoms),
          fc.string({
            unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)),
            maxLength: 5,
          }),
        ),
        { maxLength: 60 },
      )
      .map((xs) => xs.join(''))
    for (const [name, api] of [
      ['o200k_base', o200k],
      ['cl100k_base', cl100k],
    ] as const) {
      const core = coreOf(name, api)
      const unicode = core.tokenSplitRegex
      const fast = asciiSplit(unicode)
      expect(fast?.source).not.toContain('\\p{')
      fc.assert(
        fc.property(ascii, (text) => {
          const want = text.match(new RegExp(unicode.source, unicode.flags)) ?? []
          const got = text.match(fast as RegExp) ?? []
          return JSON.stringify(got) === JSON.stringify(want)
        }),
        { numRuns: 1_000 },
      )
    }
  })
})
