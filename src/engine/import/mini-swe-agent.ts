import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import { readJson } from '../base/read-json.ts'
import type { Found } from './found.ts'
import type { NoteCollector } from './notes.ts'
import type { RawCall, RawMessage } from './raw.ts'
import { litellmUsage, type Recorded, type RecordedResponse } from './recorded.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * The command of a text-based answer: its one fenced block, ```` ```mswea_bash_command ```` (v2's text models) or
 * ```` ```bash ```` (v1). mini-SWE-agent rejects an answer without exactly one, so the first is the one it ran.
 */
const FENCE = /```(?:mswea_bash_command|bash)\s*\n([\s\S]*?)\n?```/

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((p) => (isRecord(p) ? (str(p.text) ?? '') : '')).join('\n')
      : ''

/** An answer's calls: its `tool_calls` (tool-call models), else `extra.actions`, else its fenced command. */
function callsOf(m: Rec, extra: Rec, where: string): RawCall[] {
  if (Array.isArray(m.tool_calls) && m.tool_calls.length > 0)
    return m.tool_calls.filter(isRecord).map((c, k) => {
      const fn = isRecord(c.function) ? c.function : {}
      let args: unknown = fn.arguments ?? {}
      if (typeof args === 'string') {
        const read = readJson(args)
        if (read.ok) args = read.value
      }
      return {
        id: str(c.id),
        name: str(fn.name) ?? '(unnamed)',
        args,
        server: false,
        where: `${where}.tool_calls[${k}]`,
      }
    })
  const actions = Array.isArray(extra.actions) ? extra.actions.filter(isRecord) : []
  if (actions.length > 0)
    return actions.map((a, k) => ({
      id: str(a.tool_call_id),
      name: 'bash',
      args: { command: str(a.command) ?? '' },
      server: false,
      where: `${where}.extra.actions[${k}]`,
    }))
  const command = FENCE.exec(textOf(m.content))?.[1]
  return command === undefined ? [] : [{ id: null, name: 'bash', args: { command }, server: false, where }]
}

function readMessages(
  list: readonly Rec[],
  notes: NoteCollector,
  responses: RecordedResponse[],
): RawMessage[] {
  const messages: RawMessage[] = []
  // A text-based answer's output comes back as the next user message: it answers the call still open.
  let open = false
  list.forEach((m, i) => {
    const where = `messages[${i}]`
    const extra = isRecord(m.extra) ? m.extra : {}
    const text = textOf(m.content)
    if (m.role === 'assistant') {
      const calls = callsOf(m, extra, where)
      messages.push({ role: 'assistant', text, calls, results: [], where, provider: null })
      responses.push({
        where,
        line: 0,
        usage: litellmUsage(isRecord(extra.response) ? extra.response.usage : null),
        batch: null,
      })
      open = calls.length > 0 && calls.every((c) => c.id === null)
      return
    }
    if (m.role === 'tool' || (m.role === 'user' && open && extra.interrupt_type === undefined)) {
      const result = {
        callId: str(m.tool_call_id),
        name: null,
        text,
        isError:
          extra.exception_info !== undefined && extra.exception_info !== null && extra.exception_info !== '',
        where,
      }
      messages.push({ role: 'tool', text: '', calls: [], results: [result], where, provider: null })
      open = false
      return
    }
    if (m.role === 'system' || m.role === 'user') {
      // A rejected answer (FormatError, a timeout) is the harness's message; its model call still cost tokens.
      if (extra.interrupt_type !== undefined && isRecord(extra.response))
        responses.push({
          where,
          line: 0,
          usage: litellmUsage(isRecord(extra.response) ? extra.response.usage : null),
          batch: null,
        })
      messages.push({ role: m.role, text, calls: [], results: [], where, provider: null })
      open = false
      return
    }
    notes.count(
      'left out',
      'mini-swe-agent:role',
      `${where} ${str(m.role) ?? '?'}`,
      (n, places) => `${plural(n, 'message')} of the harness's own (the run's exit): skipped (${places}).`,
    )
  })
  return messages
}

const isMessage = (v: unknown): v is Rec => isRecord(v) && typeof v.role === 'string'

/**
 * A mini-SWE-agent trajectory (`*.traj.json`: `{info, messages, trajectory_format: "mini-swe-agent-1…"}`), or its
 * bare `messages` list when an answer carries mini-SWE-agent's own ```` ```mswea_bash_command ```` block. Each
 * assistant message is one answer and one batch: its `tool_calls` (tool-call models, results as `tool` messages
 * by `tool_call_id`), else `extra.actions`, else the one fenced command (a call named `bash`, answered by the next
 * user message); `extra.response.usage` is its recorded usage. Source: SWE-agent/mini-swe-agent
 * src/minisweagent/models/litellm_model.py, models/utils/actions_text.py and actions_toolcall.py. Null when the
 * value is none of these.
 * @example findMiniSweAgent({ trajectory_format: 'mini-swe-agent-1.1', messages: [] })?.wrapper === 'mini-SWE-agent trajectory'
 */
export function findMiniSweAgent(value: unknown): Found | null {
  let list: unknown[] | null = null
  if (
    isRecord(value) &&
    /^mini-swe-agent/.test(str(value.trajectory_format) ?? '') &&
    Array.isArray(value.messages)
  )
    list = value.messages
  else if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(isMessage) &&
    value.some((m) => m.role === 'assistant' && textOf(m.content).includes('```mswea_bash_command'))
  )
    list = value
  if (list === null) return null
  const messages = list.filter(isMessage)
  const responses: RecordedResponse[] = []
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return {
    wrapper: 'mini-SWE-agent trajectory',
    exchanges: [
      {
        label: '',
        endpoint: null,
        read: (notes) => ({ provider: null, messages: readMessages(messages, notes, responses), tools: [] }),
      },
    ],
    recorded,
  }
}
