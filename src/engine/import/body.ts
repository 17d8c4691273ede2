import { Gunzip, strFromU8 } from 'fflate'
import { isRecord } from '../is-record.ts'
import { readJson } from '../read-json.ts'
import { IMPORT_LIMITS } from './limits.ts'

/** An HTTP body as a recording keeps it, decoded: JSON, a server-sent event stream, JSON lines, or nothing. */
export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'sse'; text: string }
  | { kind: 'ndjson'; values: unknown[] }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }

const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/
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

/** Gunzips in small steps, refusing to produce more than the limit (a gzip bomb is refused, not allocated). */
function gunzipLimited(bytes: Uint8Array): Uint8Array | string {
  const chunks: Uint8Array[] = []
  let total = 0
  let over = false
  const gunzip = new Gunzip({}, (chunk) => {
    total += chunk.length
    if (total > IMPORT_LIMITS.maxInflatedBytes) over = true
    else chunks.push(chunk)
  })
  try {
    for (let i = 0; i < bytes.length && !over; i += 1024)
      gunzip.push(bytes.subarray(i, i + 1024), i + 1024 >= bytes.length)
  } catch (error) {
    return `its gzip data is damaged (${error instanceof Error ? error.message : 'invalid'})`
  }
  if (over) return `it inflates past ${IMPORT_LIMITS.maxInflatedBytes / 1024 / 1024} MB (refused)`
  const out = new Uint8Array(total)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.length
  }
  return out
}

function fromBytes(bytes: Uint8Array, depth: number): Body {
  if (bytes.length === 0) return { kind: 'empty' }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const inflated = gunzipLimited(bytes)
    if (typeof inflated === 'string') return { kind: 'error', message: `the body is gzip, but ${inflated}` }
    return fromBytes(inflated, depth + 1)
  }
  if (bytes.subarray(0, 4096).includes(0)) return { kind: 'error', message: 'the body is binary, not text' }
  return fromString(strFromU8(bytes), depth + 1)
}

function fromString(text: string, depth: number): Body {
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
  if (depth < 3 && t.length >= 8 && BASE64.test(t)) {
    // Base64 only when it decodes to something a body is (gzip, JSON, a stream): `Not Found` is text, not base64.
    const bytes = fromBase64(t)
    const head = strFromU8(bytes.subarray(0, 16), true).trimStart()
    if ((bytes[0] === 0x1f && bytes[1] === 0x8b) || /^([[{]|data:|event:)/.test(head))
      return fromBytes(bytes, depth)
  }
  const shown = t.length > 40 ? `${t.slice(0, 39)}…` : t
  return { kind: 'error', message: `the body is not JSON (it starts “${shown.replace(/\s+/g, ' ')}”)` }
}

/**
 * Decodes a body as recordings keep it: already parsed (an object), a JSON string, a server-sent event stream,
 * JSON lines, base64 (vcrpy's `!!binary`, Ruby VCR's `base64_string`, HAR's `encoding: base64`), gzip (by its
 * magic bytes, bounded), nock's hex chunks of a binary response, or a wrapper `{ "string": … }`. Never throws.
 * @example readBody('{"a": 1}') → { kind: 'json', value: { a: 1 } }
 */
export function readBody(raw: unknown, depth = 0): Body {
  if (raw === undefined || raw === null || raw === '') return { kind: 'empty' }
  if (raw instanceof Uint8Array) return fromBytes(raw, depth)
  if (typeof raw === 'string') return fromString(raw, depth)
  if (Array.isArray(raw) && raw.length > 0 && raw.every((c) => typeof c === 'string' && HEX.test(c))) {
    const hex = (raw as string[]).join('')
    const bytes = new Uint8Array(hex.length / 2)
    for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
    return fromBytes(bytes, depth)
  }
  if (isRecord(raw) && depth < 3) {
    // vcrpy `{string: …}`, Ruby VCR `{encoding, string | base64_string}`, HAR `{text, encoding}`.
    const keys = Object.keys(raw)
    const only = (allowed: string[]) => keys.every((k) => allowed.includes(k))
    if (typeof raw.base64_string === 'string') return fromBytes(fromBase64(raw.base64_string), depth + 1)
    if ('string' in raw && only(['string', 'encoding'])) return readBody(raw.string, depth + 1)
    if (raw.text === undefined && 'mimeType' in raw && only(['mimeType', 'size', 'compression', 'comment']))
      // A HAR's content without its text: nothing was sent, or the browser did not keep it.
      return raw.size === 0
        ? { kind: 'empty' }
        : { kind: 'error', message: 'the HAR keeps no text for this body' }
    if (typeof raw.text === 'string' && only(['text', 'encoding', 'mimeType', 'size', 'compression'])) {
      return raw.encoding === 'base64'
        ? fromBytes(fromBase64(raw.text), depth + 1)
        : readBody(raw.text, depth + 1)
    }
  }
  return { kind: 'json', value: raw }
}
