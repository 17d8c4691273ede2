export type FractionParse = { ok: true; value: number } | { ok: false; message: string }

/**
 * Reads a number between 0 and 1 typed by a user (framework_confidence, its threshold). Accepts `0.6`, `.6`
 * and `60%`; says what is wrong otherwise.
 * @example parseFraction('0.6', 'framework_confidence') → { ok: true, value: 0.6 }
 */
export function parseFraction(text: string, label: string): FractionParse {
  const t = text.trim()
  if (t === '') return { ok: false, message: `${label} is required (a number from 0 to 1)` }
  const percent = t.endsWith('%')
  const body = percent ? t.slice(0, -1).trim() : t
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(body))
    return { ok: false, message: `${label} must be a number from 0 to 1, not “${t.slice(0, 30)}”` }
  const value = Number(body) / (percent ? 100 : 1)
  if (!(value >= 0 && value <= 1))
    return { ok: false, message: `${label} must be between 0 and 1 (got ${t})` }
  return { ok: true, value }
}
