import type { Scenario } from '../engine/index.ts'
import { defaultScenario, openImport } from '../engine/index.ts'
import type { CliIo } from './types.ts'

/** A file the CLI opens: the scenario, and, for an import, what was found and what could not be carried over. */
export type OpenedFile =
  | { ok: true; scenario: Scenario; detection: string; notes: string[] }
  | { ok: false; message: string }

/**
 * What every CLI command opens: a scenario file as the scenario it opens to (migrated, defaults filled), or a
 * transcript, recording, tool list or category map imported over the default scenario, as the app opens a dropped
 * file. `detection` is the line printed on stderr.
 * @example openFile('run.vcr.yaml', text) → { ok: true, detection: 'OpenAI Chat Completions, VCR cassette, …', … }
 */
export function openFile(path: string, text: string): OpenedFile {
  const name = path.split(/[\\/]/).pop() ?? path
  const answer = openImport({ kind: 'import', text, name, base: defaultScenario() })
  if (answer.kind === 'ok')
    return {
      ok: true,
      scenario: answer.scenario,
      detection: `scenario file (version ${answer.scenario.version})`,
      notes: [],
    }
  if (answer.kind === 'imported')
    return { ok: true, scenario: answer.scenario, detection: answer.summary, notes: answer.notes }
  return { ok: false, message: answer.kind === 'error' ? answer.message : 'not a scenario' }
}

/**
 * Opens a file for `evaluate` or `simulate`, saying on stderr what an imported file was found to be (a scenario
 * file says nothing: it is what the command expects).
 * @example openForCommand('run.vcr.yaml', text, io).ok === true // stderr: "engine: run.vcr.yaml: OpenAI Chat Completions, VCR cassette, …"
 */
export function openForCommand(path: string, text: string, io: Pick<CliIo, 'stderr'>): OpenedFile {
  const opened = openFile(path, text)
  if (opened.ok && !opened.detection.startsWith('scenario file'))
    io.stderr(`engine: ${path}: ${opened.detection}\n`)
  return opened
}
