import { describeIssues, parseScenario } from './parse-scenario.ts'
import { readJson } from './read-json.ts'
import type { Scenario } from './scenario.ts'

export type FileRead = { ok: true; scenario: Scenario } | { ok: false; message: string }

/**
 * Reads a scenario file's text: JSON (a leading byte-order mark allowed), then migrate, validate and fill
 * defaults. The message says what is wrong and where: a line and column, or the field's path.
 * @example readScenarioFile('{"a": x}') → { ok: false, message: "not valid JSON: Unexpected token 'x' (line 1, column 7)" }
 */
export function readScenarioFile(text: string): FileRead {
  const json = readJson(text)
  if (!json.ok) return json
  return readScenarioValue(json.value)
}

/**
 * Reads a scenario file's parsed JSON: migrate, validate and fill defaults; the message names the field's path.
 * @example readScenarioValue({ version: 2, batches: 'x' }).ok === false
 */
export function readScenarioValue(value: unknown): FileRead {
  const parsed = parseScenario(value)
  return parsed.ok ? parsed : { ok: false, message: `invalid scenario: ${describeIssues(parsed.issues)}` }
}
