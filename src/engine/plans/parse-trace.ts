import { isRecord } from '../is-record.ts'
import { lineOf, lineStarts } from '../line-index.ts'
import { transcriptActions } from '../planner/transcript.ts'
import { readJson } from '../read-json.ts'
import type { TraceInput } from './schema.ts'
import type { ExecutedCall } from './trace.ts'

/** One executed call with the 1-based line of the trace it was read from. */
export interface TraceCall extends ExecutedCall {
  line: number
}

/** What the reader found the trace to be. */
export type DetectedTraceFormat =
  | 'empty'
  | 'lines'
  | 'json-lines'
  | 'json'
  | 'anthropic'
  | 'openai-chat'
  | 'openai-responses'
  | 'mixed transcript'

/** Something the reader could not use, with where it is (column when known). */
export interface TraceError {
  line: number
  column?: number
  message: string
}

export interface ParsedTrace {
  format: DetectedTraceFormat
  calls: TraceCall[]
  /** The first 100 problems, in line order. */
  errors: TraceError[]
  errorCount: number
  lineCount: number
}

const MAX_ERRORS = 100
const NAME = /^[A-Za-z_][\w.:/-]*$/
const DECIMAL = /^\d+(?:\.\d+)?$/
/** A call's status words (any case): true is ok. */
const STATUS = new Map<string, boolean>([
  ['ok', true],
  ['success', true],
  ['pass', true],
  ['fail', false],
  ['failed', false],
  ['error', false],
])

/** A number of ms: `800`, `800ms`, `0.8s`. */
function readLatency(raw: string): number | null {
  const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(raw)
  if (!m) return null
  return m[2] === 's' ? Math.round(Number(m[1]) * 1e9) / 1e6 : Number(m[1])
}

export function readTraceLine(raw: string, line: number): TraceCall | TraceError | null {
  return readCallIn(raw, 0, raw.length, line)
}

/** `readTraceLine` on `text[from, to)` in place: a pasted trace can have hundreds of thousands of lines. */
function readCallIn(raw: string, from: number, n: number, line: number): TraceCall | TraceError | null {
  let i = from
  while (i < n && raw.charCodeAt(i) <= 32) i++
  if (i === n || raw.charCodeAt(i) === 35 /* # */) return null
  let start = i
  while (i < n && raw.charCodeAt(i) > 32) i++
  const name = raw.slice(start, i)
  if (!NAME.test(name))
    return { line, column: start - from + 1, message: `expected a tool name, found “${name.slice(0, 40)}”` }
  const call: TraceCall = { line, toolName: name, ok: true }
  let statusSeen = false
  for (;;) {
    while (i < n && raw.charCodeAt(i) <= 32) i++
    if (i === n) return call
    start = i
    while (i < n && raw.charCodeAt(i) > 32) i++
    const word = raw.slice(start, i)
    const column = start - from + 1
    const status = statusSeen || word.length > 7 ? undefined : STATUS.get(word.toLowerCase())
    if (status !== undefined) {
      call.ok = status
      statusSeen = true
    } else if (/^cost=/i.test(word)) {
      const value = word.slice(5)
      if (!DECIMAL.test(value))
        return { line, column, message: `cost= expects a non-negative number, found “${word}”` }
      call.cost = Number(value)
    } else if (/^latency=/i.test(word)) {
      const value = readLatency(word.slice(8))
      if (value === null)
        return {
          line,
          column,
          message: `latency= expects milliseconds (800, 800ms or 0.8s), found “${word}”`,
        }
      call.latencyMs = value
    } else {
      return {
        line,
        column,
        message: `expected ok, fail, cost=N or latency=Nms, found “${word.slice(0, 40)}”`,
      }
    }
  }
}

const YAML_MESSAGE =
  'this looks like YAML (a recorded cassette?), which the reader does not take: paste the exchange as JSON (an OpenAI or Anthropic request or response body, or its messages), JSON lines, or one call per line'

