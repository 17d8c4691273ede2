import { isRecord } from '../base/is-record.ts'
import { inflateBudget, inflateRefusal } from './body.ts'
import { findToolList, readToolList } from './catalog.ts'
import { readCategoryMap } from './categories.ts'
import { type Decoded, decodeText } from './decode-text.ts'
import { type Found, findExchanges } from './exchanges.ts'
import { noteCollector } from './notes.ts'
import { readTranscript } from './read-transcript.ts'
import type { Imported, ImportResult, Note } from './types.ts'

/**
 * What is read here, each format named briefly, so a refused file's message says what would have been read and
 * stays one line of at most 200 chars for the list itself (docs/formats.md's table gives each format in full).
 */
export const EXPECTED =
  'a transcript or trace (OTel, OpenInference), an agent session (Claude Code, Codex, Gemini CLI, OpenHands, (mini-)SWE-agent, ATIF, Vercel AI), a tool list or category map'

/** What a value of an unknown shape is not, short: its own description (a stranger's keys) comes first. */
const UNREAD = 'not a transcript, trace, session, tool list or category map this app reads'

/** Keys are a stranger's text: a few, each cut short, so a message naming them stays one short line. */
const keyList = (keys: readonly string[]) =>
  `${keys
    .slice(0, 4)
    .map((k) => (k.length > 20 ? `${k.slice(0, 19)}…` : k))
    .join(', ')}${keys.length > 4 ? ', …' : ''}`

const describe = (v: unknown): string => {
  if (v === undefined) return 'nothing readable'
  if (Array.isArray(v)) return `a JSON array of ${v.length} item${v.length === 1 ? '' : 's'}`
  if (isRecord(v)) {
    const keys = Object.keys(v)
    return keys.length === 0 ? 'an empty JSON object' : `a JSON object with keys ${keyList(keys)}`
  }
  return `JSON ${v === null ? 'null' : `a ${typeof v}`}`
}

const withNotes = (value: Imported, notes: readonly Note[]): Imported =>
  notes.length === 0 ? value : { ...value, notes: [...notes, ...value.notes] }

/** A decoded value as a transcript, a tool list or a category map, in that order of preference. */
function readValue(value: unknown, decoded: Decoded, text: string): ImportResult {
  let found: Found | null = null
  if (decoded.format === 'json-lines')
    found = findExchanges(
      decoded.values.map((v) => v.value),
      decoded.values.map((v) => v.line),
    )
  else if (decoded.format === 'sse')
    found = { wrapper: 'streamed response', exchanges: [{ label: '', response: text, endpoint: null }] }
  else found = findExchanges(value)
  if (decoded.format === 'yaml' && (found === null || found.wrapper !== 'VCR cassette')) {
    const what = isRecord(value)
      ? `its top-level keys are ${keyList(Object.keys(value)) || 'none'}`
      : `it is ${describe(value)}`
    return {
      ok: false,
      error: {
        kind: 'not a cassette',
        message: `This YAML is not a cassette: expected “interactions:” (vcrpy, pytest-recording) or “http_interactions:” (Ruby VCR) at the top, but ${what}.`,
        line: 1,
      },
    }
  }
  if (found) {
    const budget = inflateBudget()
    const transcript = readTranscript(found, text, noteCollector(), budget)
    if (budget.over)
      return {
        ok: false,
        error: { kind: 'too large', message: inflateRefusal(budget, budget.refusedAt ?? '') },
      }
    return { ok: true, value: withNotes(transcript, decoded.notes) }
  }
  const list = findToolList(value)
  if (list) {
    const nextCursor = typeof list.nextCursor === 'string' ? list.nextCursor : null
    const catalog = readToolList(list.list, list.where, list.container, { nextCursor })
    // A list is a catalog when a tool reads, or when every item is an object that could be one (each then named
    // in a note), or an empty "tools"; an array of numbers or strings is no tool list.
    const toolish = list.list.every((t) => isRecord(t) && ('name' in t || 'function' in t || 'type' in t))
    const empty = list.list.length === 0 && list.container !== 'array'
    if (catalog.tools.length > 0 || (list.list.length > 0 && toolish) || empty)
      return { ok: true, value: withNotes(catalog, decoded.notes) }
  }
  const categories = readCategoryMap(value)
  if (categories) return { ok: true, value: withNotes(categories, decoded.notes) }
  const what =
    decoded.format === 'json-lines'
      ? `JSON lines (${decoded.values.length.toLocaleString('en-US')} values; line ${decoded.values[0]?.line ?? 1} is ${describe(decoded.values[0]?.value)})`
      : describe(value)
  return {
    ok: false,
    error: {
      kind: 'unknown shape',
      message: `This is ${what}: ${UNREAD}.`,
      line: 1,
    },
  }
}

/**
 * An import error's message as part of a tab's sentence: `This is plain text…` becomes `the log is plain
 * text…`, `not valid JSON: …` becomes `the log is not valid JSON: …`, any other `X` becomes `the log: x`.
 * @example errorAs('the log', 'This is plain text, not JSON') === 'the log is plain text, not JSON'
 */
export function errorAs(what: string, message: string): string {
  if (message.startsWith('This is ')) return `${what} is ${message.slice('This is '.length)}`
  if (message.startsWith('not ') || message.startsWith('refused: ')) return `${what} is ${message}`
  // `This YAML…` reads on as `the log: this YAML…`; an acronym (`JSON…`) keeps its case.
  const acronym = /^[A-Z]{2}/.test(message)
  return `${what}: ${acronym ? message : `${message.charAt(0).toLowerCase()}${message.slice(1)}`}`
}

/**
 * The import layer's one entry: reads any text a person pastes or opens — a transcript or recording of OpenAI
 * Chat Completions, OpenAI Responses, Anthropic Messages or Ollama traffic (a Claude Code or Codex CLI session file
 * and a batch file included), a tool catalog, or a category map —
 * and says what it is. Never throws; bad input (empty, binary, too large, broken JSON or YAML, YAML that is no
 * cassette, a shape that is none of these) is a typed error naming what and where, and what could be read
 * around a problem is read, with notes.
 * @example readImport('[{"role": "user", "content": "hi"}]') → { ok: true, value: { kind: 'transcript', summary: 'Chat messages, messages, 0 tool calls in 0 batches, 0 results', … } }
 */
export function readImport(text: string): ImportResult {
  try {
    const decoded = decodeText(text)
    if (!decoded.ok) return decoded
    const d = decoded.decoded
    if (d.format === 'text')
      return {
        ok: false,
        error: {
          kind: 'unknown shape',
          message: `This is plain text: expected ${EXPECTED}.`,
          line: 1,
        },
      }
    const value = d.format === 'json' || d.format === 'yaml' ? d.value : undefined
    return readValue(value, d, text)
  } catch (error) {
    // A reader failing on an input no test foresaw is a bug, but the page and the CLI still get a message.
    const message = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      error: { kind: 'unknown shape', message: `This could not be read (${message.split('\n')[0]}).` },
    }
  }
}
