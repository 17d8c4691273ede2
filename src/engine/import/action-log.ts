import { isRecord } from '../base/is-record.ts'
import { lineOf, lineStarts } from '../base/line-index.ts'
import { readJson } from '../base/read-json.ts'
import type { Action, LogError, LogFormat, ParsedLog } from './action-log-types.ts'
import { emitAction, resultMark } from './action-marks.ts'
import { binaryAt, yamlStartLine } from './decode-text.ts'
import { describeArgs } from './describe-args.ts'
import { errorAs, readImport } from './read-import.ts'
import { callsOf } from './types.ts'

const MAX_ERRORS = 100
const NAME = /^[A-Za-z_][\w.:/-]*$/
/** A numbered list item (`1.`, `2)`, `- `) as in the seed's tracking template. */
const BULLET = /^(?:\d+[.)]|[-*•])\s+/

/**
 * Reads one line of the text form: `<Action> [what it acted on] [fail]`, e.g. `Edit src/a.py`,
 * `Verify pytest -q [fail]`. A numbered or bulleted line and a pasted EMIT line are read the same way.
 * Returns null for a blank line or a comment (`#`, `//`), an error message for a line with no action name.
 * @example readTextLine('Verify pytest [fail]', 3) → { line: 3, tool: 'Verify', description: 'Verify pytest', failed: true }
 */
export function readTextLine(
  raw: string,
  line: number,
  /** Whether the whole log has EMIT lines / arrows at all: a long log is scanned once, not per line. */
  may: { emit: boolean; arrow: boolean } = { emit: true, arrow: true },
): Action | string | null {
  let text = raw.trim()
  if (text === '' || text.startsWith('#') || text.startsWith('//')) return null
  // Cheap tests first: most lines of a long log are plain `<Action> <what>`.
  if (may.emit && text.includes('Budget:')) {
    const emit = emitAction(text)
    if (emit !== null) text = emit.trim()
  }
  const c = text.charCodeAt(0)
  if ((c >= 48 && c <= 57) || c === 45 || c === 42 || c === 0x2022) text = text.replace(BULLET, '')
  let failed = false
  const tail = text.charCodeAt(text.length - 1)
  // `]`, or a word after `->`/`→` (`fail`, `error`, `ok`, … end in a letter).
  const result =
    tail === 93 || (may.arrow && (text.includes('->') || text.includes('→'))) ? resultMark(text) : null
  if (result) {
    failed = /^(fail|failed|error)$/i.test(result.word)
    text = text.slice(0, result.index).trimEnd()
  }
  let space = 0
  while (space < text.length && text.charCodeAt(space) > 32) space++
  let tool = text.slice(0, space)
  if (tool.endsWith(':')) tool = tool.slice(0, -1)
  if (tool.includes('`')) tool = tool.replace(/^`|`$/g, '')
  if (!NAME.test(tool)) {
    const shown = raw.trim()
    return `“${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}” does not start with an action name (such as Read, Edit, Bash)`
  }
  return { line, tool, description: text, failed }
}

/** Lines as an editor numbers them; a final newline does not start another line. */
function countLines(text: string): number {
  let n = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return text.endsWith('\n') ? n - 1 : n
}

function parseText(text: string): ParsedLog {
  const actions: Action[] = []
  const errors: LogError[] = []
  let errorCount = 0
  let line = 0
  let start = 0
  const may = { emit: text.includes('Budget:'), arrow: text.includes('->') || text.includes('→') }
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    line += 1
    const read = readTextLine(text.slice(start, end), line, may)
    if (typeof read === 'string') {
      errorCount += 1
      if (errors.length < MAX_ERRORS) errors.push({ line, message: read })
    } else if (read) actions.push(read)
    start = end + 1
  }
  return {
    format: 'text',
    summary: null,
    notes: [],
    actions,
    errors,
    errorCount,
    lineCount: countLines(text),
  }
}

const NAME_KEYS = ['tool', 'kind', 'action', 'name'] as const
const DESCRIPTION_KEYS = ['description', 'target', 'path', 'command'] as const

/** An array of actions: strings in the text form, or `{ "tool": "Edit", "description": "…", "failed": true }`. */
function isActionList(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        typeof v === 'string' ||
        (isRecord(v) && NAME_KEYS.some((k) => typeof v[k] === 'string') && !('type' in v)),
    )
  )
}

