import { plural } from '../base/plural.ts'
import type { Note } from './types.ts'

/** Lines of a session file left out, by kind, each with the lines it was found on. */
export type SkippedLines = Map<string, number[]>

/**
 * Counts one skipped line under its kind.
 * @example const s: SkippedLines = new Map(); skipLine(s, 'progress', 9); s.get('progress') → [9]
 */
export function skipLine(skipped: SkippedLines, kind: string, line: number): void {
  const lines = skipped.get(kind)
  if (lines) lines.push(line)
  else skipped.set(kind, [line])
}

/**
 * The one note saying which lines of a session file were skipped: each kind counted, the first lines named.
 * @example skippedNote(new Map([['progress', [2, 9]]]), 'that are no message')[0]?.message === '2 lines that are no message (2 progress): skipped (lines 2, 9).'
 */
export function skippedNote(skipped: SkippedLines, why: string): Note[] {
  if (skipped.size === 0) return []
  const kinds = [...skipped].map(([kind, lines]) => `${lines.length} ${kind}`)
  const first = [...skipped.values()].flat().sort((a, b) => a - b)
  const n = first.length
  return [
    {
      kind: 'left out',
      where: `line ${first[0]}`,
      line: first[0] as number,
      message: `${plural(n, 'line')} ${why} (${kinds.join(', ')}): skipped (line${n === 1 ? '' : 's'} ${first.slice(0, 5).join(', ')}${n > 5 ? ', …' : ''}).`,
    },
  ]
}
