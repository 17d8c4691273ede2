import { jsonValueProblem, MAX_JSON_DEPTH } from './base/read-json.ts'
import { issuesOf, type SchemaIssue } from './base/schema-issues.ts'
import { migrateScenario } from './migrate.ts'
import { type ForeignJson, notAScenario } from './not-scenario.ts'
import { type Scenario, ScenarioSchema } from './scenario.ts'
import { scenarioSizeProblem } from './scenario-size.ts'

/** Where a problem is (a path into the scenario, such as `batches[0].calls[2].tool`) and what it is. */
export type ScenarioIssue = SchemaIssue

/** `looksLike`: the value is not a scenario at all, and this is what it seems to be (a hook for importers). */
export type ParseResult =
  | { ok: true; scenario: Scenario }
  | { ok: false; issues: ScenarioIssue[]; looksLike?: ForeignJson }

/** A scenario's top-level keys in any version: today's, version 1's `explore`, version 0's `budget` and `calls`. */
const KNOWN_KEYS = [...Object.keys(ScenarioSchema.shape), 'explore', 'budget', 'calls', '$schema']

/**
 * Turns any decoded JSON value into a valid Scenario: migrate from its version, validate, fill defaults.
 * Never throws; a problem comes back as issues with paths.
 * @example parseScenario({ version: 2, batches: [] }).ok === true
 */
export function parseScenario(input: unknown): ParseResult {
  // Counts first, before anything walks the whole value: a million calls are refused at once.
  const tooLarge = scenarioSizeProblem(input)
  if (tooLarge !== null) return { ok: false, issues: [tooLarge] }
  // Values that arrive already parsed (an edit, a message from the page) are bounded like text read from a
  // file: validation recurses into call arguments and plan fallbacks, and a NaN or Infinity has no JSON form.
  const problem = jsonValueProblem(input)
  if (problem !== null) {
    const path = problem.path === '$' ? '(scenario)' : problem.path.replace(/^\$\.?/, '')
    const message =
      problem.kind === 'too-deep'
        ? `nested more than ${MAX_JSON_DEPTH} levels deep (the limit)`
        : `${problem.value} is not a finite number`
    return { ok: false, issues: [{ path, message }] }
  }
  const foreign = notAScenario(input, KNOWN_KEYS)
  if (foreign !== null)
    return {
      ok: false,
      issues: [{ path: '(scenario)', message: foreign.message }],
      looksLike: foreign.looksLike,
    }
  const migrated = migrateScenario(input)
  if (!migrated.ok) return { ok: false, issues: [{ path: 'version', message: migrated.message }] }
  const parsed = ScenarioSchema.safeParse(migrated.value)
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) }
  // The viewed batch is a view, not a rule: a link that points past the last batch shows the last one.
  const scenario = parsed.data
  const lastBatch = Math.max(0, scenario.batches.length - 1)
  if (scenario.view.batchIndex > lastBatch) scenario.view = { ...scenario.view, batchIndex: lastBatch }
  return { ok: true, scenario }
}

/** One line for a CLI or a status bar: the first issue, and how many more. */
export function describeIssues(issues: readonly ScenarioIssue[]): string {
  const [first] = issues
  if (!first) return 'invalid scenario'
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''
  return `${first.path}: ${first.message}${more}`
}
