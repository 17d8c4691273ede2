/** How far an open of a file has got: its bytes read of the whole, then the reading of what they say. */
export interface OpenProgress {
  /** `reading`: the file's bytes are being read (`read` of `total`); `parsing`: all read, the engine reads it. */
  phase: 'reading' | 'parsing'
  read: number
  total: number
}

/** Bytes between two progress reports: a 50 MB file reports about 100 times, never once per 64 KB chunk. */
const REPORT_EVERY_BYTES = 512 * 1024

/**
 * A file's text, read as a stream so the reader can say how far it has got (`onProgress`, every half MB and at
 * the end) and stop early: once `cancelled()` is true before a slice, the answer is null. Decodes UTF-8
 * across chunk ends as `Blob.text()` does (a BOM dropped, bad bytes as U+FFFD).
 * @example await readFileText(file, (p) => post(p), () => false) === await file.text()
 */
export async function readFileText(
  file: Blob,
  onProgress: (progress: OpenProgress) => void,
  cancelled: () => boolean,
): Promise<string | null> {
  const total = file.size
  const decoder = new TextDecoder('utf-8')
  const parts: string[] = []
  const reader = file.stream().getReader()
  let read = 0
  let reported = 0
  onProgress({ phase: 'reading', read: 0, total })
  for (;;) {
    const chunk = await reader.read()
    if (chunk.done) break
    // A chunk's size is the platform's to choose (Node hands over a blob part whole): it is decoded in slices,
    // so the progress moves as steadily in every browser.
    for (let at = 0; at < chunk.value.byteLength; at += REPORT_EVERY_BYTES) {
      if (cancelled()) {
        await reader.cancel()
        return null
      }
      const slice = chunk.value.subarray(at, at + REPORT_EVERY_BYTES)
      read += slice.byteLength
      parts.push(decoder.decode(slice, { stream: true }))
      if (read - reported >= REPORT_EVERY_BYTES) {
        reported = read
        onProgress({ phase: 'reading', read, total })
      }
    }
  }
  parts.push(decoder.decode())
  onProgress({ phase: 'parsing', read, total })
  return parts.join('')
}
