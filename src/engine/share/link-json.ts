import type { Scenario } from '../scenario.ts'
import { LINK_BASE } from './frozen-defaults.ts'
import { diffFrom } from './scenario-diff.ts'

/**
 * The JSON a link carries. One scenario: its fields that differ from the defaults frozen for its version,
 * `version` first. An A/B pair (format 2 only): `[A, B]`, each with its version, B written as what differs from A
 * (a pair usually differs in a field or two, so B costs a few bytes).
 * @example linkJson(defaultScenario()) === '{"version":3}'
 */
export function linkJson(scenario: Scenario, pinned?: Scenario): string {
  if (pinned === undefined) return JSON.stringify(linkFields(scenario))
  return JSON.stringify([linkFields(pinned), linkFields(scenario, pinned)])
}

/**
 * One scenario's part of a link as a value: `version` first, then its fields that differ from `base` (the
 * defaults frozen for its version unless given).
 * @example linkFields(defaultScenario()) → { version: 3 }
 */
export function linkFields(
  scenario: Scenario,
  base: Readonly<Record<string, unknown>> = LINK_BASE,
): Record<string, unknown> {
  return { version: scenario.version, ...diffFrom(scenario, base) }
}
