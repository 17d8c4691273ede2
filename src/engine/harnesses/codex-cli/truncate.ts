import type { TrimPart } from '../../strategies/trim.ts'

/**
 * Codex CLI's output truncation, byte for byte (openai/codex, `codex-rs/utils/string/src/truncate.rs` and
 * `codex-rs/utils/output-truncation/src/lib.rs`; see `source.ts` for the commit and lines). Codex measures in
 * UTF-8 bytes and calls 4 bytes a token; it keeps the first half and the last half of its byte budget, each on
 * char boundaries, and puts `…N tokens truncated…` (or `…N chars truncated…` under a byte policy) between them.
 * Our strings are UTF-16: every index below is a UTF-16 index, every budget a count of UTF-8 bytes.
 */

/** A truncation policy as Codex's model table writes it (`truncation_policy: {mode, limit}`). */
export interface TruncationPolicy {
  mode: 'tokens' | 'bytes'
  limit: number
}

/** `APPROX_BYTES_PER_TOKEN` (truncate.rs:4). */
export const APPROX_BYTES_PER_TOKEN = 4

/**
 * Codex's token estimate: UTF-8 bytes / 4, rounded up (`approx_token_count`, `approx_tokens_from_byte_count`).
 * @example approxTokensFromBytes(14) === 4
 */
export const approxTokensFromBytes = (bytes: number): number =>
  Math.floor((bytes + APPROX_BYTES_PER_TOKEN - 1) / APPROX_BYTES_PER_TOKEN)

/**
 * A policy's budget in bytes (`TruncationPolicy::byte_budget`): a token limit × 4.
 * @example byteBudget({ mode: 'tokens', limit: 10_000 }) === 40_000
 */
export const byteBudget = (p: TruncationPolicy): number =>
  p.mode === 'bytes' ? p.limit : p.limit * APPROX_BYTES_PER_TOKEN

/**
 * A policy scaled as Codex's `impl Mul<f64> for TruncationPolicy` does: `ceil(limit × m)` in f64, which is
 * JavaScript's arithmetic too. The history step uses `policy * 1.2` (its serialization allowance).
 * @example scalePolicy({ mode: 'tokens', limit: 10_000 }, 1.2).limit === 12_000
 */
export const scalePolicy = (p: TruncationPolicy, m: number): TruncationPolicy => ({
  mode: p.mode,
  limit: Math.ceil(p.limit * m),
})

/** UTF-8 length of the code point at UTF-16 index `i`, and its UTF-16 width (a lone surrogate: 3 bytes, as U+FFFD). */
function charAt(s: string, i: number): [bytes: number, width: number] {
  const c = s.charCodeAt(i)
  if (c < 0x80) return [1, 1]
  if (c < 0x800) return [2, 1]
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1)
    if (d >= 0xdc00 && d <= 0xdfff) return [4, 2]
  }
  return [3, 1]
}

/**
 * UTF-8 bytes of a string (Rust's `str::len`).
 * @example utf8Length('😀a') === 5
 */
export function utf8Length(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; ) {
    const [b, w] = charAt(s, i)
    n += b
    i += w
  }
  return n
}

/**
 * Lines as Rust's `str::lines().count()` counts them: split on `\n` (a `\r` before it is dropped, so CRLF counts
 * once), no empty last line after a final newline, 0 for "".
 * @example rustLineCount('a\r\nb\n') === 2
 */
export function rustLineCount(s: string): number {
  if (s.length === 0) return 0
  let n = 0
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++
  return s.charCodeAt(s.length - 1) === 10 ? n : n + 1
}

/** A middle cut of a string: keep `[0, prefixEnd)` and `[suffixStart, length)`, the marker between. */
export interface MiddleCut {
  prefixEnd: number
  suffixStart: number
  marker: string
}

/**
 * Codex's `split_string`: the prefix is every char ending within `beginningBytes`, the suffix every char starting
 * at or after `len − endBytes`, and the chars between are counted as removed.
 * @example splitString('😀abc😀', 5, 5) → { removedChars: 1, prefixEnd: 3, suffixStart: 4 }
 */
export function splitString(
  s: string,
  beginningBytes: number,
  endBytes: number,
  totalBytes = utf8Length(s),
): { removedChars: number; prefixEnd: number; suffixStart: number } {
  const tailStartTarget = Math.max(0, totalBytes - endBytes)
  let prefixEnd = 0
  let suffixStart = s.length
  let removedChars = 0
  let suffixStarted = false
  let byte = 0
  for (let i = 0; i < s.length; ) {
    const [b, w] = charAt(s, i)
    if (byte + b <= beginningBytes) prefixEnd = i + w
    else if (byte >= tailStartTarget) {
      if (!suffixStarted) {
        suffixStart = i
        suffixStarted = true
      }
    } else removedChars++
    byte += b
    i += w
  }
  return { removedChars, prefixEnd, suffixStart: Math.max(suffixStart, prefixEnd) }
}

