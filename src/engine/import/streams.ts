import { isRecord } from '../base/is-record.ts'
import { readJson } from '../base/read-json.ts'
import type { Provider } from './types.ts'

/** A streamed response put back together as the provider's own non-streamed response body. */
export interface Assembled {
  provider: Provider
  body: Record<string, unknown>
  /** Streamed pieces that could not be put back (a tool input whose JSON deltas do not parse). */
  problems: string[]
}

type Rec = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** OpenAI `chat.completion.chunk`s: content and each tool call (by `index`) grow delta by delta. */
function chatChunks(chunks: Rec[]): Assembled {
  let content = ''
  let reasoning = ''
  const calls: { id: string; name: string; arguments: string }[] = []
  for (const chunk of chunks) {
    const choice = Array.isArray(chunk.choices) ? chunk.choices.find(isRecord) : undefined
    const delta = isRecord(choice?.delta) ? choice.delta : null
    if (!delta) continue
    content += str(delta.content)
    // OpenAI-compatible servers (DeepSeek, vLLM, OpenRouter) stream the model's reasoning beside the content.
    reasoning += str(delta.reasoning_content) + str(delta.reasoning)
    for (const tc of Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isRecord) : []) {
      const index = typeof tc.index === 'number' ? tc.index : calls.length
      calls[index] ??= { id: '', name: '', arguments: '' }
      const call = calls[index]
      const fn = isRecord(tc.function) ? tc.function : {}
      if (typeof tc.id === 'string' && tc.id !== '') call.id = tc.id
      if (typeof fn.name === 'string' && fn.name !== '') call.name = fn.name
      call.arguments += str(fn.arguments)
    }
  }
  const message: Rec = { role: 'assistant', content }
  if (reasoning !== '') message.reasoning_content = reasoning
  const made = calls.filter((c) => c !== undefined)
  if (made.length > 0)
    message.tool_calls = made.map((c) => ({
      id: c.id,
      type: 'function',
      function: { name: c.name, arguments: c.arguments },
    }))
  return {
    provider: 'openai-chat',
    body: { object: 'chat.completion', choices: [{ message }] },
    problems: [],
  }
}

/** Anthropic's message stream: blocks start, grow by text / JSON deltas, and stop. */
function anthropicEvents(events: Rec[]): Assembled {
  const blocks: Rec[] = []
  const partial = new Map<number, string>()
  const problems: string[] = []
  for (const e of events) {
    const index = typeof e.index === 'number' ? e.index : -1
    if (e.type === 'content_block_start' && isRecord(e.content_block)) blocks[index] = { ...e.content_block }
    else if (e.type === 'content_block_delta' && isRecord(e.delta) && blocks[index]) {
      const block = blocks[index] as Rec
      const d = e.delta
      if (d.type === 'text_delta') block.text = str(block.text) + str(d.text)
      else if (d.type === 'input_json_delta')
        partial.set(index, (partial.get(index) ?? '') + str(d.partial_json))
      else if (d.type === 'thinking_delta') block.thinking = str(block.thinking) + str(d.thinking)
    }
  }
  for (const [index, json] of partial) {
    const block = blocks[index] as Rec
    const read = json.trim() === '' ? { ok: true as const, value: {} } : readJson(json)
    if (read.ok) block.input = read.value
    else {
      block.input = json
      problems.push(`the streamed input of ${str(block.name) || 'a tool call'} is not JSON: kept as text`)
    }
  }
  return {
    provider: 'anthropic',
    body: { type: 'message', role: 'assistant', content: blocks.filter(isRecord) },
    problems,
  }
}

/** OpenAI Responses events: the final `response.completed` holds the whole response; else the finished items. */
function responsesEvents(events: Rec[]): Assembled {
  const done = events.find(
    (e) => (e.type === 'response.completed' || e.type === 'response.incomplete') && isRecord(e.response),
  )
  if (done) return { provider: 'openai-responses', body: done.response as Rec, problems: [] }
  const output = events
    .filter((e) => e.type === 'response.output_item.done')
    .map((e) => e.item)
    .filter(isRecord)
  const finished = new Set(output.map((item) => item.id))
  const unfinished = events
    .filter((e) => e.type === 'response.output_item.added' && isRecord(e.item) && !finished.has(e.item.id))
    .map((e) => e.item as Rec)
  const created = events.find((e) => e.type === 'response.created' && isRecord(e.response))?.response
  const tools = isRecord(created) && Array.isArray(created.tools) ? { tools: created.tools } : {}
  const n = unfinished.length
  return {
    provider: 'openai-responses',
    body: { object: 'response', output, ...tools },
    problems: [
      `the stream ends before response.completed (cut off): ${output.length} finished item${output.length === 1 ? ' was' : 's were'} read${n === 0 ? '' : `, ${n} item${n === 1 ? '' : 's'} still being written left out (${unfinished.map((i) => str(i.name) || str(i.type)).join(', ')})`}`,
    ],
  }
}

/** Ollama's streamed `/api/chat` lines: content grows, tool calls arrive whole. */
function ollamaLines(lines: Rec[]): Assembled {
  let content = ''
  let thinking = ''
  const calls: unknown[] = []
  for (const line of lines) {
    const m = isRecord(line.message) ? line.message : {}
    content += str(m.content)
    thinking += str(m.thinking)
    if (Array.isArray(m.tool_calls)) calls.push(...m.tool_calls)
  }
  const message: Rec = { role: 'assistant', content }
  if (thinking !== '') message.thinking = thinking
  if (calls.length > 0) message.tool_calls = calls
  return { provider: 'ollama', body: { message, done: true }, problems: [] }
}

/**
 * Puts a streamed response back together, from the events of a server-sent event stream or the lines of a JSON
 * lines stream: OpenAI Chat Completions chunks (tool call deltas joined by `index`), Anthropic message events
 * (`input_json_delta`s joined and parsed), OpenAI Responses events, Ollama chat lines. Null when the events are
 * none of these.
 * @example assembleStream([{ object: 'chat.completion.chunk', choices: [{ delta: { content: 'hi' } }] }])?.provider === 'openai-chat'
 */
export function assembleStream(values: readonly unknown[]): Assembled | null {
  const events = values.filter(isRecord)
  if (events.length === 0) return null
  if (
    events.some(
      (e) =>
        e.object === 'chat.completion.chunk' ||
        (Array.isArray(e.choices) && isRecord(e.choices[0]) && 'delta' in e.choices[0]),
    )
  )
    return chatChunks(events)
  if (events.some((e) => e.type === 'message_start' || e.type === 'content_block_start'))
    return anthropicEvents(events)
  if (events.some((e) => typeof e.type === 'string' && e.type.startsWith('response.')))
    return responsesEvents(events)
  if (events.some((e) => isRecord(e.message) && 'done' in e)) return ollamaLines(events)
  return null
}
