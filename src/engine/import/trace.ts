import { isRecord } from '../base/is-record.ts'
import { lineOf, lineStarts } from '../base/line-index.ts'
import { readJson } from '../base/read-json.ts'
import { binaryAt, yamlStartLine } from './decode-text.ts'
import { describeArgs } from './describe-args.ts'
import { errorAs, readImport } from './read-import.ts'
import type { TraceFormat } from './trace-formats.ts'
import { readCallIn, type TraceCall, type TraceError } from './trace-line.ts'
import { callsOf } from './types.ts'

export { readTraceLine, type TraceCall, type TraceError } from './trace-line.ts'

/** What the reader found the trace to be: a transcript is described further by `summary`. */
export type DetectedTraceFormat = 'empty' | 'lines' | 'json-lines' | 'json' | 'transcript'

export interface ParsedTrace {
  format: DetectedTraceFormat
  /** The import layer's one-line detection summary for a transcript; null for our own forms. */
  summary: string | null
  /** What a transcript could not map (a call without a result, an unknown role): shown, never checked. */
  notes: { line: number | null; message: string }[]
  calls: TraceCall[]
  /** The first 100 problems, in line order. */
  errors: TraceError[]
  errorCount: number
  lineCount: number
}

const MAX_ERRORS = 100

function countLines(text: string): number {
  if (text === '') return 0
  let n = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return text.endsWith('\n') ? n - 1 : n
}

/** A JSON call object: `{ "tool": "web_search", "ok": false, "cost": 1, "latencyMs": 800 }`. */
function callOfObject(o: unknown, line: number): TraceCall | string {
  if (!isRecord(o)) return 'expected an object such as {"tool": "web_search", "ok": true}'
  const name = [o.tool, o.toolName, o.name].find((v): v is string => typeof v === 'string')
  if (name === undefined) return 'expected a "tool" (or "toolName", "name") string'
  const call: TraceCall = { line, toolName: name, ok: true }
  if (o.ok === false || o.failed === true || /^(fail|failed|error)$/i.test(String(o.status ?? '')))
    call.ok = false
  const cost = o.cost
  if (cost !== undefined) {
    if (typeof cost !== 'number' || !(cost >= 0)) return `"cost" must be a non-negative number`
    call.cost = cost
  }
  const latency = o.latencyMs ?? o.latency
  if (latency !== undefined) {
    if (typeof latency !== 'number' || !(latency >= 0))
      return `"latencyMs" must be a non-negative number of ms`
    call.latencyMs = latency
  }
  return call
}

const isCallList = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every(
    (o) =>
      isRecord(o) &&
      !('type' in o) &&
      !('role' in o) &&
      ['tool', 'toolName', 'name'].some((k) => typeof o[k] === 'string'),
  )

function finish(
  format: DetectedTraceFormat,
  calls: TraceCall[],
  errors: TraceError[],
  text: string,
  transcript: Pick<ParsedTrace, 'summary' | 'notes'> = { summary: null, notes: [] },
): ParsedTrace {
  return {
    format,
    ...transcript,
    calls,
    errors: errors.slice(0, MAX_ERRORS),
    errorCount: errors.length,
    lineCount: countLines(text),
  }
}

function parseLines(text: string): ParsedTrace {
  const calls: TraceCall[] = []
  const errors: TraceError[] = []
  let line = 0
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    line += 1
    const read = readCallIn(text, start, end, line)
    if (read !== null) {
      if ('toolName' in read) calls.push(read)
      else errors.push(read)
    }
    start = end + 1
  }
  return finish('lines', calls, errors, text)
}

function parseJsonLines(text: string): ParsedTrace {
  const calls: TraceCall[] = []
  const errors: TraceError[] = []
  text.split('\n').forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '' || raw.trim().startsWith('#')) return
    const read = readJson(raw)
    if (!read.ok) {
      const message = read.message
      const at = /\(line \d+, column (\d+)\)$/.exec(message)
      errors.push({
        line,
        ...(at ? { column: Number(at[1]) } : {}),
        message: message.replace(/ \(line \d+, column \d+\)$/, ''),
      })
      return
    }
    const call = callOfObject(read.value, line)
    if (typeof call === 'string') errors.push({ line, message: call })
    else calls.push(call)
  })
  return finish('json-lines', calls, errors, text)
}

