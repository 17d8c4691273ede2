import toolBudgets from 'virtual:number-fields/toolBudgets'
import { fieldRule } from '../../state/number-fields.ts'

const tb = (path: string, label?: string) =>
  fieldRule(toolBudgets, `toolBudgets.${path}`, label === undefined ? {} : { label })

/** The input rules of seed 002's number fields, as the Scenario schema has them (caps are at least 1). */
export const TB_RULES = {
  defaultToolOutputMax: tb('defaultToolOutputMax'),
  maxTokens: tb('tools[].maxTokens'),
  windowTokens: tb('window.windowTokens'),
  outputReserve: tb('window.outputReserve'),
  // One rule for every reservation (they share one schema helper); the form names the field itself.
  reservation: tb('window.reservations.systemPrompt', 'reservation'),
  pruneChars: tb('window.pruneChars'),
  toolPruneChars: tb('tools[].pruneChars'),
  keepRecentTurns: tb('window.keepRecentTurns'),
}

/** The model windows offered: a size in tokens, each with a model that has it. */
export const MODEL_WINDOWS = [
  { tokens: 16_000, label: '16k' },
  { tokens: 32_000, label: '32k (qwen3:8b, seed 004)' },
  { tokens: 128_000, label: '128k (gpt-4o-mini, PraisonAI default)' },
  { tokens: 200_000, label: '200k (Claude, seed 003)' },
  { tokens: 1_000_000, label: '1M' },
] as const

/** The measures, as the composer's unit selector names them. */
export const MEASURE_LABELS: Record<string, string> = {
  chars: 'chars (UTF-16 units)',
  'chars/4': 'tokens ≈ chars / 4 (seeds 003, 004)',
  praisonai: 'tokens, PraisonAI heuristic (seed 002)',
  o200k_base: 'tokens, exact o200k_base',
  cl100k_base: 'tokens, exact cl100k_base (PraisonAI accurate)',
}
