import { isRecord } from '../base/is-record.ts'
import { plural } from '../base/plural.ts'
import type { NoteCollector } from './notes.ts'
import type { RawMessage, RawResult } from './raw.ts'

type Rec = Record<string, unknown>
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * Whether a value is a Gemini API `Content`: `{role: "user" | "model", parts: [...]}`, each part one of `text`,
 * `functionCall`, `functionResponse`, `inlineData`, ….
 * @example isGeminiContent({ role: 'model', parts: [{ functionCall: { name: 'ls', args: {} } }] }) === true
 */
export const isGeminiContent = (v: unknown): v is Rec =>
  isRecord(v) && Array.isArray(v.parts) && (v.role === undefined || v.role === 'user' || v.role === 'model')

/** A function's response as the model reads it: its `output` (or `error`) text, else the response as JSON. */
export function responseText(response: unknown): { text: string; isError: boolean } {
  if (!isRecord(response)) return { text: typeof response === 'string' ? response : '', isError: false }
  if (typeof response.output === 'string') return { text: response.output, isError: false }
  if (typeof response.error === 'string') return { text: response.error, isError: true }
  return { text: JSON.stringify(response) ?? '', isError: 'error' in response }
}

/** A `PartUnion`: a part, or a bare string standing for a text part. */
const partOf = (p: unknown): unknown => (typeof p === 'string' ? { text: p } : p)

/**
 * The parts of a `PartListUnion` (a string, one part, or a list of parts and strings) as a list of parts. Strings
 * inside the list are text parts too (`PartUnion = Part | string`): a recorded `result: ["…"]` keeps its text.
 */
export const partsOf = (content: unknown): unknown[] =>
  Array.isArray(content) ? content.map(partOf) : content || content === '' ? [partOf(content)] : []

/** One list of parts read: its text, calls and results; thoughts and parts with no text counted in notes. */
export function readParts(
  parts: readonly unknown[],
  where: string,
  notes: NoteCollector,
): Omit<RawMessage, 'role' | 'where' | 'provider'> {
  const texts: string[] = []
  const calls: RawMessage['calls'] = []
  const results: RawResult[] = []
  parts.forEach((p, i) => {
    const at = `${where}.parts[${i}]`
    if (!isRecord(p)) return
    if (typeof p.text === 'string' && p.thought !== true) texts.push(p.text)
    else if (p.thought === true)
      notes.count(
        'left out',
        'gemini:thought',
        at,
        (n, places) =>
          `${plural(n, 'thought part')} (the model's reasoning) left out of the text (${places}).`,
      )
    else if (isRecord(p.functionCall)) {
      const fc = p.functionCall
      calls.push({
        id: str(fc.id),
        name: str(fc.name) ?? '(unnamed)',
        args: fc.args ?? {},
        server: false,
        where: at,
      })
    } else if (isRecord(p.functionResponse)) {
      const fr = p.functionResponse
      results.push({ callId: str(fr.id), name: str(fr.name), ...responseText(fr.response), where: at })
    } else {
      const kind = Object.keys(p)[0] ?? 'empty'
      notes.count(
        'unsupported block',
        `gemini:${kind}`,
        at,
        (n, places) =>
          `${plural(n, `“${kind}” part`)} ${n === 1 ? 'carries' : 'carry'} no text: left out (${places}).`,
      )
    }
  })
  return { text: texts.join('\n'), calls, results }
}

/**
 * A Gemini API conversation (`Content[]`, as Gemini CLI's `/chat save` writes it, and `contents` of a
 * `generateContent` request): a `model` content's `functionCall` parts are one answer's calls, a `user` content's
 * `functionResponse` parts their results (matched by id, or by name when the ids are absent).
 * @example readGeminiContents([{ role: 'model', parts: [{ functionCall: { name: 'ls', args: {} } }] }], 'history', notes)[0]?.calls.length === 1
 */
export function readGeminiContents(
  contents: readonly unknown[],
  where: string,
  notes: NoteCollector,
): RawMessage[] {
  return contents.flatMap((c, i): RawMessage[] => {
    const at = `${where}[${i}]`
    if (!isGeminiContent(c)) {
      notes.add({
        kind: 'unknown role',
        where: at,
        message: `The item at ${at} is no Gemini content (role and parts): left out.`,
      })
      return []
    }
    const read = readParts(c.parts as unknown[], at, notes)
    const role =
      c.role === 'model' ? 'assistant' : read.results.length > 0 && read.text === '' ? 'tool' : 'user'
    return [{ role, ...read, where: at, provider: 'gemini' }]
  })
}
