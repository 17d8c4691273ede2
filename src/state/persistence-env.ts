import type { OpenRequest, OpenResult } from '../engine/index.ts'
import type { StartMode } from './safe-start.ts'
import type { SavedWork } from './saved-work.ts'
import type { SavedRecord, SavedWorkReads, SetAsideCopy } from './saved-work-reads.ts'
import type { EncodeLink } from './share-link.ts'

// What persistence is given (by the page, or by a test's fakes) and what the page found as it opened: read by
// every part of persistence, so they live apart from it (no part imports another's types back).

/** What persistence needs from the page, passed in so tests can hand fakes. */
export interface PersistenceEnv {
  location: { hash: string }
  /** This browser's saved work (localStorage, and IndexedDB for long texts). */
  saved: SavedWork
  /** Validation runs in the engine worker; the page only hands it text. */
  open: (request: OpenRequest) => Promise<OpenResult>
  /**
   * Encodes share links off the page's thread (a worker of their own: a long link takes a second or more),
   * an A/B pair's too; it stops one whose `signal` aborts.
   */
  encodeLink?: EncodeLink
  replaceHash: (hash: string) => void
  /** Offers a text as a file download. */
  download: (fileName: string, text: string) => void
  setTimeout: (f: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  now: () => number
  /** Resolves once the page has painted (so "Saving…" shows before a long write); at once when absent. */
  nextFrame?: () => Promise<void>
  /** How this load starts (see `safe-start.ts`); normal when absent. */
  start?: StartMode
  /** Calls `listener` when another tab changes this origin's localStorage (the `storage` event), with the key. */
  watchStorage?: (listener: (key: string | null) => void) => () => void
  /** Reloads the page (to open what another tab saved). */
  reload?: () => void
  /** Opens the page again without `?safe`. */
  leaveSafeMode?: () => void
}

/**
 * What the page gives persistence: its saved work may be open for reading only (`openSavedWork`, all the first page
 * carries); persistence adds the writing (`withWrites`) as it starts.
 */
export type PersistenceStart = Omit<PersistenceEnv, 'saved'> & { saved: SavedWork | SavedWorkReads }

/** What the page found as it opened, for persistence to act on once the store exists. */
export interface Opening {
  /** The saved copy a share link opened in place of: it is kept as earlier work. */
  replacedByLink: SavedRecord | null
  /** The saved copy a safe start opened the defaults in place of (kept as earlier work), and a link it did not open. */
  recovered?: { record: SavedRecord | null; link: string | null }
  /** `?safe`: nothing is written to this browser's storage. */
  safe?: boolean
  /** When the copy that opened was saved (null when a link or the defaults opened). */
  savedAt?: number | null
  /** A saved copy that could not be read: set aside (null `copy` when even that failed, and saving stops). */
  unreadable: { why: string; copy: SetAsideCopy | null; raw: string } | null
}
