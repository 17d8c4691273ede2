import type { TrimPart } from '../../strategies/trim.ts'
import { TRUNCATION_MARKER } from './source.ts'

/** UTF-16 offset of each code point boundary, so Python's code-point slices map onto JavaScript strings. */
function codePointOffsets(s: string): number[] {
  const at = [0]
  for (const ch of s) at.push((at.at(-1) ?? 0) + ch.length)
  return at
}

/**
 * OpenHands' `truncate_content` (openhands/events/serialization/event.py:167-178 at 156d0686), as parts: over
 * `maxChars` code points (Python's `len`), it keeps `maxChars // 2` from the head and from the tail around
 * `TRUNCATION_MARKER`. Python's `content[-0:]` is the whole string, so a limit of 0 or 1 keeps everything after the
 * marker, as OpenHands does; a negative limit or `null` turns it off.
 * @example truncateContentParts('abcdef', 4).map((p) => p.kind) → ['kept', 'notice', 'kept']
 */
export function truncateContentParts(content: string, maxChars: number | null): TrimPart[] {
  const offsets = codePointOffsets(content)
  const length = offsets.length - 1
  if (maxChars === null || length <= maxChars || maxChars < 0)
    return [{ kind: 'kept', start: 0, end: content.length }]
  const half = Math.floor(maxChars / 2)
  const tailStart = half === 0 ? 0 : (offsets[length - half] ?? 0)
  const parts: TrimPart[] = []
  if (half > 0) parts.push({ kind: 'kept', start: 0, end: offsets[half] ?? 0 })
  parts.push({ kind: 'notice', text: TRUNCATION_MARKER })
  parts.push({ kind: 'kept', start: tailStart, end: content.length })
  return parts
}

/**
 * `truncate_content` as text.
 * @example truncateContent('abcdef', 4) === 'ab\n[... Observation truncated due to length ...]\nef'
 */
export const truncateContent = (content: string, maxChars: number | null): string =>
  truncateContentParts(content, maxChars)
    .map((p) => (p.kind === 'kept' ? content.slice(p.start, p.end) : p.kind === 'notice' ? p.text : p.text))
    .join('')

/**
 * Python's `len`: code points.
 * @example pyLen('a😀') === 2
 */
export const pyLen = (s: string): number => codePointOffsets(s).length - 1
