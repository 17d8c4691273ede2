import { outputLength } from '../base/output-text.ts'
import type { Scenario } from '../scenario.ts'

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
      ...b,
      calls: b.calls.map((c) =>
        c.output.kind === 'text' && c.output.text.length > COMPACT_OVER_CHARS
          ? { ...c, output: { kind: 'sample' as const, chars: c.output.text.length } }
          : c,
      ),
    })),
  }
}

/**
 * The pasted texts whose content (not only their length) the numbers depend on: an action log, a trace, a
 * transcript, tool schemas, a system prompt. A compact link cannot stand in for them.
 */
export function contentTexts(s: Scenario): { where: string; chars: number }[] {
  const w = s.toolBudgets.window
  return [
    { where: 'Planner action log', chars: s.planner.log.text.length },
    { where: 'Sentinel trace', chars: s.plans.trace.text.length },
    { where: 'Window transcript', chars: w.transcript.length },
    { where: 'Tool schemas', chars: w.toolSchemas.length },
    { where: 'System prompt', chars: w.systemPrompt.length },
    { where: 'User message', chars: w.userMessage.length },
  ]
}

const sum = (xs: { chars: number }[]) => xs.reduce((t, x) => t + x.chars, 0)

/** Total chars of pasted outputs in the scenario: what a compact link replaces with same-length samples. */
export function pastedOutputChars(s: Scenario): number {
  let total = 0
  for (const b of s.batches)
    for (const c of b.calls) if (c.output.kind === 'text') total += outputLength(c.output)
  return total
}

/** Total chars of pasted text in the scenario: what makes a link or a saved copy big. */
export function pastedChars(s: Scenario): number {
  return pastedOutputChars(s) + sum(contentTexts(s))
}

/** Chars of content-bearing text (see `contentTexts`): past a limit no link can carry the scenario. */
export function contentChars(s: Scenario): number {
  return sum(contentTexts(s))
}
