import { utf8Length } from '../../measure/utf8.ts'
import { textFacts } from '../text-facts.ts'
import type { Cut, TrimContext } from '../types.ts'

/**
 * Middle 50/50, as Codex CLI cuts tool output (openai/codex, codex-rs output truncation): the first half of the
 * budget and the last half, joined by `…N chars truncated…` (chars) or `…N tokens truncated…` (tokens), with
 * Codex's own count: removed chars, or in tokens the removed middle's UTF-8 bytes / 4 rounded up
 * (`approx_tokens_from_byte_count`), whatever measure cuts the ends — an estimate, and one that needs no
 * tokenizer pass over the removed megabytes. As a header, Codex's two lines above the text, the marker staying
 * where the cut is: `Warning: truncated output (original token count: T)` (T the whole output's bytes / 4, rounded
 * up) and `Total output lines: L`. Claude Code's Bash output is also cut in the middle. The ends never split a
 * char; Codex splits its budget in UTF-8 bytes, we in the chosen measure.
 * @example trimMiddle({ text: 'abcdefghij', budget: 4, m: chars }) → 'ab…6 chars truncated…ij'
 */
export function trimMiddle({ text, budget, m }: TrimContext): Cut {
  const headBudget = Math.floor(budget / 2)
  const headEnd = m.prefixEnd(text, headBudget)
  const tailStart = Math.max(headEnd, m.suffixStart(text, budget - headBudget))
  const facts = textFacts(text)
  const removed =
    m.unit === 'chars'
      ? tailStart - headEnd
      : bytesToTokens(
          facts.utf8Bytes() - utf8Length(text.slice(0, headEnd)) - utf8Length(text.slice(tailStart)),
        )
  const marker = `…${removed} ${m.unit} truncated…`
  return {
    kept: [
      [0, headEnd],
      [tailStart, text.length],
    ],
    after: [marker, ''],
    header: `Warning: truncated output (original token count: ${bytesToTokens(facts.utf8Bytes())})\nTotal output lines: ${facts.lines()}`,
    afterHeader: [marker, ''],
  }
}

/** Codex's token estimate of a byte count: bytes / 4, rounded up. */
const bytesToTokens = (bytes: number) => Math.ceil(bytes / 4)
