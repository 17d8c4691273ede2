/**
 * The size of a request's tool list: schema chars and chars/4 tokens (seed 004), and the tool-count limits of
 * the clients that send it.
 */
import type { ClientId } from './choices.ts'
import { SELECTION_CHARS_PER_TOKEN } from './limits.ts'
import type { ToolSchemaInfo } from './schema.ts'

/**
 * The chars of a tool's schema when we have no real one: the Ollama-format JSON of its name, its description
 * (if given) and an empty object of parameters. A floor, not an estimate of a real tool.
 * @example estimatedSchemaChars('list_issues') === 108
 */
export function estimatedSchemaChars(name: string, description = ''): number {
  return EMPTY_SCHEMA_CHARS + jsonStringChars(name) + jsonStringChars(description)
}

const EMPTY_SCHEMA_CHARS =
  JSON.stringify({
    type: 'function',
    function: { name: '', description: '', parameters: { type: 'object', properties: {} } },
  }).length - 4

/** `JSON.stringify(s).length` without building the string when nothing needs escaping (a million names). */
const jsonStringChars = (s: string): number => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s).length
  }
  return s.length + 2
}

/** Seed 004's estimate: `ceil(chars / 4)` tokens. Labelled as an estimate wherever it is shown. */
export const approxTokens = (chars: number): number => Math.ceil(chars / SELECTION_CHARS_PER_TOKEN)

/** Schema chars by tool name: the given `schemaChars`, else the floor estimate. */
export function schemaCharsOf(
  schemas: readonly ToolSchemaInfo[],
): (name: string) => { chars: number; real: boolean } {
  const known = new Map<string, ToolSchemaInfo>()
  for (const s of schemas) if (!known.has(s.name)) known.set(s.name, s)
  return (name) => {
    const s = known.get(name)
    if (s?.schemaChars !== undefined) return { chars: s.schemaChars, real: true }
    return { chars: estimatedSchemaChars(name, s?.description), real: false }
  }
}

export interface ClientLimit {
  id: ClientId
  label: string
  /** `reject`: the whole request fails past `limit`; `truncate`: only the first `limit` are sent; `group`: tools
   * past `limit` are folded into groups the model must open first. */
  kind: 'none' | 'reject' | 'truncate' | 'group'
  limit: number
}

/** Issue 4's client limits; each limit counts every tool in the request, the meta tool included. */
export const CLIENT_LIMITS: Record<ClientId, ClientLimit> = {
  none: { id: 'none', label: 'No client limit', kind: 'none', limit: 0 },
  'openai-128': {
    id: 'openai-128',
    label: 'OpenAI API: rejects more than 128 tools',
    kind: 'reject',
    limit: 128,
  },
  'first-40': {
    id: 'first-40',
    label: 'IDE client: sends only the first 40',
    kind: 'truncate',
    limit: 40,
  },
  'first-80': {
    id: 'first-80',
    label: 'IDE client: sends only the first 80',
    kind: 'truncate',
    limit: 80,
  },
  'group-64': { id: 'group-64', label: 'IDE client: groups tools past 64', kind: 'group', limit: 64 },
}

export interface ClientOutcome {
  /** Tools in the request. */
  requested: number
  /** Tools the model sees individually. */
  sent: number
  /** The request is refused outright (OpenAI, past 128). */
  rejected: boolean
  /** Tools the model would not see directly (dropped, or folded into a group), in list order; at most 500. */
  dropped: string[]
  droppedCount: number
}

const SHOWN = 500

/**
 * What a client does with a tool list of `names`.
 * @example applyClientLimit(Array(130).fill('t'), CLIENT_LIMITS['openai-128']).rejected === true
 */
export function applyClientLimit(names: readonly string[], client: ClientLimit): ClientOutcome {
  const requested = names.length
  if (client.kind === 'none' || requested <= client.limit) {
    return { requested, sent: requested, rejected: false, dropped: [], droppedCount: 0 }
  }
  if (client.kind === 'reject') {
    return { requested, sent: 0, rejected: true, dropped: names.slice(0, SHOWN), droppedCount: requested }
  }
  const dropped = names.slice(client.limit, client.limit + SHOWN)
  return { requested, sent: client.limit, rejected: false, dropped, droppedCount: requested - client.limit }
}
