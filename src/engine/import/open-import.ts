import { isRecord } from '../is-record.ts'
import { describeIssues, parseScenario } from '../parse-scenario.ts'
import { readJson } from '../read-json.ts'
import type { Scenario } from '../scenario.ts'
import { readScenarioFile } from '../scenario-file.ts'
import type { Selection } from '../selection/schema.ts'
import { readImport } from './read-import.ts'
import { scenarioFromImport } from './to-scenario.ts'
import { importIntoSelection, type SelectionImport } from './to-selection.ts'
import type { Imported } from './types.ts'

/** What the page (through the worker) or the CLI asks of the import layer. */
export type ImportRequest =
  /** Open a file or a paste as the scenario: a scenario file as itself, anything else imported over `base`. */
  | { kind: 'import'; text: string; name?: string; base: Scenario }
  /** Tool selection's import box: a tool list, a transcript's offered tools or a category map into `selection`. */
  | { kind: 'selection'; text: string; selection: Selection }

export type ImportAnswer =
  /** A scenario file, migrated and filled with defaults. */
  | { kind: 'ok'; scenario: Scenario }
  /** A transcript, tool list or category map laid over the base scenario. */
  | { kind: 'imported'; scenario: Scenario; what: Imported['kind']; summary: string; notes: string[] }
  | { kind: 'selection'; result: SelectionImport }
  | { kind: 'error'; message: string; line?: number }

/** A scenario file (or one made by an older app): a JSON object with a numeric `version` and no messages. */
function looksLikeScenario(text: string): boolean {
  const head = text.trimStart()
  if (head[0] !== '{') return false
  const json = readJson(text)
  return (
    json.ok && isRecord(json.value) && typeof json.value.version === 'number' && !('messages' in json.value)
  )
}

/**
 * Opens what a person dropped, pasted or passed to the CLI: a scenario file as the scenario it opens to (migrated,
 * defaults filled), or a transcript, recording, tool list or category map read by the import layer and laid over
 * `base` (see `scenarioFromImport`), validated like any scenario. Also Tool selection's import box. Never throws.
 * @example openImport({ kind: 'import', text: '[{"role": "user", "content": "hi"}]', base: defaultScenario() }).kind === 'imported'
 */
export function openImport(request: ImportRequest): ImportAnswer {
  if (request.kind === 'selection')
    return { kind: 'selection', result: importIntoSelection(request.text, request.selection) }
  const { text, name, base } = request
  if (looksLikeScenario(text)) {
    const read = readScenarioFile(text)
    return read.ok ? { kind: 'ok', scenario: read.scenario } : { kind: 'error', message: read.message }
  }
  const read = readImport(text)
  if (!read.ok)
    return {
      kind: 'error',
      message: `not a scenario, transcript, recording or tool list: ${read.error.message}`,
      ...(read.error.line === undefined ? {} : { line: read.error.line }),
    }
  const made = scenarioFromImport(read.value, base, name)
  const valid = parseScenario(made.scenario)
  if (!valid.ok)
    return { kind: 'error', message: `the imported scenario is invalid: ${describeIssues(valid.issues)}` }
  return {
    kind: 'imported',
    scenario: valid.scenario,
    what: read.value.kind,
    summary: read.value.summary,
    notes: [...read.value.notes.map((n) => n.message), ...made.notes],
  }
}
