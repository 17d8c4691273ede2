import { fmt } from '../format.ts'

/** Dollars as the Session tab writes them: cents over $1, five decimals under (one call costs fractions of a cent). */
export const usd = (n: number): string =>
  n >= 1 ? `$${fmt(Math.round(n * 100) / 100)}` : `$${n.toFixed(n === 0 ? 0 : 5)}`

/** A signed difference: a plus sign on a positive one. */
export const signed = (n: number): string => (n > 0 ? `+${fmt(n)}` : fmt(n))

/** A % with one decimal; an em dash where there is none. */
export const pct = (n: number | null): string => (n === null ? '—' : `${n > 0 ? '+' : ''}${n.toFixed(1)}%`)