function jsonActions(list: unknown[], text: string, starts: readonly number[]): ParsedLog {
  const actions: Action[] = []
  const errors: LogError[] = []
  let cursor = 0
  // Each item's line: where its first string appears, searched forward, so items on one line share it.
  const locate = (probe: string) => {
    const at = text.indexOf(probe, cursor)
    if (at >= 0) cursor = at
    return lineOf(starts, cursor)
  }
  list.forEach((item, i) => {
    if (typeof item === 'string') {
      const line = locate(JSON.stringify(item))
      const read = readTextLine(item, line)
      if (typeof read === 'string') errors.push({ line, message: `item ${i + 1}: ${read}` })
      else if (read) actions.push(read)
      return
    }
    const o = item as Record<string, unknown>
    const tool = NAME_KEYS.map((k) => o[k]).find((v): v is string => typeof v === 'string') as string
    const line = locate(JSON.stringify(tool))
    const what = DESCRIPTION_KEYS.map((k) => o[k]).find((v): v is string => typeof v === 'string')
    const failed =
      o.failed === true || o.ok === false || /^(fail|failed|error)$/i.test(String(o.result ?? ''))
    if (!NAME.test(tool)) {
      errors.push({ line, message: `item ${i + 1}: “${tool.slice(0, 40)}” is not an action name` })
      return
    }
    actions.push({ line, tool, description: what ? `${tool} ${what}` : tool, failed })
  })
  return {
    format: 'json',
    summary: null,
    notes: [],
    actions,
    errors: errors.slice(0, MAX_ERRORS),
    errorCount: errors.length,
    lineCount: countLines(text),
  }
}

const failure = (text: string, line: number, message: string): ParsedLog => ({
  format: 'json',
  summary: null,
  notes: [],
  actions: [],
  errors: [{ line, message }],
  errorCount: 1,
  lineCount: countLines(text),
})

/**
 * A structured log: our JSON array of actions, or anything the import layer reads (a transcript or recording of
 * any provider, in any wrapper), whose calls become actions in order, each on the line where it first appears.
 */
function parseStructured(text: string): ParsedLog {
  const json = readJson(text)
  if (json.ok && isActionList(json.value)) return jsonActions(json.value, text, lineStarts(text))
  const read = readImport(text)
  if (!read.ok) return failure(text, read.error.line ?? 1, errorAs('the log', read.error.message))
  const t = read.value
  if (t.kind !== 'transcript')
    return failure(
      text,
      1,
      `this is ${t.summary.replace(/^Tool categories/, 'a category map')}: a list of tools, not an action log (paste a transcript, a recording, or one action per line)`,
    )
  const calls = callsOf(t)
  const notes = t.notes.map((n) => ({ line: n.line ?? null, message: n.message }))
  if (calls.length === 0)
    return {
      ...failure(text, 1, `no actions found: read as ${t.summary}`),
      format: 'transcript',
      summary: t.summary,
      notes,
    }
  const actions = calls.map((c): Action => {
    const args = describeArgs(c.args)
    return {
      line: c.line,
      tool: c.name,
      description: args ? `${c.name} ${args}` : c.name,
      failed: c.result?.isError === true,
    }
  })
  return {
    format: 'transcript',
    summary: t.summary,
    notes,
    actions,
    errors: [],
    errorCount: 0,
    lineCount: countLines(text),
  }
}

let memo: { text: string; format: LogFormat; parsed: ParsedLog } | null = null

/**
 * Reads seed 000's action log: the text form (one action per line), a JSON array of actions, or — through the
 * import layer, like every tab — any transcript or recording of tool calls (OpenAI, Anthropic, Ollama; bare,
 * in bodies, HTTP snapshots, nock, VCR cassettes, JSON lines), each call one action, failed when its result is
 * an error. `auto` reads the structured forms when the text starts with `[` or `{`, like YAML or a stream, the
 * text form otherwise. Never throws; lines it cannot use come back as errors with their line numbers, and what a
 * transcript could not map as notes. The last answer is remembered, since every edit elsewhere in a scenario
 * re-evaluates the same log.
 * @example parseLog('Read a.py\nEdit a.py', 'auto').actions.length === 2
 */
export function parseLog(text: string, format: LogFormat): ParsedLog {
  if (memo && memo.text === text && memo.format === format) return memo.parsed
  const trimmed = text.trimStart()
  // A binary file is the import layer's to name (where its first NUL is), not a line of the text form.
  const structured =
    trimmed[0] === '[' ||
    trimmed[0] === '{' ||
    yamlStartLine(text) > 0 ||
    /^(data|event):/.test(trimmed) ||
    binaryAt(text) !== null
  let parsed: ParsedLog
  if (trimmed === '')
    parsed = {
      format: 'empty',
      summary: null,
      notes: [],
      actions: [],
      errors: [],
      errorCount: 0,
      lineCount: 0,
    }
  else if (format === 'json' || (format === 'auto' && structured)) parsed = parseStructured(text)
  else parsed = parseText(text)
  memo = { text, format, parsed }
  return parsed
}
