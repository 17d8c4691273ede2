import { describe, expect, it } from 'vitest'
import { truncateString } from './truncate-string.ts'

// Vectors from gemini-cli's packages/core/src/utils/textUtils.test.ts at 5411f113.
describe('truncateString (gemini-cli’s vectors)', () => {
  it('leaves a string at or under the limit alone', () => {
    expect(truncateString('abc', 5)).toBe('abc')
    expect(truncateString('abcde', 5)).toBe('abcde')
    expect(truncateString('', 5)).toBe('')
  })
  it('cuts a longer one and appends the suffix', () => {
    expect(truncateString('abcdef', 5)).toBe('abcde...[TRUNCATED]')
    expect(truncateString('abcdef', 5, '...')).toBe('abcde...')
  })
  it('never splits a surrogate pair', () => {
    const emoji = '😭'
    const str = `a${emoji}`
    expect(truncateString(str, 2, '')).toBe('a')
    expect(truncateString(str, 1, '')).toBe('a')
    expect(truncateString(emoji, 1, '')).toBe('')
    expect(truncateString(emoji, 2, '')).toBe(emoji)
  })
  it('drops a dangling high surrogate at the cut', () => {
    expect(truncateString('a\uD83Db', 2, '')).toBe('a')
  })
  it('keeps combining marks with their base', () => {
    const combined = 'e\u0301'.normalize('NFD')
    const str = `a${combined}`
    expect(truncateString(str, 2, '')).toBe('a')
    expect(truncateString(str, 1, '')).toBe('a')
    expect(truncateString(combined, 1, '')).toBe('')
    expect(truncateString(combined, 2, '')).toBe(combined)
  })
})

describe('truncateString: what its pattern does to line breaks', () => {
  it('drops every line break before the cut (its `.` matches none), and counts the limit without them', () => {
    expect(truncateString('ab\ncd\nef', 4, '|')).toBe('abcd|')
    expect(truncateString('a\r\nb\u2028c', 2, '')).toBe('ab')
  })
})
