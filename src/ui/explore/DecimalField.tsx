import { useCallback } from 'react'
import { DraftField } from '../fields/DraftField.tsx'
import { fmt } from '../format.ts'

/** The range of a decimal field and how its messages name it. */
export interface DecimalRule {
  label: string
  unit: string
  min: number
  max: number
  /** The lower bound itself is not allowed (scaleFactor, temperature: above 0). */
  exclusiveMin?: boolean
  emptyMeansNone?: boolean
}

/**
 * Reads a decimal as typed ("0.25", "1e-3", "1,000", "30_000"); says what is wrong and where otherwise.
 * @example parseDecimal('1,5', rule) // not a number: thousands separators only between groups of three digits
 */
export function parseDecimal(
  text: string,
  rule: DecimalRule,
): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const t = text.trim()
  if (t === '') {
    return rule.emptyMeansNone
      ? { ok: true, value: undefined }
      : { ok: false, message: `${rule.label} is required` }
  }
  const clean = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(t) ? t.replaceAll(',', '') : t.replaceAll('_', '')
  const v = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(clean) ? Number(clean) : Number.NaN
  if (!Number.isFinite(v)) return { ok: false, message: `${rule.label} must be a number (${rule.unit})` }
  if (rule.exclusiveMin ? v <= rule.min : v < rule.min) {
    const bound = rule.exclusiveMin ? `above ${fmt(rule.min)}` : `at least ${fmt(rule.min)}`
    return { ok: false, message: `${rule.label} must be ${bound} ${rule.unit}`.trim() }
  }
  if (v > rule.max)
    return { ok: false, message: `${rule.label} is at most ${fmt(rule.max)} ${rule.unit}`.trim() }
  return { ok: true, value: v }
}

// Six significant digits (√2 shows as 1.41421); the value itself changes only when the user types.
const show = (v: number | undefined) => (v === undefined ? '' : String(Number(v.toPrecision(6))))

interface Props {
  fieldKey: string
  label: string
  rule: DecimalRule
  value: number | undefined
  onCommit: (value: number | undefined) => void
  placeholder?: string
  hint?: string
  compact?: boolean
}

/** A decimal input (success rates, costs, ε) that keeps the user's text and names a bad value beside it. */
export function DecimalField({ rule, ...props }: Props) {
  const parse = useCallback((text: string) => parseDecimal(text, rule), [rule])
  return <DraftField {...props} parse={parse} show={show} inputMode="decimal" />
}
