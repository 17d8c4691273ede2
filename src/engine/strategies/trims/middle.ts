import { utf8Length } from '../../measure/utf8.ts'
import { thousands } from '../../tool-budgets/truncate.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Middle 50/50, as Codex CLI cuts tool output: the first half of the budget and the last half, with the count
 * of what was removed between them, `…N chars truncated…` (chars) or `…N tokens truncated…` (tokens). The count
 * is Codex's own (openai/codex, codex-rs output truncation): removed chars, or in tokens the removed middle's
 * UTF-8 bytes / 4 rounded up (`approx_tokens_from_byte_count`) — Codex's estimate, whatever measure cuts the
 * ends, and one that needs no tokenizer pass over the removed megabytes. Claude Code's Bash output is also cut
 * in the middle. Our choices: the marker sits on its own line, on top of the budget (as seed 003's marker
 * does), the count has comma thousands, and ends never split a char.
 * @example trimMiddle({ text: 'abcdefghij', budget: 4, m: chars }) → 'ab\n…6 chars truncated…\nij'
 */
export function trimMiddle({ text, budget, m }: TrimContext): Cut {
  const headBudget = Math.floor(budget / 2)
  const headEnd = m.prefixEnd(text, headBudget)
  const tailStart = Math.max(headEnd, m.suffixStart(text, budget - headBudget))
  const removed =
    m.unit === 'chars' ? tailStart - headEnd : Math.ceil(removedBytes(text, headEnd, tailStart) / 4)
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

/** UTF-8 bytes of `text.slice(start, end)`: the whole text's (remembered) less the two kept ends. */
function removedBytes(text: string, start: number, end: number): number {
  return textFacts(text).utf8Bytes() - utf8Length(text.slice(0, start)) - utf8Length(text.slice(end))
}
