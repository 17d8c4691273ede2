/**
 * Whether two props objects hold the same data, compared by value (functions by identity). Charts take plain
 * data cut from the report, which is a new object after every evaluation even when a chart's part is unchanged:
 * comparing a few hundred numbers is far cheaper than recharts drawing the same chart again.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  for (const k of ka)
    if (
      !Object.hasOwn(b, k) ||
      !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false
  return true
}
