import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countLines } from './trims/line-boundary.ts'

/** The plain scan countLines replaced: newlines before `end`, plus a final line without one. */
function naive(text: string, end: number): number {
  let n = 0
  for (let i = 0; i < end && i < text.length; i++) if (text.charCodeAt(i) === 10) n++
  return end > 0 && text.charCodeAt(end - 1) !== 10 ? n + 1 : n
}

describe('countLines (newlines counted up to each cut, remembered per text)', () => {
  it('equals a plain scan at every end, on short and long texts', () => {
    const line = fc.string({ maxLength: 30 }).map((s) => s.replace(/\n/g, ''))
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.boolean(), fc.nat(), (lines, longer, at) => {
        const base = lines.join('\n')
        const text = longer ? base + '\n'.repeat(3) + 'x'.repeat(10_000) + base : base
        const end = text.length === 0 ? 0 : at % (text.length + 1)
        return countLines(text, end) === naive(text, end) && countLines(text) === naive(text, text.length)
      }),
      { numRuns: 300 },
    )
  })
  it('counts a final line without a newline, and none in an empty text', () => {
    expect([countLines(''), countLines('a\nb'), countLines('a\nb\n'), countLines('a\nb', 2)]).toEqual([
      0, 2, 2, 1,
    ])
  })
})
