import { LIMITS } from '../../state/engine.ts'

const MIB = 1024 * 1024

/**
 * Why a file is not read, or null when it may be: larger than the engine's one file limit
 * (`LIMITS.maxFileBytes`, the same the CLI applies), judged by its size before any of it is read. The file
 * itself goes to the worker, which reads it: whether it is a scenario, a transcript, a binary file or nothing
 * known is the import layer's to say there.
 */
export function fileTooLarge(file: Blob): string | null {
  return file.size > LIMITS.maxFileBytes
    ? `${(file.size / MIB).toFixed(0)} MiB is over the ${LIMITS.maxFileBytes / MIB} MiB a file may be. Your scenario is unchanged.`
    : null
}
