import { readJson } from './base/read-json.ts'
import type { ForeignJson } from './not-scenario.ts'
import { describeIssues, parseScenario } from './parse-scenario.ts'
import type { Scenario } from './scenario.ts'

/** `looksLike`: the JSON is not a scenario at all but seems to be a transcript, a tool list… (see `ForeignJson`). */
export type FileRead =
  | { ok: true; scenario: Scenario }
  | { ok: false; message: string; looksLike?: ForeignJson }

/**
 * Reads a scenario file's text: JSON (a leading byte-order mark allowed), then migrate, validate and fill
 * defaults. The message says what is wrong and where: a line and column, or the field's path.
 * @example readScenarioFile('{"a": x}') → { ok: false, message: "not valid JSON: Unexpected token 'x' (line 1, column 7)" }
 */
export function readScenarioFile(text: string): FileRead {
  const json = readJson(text)
  if (!json.ok) return { ok: false, message: json.message }
  return readScenarioValue(json.value)
}

/**
 * Reads a scenario file's parsed JSON: migrate, validate and fill defaults; the message names the field's path,
 * or says what the JSON looks like when it is no scenario at all.
 * @example readScenarioValue({ version: 2, batches: 'x' }).ok === false
 */
export function readScenarioValue(value: unknown): FileRead {
  const parsed = parseScenario(value)
  if (parsed.ok) return parsed
  if (parsed.looksLike !== undefined)
    return { ok: false, message: parsed.issues[0]?.message ?? 'not a scenario', looksLike: parsed.looksLike }
  return { ok: false, message: `invalid scenario: ${describeIssues(parsed.issues)}` }
}
