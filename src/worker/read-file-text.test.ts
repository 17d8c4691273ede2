import { describe, expect, it } from 'vitest'
import { type OpenProgress, readFileText } from './read-file-text.ts'

describe('readFileText', () => {
  it('reads a file as Blob.text() does, a character split across chunks included, reporting its progress', async () => {
    // 3 MB of lines with a 3-byte char and a 4-byte emoji, so chunk ends fall inside characters.
    const line = `{"text": "résumé — ✓ 🙂 ${'x'.repeat(60)}"}\n`
    const blob = new Blob([`\uFEFF${line.repeat(Math.ceil(3_000_000 / line.length))}`])
    const seen: OpenProgress[] = []
    const text = await readFileText(
      blob,
      (p) => seen.push(p),
      () => false,
    )
    expect(text).toBe(await blob.text())
    expect(seen[0]).toEqual({ phase: 'reading', read: 0, total: blob.size })
    expect(seen.at(-1)).toEqual({ phase: 'parsing', read: blob.size, total: blob.size })
    const reading = seen.filter((p) => p.phase === 'reading')
    // Several steps in between, each further than the last, none past the whole.
    expect(reading.length).toBeGreaterThan(3)
    for (let i = 1; i < reading.length; i++) {
      expect(reading[i]?.read).toBeGreaterThan(reading[i - 1]?.read ?? 0)
      expect(reading[i]?.read).toBeLessThanOrEqual(blob.size)
    }
  })

  it('stops when cancelled between chunks, and answers null', async () => {
    const blob = new Blob(['x'.repeat(4_000_000)])
    let steps = 0
    const text = await readFileText(
      blob,
      (p) => {
        if (p.phase === 'reading') steps++
      },
      () => steps >= 2,
    )
    expect(text).toBeNull()
    expect(steps).toBeLessThan(8)
  })

  it('an empty file is an empty text, read at once', async () => {
    const seen: OpenProgress[] = []
    expect(
      await readFileText(
        new Blob([]),
        (p) => seen.push(p),
        () => false,
      ),
    ).toBe('')
    expect(seen.at(-1)).toEqual({ phase: 'parsing', read: 0, total: 0 })
  })
  it('reads UTF-16 after its byte-order mark, little- or big-endian, as Chromium’s Blob.text() does', async () => {
    const text = '{"title": "read as UTF-16 — ✓"}'
    const le = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])
    const be = new Uint8Array([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()])
    for (const bytes of [le, be])
      expect(
        await readFileText(
          new Blob([bytes]),
          () => {},
          () => false,
        ),
      ).toBe(text)
  })
})
