import { closeSync, fstatSync, openSync, readSync } from 'node:fs'

/** A file past the limit: thrown by `readFileLimited`, described by the CLI as one line. */
export class FileTooLargeError extends Error {
  readonly code = 'EFBIG'
  constructor(
    readonly bytes: number | null,
    readonly limit: number,
  ) {
    const mib = (n: number) =>
      `${(n / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB`
    super(
      bytes === null
        ? `more than ${mib(limit)} (it did not end within the limit: a device or a pipe such as /dev/zero?); a scenario file is at most ${mib(limit)}`
        : `${mib(bytes)}, over the ${mib(limit)} a scenario file may be`,
    )
  }
}

/**
 * Reads a file as UTF-8 text, refusing one past `limit` bytes before reading it (its size from `fstat`: a sparse
 * 2 GB file is refused at once) or, when it has no size (`/dev/zero`, `/dev/urandom`, a pipe), as soon as more
 * than `limit` bytes have come. Bytes that are not UTF-8 become U+FFFD, so binary reads as text that is not
 * JSON, and the JSON reader names where.
 * @example readFileLimited('public/examples/default.json', 256 * 1024 * 1024).startsWith('{')
 */
export function readFileLimited(path: string, limit: number): string {
  const fd = openSync(path, 'r')
  try {
    const stat = fstatSync(fd)
    if (stat.isDirectory()) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' })
    if (stat.isFile() && stat.size > limit) throw new FileTooLargeError(stat.size, limit)
    const chunks: Buffer[] = []
    let total = 0
    const chunk = Buffer.allocUnsafe(1024 * 1024)
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null)
      if (n === 0) break
      total += n
      if (total > limit) throw new FileTooLargeError(stat.isFile() ? total : null, limit)
      chunks.push(Buffer.from(chunk.subarray(0, n)))
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks, total))
  } finally {
    closeSync(fd)
  }
}
