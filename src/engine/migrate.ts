import { isRecord } from './base/is-record.ts'
import { SCENARIO_VERSION } from './scenario.ts'

type Migration = (old: Record<string, unknown>) => Record<string, unknown>

/**
 * Version 0 is the pre-release shape: one batch as a flat `calls` list and a bare `budget` number. No link of
 * it was ever published; it is kept so the migration path is exercised from day one.
 */
function fromVersion0(old: Record<string, unknown>): Record<string, unknown> {
  const { budget, calls, ...rest } = old
  return {
    ...rest,
    version: 1,
    resultBudget: budget === undefined ? undefined : { resultBudgetChars: budget },
    batches: calls === undefined ? undefined : [{ calls }],
  }
}

/**
 * Version 1 called seed 001's section `explore` (after one of its two tabs) while the report called it `plans`;
 * version 2 names it `plans` everywhere.
 */
function fromVersion1(old: Record<string, unknown>): Record<string, unknown> {
  const { explore, ...rest } = old
  return explore === undefined ? { ...rest, version: 2 } : { ...rest, plans: explore, version: 2 }
}

/**
 * Version 3 added the session's cost settings (`cost`) and the Replay and Cost tabs; a version-2 scenario has
 * neither, and opens with the defaults.
 */
function fromVersion2(old: Record<string, unknown>): Record<string, unknown> {
  return { ...old, version: 3 }
}

/** `MIGRATIONS[n]` turns a version-n scenario into version n + 1. */
const MIGRATIONS: Record<number, Migration> = { 0: fromVersion0, 1: fromVersion1, 2: fromVersion2 }

/**
 * Brings a decoded scenario of any known version up to the current one; the result is then validated.
 * A missing version is read as the current one (a hand-written file may leave it out).
 */
export function migrateScenario(
  input: unknown,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (!isRecord(input)) return { ok: false, message: 'a scenario must be a JSON object' }
  let value: Record<string, unknown> = { ...input }
  let version = value.version ?? SCENARIO_VERSION
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { ok: false, message: `version must be a whole number, got ${JSON.stringify(version)}` }
  }
  if (version > SCENARIO_VERSION) {
    return { ok: false, message: `version ${version} is newer than this app reads (${SCENARIO_VERSION})` }
  }
  while (version < SCENARIO_VERSION) {
    const migrate = MIGRATIONS[version]
    if (!migrate) return { ok: false, message: `version ${version} is not a known scenario version` }
    value = migrate(value)
    version += 1
  }
  return { ok: true, value: { ...value, version: SCENARIO_VERSION } }
}
