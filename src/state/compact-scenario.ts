import { outputLength } from '../engine/output-text.ts'
import type { Scenario } from '../engine/scenario.ts'

/** Outputs longer than this are swapped for same-length sample text in a compact link. */
export const COMPACT_OVER_CHARS = 2_000

/**
 * A scenario small enough for any link: every pasted output over 2,000 chars becomes generated sample text of
 * the same length. Every number the engine computes from lengths stays the same; the text itself does not.
 */
export function compactScenario(s: Scenario): Scenario {
  return {
    ...s,
    batches: s.batches.map((b) => ({
      calls: b.calls.map((c) =>
        c.output.kind === 'text' && c.output.text.length > COMPACT_OVER_CHARS
          ? { ...c, output: { kind: 'sample' as const, chars: c.output.text.length } }
          : c,
      ),
    })),
  }
}

/** Total chars of pasted text in the scenario: what makes a link or a saved copy big. */
export function pastedChars(s: Scenario): number {
  let total = 0
  for (const b of s.batches)
    for (const c of b.calls) if (c.output.kind === 'text') total += outputLength(c.output)
  return total
}
