import type { ToolBudgets } from './schema.ts'

/** Seed 002's defaults: 10,000 tokens for every tool, none protected, truncation as the code does today. */
export function defaultToolBudgets(): ToolBudgets {
  return { defaultToolOutputMax: 10_000, tools: [], truncation: 'current' }
}
