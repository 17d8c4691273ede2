import { isRecord } from '../base/is-record.ts'
import type { NoteCollector } from './notes.ts'

/** Part types whose `text` is what the model reads (OpenAI chat and Responses, Anthropic). */
const TEXT_PARTS = new Set(['text', 'input_text', 'output_text'])
/** Parts that are the model's own reasoning: known, kept out of the text, counted in one note. */
const REASONING_PARTS = new Set([
  'thinking',
  'redacted_thinking',
  'reasoning',
  'reasoning_text',
  'summary_text',
])

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The text of one part, or null when it carries none. */
function partText(part: unknown): string | null {
  if (typeof part === 'string') return part
  if (!isRecord(part)) return null
  if (TEXT_PARTS.has(String(part.type ?? 'text')) && typeof part.text === 'string') return part.text
  if (part.type === 'refusal' && typeof part.refusal === 'string') return part.refusal
  return null
}

/**
 * The text of a message's content: a string as it is; a list of parts (OpenAI `text` / `input_text` /
 * `output_text`, Anthropic `text` blocks) joined by newlines. Parts that carry no text (an image, a file, audio,
 * reasoning) are left out of the text and counted in one note each kind, never dropped in silence.
 * @example contentText([{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }], 'messages[0]', notes) === 'a\nb'
 */
export function contentText(
  content: unknown,
  where: string,
  notes: NoteCollector,
  /** Parts the caller reads itself (Anthropic's tool_use and tool_result blocks). */
  skip: (part: unknown) => boolean = () => false,
): string {
  if (typeof content === 'string') return content
  if (content === undefined || content === null) return ''
  if (!Array.isArray(content)) {
    notes.count(
      'unsupported block',
      'content:object',
      where,
      (n, places) =>
        `${plural(n, 'message')} with content that is neither text nor a list of parts: left out (${places}).`,
    )
    return ''
  }
  const texts: string[] = []
  content.forEach((part, i) => {
    if (skip(part)) return
    const text = partText(part)
    if (text !== null) {
      texts.push(text)
      return
    }
    const type = isRecord(part) && typeof part.type === 'string' ? part.type : typeof part
    const at = `${where}.content[${i}]`
    if (REASONING_PARTS.has(type))
      notes.count(
        'left out',
        `reasoning:${type}`,
        at,
        (n, places) =>
          `${plural(n, `${type} block`)} (the model's reasoning) left out of the text (${places}).`,
      )
    else
      notes.count(
        'unsupported block',
        `part:${type}`,
        at,
        (n, places) =>
          `${plural(n, `“${type}” part`)} ${n === 1 ? 'carries' : 'carry'} no text: left out (${places}).`,
      )
  })
  return texts.join('\n')
}

/**
 * A tool result's text: a string as it is; a list with text parts, those parts joined (others noted); any
 * other structured content (Anthropic's web search results, a code execution's stdout and return code, OpenAI's
 * tool search output) as compact JSON, which is what its size in the context is closest to.
 * @example resultText({ stdout: 'ok', return_code: 0 }, 'content[1]', notes) === '{"stdout":"ok","return_code":0}'
 */
export function resultText(content: unknown, where: string, notes: NoteCollector): string {
  if (typeof content === 'string') return content
  if (content === undefined || content === null) return ''
  if (Array.isArray(content) && content.some((p) => partText(p) !== null))
    return contentText(content, where, notes)
  return JSON.stringify(content) ?? ''
}
