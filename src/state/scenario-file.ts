import { describeIssues, parseScenario, type Scenario } from '../engine/index.ts'

/** Size past which a file is refused before parsing: far above any real scenario, below what hangs a tab. */
export const MAX_FILE_CHARS = 200 * 1024 * 1024

/**
 * Reads a scenario file's text: JSON, then migrate and validate. The message says what is wrong and where
 * (JSON position, or the field path).
 */
export function readScenarioFile(
  text: string,
): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  if (text.length > MAX_FILE_CHARS)
    return { ok: false, message: `the file is over ${MAX_FILE_CHARS / 1024 / 1024} MB` }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  const parsed = parseScenario(json)
  return parsed.ok ? parsed : { ok: false, message: `not a valid scenario: ${describeIssues(parsed.issues)}` }
}

/** A scenario as a file's text: pretty JSON, the same form the CLI reads. */
export function writeScenarioFile(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`
}
