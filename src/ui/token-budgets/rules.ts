import type { NumberRule } from '../../engine/index.ts'

/** The input rules of seed 002's number fields, matching the Scenario schema (caps are at least 1). */
export const TB_RULES = {
  defaultToolOutputMax: {
    label: 'default_tool_output_max',
    unit: 'tokens',
    kind: 'whole',
    min: 1,
    max: 100_000_000,
  },
  maxTokens: { label: 'max_tokens', unit: 'tokens', kind: 'whole', min: 1, max: 100_000_000 },
  modelTokens: { label: 'model window', unit: 'tokens', kind: 'whole', min: 1, max: 100_000_000 },
  outputReserve: { label: 'output reserve', unit: 'tokens', kind: 'whole', min: 0, max: 100_000_000 },
  reservation: { label: 'reservation', unit: 'tokens', kind: 'whole', min: 0, max: 100_000_000 },
  pruneChars: { label: 'prune limit', unit: 'chars', kind: 'whole', min: 1, max: 1_000_000_000 },
  toolPruneChars: {
    label: 'prune limit',
    unit: 'chars',
    kind: 'whole',
    min: 1,
    max: 1_000_000_000,
    emptyMeansNone: true,
  },
  keepRecentTurns: { label: 'recent turns kept', unit: 'turns', kind: 'whole', min: 1, max: 1_000 },
} satisfies Record<string, NumberRule>

/** The window sizes offered, each with a model that has it. */
export const WINDOW_PRESETS = [
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
