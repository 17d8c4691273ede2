import { strFromU8 } from 'fflate'
import { readJson } from '../base/read-json.ts'
import type { Scenario } from '../scenario.ts'
import { fromBase64Url } from './base64url.ts'
import { SHARE_FORMAT, SHARE_HASH } from './encode-link.ts'
import { unpackPayload1 } from './payload-1.ts'
import { unpackPayload2 } from './payload-2.ts'
import { readLinkJson } from './read-link-json.ts'

/** A link may not inflate past this: a decompression bomb is refused, not allocated. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024

/** The formats this app reads, each forever. */
const READERS: Record<string, (bytes: Uint8Array, limit: number) => Uint8Array | 'too-large' | string> = {
  '1': unpackPayload1,
  '2': unpackPayload2,
}

export type DecodedLink =
  | { kind: 'none' }
  /** `pinned`: an A/B link's scenario A (the scenario is B, the one being edited). */
  | { kind: 'ok'; scenario: Scenario; pinned?: Scenario }
  | { kind: 'error'; message: string }

/**
 * Reads a location hash (format 1 or 2): decompress (refusing bombs), check, parse, lay over the frozen
 * defaults, migrate, validate. Never throws: a damaged link comes back as a message that says what failed.
 * @example decodeShareLink('#s=9.x').kind === 'error'
 */
export function decodeShareLink(hash: string): DecodedLink {
  const match = SHARE_HASH.exec(hash.trim())
  if (!match) return { kind: 'none' }
  const [, format = '', payload = ''] = match
  const fail = (message: string): DecodedLink => ({ kind: 'error', message })
  if (format === '')
    return fail('Share link is empty after "s": it was cut off before its format and payload.')
  const read = READERS[format]
  if (read === undefined) {
    return fail(
      /^\d{1,6}$/.test(format) && Number(format) > SHARE_FORMAT
        ? `Share link format ${format} was made by a newer version of this app (this one reads formats 1 to ${SHARE_FORMAT}). Open it in the app that made it, or ask for a scenario file.`
        : `Share link format "${format.slice(0, 20)}" is not one this app reads (it reads 1 to ${SHARE_FORMAT}).`,
    )
  }
  if (payload === '') return fail(`Share link is empty after "s=${format}.": it was cut off.`)
  const bytes = fromBase64Url(payload)
  if (typeof bytes === 'string') return fail(`Share link is damaged: ${bytes}.`)
  const text = read(bytes, MAX_INFLATED_BYTES)
  if (text === 'too-large') {
    return fail(
      `Share link refused: it inflates past ${MAX_INFLATED_BYTES / 1024 / 1024} MB (a decompression bomb).`,
    )
  }
  if (typeof text === 'string') return fail(`Share link is damaged or cut: ${text}.`)
  const json = readJson(strFromU8(text))
  if (!json.ok) {
    return fail(
      json.kind === 'syntax'
        ? 'Share link decodes, but not to JSON: it is not a scenario link.'
        : `Share link refused: ${json.message}.`,
    )
  }
  return readLinkJson(json.value, format !== '1')
}