function parseCallList(text: string, value: Record<string, unknown>[]): ParsedTrace {
  const starts = lineStarts(text)
  const calls: TraceCall[] = []
  const errors: TraceError[] = []
  let cursor = 0
  value.forEach((o, i) => {
    const name = [o.tool, o.toolName, o.name].find((v) => typeof v === 'string') as string
    const at = text.indexOf(JSON.stringify(name), cursor)
    if (at >= 0) cursor = at
    const call = callOfObject(o, lineOf(starts, cursor))
    if (typeof call === 'string')
      errors.push({ line: lineOf(starts, cursor), message: `item ${i + 1}: ${call}` })
    else calls.push(call)
  })
  return finish('json', calls, errors, text)
}

/**
 * A transcript or recording of any provider, read by the import layer like every tab reads it: each call one
 * executed call on the line where it first appears, failed when its result is an error (OpenAI results carry no
 * error flag, so they read as ok).
 */
function parseTranscript(text: string): ParsedTrace {
  const read = readImport(text)
  if (!read.ok) {
    const e = read.error
    return finish(
      'json',
      [],
      [
        {
          line: e.line ?? 1,
          ...(e.column === undefined ? {} : { column: e.column }),
          message: errorAs('the trace', e.message),
        },
      ],
      text,
    )
  }
  const t = read.value
  if (t.kind !== 'transcript')
    return finish(
      'json',
      [],
      [
        {
          line: 1,
          column: 1,
          message: `this is ${t.summary.replace(/^Tool categories/, 'a category map')}: a list of tools, not a trace of calls`,
        },
      ],
      text,
    )
  const notes = t.notes.map((n) => ({ line: n.line ?? null, message: n.message }))
  const calls = callsOf(t).map((c): TraceCall => {
    const args = describeArgs(c.args)
    return { line: c.line, toolName: c.name, ok: c.result?.isError !== true, ...(args ? { args } : {}) }
  })
  const errors: TraceError[] =
    calls.length === 0 ? [{ line: 1, column: 1, message: `${NO_CALLS} (read as ${t.summary})` }] : []
  return finish('transcript', calls, errors, text, { summary: t.summary, notes })
}

const NO_CALLS =
  'no tool calls found: expected an array of calls ([{"tool": "web_search", "ok": true}]), JSON lines, or a transcript with tool calls (OpenAI tool_calls or function_call items, Anthropic tool_use blocks)'

/**
 * Reads an executed trace for the sentinel. Formats:
 * - our documented line form, one call per line: `tool_name [ok|fail] [cost=N] [latency=Nms]`;
 * - JSON lines (one `{"tool": …, "ok": …, "cost": …, "latencyMs": …}` per line) or a JSON array of them;
 * - any transcript or recording the import layer reads (OpenAI, Anthropic, Ollama; bare, in bodies, HTTP
 *   snapshots, nock, VCR cassettes, JSON lines): each tool call one executed call.
 * `auto` (and `documented`) read the structured forms when the text starts with `[` or `{`, or like YAML or a
 * stream; `openai` and `anthropic` read the text as a transcript only. Never throws; a malformed trace says what
 * was expected and where (line, and column for JSON), and what a transcript could not map is listed as notes.
 * @example parseTrace({ format: 'auto', text: 'web_search fail\nsite_scraper ok' }).calls.length === 2
 */
export function parseTrace(input: { format: TraceFormat; text: string }): ParsedTrace {
  const { text, format } = input
  const trimmed = text.trim()
  if (trimmed === '') return finish('empty', [], [], text)
  if (format === 'openai' || format === 'anthropic') return parseTranscript(text)
  const jsonish = trimmed[0] === '[' || trimmed[0] === '{'
  if (!jsonish) {
    // A binary file is the import layer's to name (where its first NUL is), not a line of our form.
    const foreign = yamlStartLine(text) > 0 || /^(data|event):/.test(trimmed) || binaryAt(text) !== null
    if (format === 'auto' && foreign) return parseTranscript(text)
    return parseLines(text)
  }
  const json = readJson(text)
  if (json.ok && isCallList(json.value)) return parseCallList(text, json.value)
  if (!json.ok) {
    const lines = trimmed.split('\n').filter((l) => l.trim() !== '')
    if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{')) && lines.every(isOurCallLine))
      return parseJsonLines(text)
  }
  return parseTranscript(text)
}

/** A JSON line of our own call form (not a transcript's line): `{"tool": …}` with no role or type. */
function isOurCallLine(line: string): boolean {
  const read = readJson(line)
  if (!read.ok) return true
  const v = read.value
  return isRecord(v) && !('type' in v) && !('role' in v) && !('request' in v) && !('messages' in v)
}
