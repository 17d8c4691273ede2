import { textOf } from '../base/output-texts.ts'
import type { Batch } from '../base/scenario-core.ts'
import { budgetOf, type ResolvedConfig } from './resolve.ts'
import type { Seed002Truncation } from './schema.ts'
import { cutCurrent, cutDocumented, type Seed002Cut } from './truncate.ts'

/** One call's output after seed 002's `truncate_tool_output`, with the budget that applied. */
export interface TruncatedCall {
  batch: number
  call: number
  tool: string
  isError: boolean
  /** The tool's own max_tokens, or the default for a tool without a row. */
  budgetTokens: number
  budgetFrom: 'tool' | 'default'
  protected: boolean
  pruneChars: number
  cut: Seed002Cut
}

/**
 * Applies seed 002's truncation to every call of every batch: each output against its tool's budget
 * (`get_tool_budget`: an unknown tool gets `default_tool_output_max`), as documented or as the code does today.
 * PraisonAI truncates every tool output, error results included (it has no notion of an error result here).
 * @example truncateBatches(defaultScenario().batches, resolved, 'current')[0].cut.truncated === true
 */
export function truncateBatches(
  batches: readonly Batch[],
  config: ResolvedConfig,
  truncation: Seed002Truncation,
): TruncatedCall[] {
  const cut = truncation === 'documented' ? cutDocumented : cutCurrent
  const rows: TruncatedCall[] = []
  batches.forEach((batch, b) => {
    batch.calls.forEach((call, c) => {
      const budget = budgetOf(config, call.tool)
      rows.push({
        batch: b,
        call: c,
        tool: call.tool,
        isError: call.isError,
        budgetTokens: budget.maxTokens,
        budgetFrom: budget.from,
        protected: budget.protected,
        pruneChars: budget.pruneChars,
        cut: cut(textOf(call.output), budget.maxTokens),
      })
    })
  })
  return rows
}
