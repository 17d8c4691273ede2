import * as z from 'zod/mini'
import { wholeNumber } from '../base/schema-helpers.ts'
import { ENCODINGS, MEASURES } from '../measure/measure.ts'

/**
 * How a batch's budget is split and each output is trimmed: the seeds' strategies and ours, named, so the
 * comparison view can run every one on the same batch. Validated in the worker only.
 */
export const TRIM_STRATEGIES = [
  'head', // seed 003: value.slice(0, budget) + "\n[truncated — N chars total]"
  'head-marker', // seed 002 as documented: head + "\n...[output truncated]..."
  'head-tail', // seed 002 as its code is today (PraisonAI)
  'middle', // Codex CLI, Claude Code's Bash output: keep both ends, cut the middle
  'save-to-file', // Claude Code: results over a threshold kept out of context, a reference and a preview shown
  'line-boundary', // ours: cut at the nearest line boundary
  'errors-first', // ours: error lines kept first
  'json-aware', // ours: valid JSON stays valid JSON
] as const
export type TrimStrategy = (typeof TRIM_STRATEGIES)[number]

export const SPLIT_STRATEGIES = ['even', 'water-fill', 'weighted'] as const
export type SplitStrategy = (typeof SPLIT_STRATEGIES)[number]

/** Where the truncation notice sits: inline where the cut is (the seeds), or a header stating the size (Codex). */
export const NOTICE_PLACEMENTS = ['inline', 'header'] as const

export const StrategiesSchema = z.object({
  /** The unit budgets and kept sizes are measured in. */
  measure: z._default(z.enum(MEASURES), 'chars'),
  trim: z._default(z.enum(TRIM_STRATEGIES), 'head'),
  notice: z._default(z.enum(NOTICE_PLACEMENTS), 'inline'),
  split: z._default(z.enum(SPLIT_STRATEGIES), 'even'),
  /** Per-tool weights for the `weighted` split; an unlisted tool weighs 1. */
  weights: z._default(
    z.array(z.object({ tool: z.string().check(z.maxLength(200)), weight: z.number().check(z.minimum(0)) })),
    [],
  ),
  /**
   * The batch budget, in the measure's unit. Absent: `resultBudgetChars` when the measure is chars, else
   * `floor(resultBudgetChars / 4)` tokens (seed 003's ~4 chars a token: 80,000 chars ≈ 20,000 tokens).
   */
  batchBudget: z.optional(wholeNumber('Batch budget', 'units', 0, 1_000_000_000)),
  /**
   * The batch budget as a percent of the model window set for seed 002's composer (`toolBudgets.window`):
   * `floor(window × % / 100)` tokens, or 4 chars a token when the measure is chars. Replaces `batchBudget`.
   */
  batchBudgetShare: z.optional(
    z
      .number({ error: 'The batch budget share must be a number (percent of the window)' })
      .check(
        z.gt(0, { error: 'The batch budget share must be more than 0% of the window' }),
        z.lte(100, { error: 'The batch budget share is at most 100% of the window' }),
      ),
  ),
  /** An exact encoding counted beside an estimator, to show the estimate's error. Absent: none. */
  exactBeside: z.optional(z.enum(ENCODINGS)),
  /** The call whose kept text is shown under every trim (index in the batch). Absent: the first one cut. */
  previewCall: z.optional(z.int().check(z.minimum(0))),
})
export type Strategies = z.infer<typeof StrategiesSchema>
