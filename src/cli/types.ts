import type { EncodingId, Tokenizers } from '../engine/index.ts'
import type { BlockThread } from './sim-threads.ts'

// What the commands share: the CLI's window on the world and its exit codes, apart from run-cli.ts, which
// dispatches to the commands (so they need not import it back).

/** What the CLI may touch, passed in so tests need no file system and no process. */
export interface CliIo {
  /** The file's text; throws (a Node error with `code`, or any error) when it cannot be read. */
  readFile(path: string): string
  stdout(text: string): void
  stderr(text: string): void
  /** Exact tokenizers loaded for a scenario that measures in tokens (main.ts loads the ones it needs). */
  tokenizers?: Tokenizers
  /** Overrides for `simulate` (tests pass a thread count or stand-in threads). */
  simulate?: Partial<Pick<SimulateFlags, 'threads' | 'spawn'>>
  /** Tokenizers that failed to load, and why: the report names them (`report.tokenizers.failed`). */
  tokenizerFailures?: Partial<Record<EncodingId, string>>
}

/** 0 ok; 1 bad input (file missing, not JSON, invalid scenario); 2 usage. */
export type ExitCode = 0 | 1 | 2

export interface SimulateFlags {
  /** Stop after this many seconds and print what finished (marked partial). */
  maxSeconds: number | null
  /** Start work past `CLI_WORK_LIMIT`. */
  force: boolean
  /** Worker threads (default: the machine's parallelism). */
  threads?: number
  spawn?: () => BlockThread
}
