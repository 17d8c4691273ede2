import { outputSlice } from '../base/output-text.ts'
import type { Batch } from '../base/scenario-core.ts'
import type { EncodingId, Tokenizers } from '../measure/measure.ts'
import { measurer } from '../measure/measurer.ts'
import type { ResultBudgetReport } from '../result-budget/evaluate-result-budget.ts'
import type { Strategies } from './schema.ts'

/** Seed 003's turn total (its chars/4 estimate) beside the exact count of the same delivered text. */
export interface TurnExact {
  encoding: EncodingId
  /** `ceil(delivered chars / 4)`, seed 003's estimate. */
  estimate: number
  /** Exact tokens of what the batches that ran deliver (kept heads, markers, whole error results). */
  exact: number
}

/**
 * The exact token count of what seed 003 delivers over the turn, to show beside its ~4 chars/token estimate.
 * Each call is counted alone (a tool result is its own message). Null when no exact encoding is wanted or it
 * is not loaded.
 * @example turnExact(defaultScenario(), evaluateResultBudget(defaultScenario()), {}) === null // no exactBeside
 */
export function turnExact(
  scenario: { strategies: Pick<Strategies, 'exactBeside'>; batches: Batch[] },
  report: ResultBudgetReport,
  tokenizers: Tokenizers,
): TurnExact | null {
  const encoding = scenario.strategies.exactBeside
  if (!encoding || !tokenizers[encoding]) return null
  const m = measurer(encoding, tokenizers)
  let exact = 0
  for (const batch of report.batches) {
    if (!batch.ranInTurn) continue
    const calls = scenario.batches[batch.index]?.calls ?? []
    for (const c of batch.calls) {
      const output = calls[c.index]?.output
      if (!output) continue
      exact += m.count(outputSlice(output, 0, c.keptChars) + (c.marker ?? ''))
    }
  }
  return { encoding, estimate: report.turnTotals.approxTokens, exact }
}
