import { isRecord } from '../base/is-record.ts'
import { readJson } from '../base/read-json.ts'
import type { Exchange, Found } from './found.ts'
import { type Span, spansWhere } from './otel-spans.ts'
import type { RawCall, RawMessage, RawResult } from './raw.ts'
import { type Recorded, type RecordedResponse, type RecordedUsage, tokens } from './recorded.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const INPUT = 'llm.input_messages'
const OUTPUT = 'llm.output_messages'

const isOpenInference = (attrs: Rec) =>
  typeof attrs['openinference.span.kind'] === 'string' ||
  Object.keys(attrs).some((k) => k.startsWith(`${INPUT}`) || k.startsWith(`${OUTPUT}`))

/** A nested value as dotted keys (`a.0.b`): the spec's "list of objects" as an exporter flattens it. */
function flatten(v: unknown, prefix: string, out: Rec, depth = 0): void {
  if (depth < 8 && Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) flatten(v[i], `${prefix}.${i}`, out, depth + 1)
  } else if (depth < 8 && isRecord(v))
    for (const [k, x] of Object.entries(v)) flatten(x, `${prefix}.${k}`, out, depth + 1)
  else out[prefix] = v
}

/** The items of a flattened list attribute (`prefix.N.…`), each as its own keys after `prefix.N.`, in index order. */
function itemsOf(attrs: Rec, prefix: string): Rec[] {
  const flat: Rec = {}
  for (const [k, v] of Object.entries(attrs))
    if (k === prefix) flatten(v, prefix, flat)
    else if (k.startsWith(`${prefix}.`)) flat[k] = v
  const items = new Map<number, Rec>()
  for (const [k, v] of Object.entries(flat)) {
    const m = /^\.(\d+)\.(.+)$/.exec(k.slice(prefix.length))
    if (!m) continue
    const i = Number(m[1])
    const item = items.get(i) ?? {}
    item[m[2] as string] = v
    items.set(i, item)
  }
  return [...items.entries()].sort((a, b) => a[0] - b[0]).map(([, item]) => item)
}

const parsed = (v: unknown): unknown => {
  if (typeof v !== 'string') return v ?? {}
  const read = readJson(v)
  return read.ok ? read.value : v
}

/** One `message.*` item: its role, text (`message.content` or its `message.contents` text parts), calls, result. */
function messageOf(m: Rec, where: string): RawMessage {
  const role = str(m['message.role']) ?? 'user'
  const text =
    str(m['message.content']) ??
    itemsOf(m, 'message.contents')
      .map((c) => str(c['message_content.text']) ?? '')
      .join('\n')
  const calls: RawCall[] = itemsOf(m, 'message.tool_calls').map((c, k) => ({
    id: str(c['tool_call.id']),
    name: str(c['tool_call.function.name']) ?? '(unnamed)',
    args: parsed(c['tool_call.function.arguments']),
    server: false,
    where: `${where}.tool_calls[${k}]`,
  }))
  const callId = str(m['message.tool_call_id'])
  if (role === 'tool' || callId !== null) {
    const result: RawResult = { callId, name: str(m['message.name']), text, isError: false, where }
    return { role: 'tool', text: '', calls: [], results: [result], where, provider: null }
  }
  const r = role === 'system' || role === 'assistant' ? role : 'user'
  return { role: r, text, calls, results: [], where, provider: null }
}

/** `llm.token_count.*`: `prompt` counts the cached part (`prompt_details.cache_read`), as ours does. */
function usageOf(a: Rec): RecordedUsage | null {
  if (!('llm.token_count.prompt' in a || 'llm.token_count.completion' in a)) return null
  return {
    input: tokens(a['llm.token_count.prompt']),
    output: tokens(a['llm.token_count.completion']),
    cacheRead: tokens(a['llm.token_count.prompt_details.cache_read']),
    cacheWrite: tokens(a['llm.token_count.prompt_details.cache_write']),
    reasoning:
      'llm.token_count.completion_details.reasoning' in a
        ? tokens(a['llm.token_count.completion_details.reasoning'])
        : null,
  }
}

const kind = (s: Span) => str(s.attrs['openinference.span.kind'])?.toUpperCase() ?? ''
const isLlm = (s: Span) =>
  kind(s) === 'LLM' || Object.keys(s.attrs).some((k) => k.startsWith(INPUT) || k.startsWith(OUTPUT))

