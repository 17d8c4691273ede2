import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8Length } from './utf8.ts'

const encoded = (text: string) => new TextEncoder().encode(text).length

describe('utf8Length', () => {
  it('is the length TextEncoder gives, lone surrogates as U+FFFD (3 bytes)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(utf8Length(text)).toBe(encoded(text))
      }),
      { numRuns: 500, seed: 1 },
    )
    expect(utf8Length('\ud800x\udc00')).toBe(7)
  })
})
