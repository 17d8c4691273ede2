import { readdirSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTokenizers } from './load-tokenizers.ts'
import type { Tokenizer } from './measure.ts'
import { isSafeBoundary, tokenPrefixEnd, tokenSuffixStart } from './token-cut.ts'
import { indexAtBytesFromEnd, indexAtBytesFromStart } from './utf8.ts'

const CORPUS = '/work/shared/corpus/outputs/'
const corpus = readdirSync(CORPUS).map((name) => ({ name, text: readFileSync(CORPUS + name, 'utf8') }))

let o200k: Tokenizer
let cl100k: Tokenizer
beforeAll(async () => {
  const { tokenizers } = await loadTokenizers(['o200k_base', 'cl100k_base'])
  o200k = tokenizers.o200k_base as Tokenizer
  cl100k = tokenizers.cl100k_base as Tokenizer
})

/** The cut computed on the whole text: encode everything, keep the first (last) n tokens' bytes. */
function wholePrefixEnd(t: Tokenizer, text: string, n: number): number {
  const tokens = t.encode(text)
  if (tokens.length <= n) return text.length
  const bytes = t.byteLengths(tokens.slice(0, n)).reduce((a, b) => a + b, 0)
  return indexAtBytesFromStart(text, bytes)
}
function wholeSuffixStart(t: Tokenizer, text: string, n: number): number {
  const tokens = t.encode(text)
  if (tokens.length <= n) return 0
  const bytes = t.byteLengths(tokens.slice(tokens.length - n)).reduce((a, b) => a + b, 0)
  return indexAtBytesFromEnd(text, bytes)
}

describe('tokenPrefixEnd and tokenSuffixStart', () => {
  it('cut every corpus output exactly where the whole-text encoding cuts it (o200k_base and cl100k_base)', () => {
    for (const t of [o200k, cl100k]) {
      for (const { name, text } of corpus) {
        const sample = text.slice(0, 60_000)
        for (const n of [1, 7, 100, 1_000, 5_000]) {
          expect([name, t.encoding, n, tokenPrefixEnd(t, sample, n)]).toEqual([
            name,
            t.encoding,
            n,
            wholePrefixEnd(t, sample, n),
          ])
          expect([name, t.encoding, n, tokenSuffixStart(t, sample, n)]).toEqual([
            name,
            t.encoding,
            n,
            wholeSuffixStart(t, sample, n),
          ])
        }
      }
    }
  })

  it('keep exactly n tokens of an ASCII text', () => {
    const text = corpus.find((c) => c.name.startsWith('log.'))?.text as string
    const end = tokenPrefixEnd(o200k, text, 2_000)
    expect(o200k.encode(text).slice(0, 2_000)).toEqual(o200k.encode(text.slice(0, end)).slice(0, 2_000))
    expect(end).toBeLessThan(text.length)
  })

  it('never split a multi-byte char: a token that holds half of one drops it', () => {
    // "😀" is several byte-level tokens in cl100k_base: one token alone decodes to part of the emoji.
    const text = '😀😀😀😀'
    for (let n = 0; n <= cl100k.count(text); n++) {
      const end = tokenPrefixEnd(cl100k, text, n)
      expect(end % 2).toBe(0)
      const start = tokenSuffixStart(cl100k, text, n)
      expect(start % 2).toBe(0)
    }
  })

  it('return the whole text when it holds n tokens or fewer', () => {
    expect(tokenPrefixEnd(o200k, 'hello world', 10)).toBe(11)
    expect(tokenSuffixStart(o200k, 'hello world', 10)).toBe(0)
  })

  it('read special-token strings as plain text', () => {
    expect(o200k.count('<|endoftext|>')).toBeGreaterThan(1)
  })

  it('handle a long text without any boundary by encoding it whole', () => {
    const text = 'x'.repeat(20_000)
    expect(tokenPrefixEnd(o200k, text, 10)).toBe(wholePrefixEnd(o200k, text, 10))
  })
})

describe('isSafeBoundary', () => {
  it('accepts a space after a word, a line start after a newline, a digit after punctuation', () => {
    expect(isSafeBoundary('ab cd', 2)).toBe(true)
    expect(isSafeBoundary('ab\ncd', 3)).toBe(true)
    expect(isSafeBoundary('[12', 1)).toBe(true)
  })
  it('rejects a cut inside a word, inside whitespace, before a slash after a newline, inside a number', () => {
    expect(isSafeBoundary('abcd', 2)).toBe(false)
    expect(isSafeBoundary('a  b', 2)).toBe(false)
    expect(isSafeBoundary('}\n/x', 2)).toBe(false)
    expect(isSafeBoundary('1234', 2)).toBe(false)
    expect(isSafeBoundary(' 5', 1)).toBe(false)
  })
})

describe('tokenPrefixEnd without a stoppable encoder', () => {
  it('cuts with growing windows exactly where the stoppable encoder does', () => {
    const text = corpus.map((c) => c.text.slice(0, 20_000)).join('\n')
    const windowed: Tokenizer = { ...o200k, encodeUpTo: undefined }
    for (const n of [1, 50, 3_000, 40_000])
      expect(tokenPrefixEnd(windowed, text, n)).toBe(tokenPrefixEnd(o200k, text, n))
  })
})
