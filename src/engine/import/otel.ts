import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import { readJson } from '../base/read-json.ts'
import type { Exchange, Found } from './found.ts'
import type { NoteCollector } from './notes.ts'
import { genAiSpans, type Span } from './otel-spans.ts'
import type { RawMessage, RawResult } from './raw.ts'
import { type Recorded, type RecordedResponse, type RecordedUsage, tokens } from './recorded.ts'
import type { Note } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** An attribute that may be recorded structured or as a JSON string (the spec allows both on spans). */
function structured(v: unknown): unknown {
  if (typeof v !== 'string') return v
  const read = readJson(v)
  return read.ok ? read.value : undefined
}

const CHAT = new Set(['chat', 'generate_content', 'text_completion'])
const operation = (s: Span) => str(s.attrs['gen_ai.operation.name'])
const isChat = (s: Span) =>
  CHAT.has(operation(s) ?? '') || 'gen_ai.output.messages' in s.attrs || 'gen_ai.input.messages' in s.attrs
const isTool = (s: Span) => operation(s) === 'execute_tool'

/**
 * OTel GenAI messages (`gen_ai.input.messages` / `gen_ai.output.messages`): `{role, parts: [{type: "text",
 * content}, {type: "tool_call", id, name, arguments}, {type: "tool_call_response", id, response}, …]}`.
 */
function readMessages(list: unknown, where: string, notes: NoteCollector): RawMessage[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((m, i): RawMessage[] => {
    const at = `${where}[${i}]`
    if (!isRecord(m)) return []
    const texts: string[] = []
    const calls: RawMessage['calls'] = []
    const results: RawResult[] = []
    const parts = Array.isArray(m.parts) ? m.parts : []
    parts.forEach((p, k) => {
      if (!isRecord(p)) return
      const pw = `${at}.parts[${k}]`
      if (p.type === 'text' && typeof p.content === 'string') texts.push(p.content)
      else if (p.type === 'tool_call')
        calls.push({
          id: str(p.id),
          name: str(p.name) ?? '(unnamed)',
          args: p.arguments ?? {},
          server: false,
          where: pw,
        })
      else if (p.type === 'tool_call_response') {
        const r = p.response
        results.push({
          callId: str(p.id),
          name: null,
          text: typeof r === 'string' ? r : (JSON.stringify(r) ?? ''),
          isError: false,
          where: pw,
        })
      } else
        notes.count(
          'unsupported block',
          `otel:${String(p.type)}`,
          pw,
          (n, places) =>
            `${plural(n, `“${String(p.type)}” part`)} ${p.type === 'reasoning' ? "(the model's reasoning) left out of the text" : 'carry no text: left out'} (${places}).`,
        )
    })
    const role =
      m.role === 'assistant'
        ? 'assistant'
        : m.role === 'tool'
          ? 'tool'
          : m.role === 'system'
            ? 'system'
            : 'user'
    return [{ role, text: texts.join('\n'), calls, results, where: at, provider: null }]
  })
}

function usageOf(a: Rec): RecordedUsage | null {
  if (!('gen_ai.usage.input_tokens' in a) && !('gen_ai.usage.output_tokens' in a)) return null
  return {
    input: tokens(a['gen_ai.usage.input_tokens'] ?? a['gen_ai.usage.prompt_tokens']),
    output: tokens(a['gen_ai.usage.output_tokens'] ?? a['gen_ai.usage.completion_tokens']),
    cacheRead: tokens(a['gen_ai.usage.cache_read.input_tokens']),
    cacheWrite: tokens(a['gen_ai.usage.cache_creation.input_tokens']),
    reasoning:
      'gen_ai.usage.reasoning.output_tokens' in a ? tokens(a['gen_ai.usage.reasoning.output_tokens']) : null,
  }
}

/** An execute_tool span as a call and, when it recorded one, its result. */
function toolCall(s: Span): { call: RawMessage['calls'][number]; result: RawResult | null } {
  const a = s.attrs
  const id = str(a['gen_ai.tool.call.id'])
  const name = str(a['gen_ai.tool.name']) ?? s.name.replace(/^execute_tool\s+/, '')
  const args = a['gen_ai.tool.call.arguments']
  const result = a['gen_ai.tool.call.result']
  const failed = typeof a['error.type'] === 'string'
  return {
    call: { id, name, args: structured(args) ?? args ?? {}, server: false, where: s.where },
    result:
      result === undefined && !failed
        ? null
        : {
            callId: id,
            name,
            text: typeof result === 'string' ? result : (JSON.stringify(result) ?? String(a['error.type'])),
            isError: failed,
            where: s.where,
          },
  }
}

