/** How far an open of a file has got: its bytes read of the whole, then the reading of what they say. */
export interface OpenProgress {
  /** `reading`: the file's bytes are being read (`read` of `total`); `parsing`: all read, the engine reads it. */
  phase: 'reading' | 'parsing'
  read: number
  total: number
}

/**
 * The encoding a file's first bytes name: UTF-16 by its byte-order mark, else UTF-8 (whose own mark the decoder
 * drops). Chromium's `Blob.text()`, which this reader replaced, sniffed the same marks.
 * @example encodingOf(new Uint8Array([0xff, 0xfe, 0x7b, 0])) === 'utf-16le'
 */
export function encodingOf(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le'
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}

/** Bytes between two progress reports: a 50 MB file reports about 100 times, never once per 64 KB chunk. */
const REPORT_EVERY_BYTES = 512 * 1024

/**
 * A file's text, read as a stream so the reader can say how far it has got (`onProgress`, every half MB and at
 * the end) and stop early: once `cancelled()` is true before a slice, the answer is null. Decodes UTF-8, or
 * UTF-16 after its byte-order mark, across chunk ends as Chromium's `Blob.text()` does (the mark dropped, bad
 * bytes as U+FFFD).
 * @example await readFileText(file, (p) => post(p), () => false) === await file.text()
 */
export async function readFileText(
  file: Blob,
  onProgress: (progress: OpenProgress) => void,
  cancelled: () => boolean,
): Promise<string | null> {
  const total = file.size
  let decoder: TextDecoder | null = null
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
      decoder ??= new TextDecoder(encodingOf(slice))
      parts.push(decoder.decode(slice, { stream: true }))
      if (read - reported >= REPORT_EVERY_BYTES) {
        reported = read
        onProgress({ phase: 'reading', read, total })
      }
    }
  }
  if (decoder) parts.push(decoder.decode())
  onProgress({ phase: 'parsing', read, total })
  return parts.join('')
}
