import { describe, expect, it } from 'vitest'
import { plural } from './plural.ts'

describe('plural', () => {
  it('uses the singular for exactly 1 and the plural otherwise, 0 included', () => {
    expect(plural(1, 'tool')).toBe('1 tool')
    expect(plural(0, 'tool')).toBe('0 tools')
    expect(plural(2, 'call')).toBe('2 calls')
  })
  it('takes an irregular plural and writes thousands separators', () => {
    expect(plural(1, 'category', 'categories')).toBe('1 category')
    expect(plural(12_345, 'category', 'categories')).toBe('12,345 categories')
  })
})
