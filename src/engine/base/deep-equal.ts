/**
 * Whether two values hold the same data: the one deep comparison of the app. Scalars compare as `===` does, and
 * NaN equals NaN; arrays element by element; other objects by their own keys, in any order (a saved file whose
 * keys were written in another order is the same work). Functions and other non-plain values compare by identity
 * unless they are objects with the same own keys. Cost: one visit per value, stopping at the first difference.
 *
 * Used where a copy must be recognised as the same (a share link's fields against the defaults, two saved
 * records, a chart's props after an evaluation that left its part unchanged).
 * @example deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }) === true
 * @example deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 }) === true
 * @example deepEqual([1], { 0: 1 }) === false
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = Object.keys(ra)
  if (keys.length !== Object.keys(rb).length) return false
  for (const k of keys) if (!Object.hasOwn(rb, k) || !deepEqual(ra[k], rb[k])) return false
  return true
}
