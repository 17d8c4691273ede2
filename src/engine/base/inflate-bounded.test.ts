import { Gunzip, gzipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { inflateBounded } from './inflate-bounded.ts'

const gunzip = (ondata: (chunk: Uint8Array) => void) => new Gunzip({}, ondata)

describe('inflateBounded', () => {
  it('inflates up to its limit, the limit itself included', () => {
    const read = inflateBounded(gzipSync(strToU8('hello')), gunzip, 5)
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('hello')
  })

  it('refuses past the limit, having produced at most about a megabyte more (a bomb is not allocated)', () => {
    let produced = 0
    const bomb = gzipSync(new Uint8Array(200 * 1024 * 1024), { level: 9 })
    const read = inflateBounded(
      bomb,
      (ondata) =>
        gunzip((chunk) => {
          produced += chunk.length
          ondata(chunk)
        }),
      1024 * 1024,
    )
    expect(read).toEqual({ ok: false, reason: 'over', message: 'it inflates past 1,048,576 bytes' })
    expect(produced).toBeLessThan(3 * 1024 * 1024)
  })

  it('names damaged data, never throws', () => {
    const read = inflateBounded(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8]), gunzip, 100)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.reason).toBe('damaged')
  })
})
