import { Gunzip, strFromU8 } from 'fflate'
import { inflateBounded } from '../base/inflate-bounded.ts'
import { isRecord } from '../base/is-record.ts'
import { readJson } from '../base/read-json.ts'
import { megabytes } from '../base/short-number.ts'
import { IMPORT_LIMITS } from './limits.ts'

/** An HTTP body as a recording keeps it, decoded: JSON, a server-sent event stream, JSON lines, or nothing. */
export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'sse'; text: string }
  | { kind: 'ndjson'; values: unknown[] }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }

const HEX = /^(?:[0-9a-f]{2})*$/i
const B64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_INDEX = new Map([...B64_DIGITS].map((c, i) => [c, i]))

/** Standard base64 (RFC 4648 §4; whitespace and padding ignored) to bytes. */
function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '')
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (let i = 0; i < clean.length; i++) {
    value = ((value << 6) | (B64_INDEX.get(clean[i] as string) ?? 0)) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[at++] = (value >> bits) & 0xff
    }
  }
  return bytes.subarray(0, at)
}

/**
 * What the bodies of one file may inflate to, all together: 200 bodies of 60 MiB each are refused as one bomb,
 * after at most `limit` bytes of work, not inflated one by one. `over` says the file ran out of it, `refusedAt`
 * where (set by the reader that knows the body's place).
 */
export interface InflateBudget {
  readonly limit: number
  left: number
  over: boolean
  refusedAt?: string
}

/**
 * A fresh budget for one file's bodies.
 * @example inflateBudget().left === IMPORT_LIMITS.maxInflatedBytes
 */
export const inflateBudget = (limit: number = IMPORT_LIMITS.maxInflatedBytes): InflateBudget => ({
  limit,
  left: limit,
  over: false,
})

/**
 * The message of a file whose bodies inflate past their budget, naming it.
 * @example inflateRefusal(inflateBudget(), 'interaction 2 response') → 'Refused: … (at interaction 2 response).'
 */
export const inflateRefusal = (budget: InflateBudget, where: string): string =>
  `Refused: the compressed bodies of this file inflate past ${megabytes(budget.limit)} together (the limit for one file)${where ? `, at ${where}` : ''}.`

/** A space, tab, CR or LF: the whitespace base64 in recordings is wrapped with. */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11

/**
 * Whether trimmed text is base64 (RFC 4648 §4: its digits and whitespace, then at most two `=`), in one pass: the
 * regex it replaces (`^[A-Za-z0-9+/\s]+={0,2}\s*$`) backtracked quadratically on runs of whitespace.
 */
function isBase64(t: string): boolean {
  let i = 0
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i)
    const digit =
      (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47
    if (!digit && !isSpace(c)) break
  }
  if (i === 0) return false
  let pads = 0
  while (i < t.length && t.charCodeAt(i) === 61 && pads < 2) {
    i++
    pads++
  }
  while (i < t.length && isSpace(t.charCodeAt(i))) i++
  return i === t.length
}

function gunzip(bytes: Uint8Array, budget: InflateBudget): Uint8Array | string {
  if (budget.over) return 'the file already inflated past its limit (refused)'
  const read = inflateBounded(bytes, (ondata) => new Gunzip({}, ondata), budget.left)
  if (read.ok) {
    budget.left -= read.bytes.length
    return read.bytes
  }
  if (read.reason === 'damaged') return `its gzip data is damaged (${read.message})`
  budget.over = true
  budget.left = 0
  return `the file’s bodies inflate past ${megabytes(budget.limit)} together (refused)`
}

function fromBytes(bytes: Uint8Array, depth: number, budget: InflateBudget): Body {
  if (bytes.length === 0) return { kind: 'empty' }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const inflated = gunzip(bytes, budget)
    if (typeof inflated === 'string') return { kind: 'error', message: `the body is gzip, but ${inflated}` }
    return fromBytes(inflated, depth + 1, budget)
  }
  if (bytes.subarray(0, 4096).includes(0)) return { kind: 'error', message: 'the body is binary, not text' }
  return fromString(strFromU8(bytes), depth + 1, budget)
}

