import type { PassageId } from '../seeds/passages.ts'
import type { SplitStrategy, TrimStrategy } from './schema.ts'

/** A strategy's name as the UI shows it, the system whose behaviour it reproduces (or "ours"), and the seed
 * passage that specifies it, where a seed does. */
export interface StrategySource {
  label: string
  source: string
  passage?: PassageId
}

/** Zod-free, so page code can name strategies without the schema. Same order as `TRIM_STRATEGIES`. */
export const TRIM_SOURCES: Record<TrimStrategy, StrategySource> = {
  head: {
    label: 'Head',
    source: 'Ethos, seed 003: slice(0, budget) + "\\n[truncated — N chars total]"',
    passage: '003/marker',
  },
  'head-marker': {
    label: 'Head + marker',
    source: 'PraisonAI as documented, seed 002: head + "\\n...[output truncated]..."',
    passage: '002/marker',
  },
  'head-tail': {
    label: 'Head + tail',
    source: 'PraisonAI today, seed 002: head, "[N chars, showing first/last portions]", tail',
    passage: 'facts/002-marker-today',
  },
  middle: {
    label: 'Middle 50/50',
    source:
      'Codex CLI: "…N chars/tokens truncated…" between the two halves (N tokens as Codex counts: bytes / 4)',
  },
  'save-to-file': {
    label: 'Save to file',
    source: 'Claude Code: <persisted-output> reference with a 2KB preview',
  },
  'line-boundary': { label: 'Line boundary', source: 'ours: head cut back to the last whole line' },
  'errors-first': {
    label: 'Errors first',
    source: 'ours: error lines from the cut part kept before the head',
  },
  'json-aware': { label: 'JSON-aware', source: 'ours: valid JSON stays valid JSON' },
}

export const TRIM_ORDER: readonly TrimStrategy[] = [
  'head',
  'head-marker',
  'head-tail',
  'middle',
  'save-to-file',
  'line-boundary',
  'errors-first',
  'json-aware',
]

export const SPLIT_SOURCES: Record<SplitStrategy, StrategySource> = {
  even: { label: 'Even', source: 'Ethos, seed 003: floor(B / max(n, 1)) each', passage: '003/even-split' },
  'water-fill': {
    label: 'Water-filling',
    source: 'ours: unused shares of short outputs go to the long ones',
  },
  weighted: { label: 'Weighted by tool', source: 'ours: floor(B × weight / total weight)' },
}

export const SPLIT_ORDER: readonly SplitStrategy[] = ['even', 'water-fill', 'weighted']

export const MEASURE_LABELS = {
  chars: 'chars (UTF-16 units, seed 003)',
  'chars/4': 'tokens ≈ chars / 4 (seeds 003, 004; estimate)',
  praisonai: 'tokens, PraisonAI heuristic (seed 002; estimate)',
  o200k_base: 'tokens, o200k_base (exact)',
  cl100k_base: 'tokens, cl100k_base (exact)',
} as const

/** The seed passages a measure's label cites (exact tokenizers cite none). */
export const MEASURE_PASSAGES: Record<keyof typeof MEASURE_LABELS, readonly PassageId[]> = {
  chars: ['003/chars-not-tokens'],
  'chars/4': ['003/why-80k', 'facts/004-window'],
  praisonai: ['facts/002-heuristic'],
  o200k_base: [],
  cl100k_base: [],
}
