import { lineColumnAt, locateJsonError } from '../base/json-error.ts'
import { readJson } from '../base/read-json.ts'
import { IMPORT_LIMITS } from './limits.ts'
import { readYaml } from './read-yaml.ts'
import { salvageTruncatedJson } from './truncated-json.ts'
import type { ImportError, Note } from './types.ts'

/** A text read as data: one JSON value, JSON lines, a YAML document, a server-sent event stream, or plain text. */
export type Decoded =
  | { format: 'json'; value: unknown; notes: Note[] }
  | { format: 'json-lines'; values: { value: unknown; line: number }[]; notes: Note[] }
  | { format: 'yaml'; value: unknown; notes: Note[] }
  | { format: 'sse'; text: string; notes: Note[] }
  | { format: 'text'; notes: Note[] }

export type DecodeResult = { ok: true; decoded: Decoded } | { ok: false; error: ImportError }

const fail = (error: ImportError): DecodeResult => ({ ok: false, error })
const mb = (chars: number) => `${(chars / 1e6).toFixed(1)} MB`

/**
 * The first line that says "this is YAML": a document start (`---`, `%YAML`) or a key ending its line
 * (`interactions:`, `- request:`), as recordings begin. `Edit: src/a.py` (a log line) is not one, so action logs
 * in the text form are never read as YAML. 0 when the text does not start like YAML.
 * @example yamlStartLine('# cassette\ninteractions:\n- request:') === 2
 */
export function yamlStartLine(text: string): number {
  let line = 0
  let start = 0
  while (start < text.length && line < 50) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    line++
    const l = text.slice(start, end).trim()
    start = end + 1
    if (l === '' || l.startsWith('#')) continue
    return l === '---' || l.startsWith('%YAML') || /^(- )?[\w.-]+:$/.test(l) ? line : 0
  }
  return 0
}

/**
 * Where a text stops being text: the offset of its first NUL, or 0 when its first 64 K are over 5% control and
 * replacement characters; null for text. Every reader asks this one rule, so a binary file pasted in any tab is
 * named as one, not read as a log line.
 * @example binaryAt('PK\u0003\u0004\u0000') === 4
 */
export function binaryAt(text: string): number | null {
  const n = Math.min(text.length, 65_536)
  let odd = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return i
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27) || c === 0xfffd) odd++
  }
  return n > 0 && odd / n > 0.05 ? 0 : null
}

function decodeJson(text: string): DecodeResult {
  const read = readJson(text)
  if (read.ok) return { ok: true, decoded: { format: 'json', value: read.value, notes: [] } }
  // JSON this app refuses (nested too deep, a number past a double) is refused whole, with its path.
  if (read.kind !== 'syntax') return fail({ kind: 'not json', message: `refused: ${read.message}` })
  const lines = text.split('\n').filter((l) => l.trim() !== '')
  if (lines.length > 1 && lines.every((l) => /^\s*[[{]/.test(l))) return decodeJsonLines(text)
  const at = locateJsonError(text)
  if (at === text.length) {
    const salvaged = salvageTruncatedJson(text)
    if (salvaged) {
      const { line, column } = salvaged.endsAt
      return {
        ok: true,
        decoded: {
          format: 'json',
          value: salvaged.value,
          notes: [
            {
              kind: 'truncated',
              where: `line ${line}, column ${column}`,
              line,
              message: `The JSON ends early (cut off at line ${line}, column ${column}): what was complete up to line ${salvaged.keptThrough} was read, the item cut in half was left out.`,
            },
          ],
        },
      }
    }
  }
  const where = at === null ? null : lineColumnAt(text, at)
  return fail({
    kind: 'not json',
    message: `${read.message}${at === text.length ? ': the text ends early, and nothing before the cut is complete' : ''}`,
    ...(where ? { line: where.line, column: where.column } : {}),
  })
}

function decodeJsonLines(text: string): DecodeResult {
  const values: { value: unknown; line: number }[] = []
  const notes: Note[] = []
  let line = 0
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    line++
    const raw = text.slice(start, end)
    start = end + 1
    if (raw.trim() === '') continue
    const read = readJson(raw)
    if (read.ok) values.push({ value: read.value, line })
    else
      notes.push({
        kind: 'left out',
        where: `line ${line}`,
        line,
        message: `Line ${line} is ${read.message.replace(/\(line 1, column (\d+)\)$/, '(column $1)')}: left out.`,
      })
  }
  return { ok: true, decoded: { format: 'json-lines', values, notes } }
}

function decodeYaml(text: string): DecodeResult {
  if (text.length > IMPORT_LIMITS.maxYamlChars)
    return fail({
      kind: 'too large',
      message: `This YAML is ${mb(text.length)}, over the ${mb(IMPORT_LIMITS.maxYamlChars)} read as YAML (it would take several seconds): convert the cassette to JSON, which is read up to ${mb(IMPORT_LIMITS.maxChars)}.`,
    })
  const read = readYaml(text)
  return read.ok ? { ok: true, decoded: { format: 'yaml', value: read.value, notes: read.notes } } : read
}

/**
 * Reads a pasted or opened text as data, refusing what cannot be a transcript or a tool list: empty text, text over
 * the size limit, a binary file. JSON is read with the shared bounded reader (byte-order mark, line and column,
 * nesting ≤ 200); several lines of JSON are JSON lines (a bad line is left out and named); JSON cut off at its end
 * keeps its complete part with a note; YAML (a recording) is read by the maintained `yaml` package (YAML 1.1, as
 * PyYAML writes cassettes, aliases and nesting bounded, see `readYaml`); `data:` lines are a server-sent event stream. Never throws.
 * @example decodeText('[1,\n2]') → { ok: true, decoded: { format: 'json', value: [1, 2], notes: [] } }
 */
export function decodeText(raw: string): DecodeResult {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
  if (text.trim() === '') return fail({ kind: 'empty', message: 'The text is empty.' })
  if (text.length > IMPORT_LIMITS.maxChars)
    return fail({
      kind: 'too large',
      message: `The text is ${mb(text.length)}, over the ${mb(IMPORT_LIMITS.maxChars)} this app reads.`,
    })
  const binary = binaryAt(text)
  if (binary !== null) {
    const { line, column } = lineColumnAt(text, binary)
    // gzip's magic bytes 1f 8b, the second read as U+FFFD when the file was decoded as UTF-8 (a `.yaml.gz` cassette).
    const gzip = text.charCodeAt(0) === 0x1f && [0x8b, 0xfffd].includes(text.charCodeAt(1))
    return fail({
      kind: 'binary',
      message: `This is a binary file, not text (${binary === 0 ? 'control characters from its start' : `a NUL byte at line ${line}, column ${column}`})${gzip ? '. It starts like a gzip file (a .gz cassette?): decompress it first (gunzip) and open what it holds.' : ': a transcript, recording or tool list is JSON, JSON lines or YAML.'}`,
      line,
      column,
    })
  }
  const first = text.trimStart()[0]
  if (first === '{' || first === '[') return decodeJson(text)
  if (/^\s*(data|event|id|retry):/.test(text))
    return { ok: true, decoded: { format: 'sse', text, notes: [] } }
  if (yamlStartLine(text) > 0) return decodeYaml(text)
  return { ok: true, decoded: { format: 'text', notes: [] } }
}
