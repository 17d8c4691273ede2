import { useCallback } from 'react'
import { DraftField, type DraftFieldProps } from '../fields/DraftField.tsx'

/** How a decimal field reads its text: its name and unit for messages, its bounds, and whether empty is "none". */
export interface DecimalRule {
  label: string
  unit: string
  min?: number
  /** The value must be above `min`, not equal to it. */
  exclusiveMin?: boolean
  max?: number
  whole?: boolean
  emptyMeansNone?: boolean
}

const n = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 9 })

/**
 * Reads a decimal as typed: `1,000`, `1_000`, `1e3` and `0.25` all read; says what is wrong otherwise.
 * @example parseDecimal('1,500', { label: 'maxCost', unit: 'units' }) → { ok: true, value: 1500 }
 */
export function parseDecimal(
  text: string,
  rule: DecimalRule,
): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const t = text.trim().replace(/[,_\s]/g, '')
  if (t === '')
    return rule.emptyMeansNone
      ? { ok: true, value: undefined }
      : { ok: false, message: `${rule.label} is required` }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(t))
    return {
      ok: false,
      message: `${rule.label} must be a number of ${rule.unit}, not “${text.trim().slice(0, 30)}”`,
    }
  const v = Number(t)
  if (!Number.isFinite(v)) return { ok: false, message: `${rule.label} is too large` }
  if (rule.whole && !Number.isInteger(v))
    return { ok: false, message: `${rule.label} must be a whole number of ${rule.unit}` }
  const min = rule.min ?? 0
  if (rule.exclusiveMin ? v <= min : v < min)
    return {
      ok: false,
      message: rule.exclusiveMin
        ? `${rule.label} must be above ${n(min)}`
        : min === 0
          ? `${rule.label} cannot be negative`
          : `${rule.label} must be at least ${n(min)}`,
    }
  if (rule.max !== undefined && v > rule.max)
    return { ok: false, message: `${rule.label} is at most ${n(rule.max)}` }
  return { ok: true, value: v }
}

const show = (v: number | undefined) => (v === undefined ? '' : n(v))

type Props = Omit<DraftFieldProps<number | undefined>, 'parse' | 'show' | 'inputMode'> & { rule: DecimalRule }

/** A decimal field that keeps what the user typed (see DraftField), read by `parseDecimal`. */
export function DecimalField({ rule, ...props }: Props) {
  const parse = useCallback((text: string) => parseDecimal(text, rule), [rule])
  return <DraftField {...props} parse={parse} show={show} inputMode="decimal" />
}
