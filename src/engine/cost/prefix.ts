import type { PartTokens, TurnShape } from './types.ts'

/**
 * The prompt by part up to the first block that pruning a turn changes, given the prompt before that turn
 * (`before`): the turn's user message, then each iteration's tool call and its results, up to the first result
 * whose pruned size differs from its size. A turn whose results all keep their size changes nothing.
 * @example unchangedPrefix(zero, { userTokens: 5, iterations: [{ results: [{ tokens: 9, prunedTokens: 9 }, { tokens: 9, prunedTokens: 2 }] }] }, 3).history === 8
 */
export function unchangedPrefix(
  before: Readonly<PartTokens>,
  shape: Pick<TurnShape, 'userTokens' | 'iterations'>,
  toolCallTokens: number,
): PartTokens {
  const p = { ...before, history: before.history + shape.userTokens }
  for (const it of shape.iterations) {
    p.history += toolCallTokens
    for (const r of it.results) {
      if (r.prunedTokens !== r.tokens) return p
      p.toolOutputs += r.tokens
    }
  }
  return p
}
