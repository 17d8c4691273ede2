/**
 * A number for a one-line message: en-US thousands separators up to a quadrillion, past that (or below a
 * millionth) six significant digits in exponent form, so a hostile `1e308` reads `1e308`, not 309 digits.
 * @example shortNumber(134217728) === '134,217,728'
 * @example shortNumber(1e308) === '1e308'
 * @example shortNumber(1.2345678e-9) === '1.23457e-9'
 */
export function shortNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const size = Math.abs(value)
  if (size !== 0 && (size >= 1e15 || size < 1e-6))
    return Number(value.toPrecision(6)).toExponential().replace('e+', 'e')
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 })
}

/**
 * Bytes in MB (2^20) for a message, at most three decimals: `64 MB`, `0.001 MB`.
 * @example megabytes(64 * 1024 * 1024) === '64 MB'
 */
export const megabytes = (bytes: number): string =>
  `${shortNumber(Math.round((bytes / 1024 / 1024) * 1000) / 1000)} MB`
