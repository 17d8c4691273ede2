import { describeJsonError } from './json-error.ts'
import { describeIssues, parseScenario } from './parse-scenario.ts'
import type { Scenario } from './scenario.ts'

export type FileRead = { ok: true; scenario: Scenario } | { ok: false; message: string }

/**
 * Reads a scenario file's text: JSON (a leading byte-order mark allowed), then migrate, validate and fill
 * defaults. The message says what is wrong and where: a line and column, or the field's path.
 * @example readScenarioFile('{"a": x}') → { ok: false, message: "not valid JSON: Unexpected token 'x' (line 1, column 7)" }
 */
export function readScenarioFile(text: string): FileRead {
  // A file saved with a byte-order mark is still JSON to its author; JSON.parse rejects the mark.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return { ok: false, message: describeJsonError(error, body) }
  }
  const parsed = parseScenario(value)
  return parsed.ok ? parsed : { ok: false, message: `invalid scenario: ${describeIssues(parsed.issues)}` }
}