/**
 * The line of the first YAML mapping key (`interactions:`, `- request:`) or document start (`---`) when the
 * text's first meaningful line is one, else 0: such a text would otherwise read as hundreds of calls to tools
 * named like `headers:` (tool names may contain `:`, as MCP names do, but never end with one).
 */
function yamlLine(text: string): number {
  let line = 0
  for (const raw of text.split('\n', 50)) {
    line++
    const l = raw.trim()
    if (l === '' || l.startsWith('#')) continue
    return l === '---' || /^(- )?[\w.-]+:$/.test(l) ? line : 0
  }
  return 0
}

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
): ParsedTrace {
  return {
    format,
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

function parseJson(text: string, value: unknown): ParsedTrace {
  const starts = lineStarts(text)
  if (isCallList(value)) {
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
  const { actions, flavors } = transcriptActions(value, text, (offset) => lineOf(starts, offset))
  if (actions.length === 0) {
    return finish('json', [], [{ line: 1, column: 1, message: NO_CALLS }], text)
  }
  const calls = actions.map((a): TraceCall => {
    const args = a.description.slice(a.tool.length).trim()
    return { line: a.line, toolName: a.tool, ok: !a.failed, ...(args ? { args } : {}) }
  })
  const format = flavors.length === 1 ? (flavors[0] as DetectedTraceFormat) : 'mixed transcript'
  return finish(format, calls, [], text)
}

const NO_CALLS =
  'no tool calls found: expected an array of calls ([{"tool": "web_search", "ok": true}]), JSON lines, or a transcript with tool calls (OpenAI tool_calls or function_call items, Anthropic tool_use blocks)'

/**
 * Reads an executed trace for the sentinel. Formats:
 * - our documented line form, one call per line: `tool_name [ok|fail] [cost=N] [latency=Nms]`;
 * - JSON lines (one `{"tool": …, "ok": …, "cost": …, "latencyMs": …}` per line) or a JSON array of them;
 * - OpenAI transcripts (chat `tool_calls`, Responses `function_call` items: they carry no failure flag, so every
 *   call reads as ok) and Anthropic ones (`tool_use`; a `tool_result` with `is_error: true` makes it failed),
 *   read by the planner's transcript reader.
 * `auto` (and `documented`) read JSON when the text starts with `[` or `{`: a text that is not one JSON value
 * but whose every line starts with `{` is JSON lines. Never throws; a malformed trace says what was expected
 * and where (line, and column for JSON).
 * @example parseTrace({ format: 'auto', text: 'web_search fail\nsite_scraper ok' }).calls.length === 2
 */
export function parseTrace(input: Pick<TraceInput, 'format' | 'text'>): ParsedTrace {
  const { text, format } = input
  const trimmed = text.trim()
  if (trimmed === '') return finish('empty', [], [], text)
  const jsonish = trimmed[0] === '[' || trimmed[0] === '{'
  if (format === 'documented' && !jsonish) return parseLines(text)
  if (format === 'auto' && !jsonish) {
    const yaml = yamlLine(text)
    if (yaml !== 0) return finish('lines', [], [{ line: yaml, column: 1, message: YAML_MESSAGE }], text)
    return parseLines(text)
  }
  const read = readJson(text)
  if (read.ok) return parseJson(text, read.value)
  if (read.kind !== 'syntax')
    return finish('json', [], [{ line: 1, message: `the trace is refused: ${read.message}` }], text)
  const lines = trimmed.split('\n').filter((l) => l.trim() !== '')
  if (
    format !== 'openai' &&
    format !== 'anthropic' &&
    lines.length > 1 &&
    lines.every((l) => l.trimStart().startsWith('{'))
  ) {
    return parseJsonLines(text)
  }
  const at = /\(line (\d+), column (\d+)\)$/.exec(read.message)
  return finish(
    'json',
    [],
    [
      {
        line: at ? Number(at[1]) : 1,
        ...(at ? { column: Number(at[2]) } : {}),
        message: `the trace is ${read.message.replace(/ \(line \d+, column \d+\)$/, '')}`,
      },
    ],
    text,
  )
}
