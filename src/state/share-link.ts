import type { Scenario } from '../engine/scenario.ts'
import { pastedChars } from '../engine/share/compact-scenario.ts'
import { FULL_LINK_MAX_PASTED_CHARS, shareLinkFor } from '../engine/share/link-for.ts'

export { FULL_LINK_MAX_PASTED_CHARS, shareLinkFor, tooLongForLink } from '../engine/share/link-for.ts'

/**
 * Links of scenarios with more pasted text than this (and no more than a whole link carries) are encoded in the
 * engine worker: compressing 750 KB takes the page's thread past 100 ms, and an edit must not.
 */
export const ENCODE_IN_PAGE_MAX_CHARS = 50_000

/** A scenario's link: `hash` null when no link can carry it; `compact` when outputs became samples. */
export interface ShareLink {
  hash: string | null
  compact: boolean
}

/**
 * The link for a scenario (`shareLinkFor`), made off the page's thread by `inWorker` when it carries much text:
 * a scenario past the whole-link limit becomes a small compact one, made here; a worker that fails falls back
 * to here.
 */
export async function linkFor(
  scenario: Scenario,
  inWorker?: (scenario: Scenario) => Promise<ShareLink>,
): Promise<ShareLink> {
  const chars = pastedChars(scenario)
  if (inWorker && chars > ENCODE_IN_PAGE_MAX_CHARS && chars <= FULL_LINK_MAX_PASTED_CHARS) {
    const link = await inWorker(scenario).catch(() => null)
    if (link !== null) return link
  }
  return shareLinkFor(scenario)
}
