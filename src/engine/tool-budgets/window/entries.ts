import type { Batch } from '../../base/scenario-core.ts'
import type { TruncatedCall } from '../apply.ts'
import { budgetOf, type ResolvedConfig } from '../resolve.ts'
import type { Seed002Truncation } from '../schema.ts'
import { cutCurrent, cutDocumented } from '../truncate.ts'
import type { HistoryEntry } from './history.ts'
import type { TranscriptItem } from './imported.ts'

/**
 * The history in order: the pasted transcript (its results truncated by the same budgets, as PraisonAI did when
 * they arrived), the user's message, then one turn per batch (a batch without calls is no turn).
 * @example historyEntries([], 'hi', defaultScenario(), calls, config, 'current').map((e) => e.kind) → ['message', 'turn']
 */
export function historyEntries(
  transcript: readonly TranscriptItem[],
  userMessage: string,
  scenario: { batches: Batch[] },
  calls: readonly TruncatedCall[],
  config: ResolvedConfig,
  truncation: Seed002Truncation,
): HistoryEntry[] {
  const cut = truncation === 'documented' ? cutDocumented : cutCurrent
  const entries: HistoryEntry[] = transcript.map((item) =>
    item.kind === 'message'
      ? { ...item, source: 'transcript' as const }
      : {
          kind: 'turn' as const,
          text: item.text,
          source: 'transcript' as const,
          calls: item.calls.map((c, i) => {
            const budget = budgetOf(config, c.tool)
            return {
              tool: c.tool,
              call: i,
              args: c.args,
              protected: budget.protected,
              pruneChars: budget.pruneChars,
              cut: cut(c.output, budget.maxTokens),
            }
          }),
        },
  )
  if (userMessage !== '')
    entries.push({ kind: 'message', role: 'user', text: userMessage, source: 'settings' })
  // One pass over the calls (they come batch by batch), not one per batch: 1,000 batches of 1,000 calls.
  const byBatch: TruncatedCall[][] = scenario.batches.map(() => [])
  for (const c of calls) byBatch[c.batch]?.push(c)
  for (const mine of byBatch)
    if (mine.length > 0) entries.push({ kind: 'turn', text: '', calls: mine, source: 'batch' })
  return entries
}
