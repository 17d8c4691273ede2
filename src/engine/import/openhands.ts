import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import { readJson } from '../base/read-json.ts'
import type { Found } from './found.ts'
import type { NoteCollector } from './notes.ts'
import type { RawCall, RawMessage } from './raw.ts'
import { litellmUsage, type Recorded, type RecordedResponse } from './recorded.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** An event's `tool_call_metadata`, when it has one with a model response (what ties it to a model call). */
function metadataOf(e: Rec): { name: string; callId: string; response: Rec; responseId: string } | null {
  const m = e.tool_call_metadata
  if (!isRecord(m) || !isRecord(m.model_response)) return null
  const response = m.model_response
  return {
    name: str(m.function_name) ?? '(unnamed)',
    callId: str(m.tool_call_id) ?? '',
    response,
    // A response without an id is its own answer: keyed by the call, so calls of different answers never merge.
    responseId: str(response.id) ?? `call:${str(m.tool_call_id) ?? ''}`,
  }
}

/** The arguments the model gave the call, from its response's `tool_calls` (JSON text), else the action's `args`. */
function argsOf(response: Rec, callId: string, action: Rec): unknown {
  const choices = Array.isArray(response.choices) ? response.choices : []
  const message = isRecord(choices[0]) && isRecord(choices[0].message) ? choices[0].message : {}
  const calls = Array.isArray(message.tool_calls) ? message.tool_calls.filter(isRecord) : []
  const fn = calls.find((c) => c.id === callId)?.function
  const text = isRecord(fn) ? str(fn.arguments) : null
  if (text !== null) {
    const read = readJson(text)
    return read.ok ? read.value : text
  }
  return action.args ?? {}
}

/** The assistant text of a model response (its first choice's `content`). */
function responseText(response: Rec): string {
  const choices = Array.isArray(response.choices) ? response.choices : []
  const message = isRecord(choices[0]) && isRecord(choices[0].message) ? choices[0].message : {}
  return str(message.content) ?? ''
}

const isEvent = (v: unknown): v is Rec => isRecord(v) && ('action' in v || 'observation' in v)

function readEvents(
  events: readonly Rec[],
  notes: NoteCollector,
  responses: RecordedResponse[],
): RawMessage[] {
  // Every action of one model response, wherever its observations fall between them: one answer, one batch.
  const actionsOf = new Map<string, { at: number; calls: RawCall[] }>()
  events.forEach((e, i) => {
    const meta = 'action' in e ? metadataOf(e) : null
    if (!meta) return
    const group = actionsOf.get(meta.responseId) ?? { at: i, calls: [] }
    group.calls.push({
      id: meta.callId || null,
      name: meta.name,
      args: argsOf(meta.response, meta.callId, e),
      server: false,
      where: `[${i}]`,
    })
    actionsOf.set(meta.responseId, group)
  })
  const messages: RawMessage[] = []
  events.forEach((e, i) => {
    const where = `[${i}]`
    const meta = metadataOf(e)
    if ('action' in e) {
      if (meta) {
        const group = actionsOf.get(meta.responseId)
        if (group?.at !== i) return
        messages.push({
          role: 'assistant',
          text: responseText(meta.response),
          calls: group.calls,
          results: [],
          where,
          provider: null,
        })
        responses.push({ where, line: 0, usage: litellmUsage(meta.response.usage), batch: null })
        return
      }
      const args = isRecord(e.args) ? e.args : {}
      const text = str(args.content) ?? str(e.message) ?? ''
      if (e.action === 'message' || e.action === 'system') {
        const role = e.action === 'system' ? 'system' : e.source === 'user' ? 'user' : 'assistant'
        messages.push({ role, text, calls: [], results: [], where, provider: null })
        return
      }
    } else if (meta) {
      messages.push({
        role: 'tool',
        text: '',
        calls: [],
        results: [
          {
            callId: meta.callId || null,
            name: meta.name,
            text: str(e.content) ?? '',
            isError: e.observation === 'error',
            where,
          },
        ],
        where,
        provider: null,
      })
      return
    }
    notes.count(
      'left out',
      'openhands:event',
      `${where} ${str(e.action) ?? str(e.observation) ?? ''}`.trim(),
      (n, places) =>
        `${plural(n, 'event')} not from a model call (agent state changes, the environment's own actions and observations): skipped (${places}).`,
    )
  })
  return messages
}

/**
 * An OpenHands event log (a trajectory as `save_trajectory_path` or the API's `/events` writes it): an array of
 * actions and observations, each tied to its model call by `tool_call_metadata` (`function_name`,
 * `tool_call_id`, `model_response`: the litellm response with its `tool_calls` and `usage`). The actions of one
 * `model_response.id` are one answer and one batch, however their observations interleave; an observation
 * answers its call by `tool_call_id` (an `error` observation is an error result); `message` actions are the
 * conversation; events with no model call (agent state changes) are counted in a note. Usage is kept once per
 * response. Source: All-Hands-AI/OpenHands openhands/events/serialization/event.py and
 * openhands/events/tool.py. Null when the value is no such log.
 * @example findOpenHands([{ id: 1, action: 'run', tool_call_metadata: { function_name: 'execute_bash', tool_call_id: 'a', model_response: { id: 'r' } } }])?.wrapper === 'OpenHands event log'
 */
export function findOpenHands(value: unknown): Found | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isEvent)) return null
  if (!value.some((e) => metadataOf(e) !== null)) return null
  const events = value
  const responses: RecordedResponse[] = []
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return {
    wrapper: 'OpenHands event log',
    exchanges: [
      {
        label: '',
        endpoint: null,
        read: (notes) => ({ provider: null, messages: readEvents(events, notes, responses), tools: [] }),
      },
    ],
    recorded,
  }
}
