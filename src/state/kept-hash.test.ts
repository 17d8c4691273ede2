import { describe, expect, it } from 'vitest'
import { HASH_KEPT_WHOLE_CHARS, isKeptHash, keptHash } from './kept-hash.ts'

describe('keptHash', () => {
  const long = (seed: number) =>
    `#s=2.${Array.from({ length: 2_000 }, (_, i) => ((i * seed) % 9_973).toString(36)).join('')}`

  it('keeps a short hash whole and a long one as a short fingerprint', () => {
    expect(keptHash('#s=2.AAAA')).toBe('#s=2.AAAA')
    expect(keptHash('')).toBe('')
    const link = long(7)
    expect(link.length).toBeGreaterThan(HASH_KEPT_WHOLE_CHARS)
    expect(keptHash(link)).toMatch(new RegExp(`^#~${link.length}\\.[0-9a-f]{16}$`))
    expect(keptHash(keptHash(link))).toBe(keptHash(link))
  })

  it('tells one long link from another of the same length, one char apart', () => {
    const a = long(7)
    const b = `${a.slice(0, 1_000)}${a[1_000] === 'x' ? 'y' : 'x'}${a.slice(1_001)}`
    expect(b.length).toBe(a.length)
    expect(keptHash(a)).not.toBe(keptHash(b))
    expect(isKeptHash(keptHash(a), a)).toBe(true)
    expect(isKeptHash(keptHash(a), b)).toBe(false)
  })

  it('still names a long hash saved whole (copies saved before fingerprints)', () => {
    const a = long(11)
    expect(isKeptHash(a, a)).toBe(true)
    expect(isKeptHash('#s=2.AAAA', '#s=2.AAAA')).toBe(true)
    expect(isKeptHash('#s=2.AAAA', '#s=2.AAAB')).toBe(false)
  })
})
