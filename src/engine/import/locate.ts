import { lineOf, lineStarts } from '../line-index.ts'
import type { ImportedBatch } from './types.ts'

/**
 * Gives each call the line of the text where it first appears, so a tab can point at it: its id (or, without one,
 * its name) is searched forward from the previous call's place, in document order. The search is bounded (at most
 * a few passes over the text in all): past that, a call gets the line of the last place found.
 * @example locateCalls('{"id": "a"}\n{"id": "b"}', batches)[0]?.calls.map((c) => c.line) → [1, 2] for calls a and b
 */
export function locateCalls(text: string, batches: readonly ImportedBatch[]): ImportedBatch[] {
  const starts = lineStarts(text)
  let cursor = 0
  let budget = 4 * text.length + 1_000
  return batches.map((b) => ({
    ...b,
    calls: b.calls.map((c) => {
      if (budget > 0) {
        const probe = c.id ?? c.name
        let at = text.indexOf(probe, cursor)
        budget -= (at < 0 ? text.length : at) - cursor + probe.length
        if (at < 0 && c.id !== null && budget > 0) {
          at = text.indexOf(c.name, cursor)
          budget -= (at < 0 ? text.length : at) - cursor
        }
        if (at >= 0) cursor = at
      }
      return { ...c, line: lineOf(starts, cursor) }
    }),
  }))
}
