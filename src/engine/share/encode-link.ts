import { strToU8, zlibSync } from 'fflate'
import type { Scenario } from '../scenario.ts'
import { toBase64Url } from './base64url.ts'
import { LINK_BASE } from './frozen-defaults.ts'
import { diffFrom } from './scenario-diff.ts'

/**
 * Share links: `#s=1.<base64url(zlib(JSON of the fields that differ from the defaults))>`. The `1` is the link
 * format; the scenario inside carries its own version and is migrated like a file. The defaults are the copy
 * frozen for that scenario version (`FROZEN_DEFAULTS`), so a link keeps its meaning when a default changes. zlib (deflate plus an
 * Adler-32 checksum) lets a changed character be caught instead of silently decoding to other numbers.
 * This half needs no validation code, so the page can encode without loading the schema.
 * @example encodeShareLink(defaultScenario()) (the diff is just the version)
 */
export const SHARE_FORMAT = 1

export function encodeShareLink(scenario: Scenario): string {
  const diff = diffFrom(scenario, LINK_BASE)
  const json = JSON.stringify({ ...diff, version: scenario.version })
  return `#s=${SHARE_FORMAT}.${toBase64Url(zlibSync(strToU8(json), { level: 9 }))}`
}

/** The shape of a share link's hash, `#s=<format>.<payload>`, as both the page and the decoder read it. */
export const SHARE_HASH = /^#?s=([^.]*)\.?(.*)$/s

/** Whether a location hash holds a share link at all (damaged or not). */
export function isShareLinkHash(hash: string): boolean {
  return SHARE_HASH.test(hash.trim())
}
