import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { countParts, emptyGrid, gridPrefixEnd, gridSuffixStart, joinTextParts } from './grid-count.ts'
import { loadTokenizers } from './load-tokenizers.ts'
import type { TextPart, Tokenizer } from './measure.ts'
import { measurer } from './measurer.ts'
import { tokenPrefixEnd, tokenSuffixStart } from './token-cut.ts'

const CORPUS = '/work/shared/corpus/outputs/'
const corpus = readdirSync(CORPUS)
  .sort()
  .map((name) => readFileSync(CORPUS + name, 'utf8'))
  .filter((text) => text.length > 3_000)

let tokenizers: Tokenizer[] = []
beforeAll(async () => {
  const loaded = await loadTokenizers(['o200k_base', 'cl100k_base'])
  tokenizers = [loaded.tokenizers.o200k_base as Tokenizer, loaded.tokenizers.cl100k_base as Tokenizer]
})

// Texts a trim puts between ranges: markers, and joins that would merge with what is around them if a count
// were simply summed across them (a space, a digit, a newline after punctuation).
const NOTICES = [
  '\n…1,234 tokens truncated…\n',
  '…1234 tokens truncated…',
  '\n[truncated — 80,000 chars total]',
  ' ',
  '7',
  '\n',
  '.\n',
  '',
  'é😀',
]

/** Ranges of `length`, in order or not, with notices between them. */
const partsOf = (length: number) =>
  fc.array(
    fc.tuple(
      fc.integer({ min: 0, max: length }),
      fc.integer({ min: 0, max: 6_000 }),
      fc.constantFrom(...NOTICES),
    ),
    { minLength: 1, maxLength: 4 },
  )

const build = (length: number, picks: [number, number, string][]): TextPart[] =>
  picks.flatMap(([start, span, notice]): TextPart[] => [[start, Math.min(length, start + span)], notice])

describe('countParts', () => {
  it('equals the count of the joined text, for any ranges of a corpus output and any notices between', () => {
    for (const tokenizer of tokenizers)
      for (const text of corpus) {
        const grid = emptyGrid()
        fc.assert(
          fc.property(partsOf(text.length), (picks) => {
            const parts = build(text.length, picks)
            const want = tokenizer.count(joinTextParts(text, parts))
            expect(countParts((t) => tokenizer.count(t), grid, text, parts)).toBe(want)
          }),
          { numRuns: 25, seed: 3 },
        )
      }
  })

  it('counts a stretch between grid points once for every text built from it', () => {
    const tokenizer = tokenizers[0] as Tokenizer
    const text = corpus.join('\n')
    const grid = emptyGrid()
    const seen: string[] = []
    const count = (t: string) => {
      seen.push(t)
      return tokenizer.count(t)
    }
    countParts(count, grid, text, [[0, 20_000], '\n…\n'])
    const firstChars = seen.reduce((n, t) => n + t.length, 0)
    seen.length = 0
    countParts(count, grid, text, [[0, 19_000], '\n[truncated]'])
    const againChars = seen.reduce((n, t) => n + t.length, 0)
    expect(firstChars).toBeGreaterThanOrEqual(20_000)
    expect(againChars).toBeLessThan(1_000) // only the edge after the last shared grid point
  })
})

describe('measurer countParts', () => {
  it('is the count of the joined text in every measure', () => {
    const text = `${corpus[0]}`
    const parts: TextPart[] = [[0, 5_000], '\n…\n', [text.length - 3_000, text.length]]
    const joined = joinTextParts(text, parts)
    for (const id of ['chars', 'chars/4', 'praisonai'] as const)
      expect(measurer(id).countParts(text, parts)).toBe(measurer(id).count(joined))
    for (const t of tokenizers)
      expect(measurer(t.encoding, { [t.encoding]: t }).countParts(text, parts)).toBe(t.count(joined))
  })
})

/** Measured: ~5 s of CPU on a quiet machine, 33–43 s at load 16–20 on 2 cores; a hang guard 3× above that. */
const CUT_EVERY_OUTPUT_BUDGET_MS = 150_000

describe('gridPrefixEnd and gridSuffixStart', () => {
  it(
    'cut every corpus output where the encoder cuts it, at any n, sharing one grid (o200k_base, cl100k_base)',
    () => {
      for (const tokenizer of tokenizers)
        for (const text of corpus) {
          const grid = emptyGrid()
          const count = (t: string) => tokenizer.count(t)
          const total = tokenizer.count(text)
          for (const n of [1, 7, 100, 999, 2_000, total - 1, total, total + 5]) {
            const prefix = gridPrefixEnd(tokenizer, count, grid, text, n)
            expect(prefix.end).toBe(tokenPrefixEnd(tokenizer, text, n))
            expect(prefix.total).toBe(n >= total ? total : null)
            expect(gridSuffixStart(tokenizer, count, grid, text, n)).toBe(
              tokenSuffixStart(tokenizer, text, n),
            )
          }
        }
    },
    CUT_EVERY_OUTPUT_BUDGET_MS,
  )
})
