/** What a share-of-window field reads: a percent, or none (the absolute number is used). */
export type PercentParse = { ok: true; value: number | undefined } | { ok: false; message: string }

/**
 * Reads a share of the window typed as a percent: empty means "no share" (the absolute cap counts); otherwise a
 * number more than 0 and at most 100, with an optional `%`.
 * @example parsePercent('25%', 'max_tokens') → { ok: true, value: 25 }
 */
export function parsePercent(text: string, label: string): PercentParse {
  const t = text.trim().replace(/%$/, '').trim()
  if (t === '') return { ok: true, value: undefined }
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(t))
    return {
      ok: false,
      message: `${label} must be a percent of the window, like 25 or 2.5, not “${text.trim().slice(0, 30)}”`,
    }
  const value = Number(t)
  if (value <= 0)
    return {
      ok: false,
      message: `${label} must be more than 0% of the window (empty: use the number of tokens)`,
    }
  if (value > 100) return { ok: false, message: `${label} is at most 100% of the window` }
  return { ok: true, value }
}
