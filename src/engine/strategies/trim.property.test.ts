import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { measurer } from '../measure/measurer.ts'
import { TRIM_STRATEGIES } from './schema.ts'
import { trimOutput } from './trim.ts'

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const piece = fc.oneof(
  fc.constantFrom('\n', ' ', 'error: failed\n', '😀', 'é', '{"a":[1,2]}', 'line\n'),
  fc.string({ unit: 'binary', maxLength: 30 }),
)
const text = fc.array(piece, { maxLength: 60 }).map((xs) => xs.join(''))
const budget = fc.integer({ min: 0, max: 400 })

// Seed 002's two cuts follow its formula (`max_chars = int(len × (budget / cur) × 0.9)`), not a hard bound in
// UTF-16 units: they are checked against PraisonAI's own code in trim.test.ts.
const BOUNDED = TRIM_STRATEGIES.filter((s) => s !== 'head-marker' && s !== 'head-tail')

describe('every trim strategy (property)', () => {
  for (const m of [measurer('chars'), measurer('chars/4'), measurer('praisonai')]) {
    it(`keeps at most the budget of the original, in ${m.id}, plus its notice`, () => {
      fc.assert(
        fc.property(text, budget, fc.constantFrom(...BOUNDED), (s, b, strategy) => {
          const out = trimOutput(strategy, { text: s, budget: b, m, callIndex: 0 }, 'inline')
          if (!out.truncated) {
            expect(out.text).toBe(s)
            return
          }
          if (strategy === 'json-aware' && out.kept.length === 0) {
            expect(m.count(out.text)).toBeLessThanOrEqual(b)
            return
          }
          const units = m.id === 'chars' ? out.kept.reduce((n, [x, y]) => n + y - x, 0) : null
          if (units !== null) expect(units).toBeLessThanOrEqual(b)
          else for (const [x, y] of out.kept) expect(m.count(s.slice(x, y))).toBeLessThanOrEqual(b)
        }),
        { numRuns: Number(process.env.FC_RUNS ?? 100) },
      )
    })
  }

  it('never leaves a lone surrogate, except head in chars (seed 003’s own slice)', () => {
    for (const m of [measurer('chars'), measurer('praisonai')]) {
      fc.assert(
        fc.property(
          text,
          budget,
          fc.constantFrom(...TRIM_STRATEGIES),
          fc.constantFrom('inline' as const, 'header' as const),
          (s, b, strategy, notice) => {
            if (strategy === 'head' && m.id === 'chars') return
            const out = trimOutput(strategy, { text: s, budget: b, m, callIndex: 0 }, notice)
            expect(LONE_SURROGATE.test(out.text)).toBe(false)
          },
        ),
      )
    }
  })

  it('keeps a prefix and a suffix of the input for head + tail and middle', () => {
    fc.assert(
      fc.property(
        text,
        budget,
        fc.constantFrom('head-tail' as const, 'middle' as const),
        (s, b, strategy) => {
          const out = trimOutput(
            strategy,
            { text: s, budget: b, m: measurer('praisonai'), callIndex: 0 },
            'inline',
          )
          if (!out.truncated) return
          const [head, tail] = out.kept as [readonly [number, number], readonly [number, number]]
          expect(head[0]).toBe(0)
          expect(tail[1]).toBe(s.length)
          expect(head[1]).toBeLessThanOrEqual(tail[0])
          expect(out.text.startsWith(s.slice(0, head[1]))).toBe(true)
          expect(out.text.endsWith(s.slice(tail[0]))).toBe(true)
        },
      ),
    )
  })

  it('keeps JSON valid where it was JSON', () => {
    const json = fc.json({ maxDepth: 3 })
    fc.assert(
      fc.property(json, fc.integer({ min: 30, max: 300 }), (s, b) => {
        const out = trimOutput(
          'json-aware',
          { text: s, budget: b, m: measurer('chars'), callIndex: 0 },
          'header',
        )
        if (out.note?.startsWith('JSON kept valid') || !out.truncated)
          expect(() => JSON.parse(out.text)).not.toThrow()
      }),
    )
  })

  it('never mutates its input (strings are immutable; the context object is left as given)', () => {
    const ctx = Object.freeze({ text: 'abc\ndef\n', budget: 3, m: measurer('chars'), callIndex: 0 })
    for (const s of TRIM_STRATEGIES) expect(() => trimOutput(s, ctx, 'inline')).not.toThrow()
  })
})
