import { deepEqual } from '../base/deep-equal.ts'
import { isRecord } from '../base/is-record.ts'

/** Keys a hostile link could use to reach an object's prototype; a Scenario never has them. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * The fields of `value` that differ from `base`: objects recurse, arrays and scalars are kept whole when they
 * differ; a key of `base` that `value` lacks (an optional limit removed) is written as `null`, which a Scenario
 * never holds. `{}` when nothing differs.
 */
export function diffFrom(
  value: Record<string, unknown>,
  base: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    const b = base[key]
    if (deepEqual(v, b)) continue
    out[key] = v === undefined ? null : isRecord(v) && isRecord(b) ? diffFrom(v, b) : v
  }
  for (const key of Object.keys(base)) if (!(key in value) && base[key] !== undefined) out[key] = null
  return out
}

/** The inverse of `diffFrom`: `patch` laid over `base`, `null` removing a key. Unsafe keys are dropped, never assigned. */
export function mergeOnto(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, v] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) continue
    const b = base[key]
    if (v === null) delete out[key]
    else out[key] = isRecord(v) && isRecord(b) ? mergeOnto(b, v) : v
  }
  return out
}
