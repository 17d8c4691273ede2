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
