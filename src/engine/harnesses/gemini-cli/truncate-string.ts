import { joinParts, type TrimPart } from '../../strategies/trim.ts'

/**
 * Gemini CLI's `truncateString` (packages/core/src/utils/textUtils.ts:106-145 at 5411f113), as parts: over
 * `maxLength` UTF-16 units, it keeps whole grapheme clusters (a code point and its combining marks) while they
 * fit, drops a dangling high surrogate, and appends `suffix`. Its cluster pattern's `.` matches no line
 * terminator, so every line break before the cut is dropped from the kept text: kept runs are the parts between.
 * @example truncateStringParts('abcdef', 5, '...').at(-1) → { kind: 'notice', text: '...' }
 */
export function truncateStringParts(str: string, maxLength: number, suffix = '...[TRUNCATED]'): TrimPart[] {
  if (str.length <= maxLength) return [{ kind: 'kept', start: 0, end: str.length }]
  const cluster = /(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|.)\p{M}*/gu
  const parts: TrimPart[] = []
  let length = 0
  for (let m = cluster.exec(str); m !== null; m = cluster.exec(str)) {
    const segment = m[0]
    if (length + segment.length > maxLength) break
    const last = parts.at(-1)
    if (last?.kind === 'kept' && last.end === m.index) last.end += segment.length
    else parts.push({ kind: 'kept', start: m.index, end: m.index + segment.length })
    length += segment.length
    if (length >= maxLength) break
  }
  const last = parts.at(-1)
  if (last?.kind === 'kept') {
    const code = str.charCodeAt(last.end - 1)
    if (code >= 0xd800 && code <= 0xdbff) last.end -= 1
    if (last.end === last.start) parts.pop()
  }
  if (suffix) parts.push({ kind: 'notice', text: suffix })
  return parts
}

/**
 * `truncateString` as text.
 * @example truncateString('ab\ncd\nef', 4, '|') === 'abcd|'
 */
export const truncateString = (str: string, maxLength: number, suffix = '...[TRUNCATED]'): string =>
  joinParts(str, truncateStringParts(str, maxLength, suffix))
