import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import type { Found } from './found.ts'
import type { NoteCollector } from './notes.ts'
import type { RawMessage, RawResult } from './raw.ts'
import { type Recorded, type RecordedResponse, type RecordedUsage, tokens } from './recorded.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** An observation's content: text as it is, a list of text parts joined, anything else as JSON. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content) && content.every((p) => isRecord(p) && typeof p.text === 'string'))
    return content.map((p) => (p as Rec).text as string).join('\n')
  return content === undefined || content === null ? '' : (JSON.stringify(content) ?? '')
}

/** ATIF's `MetricsSchema`: `prompt_tokens` counts the cached part (`cached_tokens`), as ours does. */
function usageOf(m: unknown): RecordedUsage | null {
  if (!isRecord(m) || !('prompt_tokens' in m || 'completion_tokens' in m)) return null
  const extra = isRecord(m.extra) ? m.extra : {}
  return {
    input: tokens(m.prompt_tokens),
    output: tokens(m.completion_tokens),
    cacheRead: tokens(m.cached_tokens),
    cacheWrite: tokens(extra.cache_creation_input_tokens),
    reasoning: 'reasoning_tokens' in extra ? tokens(extra.reasoning_tokens) : null,
  }
}

function readSteps(
  steps: readonly unknown[],
  notes: NoteCollector,
  responses: RecordedResponse[],
): RawMessage[] {
  const messages: RawMessage[] = []
  steps.forEach((s, i) => {
    const where = `steps[${i}]`
    if (!isRecord(s)) return
    const text = str(s.message) ?? contentText(s.message)
    if (s.source !== 'agent') {
      messages.push({
        role: s.source === 'system' ? 'system' : 'user',
        text,
        calls: [],
        results: [],
        where,
        provider: null,
      })
      return
    }
    const calls = (Array.isArray(s.tool_calls) ? s.tool_calls : []).filter(isRecord).map((c, k) => ({
      id: str(c.tool_call_id),
      name: str(c.function_name) ?? '(unnamed)',
      args: c.arguments ?? {},
      server: false,
      where: `${where}.tool_calls[${k}]`,
    }))
    if (typeof s.reasoning_content === 'string' && s.reasoning_content !== '')
      notes.count(
        'left out',
        'atif:reasoning',
        where,
        (n, places) =>
          `${plural(n, 'reasoning_content')} (the model's reasoning) left out of the text (${places}).`,
      )
    messages.push({ role: 'assistant', text, calls, results: [], where, provider: null })
    const observation =
      isRecord(s.observation) && Array.isArray(s.observation.results) ? s.observation.results : []
    const results: RawResult[] = []
    observation.forEach((r, k) => {
      if (!isRecord(r)) return
      const at = `${where}.observation.results[${k}]`
      if (r.subagent_trajectory_ref !== undefined)
        notes.count(
          'left out',
          'atif:subagent',
          at,
          (n, places) =>
            `${plural(n, 'result')} delegated to a sub-agent (subagent_trajectory_ref): its own trajectory is not in this file (${places}).`,
        )
      results.push({
        callId: str(r.source_call_id),
        name: null,
        text: contentText(r.content),
        isError: false,
        where: at,
      })
    })
    if (results.length > 0)
      messages.push({ role: 'tool', text: '', calls: [], results, where, provider: null })
    responses.push({ where, line: 0, usage: usageOf(s.metrics), batch: null })
  })
  return messages
}

/**
 * An ATIF trajectory (Harbor's Agent Trajectory Interchange Format, `schema_version: "ATIF-v1.x"`): each `agent`
 * step is one LLM turn — its `tool_calls` (`tool_call_id`, `function_name`, `arguments`) one batch, its
 * `observation.results` (by `source_call_id`) their results, its `metrics` (`prompt_tokens` with `cached_tokens`
 * inside, `completion_tokens`) its usage; `system` and `user` steps are the conversation. A result handed to a
 * sub-agent (`subagent_trajectory_ref`) is named in a note. Source: harbor docs/rfcs/0001-trajectory-format.md.
 * Null when the value is no ATIF trajectory.
 * @example findAtif({ schema_version: 'ATIF-v1.4', steps: [] })?.wrapper === 'ATIF trajectory'
 */
export function findAtif(value: unknown): Found | null {
  if (!isRecord(value) || !/^ATIF-v/i.test(str(value.schema_version) ?? '') || !Array.isArray(value.steps))
    return null
  const steps = value.steps
  const responses: RecordedResponse[] = []
  const recorded: Recorded = { responses, compactions: [], contextWindow: null }
  return {
    wrapper: 'ATIF trajectory',
    exchanges: [
      {
        label: '',
        endpoint: null,
        read: (notes) => ({ provider: null, messages: readSteps(steps, notes, responses), tools: [] }),
      },
    ],
    recorded,
  }
}
