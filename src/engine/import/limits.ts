/**
 * Bounds on what the import layer reads, so any input, hostile or huge, is answered in bounded time and memory.
 */
export const IMPORT_LIMITS = {
  /** The largest text read at all: a scenario's largest output (64 Mi chars), so a 50 MB file is read. */
  maxChars: 64 * 1024 * 1024,
  /**
   * YAML is read at about 1.6 MB/s by the maintained parser (a 5 MB cassette takes ~3 s in the worker); past
   * this, converting the cassette to JSON is the faster way, and the message says so.
   */
  maxYamlChars: 10 * 1024 * 1024,
  /** A compressed body may not inflate past this (a gzip bomb is refused, not allocated). */
  maxInflatedBytes: 64 * 1024 * 1024,
  /** Notes kept per import: the first ones, and a count of the rest. */
  maxNotes: 200,
  /** YAML aliases expanded at most this many times (the "billion laughs" bomb is refused). */
  maxYamlAliases: 100,
} as const
