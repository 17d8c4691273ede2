import { readJson } from '../base/read-json.ts'
import { readImport } from '../import/read-import.ts'
import { importIntoSelection, type SelectionImport } from '../import/to-selection.ts'
import type { Imported } from '../import/types.ts'
import { describeIssues, parseScenario } from '../parse-scenario.ts'
import type { Scenario } from '../scenario.ts'
import type { Selection } from '../selection/schema.ts'
import { scenarioFromImport } from './to-scenario.ts'

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
  | {
      kind: 'imported'
      scenario: Scenario
      what: Imported['kind']
      summary: string
      notes: string[]
      /** What the import replaces, one line per part of the scenario, for a person to confirm. */
      changes: string[]
    }
  | { kind: 'selection'; result: SelectionImport }
  | { kind: 'error'; message: string; line?: number }

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
  const json = /^\s*[[{]/.test(text) ? readJson(text) : null
  // JSON refused whatever it is (nested too deep, a number past a double): the scenario reader names the field.
  if (json && !json.ok && json.kind !== 'syntax') return { kind: 'error', message: json.message }
  let foreign: string | null = null
  if (json?.ok) {
    // A scenario file, or one with a problem, opens (or fails) as a scenario; JSON that is no scenario is imported.
    const parsed = parseScenario(json.value)
    if (parsed.ok) return { kind: 'ok', scenario: parsed.scenario }
    if (parsed.looksLike === undefined)
      return { kind: 'error', message: `invalid scenario: ${describeIssues(parsed.issues)}` }
    foreign = parsed.issues[0]?.message ?? 'this JSON is not a scenario'
  }
  const read = readImport(text)
  if (!read.ok) {
    const line = read.error.line === undefined ? {} : { line: read.error.line }
    // A file refused for its size (its bodies inflate past the file's budget) or for being binary is that,
    // whatever its shape: its sentence says so, one short line.
    if (read.error.kind === 'too large' || read.error.kind === 'binary')
      return { kind: 'error', message: read.error.message, ...line }
    // JSON that is none of these: the scenario reader says best what it is; broken JSON, where it breaks.
    if (foreign !== null)
      return { kind: 'error', message: `${foreign}, nor a transcript, recording or tool list`, ...line }
    if (json && !json.ok) return { kind: 'error', message: json.message, ...line }
    return {
      kind: 'error',
      message: `not a scenario: ${read.error.message}`,
      ...line,
    }
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
    changes: made.changes,
  }
}
