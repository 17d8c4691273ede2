import type * as z from 'zod/mini'
import { migrateScenario } from './migrate.ts'
import { type Scenario, ScenarioSchema } from './scenario.ts'

/** Where a problem is (a path into the scenario, such as `batches[0].calls[2].tool`) and what it is. */
export interface ScenarioIssue {
  path: string
  message: string
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] }

/** `batches.0.calls.2.tool` → `batches[0].calls[2].tool`: the form a user reads in a message. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || '(scenario)'
}

function toIssues(error: z.core.$ZodError): ScenarioIssue[] {
  return error.issues.slice(0, 20).map((i) => ({ path: formatPath(i.path), message: i.message }))
}

/**
 * Turns any decoded JSON value into a valid Scenario: migrate from its version, validate, fill defaults.
 * Never throws; a problem comes back as issues with paths.
 * @example parseScenario({ version: 2, batches: [] }).ok === true
 */
export function parseScenario(input: unknown): ParseResult {
  const migrated = migrateScenario(input)
  if (!migrated.ok) return { ok: false, issues: [{ path: 'version', message: migrated.message }] }
  const parsed = ScenarioSchema.safeParse(migrated.value)
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) }
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
