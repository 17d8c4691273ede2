import { readJsonValue } from '../engine/index.ts'
import { type KeyValueStorage, SAVED_KEYS } from './saved-work-reads.ts'

/**
 * A safe start. Before its first paint the page notes, in localStorage, that it is drawing the scenario it
 * opened, and clears the note once React has committed the app and painted it, and the engine's first report is
 * drawn too (`main.tsx`); a page that goes in the ordinary way (pagehide) clears it as well, unless a fault took
 * it down (then the note is written again). A note still there as the page next opens means that load crashed
 * or hung while drawing: this load opens the defaults instead and keeps the saved scenario in Earlier work
 * (`persistence.ts`), with a way to try it again. `?safe` in the address opens the defaults and writes nothing
 * over what is saved.
 *
 * Two tabs opening at once must not take each other's note for a crash: each note names its tab (an id kept in
 * sessionStorage, which survives a reload of that tab, crashed or not), and another tab's note counts only once
 * it is older than any draw (STALE_MS): a live tab clears its own well before.
 */

/** How a page load starts. */
export type StartMode =
  | { kind: 'normal' }
  /** `?safe`: the defaults, nothing written over what is saved. */
  | { kind: 'safe' }
  /** The last load never finished drawing: the defaults, the saved scenario kept in Earlier work. */
  | { kind: 'recover'; at: number }

/** A note older than this is a load that died (a live one clears its note within a second or two of drawing). */
export const STALE_MS = 30_000

type DrawingNote = { tab: string; at: number }

function readNotes(storage: KeyValueStorage | null): DrawingNote[] {
  try {
    const read = readJsonValue(storage?.getItem(SAVED_KEYS.drawing) ?? '[]')
    return read.ok && Array.isArray(read.value)
      ? read.value.filter((n): n is DrawingNote => typeof n?.tab === 'string' && Number.isFinite(n.at))
      : []
  } catch {
    return [] // an unreadable note is no evidence of a crash
  }
}

function writeNotes(storage: KeyValueStorage | null, notes: DrawingNote[]) {
  try {
    if (notes.length === 0) storage?.removeItem(SAVED_KEYS.drawing)
    else storage?.setItem(SAVED_KEYS.drawing, JSON.stringify(notes))
  } catch {
    // storage full or blocked: the start is then as safe as it was before notes
  }
}

/** Whether the address asks for safe mode (`?safe`, with or without a value). */
export const asksSafe = (search: string) => new URLSearchParams(search).has('safe')

/**
 * Decides how this load starts, from the address and the notes left by earlier loads.
 * @example chooseStart({ search: '?safe', storage: null, tab: 'a', now: 0 }) → { kind: 'safe' }
 */
export function chooseStart({
  search,
  storage,
  tab,
  now,
}: {
  search: string
  storage: KeyValueStorage | null
  tab: string
  now: number
}): StartMode {
  if (asksSafe(search)) return { kind: 'safe' }
  const dead = readNotes(storage).find((n) => n.tab === tab || now - n.at > STALE_MS)
  return dead ? { kind: 'recover', at: dead.at } : { kind: 'normal' }
}

/**
 * Notes that this tab is drawing its first scenario, dropping the notes of loads that died (and, when this load
 * recovers, every other note: it has acted on them, and the copy they were drawing is set aside). Returns the
 * function that clears it, for once the app has painted.
 */
export function noteDrawing(
  storage: KeyValueStorage | null,
  tab: string,
  now: number,
  recovering = false,
): () => void {
  const others = recovering ? [] : readNotes(storage).filter((n) => n.tab !== tab && now - n.at <= STALE_MS)
  writeNotes(storage, [...others, { tab, at: now }])
  return () =>
    writeNotes(
      storage,
      readNotes(storage).filter((n) => n.tab !== tab),
    )
}

/** This tab's id for drawing notes: kept in sessionStorage so a reload of the same tab finds its own note. */
export function sessionTabId(session: KeyValueStorage | null, random: () => number = Math.random): string {
  const key = 'tool-budget-playground/tab'
  try {
    const known = session?.getItem(key)
    if (known) return known
    const made = Math.floor(random() * 36 ** 10).toString(36)
    session?.setItem(key, made)
    return made
  } catch {
    return 'no-session'
  }
}
