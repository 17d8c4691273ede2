import { isRecord } from '../base/is-record.ts'
import { describeIssues, parseScenario } from '../parse-scenario.ts'
import type { Scenario } from '../scenario.ts'
import { FROZEN_DEFAULTS } from './frozen-defaults.ts'
import { mergeOnto } from './scenario-diff.ts'

/** What a link opens: the scenario, and for an A/B link the pinned scenario A beside it (the scenario is B). */
export type LinkContents =
  | { kind: 'ok'; scenario: Scenario; pinned?: Scenario }
  | { kind: 'error'; message: string }

/**
 * The scenario (or A/B pair) a link's decoded JSON holds: each side laid over its frozen defaults (B over A when
 * they share a version), then migrated and validated on its own, so A and B of different versions both open.
 * `pairs` is false for format 1, which never carried one. Never throws.
 */
export function readLinkJson(json: unknown, pairs: boolean): LinkContents {
  if (pairs && Array.isArray(json)) {
    const [a, b] = json
    if (json.length !== 2 || !isRecord(a) || !isRecord(b)) {
      return { kind: 'error', message: 'Share link holds a list that is not an A/B pair of scenarios.' }
    }
    const rawA = layOver(a, undefined)
    if (typeof rawA === 'string') return { kind: 'error', message: `${rawA} (scenario A)` }
    const rawB = layOver(b, b.version === a.version ? rawA : undefined)
    if (typeof rawB === 'string') return { kind: 'error', message: `${rawB} (scenario B)` }
    const pinned = validate(rawA, ' A')
    if (pinned.kind === 'error') return pinned
    const scenario = validate(rawB, ' B')
    return scenario.kind === 'error'
      ? scenario
      : { kind: 'ok', scenario: scenario.scenario, pinned: pinned.scenario }
  }
  if (!isRecord(json)) return { kind: 'error', message: 'Share link decodes to JSON that is not a scenario.' }
  const raw = layOver(json, undefined)
  return typeof raw === 'string' ? { kind: 'error', message: raw } : validate(raw, '')
}

/** A side's fields laid over `base`, or over the defaults frozen for its version; a sentence when it has none. */
function layOver(
  side: Record<string, unknown>,
  base: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | string {
  const version = side.version
  const frozen = typeof version === 'number' ? FROZEN_DEFAULTS[version] : undefined
  if (frozen === undefined) {
    const newest = Math.max(...Object.keys(FROZEN_DEFAULTS).map(Number))
    return typeof version === 'number' && version > newest
      ? `Share link was made by a newer version of this app (scenario version ${version}; this one reads up to ${newest}). Open it in the app that made it, or ask for a scenario file.`
      : `Share link holds a scenario version this app does not know (${JSON.stringify(version)?.slice(0, 20)}).`
  }
  return mergeOnto(base ?? frozen, side)
}

function validate(
  raw: Record<string, unknown>,
  side: string,
): { kind: 'ok'; scenario: Scenario } | { kind: 'error'; message: string } {
  const parsed = parseScenario(raw)
  return parsed.ok
    ? { kind: 'ok', scenario: parsed.scenario }
    : {
        kind: 'error',
        message: `Share link holds an invalid scenario${side}: ${describeIssues(parsed.issues)}.`,
      }
}
