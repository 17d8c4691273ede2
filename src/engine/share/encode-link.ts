import { strToU8 } from 'fflate'
import type { Scenario } from '../scenario.ts'
import { toBase64Url } from './base64url.ts'
import { finishSteps } from './finish-steps.ts'
import { linkFields, linkJson } from './link-json.ts'
import { packPayload1 } from './payload-1.ts'
import { packPayload2Steps } from './payload-2.ts'

/**
 * The link format written today. Format 1: `#s=1.<base64url(zlib(JSON))>`. Format 2:
 * `#s=2.<base64url([method][length][body][CRC-32])>`, the body context-mixed (or, when long, deflated) with a
 * dictionary frozen with the format; it may carry an A/B pair. Both are decoded forever.
 */
export const SHARE_FORMAT = 2

/**
 * A scenario's share link (format 2), or an A/B pair's when `pinned` (scenario A) is given: the scenario is B,
 * the one being edited. Holds only what differs from the defaults frozen for the scenario's version (and B only
 * what differs from A), so a changed default never changes what a link opens to. Needs no validation code, so
 * the page can write links without loading the schema.
 * @example encodeShareLink(defaultScenario()).startsWith('#s=2.')
 */
export function encodeShareLink(scenario: Scenario, pinned?: Scenario): string {
  return finishSteps(encodeShareLinkSteps(scenario, pinned))
}

/**
 * `encodeShareLink` in steps: a long link takes a second or more to compress, so the link worker takes it a
 * step at a time and can drop it between steps when it is no longer wanted. The link is the same however it is
 * stepped.
 * @example finishSteps(encodeShareLinkSteps(defaultScenario())) === encodeShareLink(defaultScenario())
 */
export function* encodeShareLinkSteps(
  scenario: Scenario,
  pinned?: Scenario,
): Generator<number, string, void> {
  const payload = yield* packPayload2Steps(strToU8(linkJson(scenario, pinned)))
  return `#s=${SHARE_FORMAT}.${toBase64Url(payload)}`
}

/**
 * A scenario's link in format 1, as the app wrote it before format 2 (the version key last). Kept for the link
 * corpus and the bench, which hold the format-1 decoder to its promise.
 * @example encodeShareLinkV1(defaultScenario()).startsWith('#s=1.')
 */
export function encodeShareLinkV1(scenario: Scenario): string {
  const { version, ...rest } = linkFields(scenario)
  return `#s=1.${toBase64Url(packPayload1(JSON.stringify({ ...rest, version })))}`
}

export { isShareLinkHash, SHARE_HASH } from './share-hash.ts'
