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
  const own = (s: Scenario, base: Readonly<Record<string, unknown>>) => ({
    version: s.version,
    ...diffFrom(s, base),
  })
  if (pinned === undefined) return JSON.stringify(own(scenario, LINK_BASE))
  return JSON.stringify([own(pinned, LINK_BASE), own(scenario, pinned)])
}
