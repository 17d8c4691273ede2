import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FileTooLargeError, readFileLimited } from '../../src/cli/read-file.ts'
import { runEngine } from '../support/engine-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'cli-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('readFileLimited: the size is read before the text', () => {
  it('refuses a sparse 2 GB file from its size, without reading it', () => {
    const sparse = join(dir, 'sparse.json')
    writeFileSync(sparse, '')
    truncateSync(sparse, 2 * 1024 ** 3)
    expect(() => readFileLimited(sparse, 256 * 1024 * 1024)).toThrow(
      new FileTooLargeError(2 * 1024 ** 3, 256 * 1024 * 1024),
    )
    expect(new FileTooLargeError(2 * 1024 ** 3, 256 * 1024 * 1024).message).toBe(
      '2,048 MiB, over the 256 MiB a scenario file may be',
    )
  })

  it.each(['/dev/zero', '/dev/urandom'])('stops reading %s once past the limit (it never ends)', (device) => {
    expect(() => readFileLimited(device, 1024 * 1024)).toThrow(
      /^more than 1 MiB \(it did not end within the limit/,
    )
  })

  it('reads a file within the limit as UTF-8, bytes that are not UTF-8 as U+FFFD', () => {
    const file = join(dir, 'mixed.json')
    writeFileSync(file, Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))
    expect(readFileLimited(file, 100)).toBe('{"\ufffd"}')
  })
})

describe('engine CLI on what is not a scenario file', () => {
  it('a sparse 2 GB file exits 1 at once with one line naming the limit', () => {
    const sparse = join(dir, 'big.json')
    writeFileSync(sparse, '')
    truncateSync(sparse, 2 * 1024 ** 3)
    const r = runEngine('evaluate', sparse)
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(
      `engine: ${sparse}: file too large: 2,048 MiB, over the 256 MiB a scenario file may be\n`,
    )
  })

  it('binary exits 1 saying it is a binary file', () => {
    const bin = join(dir, 'bin.json')
    writeFileSync(bin, Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x89, 0x50, 0x4e, 0x47]))
    const r = runEngine('evaluate', bin)
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(new RegExp(`^engine: ${bin}: This is a binary file, not text`))
  })

  it('a million calls exit 1 naming the limit, before they are validated', () => {
    const file = join(dir, 'million.json')
    const call = '{"tool":"t","output":{"kind":"sample","chars":100}}'
    const batch = `{"calls":[${Array.from({ length: 1_000 }, () => call).join(',')}]}`
    writeFileSync(file, `{"version":2,"batches":[${Array.from({ length: 1_000 }, () => batch).join(',')}]}`)
    const r = runEngine('evaluate', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(
      `engine: ${file}: invalid scenario: batches: 1,000,000 calls in all batches: at most 10,000 in a scenario (and 1,000 in a batch)\n`,
    )
  })
})
