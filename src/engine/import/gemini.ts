import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import type { Exchange, Found } from './found.ts'
import { isGeminiContent, partsOf, readGeminiContents, readParts, responseText } from './gemini-parts.ts'
import type { NoteCollector } from './notes.ts'
import type { RawMessage, RawResult } from './raw.ts'
import { type Recorded, type RecordedResponse, type RecordedUsage, tokens } from './recorded.ts'
import type { Note } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** Gemini CLI's `TokensSummary` as provider-neutral counts (its `input` counts the cached part; thoughts are output). */
function usageOf(t: unknown): RecordedUsage | null {
  if (!isRecord(t)) return null
  return {
    input: tokens(t.input) + tokens(t.tool),
    output: tokens(t.output) + tokens(t.thoughts),
    cacheRead: tokens(t.cached),
    cacheWrite: 0,
    reasoning: tokens(t.thoughts),
  }
}

/**
 * Gemini CLI's chat recording (`~/.gemini/tmp/<project>/chats/session-….json`, and the JSON lines form that
 * replaced it): `user` and `gemini` message records; a `gemini` record's `toolCalls` (id, name, args, and the
 * `result` as `functionResponse` parts, `status`) are the calls of that answer and their results, its `tokens`
 * its usage. `info`, `error` and `warning` records are the terminal's and are counted. Source:
 * google-gemini/gemini-cli packages/core/src/services/chatRecordingTypes.ts (`MessageRecord`, `ToolCallRecord`).
 */
function readRecording(
  records: readonly { record: Rec; where: string }[],
  notes: NoteCollector,
  responses: RecordedResponse[],
): RawMessage[] {
  const messages: RawMessage[] = []
  const other = new Map<string, string[]>()
  for (const { record: r, where } of records) {
    if (r.type === 'user') {
      messages.push({
        role: 'user',
        ...readParts(partsOf(r.content), where, notes),
        where,
        provider: 'gemini',
      })
      continue
    }
    if (r.type !== 'gemini') {
      const kind = str(r.type) ?? 'untyped'
      other.set(kind, [...(other.get(kind) ?? []), where])
      continue
    }
    const read = readParts(partsOf(r.content), where, notes)
    const toolCalls = Array.isArray(r.toolCalls) ? r.toolCalls.filter(isRecord) : []
    const results: RawResult[] = []
    toolCalls.forEach((tc, i) => {
      const at = `${where}.toolCalls[${i}]`
      const id = str(tc.id)
      read.calls.push({
        id,
        name: str(tc.name) ?? '(unnamed)',
        args: tc.args ?? {},
        server: false,
        where: at,
      })
      if (tc.result === undefined || tc.result === null) return
      const parts = partsOf(tc.result)
      const response = parts.find((p) => isRecord(p) && isRecord(p.functionResponse)) as Rec | undefined
      const fr = response ? (response.functionResponse as Rec) : null
      const answer = fr ? responseText(fr.response) : { text: '', isError: false }
      const extra = parts
        .filter((p) => p !== response && isRecord(p) && typeof p.text === 'string')
        .map((p) => (p as Rec).text as string)
      results.push({
        callId: id,
        name: str(tc.name),
        text: [answer.text, ...extra].filter((t) => t !== '').join('\n'),
        isError: answer.isError || tc.status === 'error',
        where: at,
      })
    })
    messages.push({
      role: 'assistant',
      text: read.text,
      calls: read.calls,
      results: [],
      where,
      provider: 'gemini',
    })
    if (results.length > 0)
      messages.push({ role: 'tool', text: '', calls: [], results, where, provider: 'gemini' })
    responses.push({
      where,
      line: Number(/^line (\d+)/.exec(where)?.[1] ?? 0),
      usage: usageOf(r.tokens),
      batch: null,
    })
  }
  for (const [kind, wheres] of other)
    notes.add({
      kind: 'left out',
      where: wheres[0] ?? '',
      message: `${plural(wheres.length, `“${kind}” record`)} (the terminal's, not the model's) skipped (${wheres.slice(0, 3).join('; ')}${wheres.length > 3 ? '; …' : ''}).`,
    })
  return messages
}

const recordingFound = (records: { record: Rec; where: string }[], notes: Note[]): Found => {
  const responses: RecordedResponse[] = []
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  const exchange: Exchange = {
    label: '',
    endpoint: null,
    read: (collector) => ({
      provider: 'gemini',
      messages: readRecording(records, collector, responses),
      tools: [],
    }),
  }
  return { wrapper: 'Gemini CLI session', exchanges: [exchange], notes: [...notes], recorded }
}

