import type { NoteCollector } from './notes.ts'
import type { ReadBody } from './raw.ts'
import type { Note, Recorded, Wrapper } from './types.ts'

// What a wrapper reader finds, shared by exchanges.ts (which tries the readers) and the readers themselves.

/** One request and its response as a wrapper holds them, bodies still encoded as recorded. */
export interface Exchange {
  /** How a person finds it: `interaction 3`, `exchange 2`, `line 7`; '' for a lone body. */
  label: string
  request?: unknown
  response?: unknown
  /** A streamed response already split into its events (a JSON array or JSON lines of chunks). */
  stream?: unknown[]
  /** The URL called, when recorded: it tells the provider when the bodies do not. */
  endpoint: string | null
  /** Where each item of a request that is a list came from (`line 4`), when not its index in the list. */
  wheres?: string[]
  /** For each item of such a list, whether it continues the message before it (one answer written in parts). */
  continues?: boolean[]
  /** Messages a format's own reader gives (Gemini, OpenTelemetry spans), read in place of a request or response. */
  read?: (notes: NoteCollector) => ReadBody
}

export interface Found {
  wrapper: Wrapper
  exchanges: Exchange[]
  /** What the wrapper itself holds that is not read (entries that are no API call, failed batch requests). */
  notes?: Note[]
  /** What a session file recorded about its model calls (usage, window, compactions), when it does. */
  recorded?: Recorded
}
