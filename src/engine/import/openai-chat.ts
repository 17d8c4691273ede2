import { isRecord } from '../base/is-record.ts'
import { contentText, resultText } from './content.ts'
import type { NoteCollector } from './notes.ts'
import type { RawCall, RawMessage } from './raw.ts'
import type { Provider } from './types.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * The calls of an OpenAI Chat Completions assistant message: `tool_calls` (`function` with a JSON-string
 * `arguments`, or `custom` with an `input`), Ollama's id-less calls whose `arguments` is an object, and the
 * legacy single `function_call`. A call without a name is noted and left out.
 */
function callsOf(m: Rec, where: string, notes: NoteCollector): { calls: RawCall[]; ollama: boolean } {
  const calls: RawCall[] = []
  let ollama = false
  const list = Array.isArray(m.tool_calls) ? m.tool_calls : []
  list.forEach((c, i) => {
    const at = `${where}.tool_calls[${i}]`
    const fn = isRecord(c) ? (isRecord(c.function) ? c.function : isRecord(c.custom) ? c.custom : null) : null
    const name = fn ? str(fn.name) : null
    if (!isRecord(c) || !fn || name === null) {
      notes.add({
        kind: 'unsupported block',
        where: at,
        message: `A tool call at ${at} has no function name: left out.`,
      })
      return
    }
    const id = str(c.id)
    if (id === null && typeof fn.arguments === 'object') ollama = true
    calls.push({ id: id === '' ? null : id, name, args: fn.arguments ?? fn.input, server: false, where: at })
  })
  if (isRecord(m.function_call) && str(m.function_call.name) !== null) {
    calls.push({
      id: null,
      name: m.function_call.name as string,
      args: m.function_call.arguments,
      server: false,
      where: `${where}.function_call`,
    })
  }
  return { calls, ollama }
}

/** Where OpenAI-compatible servers put the model's reasoning: DeepSeek and vLLM, OpenRouter, Ollama. */
const REASONING_FIELDS = ['reasoning_content', 'reasoning', 'thinking'] as const

/** Reasoning beside an assistant message's content is not what the tools budget: counted in one note. */
function noteReasoning(m: Rec, where: string, notes: NoteCollector) {
  for (const field of REASONING_FIELDS)
    if (typeof m[field] === 'string' && m[field] !== '')
      notes.count(
        'left out',
        `reasoning-field:${field}`,
        where,
        (n, places) =>
          `The “${field}” of ${n} message${n === 1 ? '' : 's'} (the model's reasoning) left out of the text (${places}).`,
      )
}

/**
 * Reads one OpenAI Chat Completions message (also Ollama's `/api/chat` dialect, whose calls have no ids and
 * whose `tool` messages may name the tool): `system` and `developer` are the system prompt; an `assistant`
 * message carries its calls; a `tool` (or legacy `function`) message is a result, matched by `tool_call_id`.
 * An unknown role is noted and the message left out (null).
 * @example readChatMessage({ role: 'tool', tool_call_id: 'c1', content: 'ok' }, 'messages[2]', notes)?.results[0]?.callId === 'c1'
 */
export function readChatMessage(m: Rec, where: string, notes: NoteCollector): RawMessage | null {
  const role = str(m.role)
  const text = () => contentText(m.content, where, notes)
  switch (role) {
    case 'system':
    case 'developer':
    case 'user':
      return {
        role: role === 'user' ? 'user' : 'system',
        text: text(),
        calls: [],
        results: [],
        where,
        provider: role === 'developer' ? 'openai-chat' : null,
      }
    case 'assistant': {
      const { calls, ollama } = callsOf(m, where, notes)
      noteReasoning(m, where, notes)
      const provider: Provider | null = ollama ? 'ollama' : calls.length > 0 ? 'openai-chat' : null
      return { role: 'assistant', text: text(), calls, results: [], where, provider }
    }
    case 'tool':
    case 'function': {
      const callId = str(m.tool_call_id)
      const name = str(m.tool_name) ?? str(m.name)
      // Only Ollama names the tool on a result; a result without an id could be either's.
      const provider: Provider | null =
        typeof m.tool_name === 'string' ? 'ollama' : callId === null ? null : 'openai-chat'
      return {
        role: 'tool',
        text: '',
        calls: [],
        results: [{ callId, name, text: resultText(m.content, where, notes), isError: false, where }],
        where,
        provider,
      }
    }
    default:
      notes.add({
        kind: 'unknown role',
        where,
        message: `The message at ${where} has ${role === null ? 'no role' : `the role “${role.slice(0, 40)}”`} (expected system, developer, user, assistant or tool): left out.`,
      })
      return null
  }
}
