import { isShareLinkHash, type OpenRequest, type OpenResult, type Scenario } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import { isKeptHash } from './kept-hash.ts'
import type { StartMode } from './safe-start.ts'
import type { OpenedRecord, SavedRecord, SavedWorkReads, SetAsideCopy } from './saved-work-reads.ts'
import type { EncodeLink } from './share-link.ts'
import type { Notice } from './types.ts'

/** What persistence needs from the page (this module reads a part of it as the page opens); tests hand fakes. */
export interface PersistenceEnv {
  location: { hash: string }
  /** This browser's saved work (localStorage, and IndexedDB for long texts): its reads; persistence adds writes. */
  saved: SavedWorkReads
  /** Validation runs in the engine worker; the page only hands it text. */
  open: (request: OpenRequest) => Promise<OpenResult>
  /** Encodes share links off the page's thread (a long one takes a second or more); stops when `signal` aborts. */
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

/** The link is the saved copy's own: the one it was written with, or the one a reload of the going page opens at. */
const ownLink = (record: SavedRecord, link: string) =>
  isKeptHash(record.hash, link) || (record.hashBefore !== undefined && isKeptHash(record.hashBefore, link))

/**
 * Chooses the scenario to open: a share link in the URL wins (unless it is the very link this browser last
 * wrote, when the saved full copy is used, since the link may be compact), then the copy saved in this
 * browser, then the defaults. Nothing saved is lost on the way: a saved copy a link opens over is kept (see
 * `startPersistence`), and an unreadable one is set aside, unchanged, before anything could overwrite it. A
 * damaged link never throws: it yields a notice that keeps the link text, and the saved work (or the defaults)
 * opens.
 */
export async function loadInitialScenario(
  env: Pick<PersistenceEnv, 'location' | 'saved' | 'open' | 'now' | 'start'>,
): Promise<{ scenario: Scenario; pinned: Scenario | null; notices: Notice[]; opening: Opening }> {
  const hash = env.location.hash
  const link = isShareLinkHash(hash) ? hash : null
  const defaults = (opening: Opening) => ({ scenario: defaultScenario(), pinned: null, notices: [], opening })
  // Safe mode reads nothing it might have to set aside (a write); its link is left in the address bar.
  if (env.start?.kind === 'safe') return defaults({ replacedByLink: null, unreadable: null, safe: true })
  const current = env.saved.readCurrent()
  /** An unreadable copy, set aside before anything could write over it (`copy` null: storage refused even that). */
  const setAside = async (
    u: { key: string; raw: string; why: string } | null,
  ): Promise<Opening['unreadable']> =>
    u && { why: u.why, copy: await env.saved.setAside(u.key, u.raw, u.why).catch(() => null), raw: u.raw }
  if (env.start?.kind === 'recover') {
    // Neither the saved copy nor the link is opened: one of them is what did not finish drawing.
    const record = current.kind === 'record' ? current.record : null
    const own = record !== null && link !== null && ownLink(record, link)
    return defaults({
      replacedByLink: null,
      unreadable: await setAside(current.kind === 'unreadable' ? current : null),
      recovered: { record, link: own ? null : link },
    })
  }
  // With no link and nothing saved there is nothing to validate: the defaults open without waiting for the worker.
  const linkRead = link ? env.open({ kind: 'link', hash: link }) : Promise.resolve({ kind: 'none' } as const)
  let saved: (OpenedRecord & { ok: true; record: SavedRecord }) | null = null
  let unreadable = current.kind === 'unreadable' ? current : null
  if (current.kind === 'record') {
    const read = await env.saved.openRecord(current.record, env.open)
    if (read.ok) saved = { ...read, record: current.record }
    else unreadable = { kind: 'unreadable', key: current.key, raw: current.raw, why: read.why }
  }
  const opening: Opening = { replacedByLink: null, unreadable: await setAside(unreadable) }
  const failure = await env.saved.readFailure()
  const linked = await linkRead
  let scenario = saved?.scenario ?? defaultScenario()
  let pinned = saved?.pinned ?? null
  if (linked.kind === 'ok') {
    // An A/B link carries scenario A beside the one being edited.
    pinned = 'pinned' in linked ? (linked.pinned ?? null) : null
    if (!saved || !ownLink(saved.record, hash)) {
      scenario = linked.scenario
      opening.replacedByLink = saved?.record ?? null
    }
  }
  if (saved && scenario === saved.scenario) opening.savedAt = saved.record.savedAt
  // The notices' sentences load only when one is said: the first page of a browser with nothing wrong carries none.
  const notices: Notice[] = []
  const { cut = [], missing = [] } = saved ?? {}
  if (cut.length + missing.length === 0 && linked.kind !== 'error' && !failure)
    return { scenario, pinned, notices, opening }
  const words = await import('./saved-messages.ts')
  if (cut.length > 0) notices.push(words.cutNotice(cut, 'Your saved work opened'))
  if (missing.length > 0) {
    const message = `Your saved work opened, but this browser’s storage (IndexedDB) no longer holds some of its pasted text, so these are empty: ${words.describeMissingTexts(missing, true)}.`
    notices.push(words.notice('saved-missing', 'warning', 'Saved work', message))
  }
  if (linked.kind === 'error') {
    const instead = saved ? 'Your saved work opened instead.' : 'The default scenario opened instead.'
    notices.push(words.linkErrorNotice(linked.message, instead, hash))
  }
  if (failure) {
    const linkOpened = linked.kind === 'ok' && scenario !== saved?.scenario
    const opened =
      linkOpened && isKeptHash(failure.hash, hash)
        ? failure.compact
          ? 'The address holds a compact link of that work, which opened: its pasted outputs over 2,000 chars are generated text of the same length, not your text.'
          : 'The address holds a link with all of that work, which opened.'
        : saved
          ? `What opened is your work as last saved (${words.formatWhen(saved.record.savedAt, env.now())}).`
          : 'Nothing of it could be opened.'
    const message = `Your edits of ${words.formatWhen(failure.at, env.now())} were not saved in this browser (${failure.message}). ${opened} Use “Save file” to keep large pastes.`
    // Its own id: a save failing again on this page says so beside it, not in its place.
    notices.push(words.notice('save-failed-before', 'warning', 'Saved work', message))
  }
  return { scenario, pinned, notices, opening }
}
