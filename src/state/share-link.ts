import type { Scenario } from '../engine/scenario.ts'
import { encodeShareLink } from '../engine/share/encode-link.ts'
import { planShareLink } from '../engine/share/link-for.ts'

export { FULL_LINK_MAX_PASTED_CHARS, shareLinkFor, tooLongForLink } from '../engine/share/link-for.ts'

/**
 * As the page goes (`pagehide`), a scenario with no more pasted text than this has its link encoded on the page's
 * thread, at once, so a reload opens the last edit; past it, encoding takes seconds and is left to the worker.
 */
export const ENCODE_IN_PAGE_MAX_CHARS = 50_000

/** A scenario's link: `hash` null when no link can carry it; `compact` when outputs became samples. */
export interface ShareLink {
  hash: string | null
  compact: boolean
}

/**
 * The link for a scenario (`shareLinkFor`), planned here and encoded by `encodeInWorker` when there is one:
 * format 2's context-mixing coder takes a second or more over 50,000 chars, and even the default scenario's
 * link can hold the page's thread past 100 ms on a busy machine. A worker that fails falls back to here.
 */
export async function linkFor(
  scenario: Scenario,
  encodeInWorker?: (scenario: Scenario) => Promise<string>,
): Promise<ShareLink> {
  const { carried, compact } = planShareLink(scenario)
  if (carried === null) return { hash: null, compact }
  const hash = encodeInWorker ? await encodeInWorker(carried.scenario).catch(() => null) : null
  return { hash: hash ?? encodeShareLink(carried.scenario), compact }
}
