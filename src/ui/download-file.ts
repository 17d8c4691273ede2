/**
 * Offers `blob` as a file download named `file`: the one way the app saves a file (scenarios, charts, earlier
 * work). The object URL lives 40 s, as FileSaver.js keeps it: Chromium holds the blob from the click on, but a
 * browser that reads it only when the download starts must still find it on a loaded machine.
 */
export function downloadFile(blob: Blob, file: string): void {
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = file
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 40_000)
}
