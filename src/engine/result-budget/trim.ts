/**
 * Seed 003's truncation marker, appended after the kept head. Em dash, and the raw length with no thousands
 * separator: the project's own test expects `[truncated — 50000 chars total]` (the prose's "45,231" is
 * illustrative).
 * @example truncationMarker(50_000) === '\n[truncated — 50000 chars total]'
 */
export function truncationMarker(totalChars: number): string {
  return `\n[truncated — ${totalChars} chars total]`
}

/** What seed 003's post-trim does to one result, as lengths (the text itself is never copied here). */
export interface TrimOutcome {
  /** Chars of the original kept: its head, `value.slice(0, keptChars)`. */
  keptChars: number
  /** Chars of the original dropped from the end. */
  cutChars: number
  /** The marker appended, or null when the result passed through unchanged. */
  marker: string | null
  /** Chars the model receives: kept head plus marker. */
  deliveredChars: number
}

/**
 * Seed 003's post-trim: only an ok result longer than its budget is cut, to
 * `value.slice(0, budget) + "\n[truncated — " + value.length + " chars total]"`. Error results are never
 * trimmed. The marker is added on top of the budget, so a trimmed result delivers `budget + marker` chars.
 * @example trimResult(45_231, 26_666, false) → { keptChars: 26_666, cutChars: 18_565, marker: '\n[truncated — 45231 chars total]', deliveredChars: 26_698 }
 */
export function trimResult(rawChars: number, budget: number, isError: boolean): TrimOutcome {
  if (isError || rawChars <= budget) {
    return { keptChars: rawChars, cutChars: 0, marker: null, deliveredChars: rawChars }
  }
  const marker = truncationMarker(rawChars)
  return { keptChars: budget, cutChars: rawChars - budget, marker, deliveredChars: budget + marker.length }
}

/**
 * True when `slice(0, keptChars)` ends inside a surrogate pair: seed 003 slices UTF-16 code units, so an emoji
 * at the cut is split and the model receives a lone surrogate. Reproduced exactly, and flagged.
 */
export function cutSplitsSurrogatePair(text: string, keptChars: number): boolean {
  if (keptChars <= 0 || keptChars >= text.length) return false
  const before = text.charCodeAt(keptChars - 1)
  const after = text.charCodeAt(keptChars)
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff
}
