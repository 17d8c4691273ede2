import type { ParamValue, Scenario } from '../engine/index.ts'

/** Pure edits of the scenario's `harnessSettings`; each returns a new scenario, never mutating. */
type Edit = (s: Scenario) => Scenario

/**
 * `harnessSettings` with one harness's values replaced; an empty harness and an empty section are dropped, so a
 * scenario whose every edit was reset is the same scenario again (and its share link the same link).
 */
function withValues(s: Scenario, harness: string, values: Record<string, ParamValue>): Scenario {
  const { [harness]: _old, ...others } = s.harnessSettings ?? {}
  const next = Object.keys(values).length > 0 ? { ...others, [harness]: values } : others
  const { harnessSettings: _drop, ...rest } = s
  return Object.keys(next).length > 0 ? { ...rest, harnessSettings: next } : rest
}

/** Back to the harness's default: the parameter leaves `harnessSettings`. */
export const resetHarnessParam =
  (harness: string, param: string): Edit =>
  (s) => {
    const { [param]: _gone, ...values } = s.harnessSettings?.[harness] ?? {}
    return withValues(s, harness, values)
  }

/**
 * Sets one parameter of one harness (ids of its `params[].edit`). A value equal to the default is kept as the
 * user's (what they typed stays in the field); Reset to default removes it.
 */
export const setHarnessParam =
  (harness: string, param: string, value: ParamValue): Edit =>
  (s) =>
    withValues(s, harness, { ...s.harnessSettings?.[harness], [param]: value })
