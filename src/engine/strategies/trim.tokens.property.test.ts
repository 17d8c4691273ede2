import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTokenizers } from '../measure/load-tokenizers.ts'
import type { Measurer } from '../measure/measure.ts'
import { measurer } from '../measure/measurer.ts'
import { TRIM_STRATEGIES } from './schema.ts'
import { trimOutput } from './trim.ts'

const piece = fc.oneof(
  fc.constantFrom(
    '\n',
    ' ',
    'error: failed\n',
    '😀',
    'é',
    '日本語',
    '{"a":[1,2]}',
    '  ',
    '12345',
    '<|endoftext|>',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
)
const text = fc.array(piece, { maxLength: 50 }).map((xs) => xs.join(''))
const BOUNDED = TRIM_STRATEGIES.filter((s) => s !== 'head-marker' && s !== 'head-tail')

let o200k: Measurer
let cl100k: Measurer
beforeAll(async () => {
  const { tokenizers } = await loadTokenizers(['o200k_base', 'cl100k_base'])
  o200k = measurer('o200k_base', tokenizers)
  cl100k = measurer('cl100k_base', tokenizers)
})

describe('every trim strategy in exact tokens (property)', () => {
  it('keeps pieces that each count at most the budget, and never leaves a lone surrogate', () => {
    for (const m of [o200k, cl100k]) {
      fc.assert(
        fc.property(text, fc.integer({ min: 0, max: 60 }), fc.constantFrom(...BOUNDED), (s, b, strategy) => {
          const out = trimOutput(strategy, { text: s, budget: b, m, callIndex: 0 }, 'inline')
          if (!out.truncated) return
          if (strategy === 'json-aware' && out.kept.length === 0)
            expect(m.count(out.text)).toBeLessThanOrEqual(b)
          else for (const [x, y] of out.kept) expect(m.count(s.slice(x, y))).toBeLessThanOrEqual(b)
          expect(
            /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(out.text),
          ).toBe(false)
        }),
        { numRuns: 300 },
      )
    }
  })
})
