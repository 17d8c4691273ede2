import { isRecord } from '../base/is-record.ts'
import { readJson } from '../base/read-json.ts'
import { findAgentLog } from './agent-logs.ts'
import { findAtif } from './atif.ts'
import type { Exchange, Found } from './found.ts'
import { findGemini } from './gemini.ts'
import { isResponsesItem } from './openai-responses.ts'
import { findOtel } from './otel.ts'
import { findSessionLines } from './sessions.ts'
import { findSweAgent } from './swe-agent.ts'
import type { Note, Provider } from './types.ts'

export type { Exchange, Found } from './found.ts'

type Rec = Record<string, unknown>

/**
 * The provider an endpoint belongs to, for bodies whose shape does not say (and for telling a HAR's API calls
 * from the page's other requests).
 * @example providerOfEndpoint('https://api.openai.com/v1/chat/completions') === 'openai-chat'
 */
export function providerOfEndpoint(endpoint: string | null): Provider | null {
  if (endpoint === null) return null
  if (/\/chat\/completions\b/.test(endpoint)) return 'openai-chat'
  if (/\/responses\b/.test(endpoint)) return 'openai-responses'
  if (/\/v1\/messages\b/.test(endpoint)) return 'anthropic'
  if (/\/api\/chat\b/.test(endpoint)) return 'ollama'
  return null
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const isChunk = (v: unknown) =>
  isRecord(v) &&
  (v.object === 'chat.completion.chunk' ||
    (typeof v.type === 'string' && /^(message_start|content_block_|message_delta|response\.)/.test(v.type)))
const isMessage = (v: unknown) => isRecord(v) && typeof v.role === 'string'
const isRequestBody = (v: unknown): v is Rec =>
  isRecord(v) &&
  (Array.isArray(v.messages) || Array.isArray(v.input) || (typeof v.input === 'string' && 'model' in v))
const isResponseBody = (v: unknown): v is Rec =>
  isRecord(v) &&
  (Array.isArray(v.choices) ||
    (Array.isArray(v.output) && (v.object === 'response' || 'id' in v || 'status' in v)) ||
    (v.type === 'message' && Array.isArray(v.content)) ||
    (isRecord(v.message) && 'done' in v))
const isNock = (v: unknown) => isRecord(v) && 'scope' in v && 'path' in v && ('response' in v || 'body' in v)
const isPair = (v: unknown) => isRecord(v) && isRecord(v.request) && 'response' in v

/** A recorded request: its body (vcrpy's `parsed_body` first, then `body`, HAR's `postData`) and its URL. */
function requestOf(r: unknown): { body: unknown; endpoint: string | null } {
  if (!isRecord(r)) return { body: r, endpoint: null }
  const body = r.parsed_body ?? r.body ?? (isRecord(r.postData) ? r.postData.text : undefined) ?? r.json
  return { body: body ?? (isRequestBody(r) ? r : undefined), endpoint: str(r.uri) ?? str(r.url) }
}

/** A recorded response: its body (`parsed_body`, `body`, HAR's `content`), or the response itself when it is one. */
function responseOf(r: unknown): unknown {
  if (!isRecord(r) || isResponseBody(r)) return r
  const v: Rec = r
  return v.parsed_body ?? v.body ?? v.content ?? v.json ?? v.data
}

function pair(p: Rec, label: string): Exchange {
  const { body, endpoint } = requestOf(p.request)
  return { label, request: body, response: responseOf(p.response), endpoint: endpoint ?? str(p.endpoint) }
}

/** A single request + response object under other names (`request_body`, `response_sse_body`, …). */
function namedPair(v: Rec): Exchange | null {
  const keys = Object.keys(v)
  const req = keys.find((k) => /^(request|req)(_?body|_?json)?$/i.test(k))
  const res = keys.find((k) => /^(response|res)(_?(sse_)?(body|json|text))?$/i.test(k))
  if (req === undefined || (res === undefined && !isRequestBody(v[req]))) return null
  const { body, endpoint } = requestOf(v[req])
  return {
    label: '',
    request: isRecord(v[req]) && !isRequestBody(v[req]) ? body : v[req],
    ...(res === undefined ? {} : { response: responseOf(v[res]) }),
    endpoint: endpoint ?? str(v.endpoint) ?? str(v.url) ?? str(v.uri),
  }
}

/** JSON lines: a stream's chunks (OpenAI, Anthropic or Ollama) one per line, or any of the shapes below per line. */
function fromLines(values: readonly unknown[], lines: readonly number[]): Found | null {
  if (
    values.length > 0 &&
    values.every((v) => isChunk(v) || (isRecord(v) && isRecord(v.message) && 'done' in v))
  )
    return { wrapper: 'streamed response', exchanges: [{ label: '', stream: [...values], endpoint: null }] }
  if (values.length > 0 && values.every(isMessage))
    return { wrapper: 'messages', exchanges: [{ label: '', request: [...values], endpoint: null }] }
  const session = findSessionLines(values, lines)
  if (session) return session
  const exchanges: Exchange[] = []
  values.forEach((v, i) => {
    for (const e of findExchanges(v)?.exchanges ?? [])
      exchanges.push({ ...e, label: `line ${lines[i] ?? i + 1}${e.label ? ` ${e.label}` : ''}` })
  })
  return exchanges.length > 0 ? { wrapper: 'JSON lines', exchanges } : null
}

/** A HAR entry's request: its method and URL, and whether it is an LLM API call (its URL, or its body, says so). */
function harCall(entry: Rec): { call: boolean; name: string } {
  const r = isRecord(entry.request) ? entry.request : {}
  const method = str(r.method) ?? 'GET'
  const url = str(r.url) ?? ''
  const text = isRecord(r.postData) ? str(r.postData.text) : null
  const body = text === null ? null : readJson(text)
  const chat = body?.ok === true && isRequestBody(body.value)
  const call = method !== 'OPTIONS' && method !== 'HEAD' && (providerOfEndpoint(url) !== null || chat)
  return { call, name: `${method} ${url.length > 80 ? `${url.slice(0, 79)}…` : url}` }
}

/**
 * A HAR log (as a browser's developer tools export it): the entries that are LLM API calls, each an exchange;
 * the page's other requests (its document, scripts, CORS preflights, other fetches) are skipped and counted.
 */
function harEntries(entries: readonly unknown[]): Found {
  const exchanges: Exchange[] = []
  const skipped: string[] = []
  entries.forEach((v, i) => {
    const label = `entry ${i + 1}`
    const { call, name } = isRecord(v) ? harCall(v) : { call: false, name: '(not an object)' }
    if (call && isRecord(v)) exchanges.push(pair({ ...v, request: v.request ?? {} }, label))
    else skipped.push(`${label} ${name}`)
  })
  const n = skipped.length
  const notes: Note[] =
    n === 0
      ? []
      : [
          {
            kind: 'left out',
            where: skipped[0]?.split(' ').slice(0, 2).join(' ') ?? '',
            message: `${n} HAR entr${n === 1 ? 'y is' : 'ies are'} no LLM API call (the page, its scripts, CORS preflights, other requests): skipped (${skipped.slice(0, 3).join('; ')}${n > 3 ? '; …' : ''}).`,
          },
        ]
  return { wrapper: 'HAR', exchanges, notes }
}

/**
 * Finds the exchanges in a decoded file, by shape rather than by file name: a VCR cassette (vcrpy and
 * pytest-recording `interactions`, Ruby VCR `http_interactions`), a HAR log, a nock recording, a list of HTTP
 * snapshots (`{request, response}`), one request + response pair, a lone request or response body, a bare list of
 * messages or Responses items, a stream of chunks, or JSON lines of any of these. Null when none fits.
 * @example findExchanges([{ role: 'user', content: 'hi' }])?.wrapper === 'messages'
 */
export function findExchanges(value: unknown, lines?: readonly number[]): Found | null {
  if (Array.isArray(value) && lines !== undefined) return fromLines(value, lines)
  const gemini = findGemini(value)
  if (gemini) return gemini
  const otel = findOtel([value])
  if (otel) return otel
  const atif = findAtif(value)
  if (atif) return atif
  const swe = findSweAgent(value)
  if (swe) return swe
  const agentLog = findAgentLog(value)
  if (agentLog) return agentLog
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isChunk))
      return { wrapper: 'streamed response', exchanges: [{ label: '', stream: value, endpoint: null }] }
    if (value.length > 0 && value.every(isNock))
      return {
        wrapper: 'nock recording',
        exchanges: value.map((v, i) => {
          const n = v as Rec
          return {
            label: `interaction ${i + 1}`,
            request: n.body,
            response: n.response,
            endpoint: `${str(n.scope) ?? ''}${str(n.path) ?? ''}`,
          }
        }),
      }
    if (value.length > 0 && value.every(isPair))
      return { wrapper: 'HTTP snapshot', exchanges: value.map((v, i) => pair(v as Rec, `exchange ${i + 1}`)) }
    if (value.some(isMessage) || value.some(isResponsesItem))
      return { wrapper: 'messages', exchanges: [{ label: '', request: value, endpoint: null }] }
    return null
  }
  if (!isRecord(value)) return null
  const interactions = value.interactions ?? value.http_interactions
  if (Array.isArray(interactions))
    return {
      wrapper: 'VCR cassette',
      exchanges: interactions.map((v, i) =>
        isRecord(v) ? pair(v, `interaction ${i + 1}`) : { label: `interaction ${i + 1}`, endpoint: null },
      ),
    }
  if (isRecord(value.log) && Array.isArray(value.log.entries)) return harEntries(value.log.entries)
  if (isPair(value)) return { wrapper: 'request + response', exchanges: [pair(value, '')] }
  const named = namedPair(value)
  if (named) return { wrapper: 'request + response', exchanges: [named] }
  if (isRequestBody(value)) {
    const bare = Object.keys(value).every((k) => k === 'messages' || k === 'tools')
    return {
      wrapper: bare ? 'messages' : 'request body',
      exchanges: [{ label: '', request: value, endpoint: null }],
    }
  }
  if (isResponseBody(value))
    return { wrapper: 'response body', exchanges: [{ label: '', response: value, endpoint: null }] }
  return null
}
