import { strToU8 } from 'fflate'
import type { Scenario } from '../engine/index.ts'
import { linkJson, pastedChars } from '../engine/index.ts'

// The page's link coder: context mixing, its dictionary, fflate and the defaults frozen for each version. Only
// ever imported dynamically (`loadLinkCoder` in share-link.ts), so the first page does not carry it; a link in the
// address bar is decoded by the engine worker, and the page's own links wait for this chunk.

export { compactLinkFor, encodeShareLink, shareLinkFor } from '../engine/index.ts'

/** Whether the link JSON (UTF-8) of `scenario` (and pinned A) is at most `maxBytes`; pasted text counted first. */
export function linkJsonFits(
  scenario: Scenario,
  pinned: Scenario | null | undefined,
  maxBytes: number,
): boolean {
  if (pastedChars(scenario) + (pinned ? pastedChars(pinned) : 0) > maxBytes) return false
  return strToU8(linkJson(scenario, pinned ?? undefined)).length <= maxBytes
}
