import { LIMITS } from '../base/limits.ts'
import type { RecordedSession, RecordedUsageTokens } from '../base/recorded-schema.ts'
import type { Recorded, RecordedUsage } from './recorded.ts'
import type { ImportedBatch } from './types.ts'

const lineOf = (where: string): number => Number(/^line (\d+)/.exec(where)?.[1] ?? 0)
// The Scenario's cap on a token count: a file claiming more is misread, and must not make the scenario invalid.
const cap = (n: number) => Math.min(n, 1e12)

/** The import's usage in the Scenario's words (`inputTokens`…), the window when the harness gave one. */
function usageTokens(u: RecordedUsage, contextWindow: number | null): RecordedUsageTokens {
  return {
    inputTokens: cap(u.input),
    outputTokens: cap(u.output),
    cacheReadTokens: cap(u.cacheRead),
    cacheWriteTokens: cap(u.cacheWrite),
    ...(u.reasoning === null ? {} : { reasoningTokens: cap(u.reasoning) }),
    ...(contextWindow === null ? {} : { contextWindow: cap(contextWindow) }),
  }
}

/**
 * What a session file recorded, laid on the scenario's batches: each batch's usage (by the response that made
 * its calls; the first such response with usage when several point at one batch), and the session's counts,
 * window, compactions (placed by file line among the batches) and replies without calls (placed after the
 * batch of the last response before them). Batches past `kept` (the scenario's cap) take nothing.
 * @example recordedForScenario({ responses: [{ where: 'line 2', line: 2, usage, batch: 0 }], compactions: [], contextWindow: null }, batches, 1).perBatch[0]?.inputTokens === usage.input
 */
export function recordedForScenario(
  recorded: Recorded,
  batches: readonly ImportedBatch[],
  kept: number,
): { perBatch: (RecordedUsageTokens | undefined)[]; session: RecordedSession } {
  const perBatch: (RecordedUsageTokens | undefined)[] = Array.from({ length: kept }, () => undefined)
  const replies: RecordedSession['replies'] = []
  let after = 0
  for (const r of recorded.responses) {
    if (r.batch !== null) after = Math.min(r.batch + 1, kept)
    if (r.usage === null) continue
    const usage = usageTokens(r.usage, recorded.contextWindow)
    if (r.batch === null) {
      if (replies.length < LIMITS.maxBatches) replies.push({ afterBatch: after, usage })
    } else if (r.batch < kept && perBatch[r.batch] === undefined) perBatch[r.batch] = usage
  }
  const lines = batches.slice(0, kept).map((b) => lineOf(b.where))
  const compactions = recorded.compactions.slice(0, LIMITS.maxBatches).map((c) => ({
    atBatch: c.line > 0 ? lines.filter((l) => l > 0 && l < c.line).length : kept,
    ...(c.tokensBefore === null ? {} : { preTokens: cap(c.tokensBefore) }),
    ...(c.trigger === null ? {} : { trigger: c.trigger.slice(0, 40) }),
  }))
  return {
    perBatch,
    session: {
      responses: recorded.responses.length,
      responsesWithUsage: recorded.responses.filter((r) => r.usage !== null).length,
      ...(recorded.contextWindow === null ? {} : { contextWindow: cap(recorded.contextWindow) }),
      compactions,
      replies,
    },
  }
}
