import { defaultScenario, parseScenario, type Scenario } from '../engine/index.ts'
import { compactScenario, pastedChars } from './compact-scenario.ts'
import { decodeShareLink, encodeShareLink } from './share-link.ts'
import type { AppStore, Notice } from './store.ts'

/** Pasted text up to this size goes into the URL whole; past it the URL carries the compact scenario. */
export const FULL_LINK_MAX_PASTED_CHARS = 1_000_000
const STORAGE_KEY = 'tool-budget-playground/v1'
const DEBOUNCE_MS = 300

/** What persistence needs from the page, passed in so tests can hand fakes. */
export interface PersistenceEnv {
  location: { hash: string }
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  replaceHash: (hash: string) => void
  setTimeout: (f: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

interface Saved {
  scenario: unknown
  /** The hash this scenario was written to, so a reload of the same URL restores the full (uncompacted) text. */
  hash: string
}

/**
 * Chooses the scenario to open: a share link in the URL wins (unless it is the very link this browser last
 * wrote, when the saved full copy is used), then the copy saved in this browser, then the defaults. A damaged
 * link never throws: it yields a notice with the link text kept, and the saved work (or the defaults) opens.
 */
export function loadInitialScenario(env: Pick<PersistenceEnv, 'location' | 'storage'>): {
  scenario: Scenario
  notices: Notice[]
} {
  const notices: Notice[] = []
  const saved = readSaved(env.storage, notices)
  const link = decodeShareLink(env.location.hash)
  if (link.kind === 'ok') {
    const fromSaved = saved && saved.hash === env.location.hash ? saved.scenario : null
    return { scenario: fromSaved ?? link.scenario, notices }
  }
  if (link.kind === 'error') {
    notices.push({
      id: 'share-link',
      level: 'error',
      where: 'Share link',
      message: link.message,
      keptText: link.linkText,
    })
  }
  return { scenario: saved?.scenario ?? defaultScenario(), notices }
}

function readSaved(
  storage: PersistenceEnv['storage'],
  notices: Notice[],
): { scenario: Scenario; hash: string } | null {
  let raw: string | null = null
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    const saved = JSON.parse(raw) as Saved
    const parsed = parseScenario(saved.scenario)
    if (parsed.ok)
      return { scenario: parsed.scenario, hash: typeof saved.hash === 'string' ? saved.hash : '' }
    notices.push({
      id: 'saved',
      level: 'warning',
      where: 'Saved work',
      message:
        'The copy saved in this browser is not a valid scenario; it was left untouched and the defaults opened.',
    })
  } catch {
    notices.push({
      id: 'saved',
      level: 'warning',
      where: 'Saved work',
      message: 'The copy saved in this browser is not readable JSON; the defaults opened.',
    })
  }
  return null
}

/** The link for a scenario: whole when its pasted text is small, compact (lengths kept) when not. */
export function shareLinkFor(scenario: Scenario): { hash: string; compact: boolean } {
  if (pastedChars(scenario) <= FULL_LINK_MAX_PASTED_CHARS)
    return { hash: encodeShareLink(scenario), compact: false }
  return { hash: encodeShareLink(compactScenario(scenario)), compact: true }
}

/**
 * Keeps the URL hash and the browser's saved copy in step with the scenario, debounced. A save that does not
 * fit the storage quota says so (the work would not survive a reload) instead of failing silently.
 */
export function startPersistence(store: AppStore, env: PersistenceEnv): () => void {
  let timer: unknown = null
  let written: Scenario | null = store.getState().scenario

  const write = () => {
    timer = null
    const { scenario, notify, dismiss } = store.getState()
    written = scenario
    const { hash, compact } = shareLinkFor(scenario)
    env.replaceHash(hash)
    if (compact) {
      notify({
        id: 'link-compact',
        level: 'info',
        where: 'Share link',
        message: `The URL carries a compact scenario: pasted outputs over 2,000 chars are replaced by generated text of the same length, so every number matches but the text does not. Save a file to share the text.`,
      })
    } else dismiss('link-compact')
    try {
      env.storage?.setItem(STORAGE_KEY, JSON.stringify({ scenario, hash } satisfies Saved))
      dismiss('save-failed')
    } catch {
      const mb = (pastedChars(scenario) / 1e6).toFixed(1)
      notify({
        id: 'save-failed',
        level: 'warning',
        where: 'Saved work',
        message: `Not saved in this browser: ${mb} million chars of pasted text exceed its storage quota, so a reload would lose them. Use “Save file”.`,
      })
    }
  }

  const unsubscribe = store.subscribe((state) => {
    if (state.scenario === written) return
    if (timer !== null) env.clearTimeout(timer)
    timer = env.setTimeout(write, DEBOUNCE_MS)
  })
  return () => {
    unsubscribe()
    if (timer !== null) env.clearTimeout(timer)
  }
}
