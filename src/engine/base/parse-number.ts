/** The units number fields count in, each with its singular (a message says "at least 1 token"). */
export const UNITS = {
  chars: 'char',
  tokens: 'token',
  calls: 'call',
  files: 'file',
  slots: 'slot',
  tools: 'tool',
  categories: 'category',
  parts: 'part',
  turns: 'turn',
  runs: 'run',
  ms: 'ms',
  seconds: 'second',
  threads: 'thread',
  'resource units': 'resource unit',
  'reward units': 'reward unit',
  '$ per million tokens': '$ per million tokens',
} as const
export type Unit = keyof typeof UNITS

/**
 * How one number field reads what a person typed: the one parser behind every number input of the app.
 *
 * The rule for separators, the same everywhere: `,` `_` and spaces (also the no-break and thin spaces that
 * formatted numbers carry) only group the digits before the decimal point in threes (`80,000`, `80_000`,
 * `1 234.5`); the decimal point is `.`. A comma anywhere else is refused with a message that says so, never
 * dropped: `0,25` is a decimal comma in many locales, and reading it as 25 (or as 0.25) would be a guess.
 */
export interface NumberRule {
  /** The field as the person sees it, e.g. `resultBudgetChars`, `success rate p`, `latency`. */
  label: string
  /** The unit after a number in messages (`chars`, `ms`, `resource units`); none for a plain number (a rate). */
  unit?: Unit
  /** `whole` refuses a fraction; `decimal` takes one. */
  kind: 'whole' | 'decimal'
  min: number
  max: number
  /** The bound itself is refused (a scale factor, a temperature: above 0). */
  exclusiveMin?: boolean
  /** Empty means "none" (`undefined`): a tool without a cap of its own, a budget with no limit. */
  emptyMeansNone?: boolean
  /** Empty means this value (a weight left empty weighs 1). Wins over `emptyMeansNone`. */
  emptyValue?: number
  /**
   * A trailing `%` is allowed: `percent` reads `25%` and `25` alike as 25 (a share given in percent);
   * `fraction` reads `60%` as 0.6 and `0.6` as 0.6 (a value from 0 to 1).
   */
  percent?: 'percent' | 'fraction'
}

export type NumberParse = { ok: true; value: number | undefined } | { ok: false; message: string }

const SEPARATORS = /[,_ \u00a0\u202f\u2009]/
/** Digits grouped in threes by one separator kind or not at all, then an optional fraction and exponent. */
const GROUPED = /^[-+]?(\d{1,3}(?:([,_ \u00a0\u202f\u2009])\d{3}(?:\2\d{3})*)|\d+)?(\.\d*)?(e[-+]?\d+)?$/i

/** A bound as a message writes it; past 10¹⁵ with its exponent (Number.MAX_VALUE grouped would fill the line). */
const show = (n: number) =>
  Math.abs(n) >= 1e15 ? n.toPrecision(4) : n.toLocaleString('en-US', { maximumFractionDigits: 9 })

/** `80,000 chars`, `1 token`, `0.5`, `100%`: a bound as a message writes it. */
function bound(n: number, rule: NumberRule): string {
  if (rule.percent === 'percent') return `${show(n)}%`
  if (!rule.unit) return show(n)
  if (rule.unit === '$ per million tokens') return `$${show(n)} per million tokens`
  return `${show(n)} ${n === 1 ? UNITS[rule.unit] : rule.unit}`
}

/** What the field takes, for the message of a text that is not a number. */
function what(rule: NumberRule): string {
  const kind = rule.kind === 'whole' ? 'a whole number' : 'a number'
  if (rule.percent === 'percent') return `${kind} of percent`
  if (rule.unit === '$ per million tokens') return `${kind} of dollars per million tokens`
  return rule.unit ? `${kind} of ${rule.unit}` : kind
}

const quote = (t: string) => `“${t.length > 30 ? `${t.slice(0, 30)}…` : t}”`

/**
 * Reads `text` by `rule`: a value, `undefined` for an empty field that means none, or a message naming the field
 * as the person sees it, its unit and what is wrong (empty, not a number, a decimal comma, fractional, below
 * or above its range). Never throws.
 * @example parseNumber('80,000', { label: 'resultBudgetChars', unit: 'chars', kind: 'whole', min: 0, max: 1e9 }) → { ok: true, value: 80000 }
 * @example parseNumber('0,25', { label: 'scaleFactor', kind: 'decimal', min: 0, max: 1e6 }).ok === false
 */
export function parseNumber(text: string, rule: NumberRule): NumberParse {
  const trimmed = text.trim()
  if (trimmed === '') {
    if (rule.emptyValue !== undefined) return { ok: true, value: rule.emptyValue }
    if (rule.emptyMeansNone) return { ok: true, value: undefined }
    return { ok: false, message: `${rule.label} is required: ${what(rule)}` }
  }
  const hasPercent = rule.percent !== undefined && trimmed.endsWith('%')
  const body = hasPercent ? trimmed.slice(0, -1).trim() : trimmed
  const m = GROUPED.exec(body)
  if (!m || (m[1] === undefined && (m[3] === undefined || m[3] === '.'))) {
    if (/\d,\d/.test(body) && !/,\d{3}(?!\d)/.test(body.slice(body.indexOf(',')))) {
      return {
        ok: false,
        message: `${rule.label}: ${quote(trimmed)} has a comma where a decimal point would be; a comma only groups thousands (1,000): write ${body.replace(/,/g, '.')}`,
      }
    }
    if (SEPARATORS.test(body) && /\d/.test(body)) {
      return {
        ok: false,
        message: `${rule.label}: ${quote(trimmed)}: separators only group digits in threes (80,000 or 80_000)`,
      }
    }
    return { ok: false, message: `${rule.label} must be ${what(rule)}, not ${quote(trimmed)}` }
  }
  let value = Number(body.replace(/[,_ \u00a0\u202f\u2009]/g, ''))
  if (hasPercent && rule.percent === 'fraction') value /= 100
  if (!Number.isFinite(value))
    return { ok: false, message: `${rule.label} is too large: at most ${bound(rule.max, rule)}` }
  if (rule.kind === 'whole' && !Number.isInteger(value))
    return { ok: false, message: `${rule.label} must be ${what(rule)}, not ${quote(trimmed)}` }
  if (rule.exclusiveMin ? value <= rule.min : value < rule.min) {
    const message = rule.exclusiveMin
      ? `${rule.label} must be more than ${bound(rule.min, rule)}`
      : rule.min === 0
        ? `${rule.label} cannot be negative`
        : `${rule.label} must be at least ${bound(rule.min, rule)}`
    return { ok: false, message }
  }
  if (value > rule.max) return { ok: false, message: `${rule.label} is at most ${bound(rule.max, rule)}` }
  // -0 typed as "-0" is 0.
  return { ok: true, value: value + 0 }
}

/**
 * A value as a number field shows it: en-US thousands separators, up to six decimals (√2 shows as 1.414214 and
 * fits a narrow field; the value itself changes only when the person types), a value under 0.0001 as JavaScript
 * writes it (`0.00005`, `1e-9`) so it never shows as 0; `undefined` is an empty field. `parseNumber` reads it back.
 * @example showNumber(80000) === '80,000'
 * @example showNumber(1e-9) === '1e-9'
 */
export function showNumber(value: number | undefined): string {
  if (value === undefined) return ''
  if (value !== 0 && Math.abs(value) < 1e-4) return String(value)
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 })
}
