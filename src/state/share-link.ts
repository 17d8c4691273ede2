import { Unzlib, zlibSync } from 'fflate'
import { defaultScenario, describeIssues, parseScenario, type Scenario } from '../engine/index.ts'
import { diffFrom, mergeOnto } from './scenario-diff.ts'

/**
 * Share links: `#s=1.<base64url(zlib(JSON of the fields that differ from the defaults))>`. The `1` is the link
 * format; the scenario inside carries its own version and is migrated like a file. zlib (deflate plus an
 * Adler-32 checksum) lets a changed character be caught instead of silently decoding to other numbers.
 */
export const SHARE_FORMAT = 1
/** A link may not inflate past this: a decompression bomb is refused, not allocated. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024

export type DecodedLink =
  | { kind: 'none' }
  | { kind: 'ok'; scenario: Scenario }
  | { kind: 'error'; message: string; linkText: string }

export function encodeShareLink(scenario: Scenario): string {
  const diff = diffFrom(scenario, defaultScenario())
  const json = JSON.stringify({ ...diff, version: scenario.version })
  return `#s=${SHARE_FORMAT}.${toBase64Url(zlibSync(new TextEncoder().encode(json), { level: 9 }))}`
}

/** Reads a location hash. Never throws: a damaged link comes back as a message that says what failed. */
export function decodeShareLink(hash: string): DecodedLink {
  const match = /^#?s=([^.]*)\.?(.*)$/s.exec(hash.trim())
  if (!match) return { kind: 'none' }
  const [, format = '', payload = ''] = match
  const fail = (message: string): DecodedLink => ({ kind: 'error', message, linkText: hash })
  if (format !== String(SHARE_FORMAT)) {
    return fail(
      `Share link format "${format.slice(0, 20)}" is not one this app reads (it reads ${SHARE_FORMAT}).`,
    )
  }
  if (payload === '') return fail('Share link is empty after "s=1.": it was cut off.')
  const bytes = fromBase64Url(payload)
  if (typeof bytes === 'string') return fail(`Share link is damaged: ${bytes}.`)
  const inflated = inflateLimited(bytes, MAX_INFLATED_BYTES)
  if (typeof inflated === 'string') return fail(`Share link is damaged or cut: ${inflated}.`)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated))
  } catch {
    return fail('Share link decodes, but not to JSON: it is not a scenario link.')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('Share link decodes to JSON that is not a scenario.')
  }
  const merged = mergeOnto(defaultScenario(), json as Record<string, unknown>)
  const parsed = parseScenario(merged)
  if (!parsed.ok) return fail(`Share link holds an invalid scenario: ${describeIssues(parsed.issues)}.`)
  return { kind: 'ok', scenario: parsed.scenario }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  const CHUNK = 0x8000
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | string {
  const bad = /[^A-Za-z0-9_-]/.exec(text)
  if (bad) return `character ${JSON.stringify(bad[0])} at position ${bad.index} is not base64url`
  if (text.length % 4 === 1) return 'its length is impossible for base64url (cut mid-character)'
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Inflates zlib data in small steps, refusing to produce more than `limit` bytes; checks the Adler-32. */
function inflateLimited(bytes: Uint8Array, limit: number): Uint8Array | string {
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
  if (overLimit) return `it inflates past ${limit / 1024 / 1024} MB (refused as a decompression bomb)`
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
