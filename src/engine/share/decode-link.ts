import { strFromU8, Unzlib } from 'fflate'
import { describeIssues, parseScenario } from '../parse-scenario.ts'
import { readJson } from '../read-json.ts'
import type { Scenario } from '../scenario.ts'
import { fromBase64Url } from './base64url.ts'
import { SHARE_FORMAT, SHARE_HASH } from './encode-link.ts'
import { FROZEN_DEFAULTS } from './frozen-defaults.ts'
import { mergeOnto } from './scenario-diff.ts'

/** A link may not inflate past this: a decompression bomb is refused, not allocated. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024

export type DecodedLink =
  | { kind: 'none' }
  | { kind: 'ok'; scenario: Scenario }
  | { kind: 'error'; message: string }

/**
 * Reads a location hash: inflate (refusing bombs), check, parse, lay over the defaults, migrate, validate.
 * Never throws: a damaged link comes back as a message that says what failed.
 * @example decodeShareLink('#s=9.x').kind === 'error'
 */
export function decodeShareLink(hash: string): DecodedLink {
  const match = SHARE_HASH.exec(hash.trim())
  if (!match) return { kind: 'none' }
  const [, format = '', payload = ''] = match
  const fail = (message: string): DecodedLink => ({ kind: 'error', message })
  if (format !== String(SHARE_FORMAT)) {
    return fail(
      `Share link format "${format.slice(0, 20)}" is not one this app reads (it reads ${SHARE_FORMAT}).`,
    )
  }
  if (payload === '') return fail('Share link is empty after "s=1.": it was cut off.')
  const bytes = fromBase64Url(payload)
  if (typeof bytes === 'string') return fail(`Share link is damaged: ${bytes}.`)
  const inflated = inflateLimited(bytes, MAX_INFLATED_BYTES)
  if (inflated === 'too-large') {
    return fail(
      `Share link refused: it inflates past ${MAX_INFLATED_BYTES / 1024 / 1024} MB (a decompression bomb).`,
    )
  }
  if (typeof inflated === 'string') return fail(`Share link is damaged or cut: ${inflated}.`)
  const read = readJson(strFromU8(inflated))
  if (!read.ok) {
    return fail(
      read.kind === 'syntax'
        ? 'Share link decodes, but not to JSON: it is not a scenario link.'
        : `Share link refused: ${read.message}.`,
    )
  }
  const json = read.value
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('Share link decodes to JSON that is not a scenario.')
  }
  const version = (json as Record<string, unknown>).version
  const base = typeof version === 'number' ? FROZEN_DEFAULTS[version] : undefined
  if (base === undefined) {
    const newest = Math.max(...Object.keys(FROZEN_DEFAULTS).map(Number))
    return fail(
      typeof version === 'number' && version > newest
        ? `Share link was made by a newer version of this app (scenario version ${version}; this one reads up to ${newest}). Open it in the app that made it, or ask for a scenario file.`
        : `Share link holds a scenario version this app does not know (${JSON.stringify(version)?.slice(0, 20)}).`,
    )
  }
  const merged = mergeOnto(base, json as Record<string, unknown>)
  const parsed = parseScenario(merged)
  if (!parsed.ok) return fail(`Share link holds an invalid scenario: ${describeIssues(parsed.issues)}.`)
  return { kind: 'ok', scenario: parsed.scenario }
}

/**
 * Inflates zlib data in small steps, refusing to produce more than `limit` bytes (`'too-large'`); checks the
 * Adler-32. Any other failure comes back as a sentence.
 */
function inflateLimited(bytes: Uint8Array, limit: number): Uint8Array | 'too-large' | string {
  const chunks: Uint8Array[] = []
  let total = 0
  let overLimit = false
  const inflater = new Unzlib((chunk) => {
    total += chunk.length
    if (total > limit) overLimit = true
    else chunks.push(chunk)
  })
  try {
    const STEP = 1024 // one step of input inflates to at most ~1 MB, so the limit is checked in time
    for (let i = 0; i < bytes.length && !overLimit; i += STEP) {
      inflater.push(bytes.subarray(i, i + STEP), i + STEP >= bytes.length)
    }
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid compressed data'
  }
  if (overLimit) return 'too-large'
  const out = concat(chunks, total)
  if (bytes.length < 4 || adler32(out) !== readUint32(bytes, bytes.length - 4)) {
    return 'its checksum does not match (a character was changed or the link was cut)'
  }
  return out
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.length
  }
  return out
}

function adler32(data: Uint8Array): number {
  let a = 1
  let b = 0
  for (let i = 0; i < data.length; ) {
    const end = Math.min(i + 5552, data.length) // the largest run before the sums can overflow 2^32
    for (; i < end; i++) {
      a += data[i] as number
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

function readUint32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number)) >>>
    0
  )
}
