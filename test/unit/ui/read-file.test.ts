import { describe, expect, it } from 'vitest'
import { LIMITS } from '../../../src/engine/limits.ts'
import { readFileText } from '../../../src/ui/import/read-file.ts'

/** A file of `size` bytes as the page sees it, without allocating it; `text()` says whether it was read. */
const fileOf = (size: number) => {
  const file = {
    size,
    read: false,
    text: async () => {
      file.read = true
      return 'x'
    },
  }
  return file
}

describe('readFileText: one file limit, the engine’s (the CLI refuses past the same)', () => {
  it('refuses a file one byte over LIMITS.maxFileBytes by its size, without reading it', async () => {
    const file = fileOf(LIMITS.maxFileBytes + 1)
    expect(await readFileText(file as unknown as File)).toEqual({
      ok: false,
      message: '256 MiB is over the 256 MiB a file may be. Your scenario is unchanged.',
    })
    expect(file.read).toBe(false)
  })

  it('names the size of a larger file, and reads one at the limit', async () => {
    const big = await readFileText(fileOf(2 * 1024 ** 3) as unknown as File)
    expect(big.ok === false && big.message).toBe(
      '2048 MiB is over the 256 MiB a file may be. Your scenario is unchanged.',
    )
    expect(await readFileText(fileOf(LIMITS.maxFileBytes) as unknown as File)).toEqual({
      ok: true,
      text: 'x',
    })
  })
})