function fromString(text: string, depth: number, budget: InflateBudget): Body {
  const t = text.trim()
  if (t === '') return { kind: 'empty' }
  if (t[0] === '{' || t[0] === '[') {
    const read = readJson(t)
    if (read.ok) return { kind: 'json', value: read.value }
    const lines = t.split('\n').filter((l) => l.trim() !== '')
    if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{'))) {
      const values: unknown[] = []
      for (const l of lines) {
        const r = readJson(l)
        if (!r.ok) return { kind: 'error', message: `a line of its JSON lines is ${r.message}` }
        values.push(r.value)
      }
      return { kind: 'ndjson', values }
    }
    return { kind: 'error', message: `the body is ${read.message}` }
  }
  if (/^(data|event|id|retry|:)/.test(t)) return { kind: 'sse', text: t }
  if (depth < 3 && t.length >= 8 && isBase64(t)) {
    // Base64 only when it decodes to something a body is (gzip, JSON, a stream): `Not Found` is text, not base64.
    const bytes = fromBase64(t)
    const head = strFromU8(bytes.subarray(0, 16), true).trimStart()
    if ((bytes[0] === 0x1f && bytes[1] === 0x8b) || /^([[{]|data:|event:)/.test(head))
      return fromBytes(bytes, depth, budget)
  }
  const shown = t.length > 40 ? `${t.slice(0, 39)}…` : t
  return { kind: 'error', message: `the body is not JSON (it starts “${shown.replace(/\s+/g, ' ')}”)` }
}

/**
 * Decodes a body as recordings keep it: already parsed (an object), a JSON string, a server-sent event stream,
 * JSON lines, base64 (vcrpy's `!!binary`, Ruby VCR's `base64_string`, HAR's `encoding: base64`), gzip (by its
 * magic bytes, within the file's `budget`), nock's hex chunks of a binary response, or a wrapper `{ "string": … }`. Never throws.
 * @example readBody('{"a": 1}') → { kind: 'json', value: { a: 1 } }
 */
export function readBody(raw: unknown, budget: InflateBudget = inflateBudget(), depth = 0): Body {
  if (raw === undefined || raw === null || raw === '') return { kind: 'empty' }
  if (raw instanceof Uint8Array) return fromBytes(raw, depth, budget)
  if (typeof raw === 'string') return fromString(raw, depth, budget)
  if (Array.isArray(raw) && raw.length > 0 && raw.every((c) => typeof c === 'string' && HEX.test(c))) {
    const hex = (raw as string[]).join('')
    const bytes = new Uint8Array(hex.length / 2)
    for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
    return fromBytes(bytes, depth, budget)
  }
  if (isRecord(raw) && depth < 3) {
    // vcrpy `{string: …}`, Ruby VCR `{encoding, string | base64_string}`, HAR `{text, encoding}`.
    const keys = Object.keys(raw)
    const only = (allowed: string[]) => keys.every((k) => allowed.includes(k))
    if (typeof raw.base64_string === 'string')
      return fromBytes(fromBase64(raw.base64_string), depth + 1, budget)
    if ('string' in raw && only(['string', 'encoding'])) return readBody(raw.string, budget, depth + 1)
    if (raw.text === undefined && 'mimeType' in raw && only(['mimeType', 'size', 'compression', 'comment']))
      // A HAR's content without its text: nothing was sent, or the browser did not keep it.
      return raw.size === 0
        ? { kind: 'empty' }
        : { kind: 'error', message: 'the HAR keeps no text for this body' }
    if (typeof raw.text === 'string' && only(['text', 'encoding', 'mimeType', 'size', 'compression'])) {
      return raw.encoding === 'base64'
        ? fromBytes(fromBase64(raw.text), depth + 1, budget)
        : readBody(raw.text, budget, depth + 1)
    }
  }
  return { kind: 'json', value: raw }
}
