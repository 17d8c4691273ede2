import { describe, expect, it } from 'vitest'
import { LIMITS } from '../../../src/engine/base/limits.ts'
import { fileTooLarge } from '../../../src/ui/import/read-file.ts'

/** A file of `size` bytes as the page sees it, without allocating it. */
const fileOf = (size: number) => ({ size }) as Blob

describe('fileTooLarge: one file limit, the engine’s (the CLI refuses past the same)', () => {
  it('refuses a file one byte over LIMITS.maxFileBytes by its size', () => {
    expect(fileTooLarge(fileOf(LIMITS.maxFileBytes + 1))).toBe(
      '256 MiB is over the 256 MiB a file may be. Your scenario is unchanged.',
    )
  })

  it('names the size of a larger file, and lets one at the limit through', () => {
    expect(fileTooLarge(fileOf(2 * 1024 ** 3))).toBe(
      '2048 MiB is over the 256 MiB a file may be. Your scenario is unchanged.',
    )
    expect(fileTooLarge(fileOf(LIMITS.maxFileBytes))).toBeNull()
  })
})
