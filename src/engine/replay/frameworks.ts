import { HARNESSES, infoOf } from '../harnesses/registry.ts'
import type { HarnessInfo } from '../harnesses/types.ts'
import { PRESETS } from '../presets/presets.ts'
import { SEED_003_WINDOW_TOKENS } from '../result-budget/evaluate-result-budget.ts'
import type { PassageId } from '../seeds/passages.ts'

/**
 * How a framework turns a tool's output into what the model receives: seed 003's batch split and head trim with
 * its turn guards; seed 002's per-tool token budgets and `truncate_tool_output`; a harness's own rules as code
 * (Claude Code, Codex CLI: `src/engine/harnesses/`), which take none of the scenario's settings; seed 004's
 * assistant, which passes outputs whole, runs at most five tool iterations and summarises older results.
 */
export type Pipeline = 'seed-003' | 'seed-002' | 'harness' | 'seed-004'

/** One column of the replay: a framework preset, or the user's own settings. */
export interface Framework {
  id: string
  label: string
  /** Where its numbers come from (the preset's source, or what "yours" means). */
  source: string
  /** The preset applied to the scenario; null for the user's own settings. */
  preset: string | null
  pipeline: Pipeline
  /** Its context window in tokens, and who says so; null: the scenario's own window (`toolBudgets.window`). */
  windowTokens: number | null
  windowSource: string
  /** The seed passages its source and its window come from, where a seed says so (the reader opens them). */
  sourcePassage?: PassageId
  windowPassage?: PassageId
  /** The harness whose rules the column runs (pipeline `harness`): its params and sources are shown with it. */
  harness?: HarnessInfo
}

/** The seed passage behind each seed preset's numbers (the others come from public docs and code, not seeds). */
const SOURCE_PASSAGES: Partial<Record<string, PassageId>> = {
  'ethos-documented': '003/default-80k',
  'ethos-today': 'facts/003-today',
  'praisonai-documented': '002/default',
  'praisonai-today': 'facts/002-today',
  'seed-004-assistant': '004/iterations',
}

const preset = (id: string) => {
  const p = PRESETS.find((x) => x.id === id)
  if (!p) throw new Error(`no preset ${id}`)
  return p
}

/** The replay's columns, in order: the presets of `src/engine/presets/`, then the user's own settings. */
export const FRAMEWORKS: readonly Framework[] = [
  ...(['ethos-documented', 'ethos-today'] as const).map((id) => ({
    id,
    label: preset(id).label,
    source: preset(id).source,
    preset: id,
    pipeline: 'seed-003' as const,
    windowTokens: SEED_003_WINDOW_TOKENS,
    windowSource: 'seed 003: a 200k-token window, ~4 chars a token',
    sourcePassage: SOURCE_PASSAGES[id],
    windowPassage: 'facts/003-window' as const,
  })),
  ...(['praisonai-documented', 'praisonai-today'] as const).map((id) => ({
    id,
    label: preset(id).label,
    source: preset(id).source,
    preset: id,
    pipeline: 'seed-002' as const,
    windowTokens: null,
    windowSource: 'the preset: 128,000 tokens (gpt-4o-mini, PraisonAI’s default model)',
    sourcePassage: SOURCE_PASSAGES[id],
  })),
  {
    id: 'claude-code',
    label: HARNESSES['claude-code'].label,
    source: HARNESSES['claude-code'].summary,
    // Its own rules only: the Claude Code preset (menu) sets the scenario, the column never reads it.
    preset: null,
    pipeline: 'harness',
    harness: infoOf(HARNESSES['claude-code']),
    windowTokens: 200_000,
    windowSource: 'Claude Code: 200,000 tokens (the models’ standard window)',
  },
  {
    id: 'codex-cli',
    label: HARNESSES['codex-cli'].label,
    source: HARNESSES['codex-cli'].summary,
    preset: null,
    pipeline: 'harness',
    harness: infoOf(HARNESSES['codex-cli']),
    windowTokens: 272_000,
    windowSource: 'Codex: 272,000 tokens (models.json, gpt-5.5 context_window)',
  },
  ...(
    [
      ['anthropic-api', 200_000, 'Anthropic API: 200,000 tokens (the models’ standard window)'],
      [
        'gemini-cli',
        1_048_576,
        'Gemini CLI: 1,048,576 tokens (tokenLimit, packages/core/src/core/tokenLimits.ts:20)',
      ],
      ['opencode', 200_000, 'opencode: the model’s limit.context (200,000 assumed)'],
      ['openhands', 200_000, 'OpenHands: the model’s window (200,000 assumed; its condensers count events)'],
      ['langchain', 200_000, 'LangChain: the model’s window (200,000 assumed)'],
      ['deepagents', 200_000, 'deepagents: the model’s window (200,000 assumed)'],
    ] as const
  ).map(([id, windowTokens, windowSource]) => ({
    id,
    label: HARNESSES[id].label,
    source: HARNESSES[id].summary,
    preset: null,
    pipeline: 'harness' as const,
    harness: infoOf(HARNESSES[id]),
    windowTokens,
    windowSource,
  })),
  {
    id: 'seed-004-assistant',
    label: preset('seed-004-assistant').label,
    source: `${preset('seed-004-assistant').source}; outputs passed whole, at most 5 tool iterations (MAX_TOOL_ITERATIONS), older results summarised to one line`,
    preset: 'seed-004-assistant',
    pipeline: 'seed-004',
    windowTokens: null,
    windowSource: 'seed 004: 32,000 tokens (qwen3:8b)',
    sourcePassage: SOURCE_PASSAGES['seed-004-assistant'],
    windowPassage: 'facts/004-window',
  },
  {
    id: 'yours',
    label: 'Your settings',
    source:
      'This scenario as it stands: the Result budget tab’s split, caps, head trim and guards, measured and windowed as the Token budgets tab says',
    preset: null,
    pipeline: 'seed-003',
    windowTokens: null,
    windowSource: 'yours (Token budgets tab)',
  },
]
