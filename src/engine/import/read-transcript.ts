import { isRecord } from '../base/is-record.ts'
import { assemble, type ExchangeMessages } from './assemble.ts'
import { readMessageList, readRequestBody, readResponseBody } from './bodies.ts'
import { type InflateBudget, inflateBudget, readBody } from './body.ts'
import { readToolList, toolNameOf } from './catalog.ts'
import { type Exchange, type Found, providerOfEndpoint } from './exchanges.ts'
import { locateCalls } from './locate.ts'
import type { NoteCollector } from './notes.ts'
import type { ReadBody, ToolList } from './raw.ts'
import { linkRecorded } from './recorded.ts'
import { readSse } from './sse.ts'
import { assembleStream } from './streams.ts'
import { transcriptSummary } from './summary.ts'
import { type Catalog, PROVIDER_NAMES, type Provider, type ToolFormat, type Transcript } from './types.ts'

/**
 * A body named by where it is: `The response` of a lone pair, `The response of interaction 2` in a recording,
 * `The request at $[3]` elsewhere (never "the response at response").
 */
function theBody(side: 'request' | 'response', where: string): string {
  if (where === side || where === '$') return `The ${side}`
  if (where.endsWith(` ${side}`)) return `The ${side} of ${where.slice(0, -side.length - 1)}`
  return `The ${side} at ${where}`
}

/**
 * Says why a recording yields nothing where it would: interactions that hold neither a request nor a response,
 * and a recording with no request at all (the history, results and offered tools are in requests).
 */
function noteEmpty(found: Found, notes: NoteCollector): void {
  const plain = found.exchanges.filter((ex) => ex.read === undefined)
  if (plain.length === 0) return
  const empty = plain.filter(
    (ex) => ex.request === undefined && ex.response === undefined && ex.stream === undefined,
  )
  const n = (k: number, one: string) => `${k.toLocaleString('en-US')} ${one}${k === 1 ? '' : 's'}`
  if (empty.length > 0)
    notes.add({
      kind: 'left out',
      where: empty[0]?.label ?? '',
      message:
        empty.length === plain.length
          ? `The ${found.wrapper}'s ${n(plain.length, 'interaction')} record${plain.length === 1 ? 's' : ''} no request and no response body: there is nothing to read.`
          : `${empty.length.toLocaleString('en-US')} of the ${found.wrapper}'s ${n(plain.length, 'interaction')} record no request and no response body (${empty
              .slice(0, 3)
              .map((ex) => ex.label)
              .join(', ')}${empty.length > 3 ? ', …' : ''}): nothing to read there.`,
    })
  if (
    RECORDINGS.has(found.wrapper) &&
    empty.length < plain.length &&
    plain.every((ex) => ex.request === undefined)
  )
    notes.add({
      kind: 'left out',
      where: '',
      message: `No interaction of the ${found.wrapper} records a request: the history, the tool results and the offered tools are in requests, so only the calls the responses make are read (their results are not in the file).`,
    })
}

/** Wrappers that record HTTP exchanges, where a request is expected beside each response. */
const RECORDINGS = new Set<string>([
  'VCR cassette',
  'HAR',
  'nock recording',
  'HTTP snapshot',
  'request + response',
])

function readRequest(
  ex: Exchange,
  where: string,
  notes: NoteCollector,
  budget: InflateBudget,
): ReadBody | null {
  const body = readBody(ex.request, budget)
  if (body.kind === 'empty') return null
  if (body.kind === 'json' && Array.isArray(body.value))
    return readMessageList(body.value, where, notes, { wheres: ex.wheres, continues: ex.continues })
  const read = body.kind === 'json' && isRecord(body.value) ? readRequestBody(body.value, where, notes) : null
  if (!read)
    notes.add({
      kind: 'unreadable body',
      where,
      message: `${theBody('request', where)} is not read: ${body.kind === 'error' ? body.message : 'it is no chat request (no messages or input)'}.`,
    })
  return read
}

function readResponse(
  raw: unknown,
  stream: unknown[] | undefined,
  where: string,
  notes: NoteCollector,
  budget: InflateBudget,
): ReadBody | null {
  const body = stream ? { kind: 'ndjson' as const, values: stream } : readBody(raw, budget)
  if (body.kind === 'empty') return null
  let value: unknown = body.kind === 'json' ? body.value : undefined
  let streamed = 0
  if (body.kind === 'sse' || body.kind === 'ndjson' || Array.isArray(value)) {
    const events =
      body.kind === 'sse'
        ? readSse(body.text).events.map((e) => e.data)
        : body.kind === 'ndjson'
          ? body.values
          : (value as unknown[])
    streamed = events.length
    const assembled = assembleStream(events)
    for (const p of assembled?.problems ?? [])
      notes.add({
        kind: 'unreadable body',
        where,
        message: where === '$' ? `${p.charAt(0).toUpperCase()}${p.slice(1)}.` : `At ${where}, ${p}.`,
      })
    value = assembled?.body
  }
  const read = isRecord(value) ? readResponseBody(value, where, notes) : null
  if (!read)
    notes.add({
      kind: 'unreadable body',
      where,
      message: `${theBody('response', where)} is not read: ${body.kind === 'error' ? body.message : streamed > 0 ? `its ${streamed.toLocaleString('en-US')} stream event${streamed === 1 ? ' is no chat response chunk' : 's are no chat response chunks'}` : 'it is no chat response or stream'}.`,
    })
  return read
}

