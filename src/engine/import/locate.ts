import { lineOf, lineStarts } from '../base/line-index.ts'
import type { ImportedBatch } from './types.ts'

/**
 * Gives each call the line of the text where it first appears, so a tab can point at it: its id (or, without one,
 * its name as a JSON string, then anywhere) is searched forward past the previous call's place, in document order. The search is bounded (at most
 * a few passes over the text in all): past that, a call gets the line of the last place found.
 * @example locateCalls('{"id": "a"}\n{"id": "b"}', batches)[0]?.calls.map((c) => c.line) → [1, 2] for calls a and b
 */
export function locateCalls(text: string, batches: readonly ImportedBatch[]): ImportedBatch[] {
  const starts = lineStarts(text)
  let cursor = 0
  // Each call is searched past the one before: two id-less calls of one name are two places (Ollama).
  let from = 0
  let budget = 4 * text.length + 1_000
  return batches.map((b) => ({
    ...b,
    calls: b.calls.map((c) => {
      // Its id, else its name as a JSON string (not the name in prose), else its name anywhere (YAML).
      let at = -1
      for (const probe of c.id === null ? [`"${c.name}"`, c.name] : [c.id, c.name]) {
        if (at >= 0 || budget <= 0) break
        at = text.indexOf(probe, from)
        budget -= (at < 0 ? text.length : at) - from + probe.length
      }
      if (at >= 0) {
        cursor = at
        from = at + 1
      }
      return { ...c, line: lineOf(starts, cursor) }
    }),
  }))
}
