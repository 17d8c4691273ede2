import { type NumberParse, type NumberRule, parseNumber } from '../base/parse-number.ts'
import type { ExecutedCall } from './executed-call.ts'

/** One executed call with the 1-based line of the trace it was read from. */
export interface TraceCall extends ExecutedCall {
  line: number
}

/** Something the reader could not use, with where it is (column when known). */
export interface TraceError {
  line: number
  column?: number
  message: string
}

const NAME = /^[A-Za-z_][\w.:/-]*$/
/** A call's status words (any case): true is ok. */
const STATUS = new Map<string, boolean>([
  ['ok', true],
  ['success', true],
  ['pass', true],
  ['fail', false],
  ['failed', false],
  ['error', false],
])

/** `cost=` and `latency=` read as every number field does (`1,000` is a thousand), never below 0. */
const COST: NumberRule = {
  label: 'cost=',
  unit: 'resource units',
  kind: 'decimal',
  min: 0,
  max: Number.MAX_VALUE,
}
const LATENCY: NumberRule = { label: 'latency=', unit: 'ms', kind: 'decimal', min: 0, max: Number.MAX_VALUE }

/** A number of ms: `800`, `800ms`, `0.8s`; or the message of one that is not. */
function readLatency(raw: string): NumberParse {
  const seconds = /\ds$/i.test(raw) && !/ms$/i.test(raw)
  const read = parseNumber(raw.replace(/m?s$/i, ''), LATENCY)
  if (!read.ok || !seconds) return read
  return { ok: true, value: Math.round((read.value as number) * 1e9) / 1e6 }
}

/**
 * Reads one line of seed 001's trace in our documented form: `tool_name [ok|fail] [cost=N] [latency=Nms]`
 * (ok by default; latency in ms or s). Null for a blank line or a `#` comment; an error names the column.
 * @example readTraceLine('web_search fail cost=1 latency=0.8s', 3) → { line: 3, toolName: 'web_search', ok: false, cost: 1, latencyMs: 800 }
 */
export function readTraceLine(raw: string, line: number): TraceCall | TraceError | null {
  return readCallIn(raw, 0, raw.length, line)
}

/** `readTraceLine` on `text[from, to)` in place: a pasted trace can have hundreds of thousands of lines. */
export function readCallIn(
  raw: string,
  from: number,
  n: number,
  line: number,
): TraceCall | TraceError | null {
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
      const read = parseNumber(word.slice(5), COST)
      if (!read.ok) return { line, column, message: `${read.message} (in “${word.slice(0, 40)}”)` }
      call.cost = read.value as number
    } else if (/^latency=/i.test(word)) {
      const read = readLatency(word.slice(8))
      if (!read.ok) return { line, column, message: `${read.message} (milliseconds: 800, 800ms or 0.8s)` }
      call.latencyMs = read.value as number
    } else {
      return {
        line,
        column,
        message: `expected ok, fail, cost=N or latency=Nms, found “${word.slice(0, 40)}”`,
      }
    }
  }
}
