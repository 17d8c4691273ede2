import { describe, expect, it } from 'vitest'
import { findCompressSplitPoint, formatTruncatedToolOutput, type GeminiContent } from './truncate.ts'

// Vectors from gemini-cli's own tests at 5411f113: packages/core/src/context/chatCompressionService.test.ts
// (findCompressSplitPoint) and packages/core/src/utils/fileUtils.test.ts (formatTruncatedToolOutput).
const text = (role: 'user' | 'model', t: string): GeminiContent => ({ role, parts: [{ text: t }] })
const five = [
  text('user', 'This is the first message.'),
  text('model', 'This is the second message.'),
  text('user', 'This is the third message.'),
  text('model', 'This is the fourth message.'),
  text('user', 'This is the fifth message.'),
]

describe('findCompressSplitPoint (gemini-cli’s vectors)', () => {
  it('throws for a fraction of 0 or 1', () => {
    expect(() => findCompressSplitPoint([], 0)).toThrow('Fraction must be between 0 and 1')
    expect(() => findCompressSplitPoint([], 1)).toThrow('Fraction must be between 0 and 1')
  })
  it('returns 0 for an empty history', () => expect(findCompressSplitPoint([], 0.5)).toBe(0))
  it('splits at the first user message past the fraction', () => {
    expect(findCompressSplitPoint(five, 0.5)).toBe(4)
    expect(findCompressSplitPoint(five, 0.9)).toBe(4)
  })
  it('compresses everything when the history ends on a model reply without a function call', () => {
    expect(findCompressSplitPoint(five.slice(0, 4), 0.8)).toBe(4)
  })
  it('falls back to the last user message when the history ends on a function call', () => {
    const h: GeminiContent[] = [
      ...five.slice(0, 3),
      { role: 'model', parts: [{ functionCall: { name: 'foo', args: {} } }] },
    ]
    expect(findCompressSplitPoint(h, 0.99)).toBe(2)
  })
  it('handles one item, and odd parts', () => {
    expect(findCompressSplitPoint([text('user', 'Message 1')], 0.5)).toBe(0)
    const odd: GeminiContent[] = [
      text('user', 'Message 1'),
      { role: 'model', parts: [{ fileData: { fileUri: 'derp', mimeType: 'text/plain' } }] },
      text('user', 'Message 2'),
    ]
    expect(findCompressSplitPoint(odd, 0.5)).toBe(2)
  })
  it('never splits at a function response', () => {
    const h: GeminiContent[] = [
      text('user', 'a'.repeat(100)),
      { role: 'model', parts: [{ functionCall: { name: 'f', args: {} } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'f', response: { output: 'x'.repeat(500) } } }] },
      text('model', 'done'),
    ]
    expect(findCompressSplitPoint(h, 0.5)).toBe(4)
  })
})

describe('formatTruncatedToolOutput (gemini-cli’s vectors)', () => {
  it('shows the first 20% and the last 80%', () => {
    const f = formatTruncatedToolOutput('abcdefghijklmnopqrstuvwxyz', '/tmp/out.txt', 10)
    expect(f).toBe(
      'Output too large. Showing first 2 and last 8 characters. For full output see: /tmp/out.txt\nab\n\n... [16 characters omitted] ...\n\nstuvwxyz',
    )
  })
  it('groups thousands in its counts', () => {
    const f = formatTruncatedToolOutput('a'.repeat(50_000), '/tmp/out.txt', 4_000)
    expect(f).toContain('Showing first 800 and last 3,200 characters')
    expect(f).toContain('For full output see: /tmp/out.txt')
    expect(f).toContain('[46,000 characters omitted]')
  })
  it('returns an output at or under the limit unchanged', () => {
    expect(formatTruncatedToolOutput('abc', '/f', 3)).toBe('abc')
  })
})