/** A TOOL span as a call (`tool.name`, `tool.id`, `input.value`) and its result (`output.value`). */
function toolCall(s: Span): { call: RawCall; result: RawResult } {
  const id = str(s.attrs['tool.id']) ?? str(s.attrs['tool_call.id']) ?? s.id
  return {
    call: {
      id,
      name: str(s.attrs['tool.name']) ?? (s.name || '(unnamed)'),
      args: parsed(s.attrs['input.value']),
      server: false,
      where: s.where,
    },
    result: {
      callId: id,
      name: null,
      text: str(s.attrs['output.value']) ?? JSON.stringify(s.attrs['output.value'] ?? '') ?? '',
      isError: false,
      where: s.where,
    },
  }
}

/**
 * OpenInference spans (Arize's semantic conventions, which Phoenix ingests): each `LLM` span is one model
 * response — `llm.input_messages.N.message.*` the history it was sent, `llm.output_messages` its answer (its
 * `message.tool_calls.M.tool_call.*` one batch), `llm.token_count.*` its usage. `TOOL` spans (`tool.name`,
 * `input.value`, `output.value`) answer calls the messages leave without a result; when no LLM span recorded
 * messages, the tool spans after one LLM span and before the next are that answer's batch. The conversation is
 * read once: each span's history repeats the one before it. Source: Arize-ai/openinference
 * spec/semantic_conventions.md and spec/llm_spans.md. Null when no OpenInference attribute is found.
 * @example findOpenInference([{ 'openinference.span.kind': 'TOOL', 'tool.name': 'ls' }])?.wrapper === 'OpenInference spans'
 */
export function findOpenInference(values: readonly unknown[]): Found | null {
  const spans = spansWhere(values, isOpenInference)
  if (!spans) return null
  const ordered = spans.some((s) => s.start > 0) ? [...spans].sort((a, b) => a.start - b.start) : spans
  const llms = ordered.filter(isLlm)
  const tools = ordered.filter((s) => kind(s) === 'TOOL')
  const responses: RecordedResponse[] = llms.map((s) => ({
    where: s.where,
    line: 0,
    usage: usageOf(s.attrs),
    batch: null,
  }))
  const withMessages = llms.some((s) => itemsOf(s.attrs, INPUT).length + itemsOf(s.attrs, OUTPUT).length > 0)
  const exchanges: Exchange[] = []
  if (withMessages) {
    for (const s of llms)
      exchanges.push({
        label: s.where,
        endpoint: null,
        read: () => {
          const input = itemsOf(s.attrs, INPUT).map((m, i) => messageOf(m, `${s.where} input ${i}`))
          // The answer is named by its span, so the span's recorded usage finds its batch.
          const output = itemsOf(s.attrs, OUTPUT).map((m) => messageOf(m, s.where))
          return { provider: null, messages: [...input, ...output], tools: [] }
        },
      })
    // Tool spans answer what the messages leave open; a result the messages hold already is not read twice.
    const results = tools.map((t) => toolCall(t).result)
    if (results.length > 0)
      exchanges.push({
        label: 'tool spans',
        endpoint: null,
        read: () => ({
          provider: null,
          messages: [{ role: 'tool', text: '', calls: [], results, where: 'tool spans', provider: null }],
          tools: [],
        }),
      })
  } else {
    // In time order (file order when the spans carry no times): each tool span belongs to the LLM span before it.
    const messages: RawMessage[] = []
    let open: { call: RawCall; result: RawResult }[] = []
    const close = () => {
      const last = messages.at(-1)
      if (last && open.length > 0) {
        last.calls = open.map((m) => m.call)
        messages.push({
          role: 'tool',
          text: '',
          calls: [],
          results: open.map((m) => m.result),
          where: last.where,
          provider: null,
        })
      }
      open = []
    }
    for (const s of ordered) {
      if (isLlm(s)) {
        close()
        const text = str(s.attrs['output.value']) ?? ''
        messages.push({ role: 'assistant', text, calls: [], results: [], where: s.where, provider: null })
      } else if (kind(s) === 'TOOL') {
        // Tools run before any recorded LLM span: a model call the export does not hold made them.
        if (messages.length === 0)
          messages.push({
            role: 'assistant',
            text: '',
            calls: [],
            results: [],
            where: s.where,
            provider: null,
          })
        open.push(toolCall(s))
      }
    }
    close()
    exchanges.push({ label: '', endpoint: null, read: () => ({ provider: null, messages, tools: [] }) })
  }
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return { wrapper: 'OpenInference spans', exchanges, recorded }
}
