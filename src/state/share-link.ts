import type { Scenario } from '../engine/index.ts'
import { pastedChars } from '../engine/index.ts'

export { FULL_LINK_MAX_PASTED_CHARS, tooLongForLink } from '../engine/index.ts'

/** The page's link coder (see link-coder.ts), loaded when first needed. */
export type LinkCoder = typeof import('./link-coder.ts')

let coder: LinkCoder | null = null
let coderLoading: Promise<LinkCoder> | null = null

/**
 * Loads the link coder once (later calls share the first load). A failed load (the chunk could not be fetched)
 * is forgotten, so the next call tries again.
 */
export function loadLinkCoder(): Promise<LinkCoder> {
  coderLoading ??= import('./link-coder.ts').then(
    (loaded) => {
      coder = loaded
      return loaded
    },
    (error: unknown) => {
      coderLoading = null
      throw error
    },
  )
  return coderLoading
}

/** The link coder if it has loaded, for what must answer at once (a page going); else null. */
export function linkCoderNow(): LinkCoder | null {
  return coder
}

/**
 * As the page goes (`pagehide`), a scenario (an A/B pair: both) with no more pasted text than this, and a link
 * of no more JSON than `ENCODE_IN_PAGE_MAX_BYTES`, has its link encoded on the page's thread, at once, so a
 * copied address holds the last edit; past it, encoding takes long enough to be felt and is left to the worker.
 */
export const ENCODE_IN_PAGE_MAX_CHARS = 50_000
/**
 * The link JSON (UTF-8) the page encodes itself as it goes: context mixing writes about 1 MB/s (measured in
 * Chromium 156 on a 2-core EPYC under load: 51 KB of JSON, 50,000 pasted ASCII chars, 54–58 ms of the page's
 * CPU), so every 50,000-char ASCII paste still fits and 64 KiB stays under 100 ms; 50,000 CJK chars (150 KB,
 * 161–170 ms) do not, and are left to the worker.
 */
export const ENCODE_IN_PAGE_MAX_BYTES = 64 * 1024

/**
 * Whether the link of `scenario` (and pinned A) is quick enough to encode on the page's thread as it goes: at
 * most `ENCODE_IN_PAGE_MAX_CHARS` pasted chars and `ENCODE_IN_PAGE_MAX_BYTES` of link JSON. False until the link
 * coder has loaded (persistence starts loading it at once; a page going before that leaves its link to the worker).
 * @example encodesInPage(defaultScenario()) === true // once loadLinkCoder() has resolved
 */
export function encodesInPage(scenario: Scenario, pinned?: Scenario | null): boolean {
  const chars = pastedChars(scenario) + (pinned ? pastedChars(pinned) : 0)
  if (chars > ENCODE_IN_PAGE_MAX_CHARS || coder === null) return false
  return coder.linkJsonFits(scenario, pinned, ENCODE_IN_PAGE_MAX_BYTES)
}

/**
 * The link JSON (UTF-8) the engine worker encodes between two evaluations: context mixing writes about 1 KB per
 * ms (measured in Node 20 on a 2-core EPYC: a 9,565-byte link in 9.6 ms), so an edit waits at most ~16 ms behind
 * one. Every shipped example but six is under 2 KB; the default scenario's is 13 bytes.
 */
export const QUICK_LINK_MAX_BYTES = 16 * 1024

/**
 * Encodes a link of at most `QUICK_LINK_MAX_BYTES` (pasted text and JSON) with `quick`, the engine worker; a
 * longer one with `long`, a worker of its own (a big paste's link takes seconds, which edits must not wait
 * behind). That worker starts only for the first long link: a page that never holds one never spends the CPU
 * (~150 ms at load, measured in Chromium) and the memory of a third engine.
 * @example routeLinks(engine.encodeLink, linkWorker.encodeLink)(defaultScenario()) // encoded by the engine worker
 */
export function routeLinks(quick: EncodeLink, long: EncodeLink): EncodeLink {
  const route =
    (linkJsonFits: LinkCoder['linkJsonFits']): EncodeLink =>
    (scenario, pinned, signal) =>
      (linkJsonFits(scenario, pinned, QUICK_LINK_MAX_BYTES) ? quick : long)(scenario, pinned, signal)
  return (scenario, pinned, signal) => {
    // Measuring the link JSON takes the coder (the frozen defaults): the first link may wait for it to load.
    if (coder) return route(coder.linkJsonFits)(scenario, pinned, signal)
    return loadLinkCoder().then((loaded) => {
      signal?.throwIfAborted()
      return route(loaded.linkJsonFits)(scenario, pinned, signal)
    })
  }
}

/**
 * How much longer a slow link waits for the person to stop editing before it is made: a scenario with more
 * pasted text than the page encodes at once takes the link worker up to a second (1 MB), which on 2 cores every
 * pause of a slider drag or of typing would otherwise start, and the next edit stop.
 */
export const SLOW_LINK_QUIET_MS = 1_000

/**
 * How long after a save the link of `scenario` (and pinned A) starts: at once, or `SLOW_LINK_QUIET_MS` when it
 * has more pasted text than `ENCODE_IN_PAGE_MAX_CHARS`. Counted in chars, so asking costs nothing.
 * @example linkQuietMs(defaultScenario()) === 0
 */
export function linkQuietMs(scenario: Scenario, pinned?: Scenario | null): number {
  const chars = pastedChars(scenario) + (pinned ? pastedChars(pinned) : 0)
  return chars > ENCODE_IN_PAGE_MAX_CHARS ? SLOW_LINK_QUIET_MS : 0
}

/**
 * The longest link the address bar is given. Chromium's `history.replaceState` grows faster than the URL
 * (measured in Chromium 156: 0.4 ms at 10,000 chars, 3 ms at 50,000, 12 ms at 100,000, 150 ms at 322,000 and
 * 1.4 s at 1,000,000, on the page's thread), and the address bar follows every edit once typing pauses. A longer
 * link is still made whole for the copy button, its length shown beside it.
 */
export const ADDRESS_BAR_MAX_CHARS = 65_536

/** Encodes a link in a worker (an A/B pair's when `pinned`); once `signal` aborts it stops and rejects. */
export type EncodeLink = (scenario: Scenario, pinned?: Scenario, signal?: AbortSignal) => Promise<string>
