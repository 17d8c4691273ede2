import { isRecord } from '../is-record.ts'
import { isResponsesItem } from './openai-responses.ts'
import type { Wrapper } from './types.ts'

type Rec = Record<string, unknown>

/** One request and its response as a wrapper holds them, bodies still encoded as recorded. */
export interface Exchange {
  /** How a person finds it: `interaction 3`, `exchange 2`, `line 7`; '' for a lone body. */
  label: string
  request?: unknown
  response?: unknown
  /** A streamed response already split into its events (a JSON array or JSON lines of chunks). */
  stream?: unknown[]
  /** The URL called, when recorded: it tells the provider when the bodies do not. */
  endpoint: string | null
}

export interface Found {
  wrapper: Wrapper
  exchanges: Exchange[]
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
  const exchanges: Exchange[] = []
  values.forEach((v, i) => {
    for (const e of findExchanges(v)?.exchanges ?? [])
      exchanges.push({ ...e, label: `line ${lines[i] ?? i + 1}${e.label ? ` ${e.label}` : ''}` })
  })
  return exchanges.length > 0 ? { wrapper: 'JSON lines', exchanges } : null
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
  if (isRecord(value.log) && Array.isArray(value.log.entries))
    return {
      wrapper: 'HAR',
      exchanges: value.log.entries.map((v, i) =>
        isRecord(v)
          ? pair({ ...v, request: v.request ?? {} }, `entry ${i + 1}`)
          : { label: `entry ${i + 1}`, endpoint: null },
      ),
    }
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
