import { plural } from '../engine/index.ts'

// One home for how an amount reads on the page: the A/B bar, the Cost and Replay tabs, their charts and tooltips
// all print dollars through `formatUsd`, so "$1.04" never reads "1.036 $" on another panel.

/** A count or measure as the A/B view prints it: whole numbers in full, others to four significant digits. */
export const fmtNumber = (n: number): string =>
  Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumSignificantDigits: 4 })

/**
 * Dollars: cents from $1 up, four significant digits below (one call costs fractions of a cent), never fewer
 * than two decimals (an axis reads $0.70 beside $1.40, not $0.7).
 * @example formatUsd(1.036) === '$1.04'; formatUsd(0.0012346) === '$0.001235'; formatUsd(0.7) === '$0.70'
 */
export function formatUsd(d: number): string {
  if (d === 0) return '$0'
  const sign = d < 0 ? '-' : ''
  const m = Math.abs(d)
  if (m >= 1)
    return `${sign}$${m.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const digits = Math.max(2, 3 - Math.floor(Math.log10(m)))
  return `${sign}$${m.toFixed(Math.min(digits, 20)).replace(/(\.\d\d\d*?)0+$/, '$1')}`
}

/** A share (0–1) as a percent with one decimal: `0.1234` → `12.3%`. */
export const formatPercent = (share: number): string => `${(100 * share).toFixed(1)}%`

/**
 * A number with its unit, the way the page writes that unit: dollars in front (`$1.04`), a percent glued on
 * (`12.3%`), any other unit after a space (`12,340 chars`), a count of exactly one in the singular (`1 call`,
 * never `1 calls`).
 * @example formatAmount(1.036, '$') === '$1.04'; formatAmount(12340, 'chars') === '12,340 chars'
 * @example formatAmount(1, 'iterations') === '1 iteration'
 */
export function formatAmount(value: number, unit: string): string {
  if (unit === '$') return formatUsd(value)
  if (unit === '%') return `${fmtNumber(value)}%`
  // The units are plural nouns (calls, chars, reward units): the plural helper writes their count.
  if (Number.isInteger(value) && unit.endsWith('s')) return plural(value, unit.slice(0, -1), unit)
  return `${fmtNumber(value)} ${unit}`.trim()
}

/**
 * A difference B − A with its sign and unit: `+12,340 chars`, `−$0.21`, `0`.
 * @example formatSignedAmount(-0.206, '$') === '−$0.206'
 */
export function formatSignedAmount(delta: number, unit: string): string {
  if (delta === 0) return formatAmount(0, unit)
  return `${delta > 0 ? '+' : '−'}${formatAmount(Math.abs(delta), unit)}`
}
