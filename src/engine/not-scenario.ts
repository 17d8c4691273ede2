import { isRecord } from './base/is-record.ts'

/**
 * What a JSON value that is not a scenario looks like, so a message can say what the file is, and so a caller
 * can offer to import it (`engine/import/` reads transcripts and tool lists; this only recognises them):
 * `transcript` (OpenAI or Anthropic chat messages, bare or as a request's `messages`), `tool-list` (OpenAI,
 * Anthropic or MCP tool definitions), `other` (anything else, such as a tsconfig).
 */
export type ForeignJson = 'transcript' | 'tool-list' | 'other'

/** A value that is not a scenario: what it looks like, and one sentence saying so (without a trailing period). */
export interface NotScenario {
  looksLike: ForeignJson
  message: string
}

const SCENARIO_WORDS = 'a scenario has version, batches, tools…'
const list = (keys: readonly string[]) =>
  keys
    .slice(0, 6)
    .map((k) => JSON.stringify(k.slice(0, 40)))
    .join(', ') + (keys.length > 6 ? `, … (${keys.length} keys)` : '')

const isMessage = (v: unknown) => isRecord(v) && typeof v.role === 'string'
const isTool = (v: unknown) =>
  isRecord(v) &&
  ((v.type === 'function' && (isRecord(v.function) || 'parameters' in v)) ||
    (typeof v.name === 'string' && ('input_schema' in v || 'inputSchema' in v)))

function recognise(value: unknown): { looksLike: ForeignJson; what: string } | null {
  const items = Array.isArray(value) ? value.slice(0, 20) : null
  if (items !== null && items.length > 0 && items.every(isMessage))
    return { looksLike: 'transcript', what: 'a chat transcript (an array of messages with "role")' }
  if (isRecord(value) && Array.isArray(value.messages) && value.messages.slice(0, 20).every(isMessage))
    return { looksLike: 'transcript', what: 'a chat request or transcript (an object with "messages")' }
  if (items !== null && items.length > 0 && items.every(isTool))
    return { looksLike: 'tool-list', what: 'a list of tool definitions' }
  const tools = isRecord(value) ? (isRecord(value.result) ? value.result.tools : value.tools) : undefined
  if (Array.isArray(tools) && tools.length > 0 && tools.slice(0, 20).every(isTool))
    return { looksLike: 'tool-list', what: 'a list of tool definitions (an object with "tools")' }
  return null
}

/**
 * Why `value` (parsed JSON, before migration) is not a scenario, or null when it may be one: not an object, a
 * transcript or tool list, an object none of whose keys a scenario has, or one with keys a scenario does not have
 * (`known`: a scenario's top-level keys in any version). An empty object is a scenario (all defaults).
 * @example notAScenario({ compilerOptions: {} }, ['version']).message === 'this JSON is not a scenario: none of its keys ("compilerOptions") is a scenario\'s (a scenario has version, batches, tools…)'
 */
export function notAScenario(value: unknown, known: readonly string[]): NotScenario | null {
  const seen = recognise(value)
  if (seen !== null)
    return { looksLike: seen.looksLike, message: `this JSON is ${seen.what}, not a scenario` }
  if (!isRecord(value)) {
    const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`
    return {
      looksLike: 'other',
      message: `this JSON is ${what}, not a scenario (a scenario is a JSON object)`,
    }
  }
  const keys = Object.keys(value)
  const unknown = keys.filter((k) => !known.includes(k))
  if (unknown.length === 0) return null
  if (unknown.length === keys.length)
    return {
      looksLike: 'other',
      message: `this JSON is not a scenario: none of its keys (${list(keys)}) is a scenario's (${SCENARIO_WORDS})`,
    }
  return {
    looksLike: 'other',
    message: `unknown top-level ${unknown.length === 1 ? 'key' : 'keys'} ${list(unknown)} (${SCENARIO_WORDS}; a misspelt key would be ignored, so it is refused)`,
  }
}
