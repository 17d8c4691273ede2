/** Dollars as the Cost tab prints them: cents above $1, four significant digits below (a call costs fractions of a cent). */
export function usd(d: number): string {
  if (d === 0) return '$0'
  if (Math.abs(d) >= 1)
    return `$${d.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return `$${Number(d.toPrecision(4)).toLocaleString('en-US', { maximumSignificantDigits: 4 })}`
}

/** A share as a percent with one decimal. */
export const percent = (share: number): string => `${(100 * share).toFixed(1)}%`
