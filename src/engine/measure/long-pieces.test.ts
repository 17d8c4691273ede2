import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { REFERENCE_ENCODINGS, referenceEncode } from '../../../test/support/reference-bpe.ts'
import { adaptEncoding } from './gpt-tokenizer.ts'
import { loadTokenizers } from './load-tokenizers.ts'
import type { Tokenizer, Tokenizers } from './measure.ts'
import { measurer } from './measurer.ts'
import { pieceTokenizer } from './piece-counter.ts'
import { indexAtBytesFromEnd, indexAtBytesFromStart } from './utf8.ts'

/**
 * Exact tokens on texts made of long pieces (one unbroken run the split pattern keeps whole), where the merge goes
 * through the heap (heap-merge.ts): the engine's counts, encodings and cuts against gpt-tokenizer's own encoder.
 */
const CORPUS = '/work/shared/corpus/outputs/'
const corpus = readdirSync(CORPUS).map((name) => ({ name, text: readFileSync(CORPUS + name, 'utf8') }))
const utf8 = new TextEncoder()

let tokenizers: Tokenizers = {}
beforeAll(async () => {
  tokenizers = (await loadTokenizers(['o200k_base', 'cl100k_base'])).tokenizers
})

const zeros64 = (bytes: number) => Buffer.alloc(bytes).toString('base64')
// Whole texts: long runs alone and amid other text, a padding line, a minified blob, CJK, emoji and mixed.
const TEXTS = [
  ...[1, 15, 16, 17, 47, 48, 49, 100, 1_000, 4_097].flatMap((n) =>
    ['a', 'A', 'x', ' ', '\n', '=', '-', '.', '中', '😀', 'é', '\t'].map((c) => c.repeat(n)),
  ),
  'a'.repeat(20_000),
  zeros64(15_000),
  `data:image/png;base64,${zeros64(6_000)}==\n`,
  `${'='.repeat(3_000)}\nSection\n${'-'.repeat(3_000)}\n`,
  `{"k":"${'ab'.repeat(3_000)}"}`,
  `${'中文'.repeat(2_000)} and ${'😀'.repeat(1_500)} then ${'e\u0301'.repeat(1_000)}`,
  `  ${' '.repeat(5_000)}x${'\r\n'.repeat(700)}y`,
  'AbCd'.repeat(2_000),
  'Zz9'.repeat(2_000),
  `${'a\ud800'.repeat(500)}${'\udc00'.repeat(300)}`,
]

describe.each(REFERENCE_ENCODINGS)('exact tokens on long pieces: %s', (name, encoding) => {
  const reference = referenceEncode(encoding)
  const tokenizer = () => tokenizers[name] as Tokenizer

  it('counts and encodes runs, patterns, base64 of zeros, CJK, emoji and mixed text as gpt-tokenizer does', () => {
    const t = tokenizer()
    for (const text of TEXTS) {
      const want = reference(text)
      const label = [text.slice(0, 10), text.length]
      expect([...label, t.count(text)]).toEqual([...label, want.length])
      expect([...label, t.encode(text)]).toEqual([...label, want])
    }
  })

  it('counts and encodes random strings over small alphabets (long pieces) as gpt-tokenizer does (property)', () => {
    const t = tokenizer()
    const alphabets = ['a', 'ab', 'aB', 'a ', 'a\n', 'a1', '=-', 'A=', '中', '中a', '😀é', ' \t\n', 'Ab/+']
    const text = fc
      .tuple(fc.constantFrom(...alphabets), fc.array(fc.nat(12), { minLength: 1, maxLength: 3_000 }))
      .map(([alphabet, picks]) => {
        const units = [...alphabet]
        return picks.map((p) => units[p % units.length]).join('')
      })
    fc.assert(
      fc.property(text, (s) => {
        const want = reference(s)
        expect(t.count(s)).toBe(want.length)
        expect(t.encode(s)).toEqual(want)
      }),
      { numRuns: 200 },
    )
  })

  it('counts and encodes every corpus output as gpt-tokenizer does with every piece merged on the heap', () => {
    const core = adaptEncoding(name, encoding).core
    if (!core) throw new Error(`${name}: no BPE core`)
    const heapOnly = pieceTokenizer(core, (s) => utf8.encode(s), 2)
    for (const { name: file, text } of corpus) {
      const sample = text.slice(0, 150_000)
      const want = reference(sample)
      expect([file, heapOnly.count(sample)]).toEqual([file, want.length])
      expect([file, heapOnly.encodeUpTo(sample, Number.POSITIVE_INFINITY)]).toEqual([file, want])
    }
  })

  it('cuts texts of long pieces where gpt-tokenizer’s whole encoding cuts them, from either end', () => {
    const t = tokenizer()
    const m = measurer(name, tokenizers)
    const bytesOf = (tokens: number[]) => t.byteLengths(tokens).reduce((a, b) => a + b, 0)
    for (const text of [
      'a'.repeat(9_000),
      zeros64(9_000),
      `${'中'.repeat(3_000)}x${'😀'.repeat(1_000)}`,
      `intro ${'/'.repeat(5_000)} outro`,
    ]) {
      const all = reference(text)
      expect(m.count(text)).toBe(all.length)
      for (const n of [1, 2, 7, 100, 1_000, all.length - 1, all.length, all.length + 3]) {
        const head = all.length <= n ? text.length : indexAtBytesFromStart(text, bytesOf(all.slice(0, n)))
        const tail = all.length <= n ? 0 : indexAtBytesFromEnd(text, bytesOf(all.slice(all.length - n)))
        expect([text.slice(0, 6), n, m.prefixEnd(text, n)]).toEqual([text.slice(0, 6), n, head])
        expect([text.slice(0, 6), n, m.suffixStart(text, n)]).toEqual([text.slice(0, 6), n, tail])
        // What a cut keeps is counted by the same measure: the first n tokens' text holds n tokens at most
        // (one more split char's bytes are left out, never added).
        expect(m.count(text.slice(0, head))).toBe(reference(text.slice(0, head)).length)
      }
    }
  })
})