const marker = (useTokens: boolean, n: number) =>
  useTokens ? `…${n} tokens truncated…` : `…${n} chars truncated…`

/**
 * Codex's `truncate_with_byte_estimate`: null when the string fits `maxBytes` (or is empty), else the cut. The
 * removed count is, in tokens, the bytes over the budget / 4 rounded up (not the bytes actually removed); in
 * chars, the chars actually removed.
 * @example middleCutBytes('hello world', 10, false) → { prefixEnd: 5, suffixStart: 6, marker: '…1 chars truncated…' }
 */
export function middleCutBytes(s: string, maxBytes: number, useTokens: boolean): MiddleCut | null {
  if (s.length === 0) return null
  const total = utf8Length(s)
  if (maxBytes === 0) {
    const removed = useTokens ? approxTokensFromBytes(total) : codePoints(s)
    return { prefixEnd: 0, suffixStart: s.length, marker: marker(useTokens, removed) }
  }
  if (total <= maxBytes) return null
  const left = Math.floor(maxBytes / 2)
  const split = splitString(s, left, maxBytes - left, total)
  const removed = useTokens ? approxTokensFromBytes(total - maxBytes) : split.removedChars
  return { prefixEnd: split.prefixEnd, suffixStart: split.suffixStart, marker: marker(useTokens, removed) }
}

function codePoints(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; n++) i += charAt(s, i)[1]
  return n
}

/**
 * Codex's `truncate_text`: a byte policy cuts with `truncate_middle_chars`, a token policy with
 * `truncate_middle_with_token_budget` (which passes a string within `limit × 4` bytes whole). Null: whole.
 * @example truncateCut('abcdef', { mode: 'tokens', limit: 0 })?.marker === '…2 tokens truncated…'
 */
export function truncateCut(s: string, p: TruncationPolicy): MiddleCut | null {
  if (p.mode === 'bytes') return middleCutBytes(s, p.limit, false)
  if (s.length === 0) return null
  if (p.limit > 0 && utf8Length(s) <= byteBudget(p)) return null
  return middleCutBytes(s, byteBudget(p), true)
}

/**
 * `truncate_text` as a string.
 * @example truncateText('😀😀😀😀😀😀😀😀😀😀\nsecond line with text\n', { mode: 'bytes', limit: 20 }) === '😀😀…21 chars truncated…with text\n'
 */
export function truncateText(s: string, p: TruncationPolicy): string {
  const cut = truncateCut(s, p)
  return cut ? s.slice(0, cut.prefixEnd) + cut.marker + s.slice(cut.suffixStart) : s
}

/**
 * The header `formatted_truncate_text` writes above a cut: the original's token estimate and its line count.
 * `lines` only: the header before openai/codex added the warning line (rust-v0.125.0 has only that one).
 * @example formattedHeader('example output', 'warning') === 'Warning: truncated output (original token count: 4)\nTotal output lines: 1\n\n'
 */
export function formattedHeader(s: string, header: 'warning' | 'lines'): string {
  const lines = `Total output lines: ${rustLineCount(s)}\n\n`
  if (header === 'lines') return lines
  return `Warning: truncated output (original token count: ${approxTokensFromBytes(utf8Length(s))})\n${lines}`
}

/**
 * Codex's `formatted_truncate_text`: whole within the policy's byte budget, else the header and the cut.
 * @example formattedTruncateText('example output', { mode: 'bytes', limit: 1 }, 'lines') === 'Total output lines: 1\n\n…13 chars truncated…t'
 */
export function formattedTruncateText(
  s: string,
  p: TruncationPolicy,
  header: 'warning' | 'lines' = 'warning',
): string {
  if (utf8Length(s) <= byteBudget(p)) return s
  return formattedHeader(s, header) + truncateText(s, p)
}

/**
 * A middle cut applied to text made of parts (kept ranges of an original, notices, rebuilt text): the parts that
 * fall in `[0, prefixEnd)` and `[suffixStart, end)` of the joined text, the marker between. A notice cut across
 * stays a notice (its kept piece); nothing is copied but notices.
 * @example cutParts([{ kind: 'kept', start: 0, end: 6 }], { prefixEnd: 2, suffixStart: 4, marker: '…' }) → kept 0–2, '…', kept 4–6
 */
export function cutParts(parts: readonly TrimPart[], cut: MiddleCut): TrimPart[] {
  const out: TrimPart[] = []
  const keep = (from: number, to: number) => {
    let at = 0
    for (const p of parts) {
      const len = p.kind === 'kept' ? p.end - p.start : p.text.length
      const s = Math.max(from, at)
      const e = Math.min(to, at + len)
      if (s < e) {
        if (p.kind === 'kept') out.push({ kind: 'kept', start: p.start + s - at, end: p.start + e - at })
        else out.push({ kind: p.kind, text: p.text.slice(s - at, e - at) })
      }
      at += len
    }
  }
  keep(0, cut.prefixEnd)
  out.push({ kind: 'notice', text: cut.marker })
  keep(cut.suffixStart, Number.POSITIVE_INFINITY)
  return out
}