/** A Gemini CLI message record: `{id, timestamp, type, content}`. */
const isMessageRecord = (v: unknown): boolean =>
  isRecord(v) && typeof v.id === 'string' && typeof v.type === 'string' && 'content' in v

/**
 * A JSON value Gemini CLI wrote: a chat recording (`{sessionId, projectHash, messages}`), a saved chat
 * (`/chat save`: `Content[]`, or `{history: Content[]}`), or a `generateContent` request (`{contents}`).
 * Null when the value is none of these.
 * @example findGemini([{ role: 'model', parts: [{ text: 'hi' }] }])?.wrapper === 'Gemini chat history'
 */
export function findGemini(value: unknown): Found | null {
  if (
    isRecord(value) &&
    typeof value.sessionId === 'string' &&
    Array.isArray(value.messages) &&
    value.messages.some((m) => isMessageRecord(m) && (m.type === 'gemini' || m.type === 'user'))
  )
    return recordingFound(
      value.messages.flatMap((m, i) => (isRecord(m) ? [{ record: m, where: `messages[${i}]` }] : [])),
      value.kind === 'subagent' ? [subagentNote] : [],
    )
  const history = Array.isArray(value)
    ? value
    : isRecord(value)
      ? Array.isArray(value.history)
        ? value.history
        : Array.isArray(value.contents)
          ? value.contents
          : null
      : null
  if (history === null || history.length === 0 || !history.every(isGeminiContent)) return null
  const where = Array.isArray(value) ? '$' : Array.isArray((value as Rec).history) ? 'history' : 'contents'
  return {
    wrapper: 'Gemini chat history',
    exchanges: [
      {
        label: '',
        endpoint: null,
        read: (notes) => ({
          provider: 'gemini',
          messages: readGeminiContents(history, where, notes),
          tools: [],
        }),
      },
    ],
  }
}

const subagentNote: Note = {
  kind: 'left out',
  where: '',
  message: 'This recording is a sub-agent’s (kind “subagent”): read as that sub-agent’s own session.',
}

/**
 * Gemini CLI's chat recording as JSON lines: a metadata line (`{sessionId, projectHash, …}`), message records
 * (a record written again with the same id replaces it in place), `{$set: …}` updates (`$set.messages` replaces
 * them all) and `{$rewindTo: id}` (that message and all after it are dropped), read as the CLI's own loader
 * reads them. Null when the lines are none of these.
 * @example findGeminiLines([{ sessionId: 's', projectHash: 'h' }, { id: '1', type: 'user', content: 'hi' }], [1, 2])?.wrapper === 'Gemini CLI session'
 */
export function findGeminiLines(values: readonly unknown[], lines: readonly number[]): Found | null {
  const first = values[0]
  if (!isRecord(first) || typeof first.sessionId !== 'string' || !('projectHash' in first)) return null
  if (
    !values.every(
      (v) => isRecord(v) && (isMessageRecord(v) || '$set' in v || '$rewindTo' in v || 'sessionId' in v),
    )
  )
    return null
  const map = new Map<string, { record: Rec; where: string }>()
  let rewound = 0
  let subagent = false
  values.forEach((v, i) => {
    const r = v as Rec
    const where = `line ${lines[i] ?? i + 1}`
    if (typeof r.$rewindTo === 'string') {
      const ids = [...map.keys()]
      const from = ids.indexOf(r.$rewindTo)
      for (const id of from === -1 ? ids : ids.slice(from)) map.delete(id)
      rewound += from === -1 ? ids.length : ids.length - from
    } else if (isRecord(r.$set)) {
      if (Array.isArray(r.$set.messages)) {
        map.clear()
        r.$set.messages.forEach((m, k) => {
          if (isMessageRecord(m))
            map.set(m.id as string, { record: m, where: `${where}.$set.messages[${k}]` })
        })
      }
      if (r.$set.kind === 'subagent') subagent = true
    } else if (isMessageRecord(r)) {
      // Written again as it grew (its calls, results, tokens): the last copy, in the first one's place.
      const known = map.get(r.id as string)
      map.set(r.id as string, { record: r, where: known?.where ?? where })
    } else if (r.kind === 'subagent') subagent = true
  })
  const notes: Note[] = subagent ? [subagentNote] : []
  if (rewound > 0)
    notes.push({
      kind: 'left out',
      where: '',
      message: `${plural(rewound, 'message')} rewound ($rewindTo) are not read: the session went on from the message before them.`,
    })
  return recordingFound([...map.values()], notes)
}
