import { readJson } from '../base/read-json.ts'

/** One server-sent event whose data is JSON. */
export interface SseEvent {
  event: string | null
  data: unknown
}

/**
 * The JSON events of a server-sent event stream (the WHATWG "text/event-stream" format as the OpenAI and
 * Anthropic APIs stream): `event:` names the next event, `data:` lines (joined by newlines) carry it, a blank line
 * ends it; `data: [DONE]` and comments (`:`) carry nothing. Events whose data is not JSON are counted, not read.
 * @example readSse('data: {"a":1}\n\ndata: [DONE]\n').events → [{ event: null, data: { a: 1 } }]
 */
export function readSse(text: string): { events: SseEvent[]; unreadable: number } {
  const events: SseEvent[] = []
  let unreadable = 0
  let event: string | null = null
  let data: string[] = []
  const dispatch = () => {
    if (data.length > 0) {
      const joined = data.join('\n')
      if (joined.trim() !== '[DONE]') {
        const read = readJson(joined)
        if (read.ok) events.push({ event, data: read.value })
        else unreadable++
      }
    }
    event = null
    data = []
  }
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const line = text.slice(start, end).replace(/\r$/, '')
    start = end + 1
    if (line === '') {
      dispatch()
      continue
    }
    const colon = line.indexOf(':')
    if (colon === 0) continue
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
  }
  dispatch()
  return { events, unreadable }
}