/**
 * OpenTelemetry GenAI spans (semantic conventions for generative AI): each `chat` span is one model response —
 * its `gen_ai.input.messages` the history it was sent, its `gen_ai.output.messages` its answer (one batch of
 * `tool_call` parts) — and its `gen_ai.usage.*` that response's usage. `execute_tool` spans (`gen_ai.tool.name`,
 * `.call.id`, `.call.arguments`, `.call.result`) are the calls as run: when the chat spans' messages carry the calls,
 * those are read and the tool spans only answer calls left without a result (the conversation is read once);
 * when no message was recorded, the tool spans run after one chat span and before the next are that answer's batch.
 * @example findOtel([{ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'ls' }])?.wrapper === 'OpenTelemetry spans'
 */
export function findOtel(values: readonly unknown[]): Found | null {
  const spans = genAiSpans(values)
  if (!spans) return null
  const ordered = spans.some((s) => s.start > 0) ? [...spans].sort((a, b) => a.start - b.start) : spans
  const chats = ordered.filter(isChat)
  const tools = ordered.filter(isTool)
  const withMessages = chats.some(
    (c) => 'gen_ai.output.messages' in c.attrs || 'gen_ai.input.messages' in c.attrs,
  )
  const responses: RecordedResponse[] = chats.map((c) => ({
    where: c.where,
    line: 0,
    usage: usageOf(c.attrs),
    batch: null,
  }))
  const notes: Note[] = []
  // The deprecated `gen_ai.prompt` / `gen_ai.completion` were free-form text with no message schema (OpenInference's
  // own converter keeps them as plain input / output values): said, not guessed at.
  const legacy = chats.filter((c) => 'gen_ai.prompt' in c.attrs || 'gen_ai.completion' in c.attrs)
  if (legacy.length > 0 && !withMessages)
    notes.push({
      kind: 'left out',
      where: legacy[0]?.where ?? '',
      message: `${plural(legacy.length, 'chat span')} with only the deprecated gen_ai.prompt / gen_ai.completion (free-form text, no message schema): not read as messages, so no calls or results from ${legacy.length === 1 ? 'it' : 'them'}.`,
    })
  const exchanges: Exchange[] = []
  if (withMessages) {
    for (const c of chats)
      exchanges.push({
        label: c.where,
        endpoint: null,
        read: (collector) => {
          const input = readMessages(
            structured(c.attrs['gen_ai.input.messages']),
            `${c.where} input`,
            collector,
          )
          const output = readMessages(
            structured(c.attrs['gen_ai.output.messages']),
            `${c.where} output`,
            collector,
          )
          // The answer's batch is named by its chat span, so its recorded usage finds it.
          for (const m of output) if (m.role === 'assistant') m.where = c.where
          return { provider: null, messages: [...input, ...output], tools: [] }
        },
      })
    const answered = tools.filter((t) => toolCall(t).result !== null)
    if (answered.length > 0)
      exchanges.push({
        label: 'execute_tool spans',
        endpoint: null,
        read: () => ({
          provider: null,
          messages: answered.flatMap((t) => {
            const r = toolCall(t).result
            return r
              ? [{ role: 'tool' as const, text: '', calls: [], results: [r], where: t.where, provider: null }]
              : []
          }),
          tools: [],
        }),
      })
    if (tools.length > 0)
      notes.push({
        kind: 'left out',
        where: tools[0]?.where ?? '',
        message: `The calls were read from the chat spans' messages; the ${plural(tools.length, 'execute_tool span')} only answer calls the messages leave without a result.`,
      })
  } else {
    // No message recorded: each chat span's answer is the tool spans that ran after it and before the next one.
    const groups = new Map<string, Span[]>()
    for (const t of tools) {
      const before = [...chats].reverse().find((c) => c.start <= t.start)
      const key = before?.where ?? `${t.parent ?? ''}`
      groups.set(key, [...(groups.get(key) ?? []), t])
    }
    const messages: RawMessage[] = []
    for (const [key, group] of groups) {
      const read = group.map(toolCall)
      messages.push({
        role: 'assistant',
        text: '',
        calls: read.map((r) => r.call),
        results: [],
        where: key || (group[0]?.where ?? ''),
        provider: null,
      })
      const results = read.flatMap((r) => (r.result ? [r.result] : []))
      if (results.length > 0)
        messages.push({ role: 'tool', text: '', calls: [], results, where: key, provider: null })
    }
    exchanges.push({ label: '', endpoint: null, read: () => ({ provider: null, messages, tools: [] }) })
  }
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return {
    wrapper: 'OpenTelemetry spans',
    exchanges,
    notes,
    ...(responses.some((r) => r.usage !== null) ? { recorded } : {}),
  }
}