/** Every tool offered across the requests, each name once (the first definition), as one catalog. */
function offeredTools(lists: readonly ToolList[]): Catalog | null {
  const items: unknown[] = []
  const wheres: string[] = []
  const formats: (ToolFormat | undefined)[] = []
  const seen = new Set<string>()
  for (const { list, where, as } of lists)
    list.forEach((item, i) => {
      const name = toolNameOf(item)
      const key = name ?? JSON.stringify(item)
      if (seen.has(key)) return
      seen.add(key)
      items.push(item)
      wheres.push(`${where}[${i}]`)
      formats.push(as)
    })
  if (items.length === 0) return null
  return readToolList(items, (i) => wheres[i] ?? '', 'offered in the requests', {
    formatOf: (i) => formats[i],
  })
}

/**
 * Reads the exchanges a wrapper holds into a transcript: each body decoded (JSON strings, base64, gzip, streams
 * put back together), read by its provider's reader, then assembled into batches of parallel calls with their
 * results, the conversation, the offered tools, and notes on anything not mapped (a mix of providers included).
 * Compressed bodies share one `budget`: once it runs out (`budget.over`, `budget.refusedAt`), the rest of the
 * file is not read, and the caller refuses the file.
 * @example readTranscript(findExchanges(messages), text, notes).batches.length
 */
export function readTranscript(
  found: Found,
  text: string,
  notes: NoteCollector,
  budget: InflateBudget = inflateBudget(),
): Transcript {
  const exchanges: ExchangeMessages[] = []
  const providers: Provider[] = []
  const seenIn = new Map<Provider, string[]>()
  const toolLists: ToolList[] = []
  for (const note of found.notes ?? []) notes.add(note)
  found.exchanges.forEach((ex: Exchange) => {
    if (budget.over) return
    const both = ex.request !== undefined && (ex.response !== undefined || ex.stream !== undefined)
    const base = (side: string) => (ex.label ? `${ex.label} ${side}` : both ? side : '$')
    const request = ex.read
      ? ex.read(notes)
      : ex.request === undefined
        ? null
        : readRequest(ex, base('request'), notes, budget)
    if (budget.over) budget.refusedAt ??= base('request')
    const response =
      ex.response === undefined && ex.stream === undefined
        ? null
        : readResponse(ex.response, ex.stream, base('response'), notes, budget)
    if (budget.over) budget.refusedAt ??= base('response')
    const seen = (provider: Provider | null, where: string) => {
      if (provider === null) return
      if (!providers.includes(provider)) providers.push(provider)
      const places = seenIn.get(provider) ?? []
      if (places.length < 3 && !places.includes(where)) places.push(where)
      seenIn.set(provider, places)
    }
    // Each message says its provider; a body or endpoint speaks for messages any provider could have written.
    const messages = [...(request?.messages ?? []), ...(response?.messages ?? [])]
    for (const m of messages) seen(m.provider, ex.label || m.where)
    if (messages.every((m) => m.provider === null))
      seen(request?.provider ?? response?.provider ?? providerOfEndpoint(ex.endpoint), ex.label || 'the file')
    toolLists.push(...(request?.tools ?? []), ...(response?.tools ?? []))
    exchanges.push({ messages })
  })
  if (providers.length > 1)
    notes.add({
      kind: 'mixed providers',
      where: '',
      message: `This file mixes ${providers.map((p) => `${PROVIDER_NAMES[p]} (${(seenIn.get(p) ?? []).join(', ')})`).join(' and ')}: each part was read by its own format.`,
    })
  noteEmpty(found, notes)
  const { batches, messages, conversations, branches } = assemble(exchanges, notes)
  const partial: Omit<Transcript, 'summary'> = {
    kind: 'transcript',
    providers,
    wrapper: found.wrapper,
    interactions: found.exchanges.length,
    conversations,
    ...(branches > 0 ? { branches } : {}),
    batches: locateCalls(text, batches),
    messages,
    tools: offeredTools(toolLists),
    notes: notes.done(),
    ...(found.recorded ? { recorded: linkRecorded(found.recorded, batches) } : {}),
  }
  return { ...partial, summary: transcriptSummary(partial) }
}
