import { thousands } from '../../tool-budgets/truncate.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Middle 50/50, as Codex CLI cuts tool output: the first half of the budget and the last half, with the count
 * of what was removed between them, `…N chars truncated…` (chars) or `…N tokens truncated…` (tokens). Codex's
 * `truncate_output_to_tokens` keeps `max_tokens / 2` at each end and writes `…{removed} tokens truncated…`
 * (openai/codex, codex-rs/core/src/truncate.rs); Claude Code's Bash output is also cut in the middle. Our
 * choices: the marker sits on its own line, on top of the budget (as seed 003's marker does), the count has
 * comma thousands, and ends never split a char.
 * @example trimMiddle({ text: 'abcdefghij', budget: 4, m: chars }) → 'ab\n…6 chars truncated…\nij'
 */
export function trimMiddle({ text, budget, m }: TrimContext): Cut {
  const headBudget = Math.floor(budget / 2)
  const headEnd = m.prefixEnd(text, headBudget)
  const tailStart = Math.max(headEnd, m.suffixStart(text, budget - headBudget))
  // Tokens: the whole output's count less the two kept ends, each counted alone (Codex counts the removed slice
  // alone; the two differ only by tokens that would merge across a cut). The whole count is shared with seed
  // 002's strategies, so a long output is counted once.
  const removed =
    m.unit === 'chars'
      ? tailStart - headEnd
      : Math.max(0, m.count(text) - m.count(text.slice(0, headEnd)) - m.count(text.slice(tailStart)))
  const marker = `…${thousands(removed)} ${m.unit} truncated…`
  return {
    kept: [
      [0, headEnd],
      [tailStart, text.length],
    ],
    after: [`\n${marker}\n`, ''],
    header: `Total output: ${thousands(text.length)} chars; ${marker}`,
  }
}
