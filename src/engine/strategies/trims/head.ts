import { truncationMarker } from '../../result-budget/trim.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Seed 003's post-trim (Ethos `ToolRegistry.executeParallel`): `value.slice(0, budget) + "\n[truncated — " +
 * value.length + " chars total]"`: em dash, raw length without separators. In chars this is the seed's code
 * exactly, a split surrogate pair included; in tokens the head is the first `budget` tokens (never splitting a
 * char) and the marker still states chars, as the seed's contract does.
 * @example trimHead({ text: 'abcdef', budget: 2, m: chars }).kept → [[0, 2]], after → ['\n[truncated — 6 chars total]']
 */
export function trimHead({ text, budget, m }: TrimContext): Cut {
  const end = m.id === 'chars' ? Math.min(budget, text.length) : m.prefixEnd(text, budget)
  const marker = truncationMarker(text.length)
  return { kept: [[0, end]], after: [marker], header: marker.slice(1) }
}
