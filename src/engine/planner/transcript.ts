import { isRecord } from '../is-record.ts'
import type { Action } from './log-types.ts'

/** Which message format a tool call was found in. */
export type TranscriptFlavor = 'anthropic' | 'openai-chat' | 'openai-responses'

interface Found {
  id: string | null
  tool: string
  args: unknown
  flavor: TranscriptFlavor
  /** Offset in the text of the call's id (or name), for its line number. */
  at: number
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

function callOf(o: Record<string, unknown>): Omit<Found, 'at'> | null {
  const type = o.type
  if ((type === 'tool_use' || type === 'server_tool_use') && str(o.name)) {
    return { id: str(o.id), tool: o.name as string, args: o.input, flavor: 'anthropic' }
  }
  // A chat tool call has `function.arguments`; a tool definition has `function.parameters` instead.
  const fn = o.function
  if (type === 'function' && isRecord(fn) && str(fn.name) && typeof fn.arguments === 'string') {
    return { id: str(o.id), tool: fn.name as string, args: fn.arguments, flavor: 'openai-chat' }
  }
  if (type === 'function_call' && str(o.name)) {
    return {
      id: str(o.call_id) ?? str(o.id),
      tool: o.name as string,
      args: o.arguments,
      flavor: 'openai-responses',
    }
  }
  if (type === 'tool_search_call') {
    return {
      id: str(o.call_id) ?? str(o.id),
      tool: 'tool_search',
      args: o.arguments,
      flavor: 'openai-responses',
    }
  }
  return null
}

/** One line of a call's arguments: `{}` and empty say nothing; long ones end with an ellipsis. */
export function describeArgs(args: unknown): string {
  let text = ''
  if (typeof args === 'string') {
    try {
      text = JSON.stringify(JSON.parse(args))
    } catch {
      text = args
    }
  } else if (args !== undefined) text = JSON.stringify(args) ?? ''
  text = text.replace(/\s+/g, ' ').trim()
  if (text === '{}' || text === '""' || text === 'null') return ''
  return text.length > 100 ? `${text.slice(0, 99)}…` : text
}

/**
 * Every tool call in a transcript of OpenAI (chat `tool_calls`, Responses `function_call` items) or Anthropic
 * (`tool_use`, `server_tool_use` blocks) messages, in document order, each id once: a recording repeats the
 * history in every request, and a call is one invocation however often it is quoted. A call is failed when an
 * Anthropic `tool_result` for its id says `is_error: true` (OpenAI results carry no error flag).
 * Any JSON shape is walked: a bare messages array, a request body, an HTTP snapshot, a list of recordings.
 */
export function transcriptActions(
  value: unknown,
  text: string,
  lineAt: (offset: number) => number,
): { actions: Action[]; flavors: TranscriptFlavor[] } {
  const found: Found[] = []
  const seen = new Set<string>()
  const failed = new Set<string>()
  const flavors = new Set<TranscriptFlavor>()
  let cursor = 0
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i])
      continue
    }
    if (!isRecord(v)) continue
    const call = callOf(v)
    if (call) {
      if (call.id === null || !seen.has(call.id)) {
        if (call.id !== null) seen.add(call.id)
        const key = JSON.stringify(call.id ?? call.tool)
        const at = text.indexOf(key, cursor)
        if (at >= 0) cursor = at
        found.push({ ...call, at: at >= 0 ? at : cursor })
        flavors.add(call.flavor)
      }
      continue
    }
    if (v.type === 'tool_result' && v.is_error === true && str(v.tool_use_id))
      failed.add(v.tool_use_id as string)
    const values = Object.values(v)
    for (let i = values.length - 1; i >= 0; i--) stack.push(values[i])
  }
  const actions = found.map((f): Action => {
    const args = describeArgs(f.args)
    return {
      line: lineAt(f.at),
      tool: f.tool,
      description: args ? `${f.tool} ${args}` : f.tool,
      failed: f.id !== null && failed.has(f.id),
    }
  })
  return { actions, flavors: [...flavors] }
}
