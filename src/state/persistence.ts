import type { OpenRequest, OpenResult } from '../engine/open-scenario.ts'
import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink, isShareLinkHash } from '../engine/share/encode-link.ts'
import { writeScenarioFile } from '../engine/write-scenario.ts'
import {
  COMPACT_OVER_CHARS,
  compactScenario,
  contentChars,
  contentTexts,
  pastedChars,
  pastedOutputChars,
} from './compact-scenario.ts'
import { defaultScenario } from './default-scenario.ts'
import type { AppStore, Notice } from './store.ts'

/** Pasted text up to this size goes into the URL whole; past it the URL carries the compact scenario. */
export const FULL_LINK_MAX_PASTED_CHARS = 1_000_000
/** The saved scenario (as a scenario file's text) and the hash it was last written to. */
export const STORAGE_KEYS = {
  scenario: 'tool-budget-playground/v1/scenario',
  hash: 'tool-budget-playground/v1/hash',
}
const DEBOUNCE_MS = 300

/** What persistence needs from the page, passed in so tests can hand fakes. */
export interface PersistenceEnv {
  location: { hash: string }
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  /** Validation runs in the engine worker; the page only hands it text. */
  open: (request: OpenRequest) => Promise<OpenResult>
  replaceHash: (hash: string) => void
  setTimeout: (f: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

function read(storage: PersistenceEnv['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null // storage can throw when blocked
  }
}

/**
 * Chooses the scenario to open: a share link in the URL wins (unless it is the very link this browser last
 * wrote, when the saved full copy is used, since the link may be compact), then the copy saved in this
 * browser, then the defaults. A damaged link never throws: it yields a notice that keeps the link text, and
 * the saved work (or the defaults) opens.
 */
export async function loadInitialScenario(
  env: Pick<PersistenceEnv, 'location' | 'storage' | 'open'>,
): Promise<{ scenario: Scenario; notices: Notice[] }> {
  const notices: Notice[] = []
  const hash = env.location.hash
  const savedText = read(env.storage, STORAGE_KEYS.scenario)
  const savedHash = read(env.storage, STORAGE_KEYS.hash)
  // With no link and nothing saved there is nothing to validate: the defaults open without waiting for the worker.
  const none = { kind: 'none' } as const
  const [link, saved] = await Promise.all([
    isShareLinkHash(hash) ? env.open({ kind: 'link', hash }) : none,
    savedText === null ? null : env.open({ kind: 'file', text: savedText }),
  ])
  if (saved?.kind === 'error') {
    notices.push({
      id: 'saved',
      level: 'warning',
      where: 'Saved work',
      message: `The copy saved in this browser could not be read (${saved.message}); it opened the defaults instead.`,
    })
  }
  const savedScenario = saved?.kind === 'ok' ? saved.scenario : null
  if (link.kind === 'ok')
    return { scenario: savedScenario && savedHash === hash ? savedScenario : link.scenario, notices }
  if (link.kind === 'error') {
    notices.push({
      id: 'share-link',
      level: 'error',
      where: 'Share link',
      message: `${link.message} ${savedScenario ? 'Your saved work opened instead.' : 'The default scenario opened instead.'}`,
      keptText: hash,
    })
  }
  return { scenario: savedScenario ?? defaultScenario(), notices }
}

/** Why a scenario has no link: which pasted texts make it too long, biggest first. */
export function tooLongForLink(scenario: Scenario): string {
  const parts = contentTexts(scenario)
    .filter((t) => t.chars >= 10_000)
    .sort((a, b) => b.chars - a.chars)
    .map((t) => `${t.where} ${t.chars.toLocaleString('en-US')} chars`)
  return `The URL cannot carry this scenario: its pasted texts (${parts.join(', ')}) hold more than the ${FULL_LINK_MAX_PASTED_CHARS.toLocaleString('en-US')} chars a link carries, and the numbers depend on their content. The address bar carries no link now (a reload opens the copy saved in this browser); use “Save file” to share it.`
}

/**
 * The link for a scenario: whole when its pasted text is small; compact (outputs as same-length samples) when
 * the outputs make it big; none (`hash: null`) when texts whose content matters (a log, a trace, a transcript)
 * are too long on their own.
 */
export function shareLinkFor(scenario: Scenario): { hash: string | null; compact: boolean } {
  if (pastedChars(scenario) <= FULL_LINK_MAX_PASTED_CHARS)
    return { hash: encodeShareLink(scenario), compact: false }
  if (contentChars(scenario) > FULL_LINK_MAX_PASTED_CHARS) return { hash: null, compact: false }
  return { hash: encodeShareLink(compactScenario(scenario)), compact: pastedOutputChars(scenario) > 0 }
}

/**
 * Keeps the URL hash and the browser's saved copy in step with the scenario, debounced. A save that does not
 * fit the storage quota says so (the work would not survive a reload) instead of failing silently. Until the
 * first edit nothing is written, so a damaged link stays in the address bar.
 */
export function startPersistence(
  store: AppStore,
  env: PersistenceEnv,
): { flush: () => void; stop: () => void } {
  let timer: unknown = null
  let written: Scenario | null = store.getState().scenario

  const write = () => {
    timer = null
    const { scenario, notify, dismiss } = store.getState()
    written = scenario
    const { hash, compact } = shareLinkFor(scenario)
    // No link can carry it: clear the old one, or a reload would open that instead of this work.
    env.replaceHash(hash ?? '')
    if (hash === null)
      notify({
        id: 'link-too-long',
        level: 'warning',
        where: 'Share link',
        message: tooLongForLink(scenario),
      })
    else dismiss('link-too-long')
    if (compact) {
      notify({
        id: 'link-compact',
        level: 'info',
        where: 'Share link',
        message: `The URL carries a compact scenario: pasted outputs over ${COMPACT_OVER_CHARS.toLocaleString('en-US')} chars become generated text of the same length, so every number matches but the text does not. Save a file to share the text.`,
      })
    } else dismiss('link-compact')
    try {
      env.storage?.setItem(STORAGE_KEYS.scenario, writeScenarioFile(scenario))
      env.storage?.setItem(STORAGE_KEYS.hash, hash ?? '')
      dismiss('save-failed')
    } catch {
      const millions = (pastedChars(scenario) / 1e6).toFixed(1)
      notify({
        id: 'save-failed',
        level: 'warning',
        where: 'Saved work',
        message: `Not saved in this browser: ${millions} million chars of pasted text exceed its storage quota, so a reload would lose them. Use “Save file”.`,
      })
    }
  }

  const unsubscribe = store.subscribe((state) => {
    if (state.scenario === written) return
    if (timer !== null) env.clearTimeout(timer)
    timer = env.setTimeout(write, DEBOUNCE_MS)
  })
  return {
    /** Writes a pending edit now (the page is being hidden or closed: a reload must not lose it). */
    flush: () => {
      if (timer === null) return
      env.clearTimeout(timer)
      write()
    },
    stop: () => {
      unsubscribe()
      if (timer !== null) env.clearTimeout(timer)
    },
  }
}
