import * as z from 'zod/mini'
import { wholeNumber } from '../schema-helpers.ts'

/**
 * Seed 002 (PraisonAI): per-tool token budgets, protected tools, and the context window they feed. Validated in
 * the worker only.
 */
export const ToolTokenBudgetSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  maxTokens: wholeNumber('max_tokens', 'tokens', 1, 100_000_000),
  /** Never pruned when the context is optimised. */
  protected: z._default(z.boolean(), false),
})
export type ToolTokenBudget = z.infer<typeof ToolTokenBudgetSchema>

/** Seed 002's truncate_tool_output: as the document describes it, or as the project's code does today. */
export const SEED_002_TRUNCATIONS = ['documented', 'current'] as const

export const ToolBudgetsSchema = z.object({
  defaultToolOutputMax: z._default(wholeNumber('default_tool_output_max', 'tokens', 1, 100_000_000), 10_000),
  tools: z._default(z.array(ToolTokenBudgetSchema).check(z.maxLength(10_000)), []),
  truncation: z._default(z.enum(SEED_002_TRUNCATIONS), 'current'),
})
export type ToolBudgets = z.infer<typeof ToolBudgetsSchema>
