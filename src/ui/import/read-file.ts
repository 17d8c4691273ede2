/** Far above any real transcript (a 64 MB text is read), below what would stall the tab reading it. */
export const MAX_FILE_BYTES = 200_000_000

/**
 * A file's text, or why it is not read: too large to read at all. Whether the text is a scenario, a transcript,
 * a binary file or nothing known is the import layer's to say, in the worker.
 */
export async function readFileText(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > MAX_FILE_BYTES)
    return {
      ok: false,
      message: `${Math.round(file.size / 1e6)} MB is over the ${MAX_FILE_BYTES / 1e6} MB a file may be. Your scenario is unchanged.`,
    }
  try {
    return { ok: true, text: await file.text() }
  } catch (error) {
    return {
      ok: false,
      message: `the browser could not read it (${error instanceof Error ? error.message : String(error)})`,
    }
  }
}
