import { type NumberRule, parseNumber } from './parse-number.ts'

// Apart from parse-number.ts: only a scale sweep's field and the simulation's steps read lists, and the first page
// has neither.

/**
 * Reads a list of numbers by one rule (a scale sweep): values are separated by spaces, `;`, or a comma followed by
 * a space, so `1,000` stays one number; empty is an empty list. The message names the value at fault.
 * @example parseNumberList('0.5, 1, 2', rule) → { ok: true, value: [0.5, 1, 2] }
 */
export function parseNumberList(
  text: string,
  rule: NumberRule,
  most: number,
): { ok: true; value: number[] } | { ok: false; message: string } {
  const parts = text
    .trim()
    .split(/\s*;\s*|,\s+|\s+/)
    .filter((p) => p !== '')
  if (parts.length > most)
    return { ok: false, message: `${rule.label}: at most ${most} values (got ${parts.length})` }
  const value: number[] = []
  for (const part of parts) {
    const r = parseNumber(part, { ...rule, emptyMeansNone: false, emptyValue: undefined })
    if (!r.ok) {
      // "1,10" in a list is two values run together far more often than a decimal comma.
      if (/^[^,]*\d,\d/.test(part) && !/[.e]/i.test(part))
        return {
          ok: false,
          message: `${rule.label}: “${part.slice(0, 30)}”: separate values with a comma and a space (1, 10); a comma alone groups thousands (1,000)`,
        }
      return r
    }
    value.push(r.value as number)
  }
  return { ok: true, value }
}
