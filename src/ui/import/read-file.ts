import { LIMITS } from '../../engine/limits.ts'

const MIB = 1024 * 1024

/**
 * A file's text, or why it is not read: larger than the engine's one file limit (`LIMITS.maxFileBytes`, the same
 * the CLI applies), judged by its size before any of it is read. Whether the text is a scenario, a transcript, a
 * binary file or nothing known is the import layer's to say, in the worker.
 */
export async function readFileText(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > LIMITS.maxFileBytes)
    return {
      ok: false,
      message: `${(file.size / MIB).toFixed(0)} MiB is over the ${LIMITS.maxFileBytes / MIB} MiB a file may be. Your scenario is unchanged.`,
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
