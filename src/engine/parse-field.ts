/** How a whole-number field reads its text. */
export interface WholeNumberRule {
  /** Names the field in messages, e.g. `resultBudgetChars`. */
  label: string
  unit:
    | 'chars'
    | 'calls'
    | 'files'
    | 'slots'
    | 'tools'
    | 'categories'
    | 'parts'
    | 'tokens'
    | 'turns'
    | 'runs'
    | 'units'
  min: number
  max: number
  /** When true, an empty field means "no value" (a tool without its own `maxResultChars`). */
  emptyMeansNone?: boolean
}

export type FieldParse = { ok: true; value: number | undefined } | { ok: false; message: string }

const fmt = (n: number) => n.toLocaleString('en-US')

/**
 * Reads what a user typed into a whole-number field. Accepts digits with `,` `_` or spaces as separators;
 * says exactly what is wrong otherwise (empty, not a number, fractional, negative, too large).
 * @example parseWholeNumber('80,000', rule) → { ok: true, value: 80000 }
 */
export function parseWholeNumber(text: string, rule: WholeNumberRule): FieldParse {
  const trimmed = text.trim()
  if (trimmed === '') {
    return rule.emptyMeansNone
      ? { ok: true, value: undefined }
      : { ok: false, message: `${rule.label} is required` }
  }
  const compact = trimmed.replace(/[,_\s]/g, '')
  if (!/^[-+]?(\d+(\.\d+)?|\.\d+)(e[-+]?\d+)?$/i.test(compact)) {
    return {
      ok: false,
      message: `${rule.label} must be a number of ${rule.unit}, not “${trimmed.slice(0, 30)}”`,
    }
  }
  const value = Number(compact)
  if (!Number.isFinite(value))
    return { ok: false, message: `${rule.label} is too large (at most ${fmt(rule.max)})` }
  if (!Number.isInteger(value))
    return { ok: false, message: `${rule.label} must be a whole number of ${rule.unit}` }
  if (value < rule.min) {
    return {
      ok: false,
      message:
        rule.min === 0
          ? `${rule.label} cannot be negative`
          : `${rule.label} must be at least ${fmt(rule.min)}`,
    }
  }
  if (value > rule.max)
    return { ok: false, message: `${rule.label} is at most ${fmt(rule.max)} ${rule.unit}` }
  return { ok: true, value }
}
