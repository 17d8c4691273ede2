import { SEED_003_RESULT_BUDGET } from '../base/seed-003-defaults.ts'
import type { Scenario } from '../scenario.ts'
import type { Strategies } from '../strategies/schema.ts'
import {
  PRAISONAI_DEFAULT_TOOL_OUTPUT_MAX,
  PRAISONAI_OUTPUT_RESERVE,
  PRAISONAI_RESERVATIONS,
  PRAISONAI_WINDOW as PRAISONAI_WINDOW_SIZES,
} from '../tool-budgets/constants.ts'
import type { ToolBudgets, WindowSettings } from '../tool-budgets/schema.ts'

/** The settings a preset may set: parts of the three budget sections, never tools' calls or outputs. */
export interface PresetSettings {
  resultBudget?: Partial<Scenario['resultBudget']>
  strategies?: Partial<Pick<Strategies, 'measure' | 'trim' | 'notice' | 'split'>>
  toolBudgets?: Partial<Pick<ToolBudgets, 'defaultToolOutputMax' | 'truncation'>>
  window?: Partial<Omit<WindowSettings, 'systemPrompt' | 'userMessage' | 'toolSchemas' | 'transcript'>>
  /** Per-tool char caps for tools by name (seed 003's maxResultChars), e.g. Claude Code's Bash. */
  toolCaps?: { name: string; maxResultChars: number }[]
}

/** A named, sourced set of settings: a published system's behaviour, as documented or as its code is today. */
export interface Preset {
  id: string
  label: string
  /** Where the numbers come from, shown beside the preset in the menu. */
  source: string
  /** What it sets, in a sentence. */
  summary: string
  settings: PresetSettings
}

// Seed 002's numbers from their one home (tool-budgets/constants.ts), the same the schema's defaults read.
const PRAISONAI_WINDOW: PresetSettings['window'] = {
  ...PRAISONAI_WINDOW_SIZES,
  measure: 'praisonai',
  reservations: { ...PRAISONAI_RESERVATIONS },
  outputReserve: PRAISONAI_OUTPUT_RESERVE,
  shares: {},
}

/**
 * The presets, in menu order. Numbers are the seeds' (see seeds/README.md) or, for Claude Code and Codex CLI,
 * the ones the issue names from their documentation and code.
 */
export const PRESETS: readonly Preset[] = [
  {
    id: 'ethos-documented',
    label: 'Ethos, as documented',
    source:
      'Seed 003 (Ethos result budget design note): 80,000 chars per batch, 20 calls and 5 of one tool per turn',
    summary:
      'resultBudgetChars 80,000 split evenly, head trim with “[truncated — N chars total]”, guards 20 / 5.',
    settings: {
      resultBudget: { ...SEED_003_RESULT_BUDGET },
      strategies: { measure: 'chars', trim: 'head', notice: 'inline', split: 'even' },
    },
  },
  {
    id: 'ethos-today',
    label: 'Ethos, as its code is today',
    source:
      'Seed 003’s project, later versions (seeds/README.md): 1,000 calls / 25 identical per turn, 5 consecutive identical-argument calls (name + JSON of args), a 2,000-char budget floor',
    summary:
      'Guards 1,000 / 25, plus 5 consecutive calls with identical arguments; budget never below 2,000 chars.',
    settings: {
      resultBudget: {
        resultBudgetChars: SEED_003_RESULT_BUDGET.resultBudgetChars,
        maxToolCallsPerTurn: 1_000,
        maxIdenticalToolCalls: 25,
        maxConsecutiveIdenticalCalls: 5,
        resultBudgetFloorChars: 2_000,
      },
      strategies: { measure: 'chars', trim: 'head', notice: 'inline', split: 'even' },
    },
  },
  {
    id: 'praisonai-documented',
    label: 'PraisonAI, as documented',
    source:
      'Seed 002 (PraisonAI per-tool budgets doc): default_tool_output_max 10,000, head + “...[output truncated]...”',
    summary:
      '10,000 tokens per tool (PraisonAI heuristic), head-only truncation, budgeter reservations, 4,000-char pruning.',
    settings: {
      toolBudgets: { defaultToolOutputMax: PRAISONAI_DEFAULT_TOOL_OUTPUT_MAX, truncation: 'documented' },
      window: PRAISONAI_WINDOW,
      strategies: { measure: 'praisonai', trim: 'head-marker', notice: 'inline' },
    },
  },
  {
    id: 'praisonai-today',
    label: 'PraisonAI, as its code is today',
    source:
      'PraisonAI context/manager.py truncate_tool_output (seeds/README.md): head + “[N chars, showing first/last portions]” + tail ≤ 1,000',
    summary:
      '10,000 tokens per tool, head and tail around the comma-thousands marker, budgeter reservations.',
    settings: {
      toolBudgets: { defaultToolOutputMax: PRAISONAI_DEFAULT_TOOL_OUTPUT_MAX, truncation: 'current' },
      window: PRAISONAI_WINDOW,
      strategies: { measure: 'praisonai', trim: 'head-tail', notice: 'inline' },
    },
  },
  {
    id: 'claude-code',
    label: 'Claude Code',
    source:
      'Claude Code documentation, environment variables (code.claude.com/docs/en/env-vars): MAX_MCP_OUTPUT_TOKENS, MCP tool output capped at 25,000 tokens; BASH_MAX_OUTPUT_LENGTH, Bash output 30,000 chars, cut in the middle',
    summary: 'Tool outputs 25,000 tokens (≈ chars/4), Bash capped at 30,000 chars, middle cut, 200k window.',
    settings: {
      toolBudgets: { defaultToolOutputMax: 25_000 },
      window: { windowTokens: 200_000, measure: 'chars/4' },
      strategies: { measure: 'chars', trim: 'middle', notice: 'inline' },
      toolCaps: [{ name: 'Bash', maxResultChars: 30_000 }],
    },
  },
  {
    id: 'codex-cli',
    label: 'Codex CLI',
    source:
      'OpenAI Codex CLI (github.com/openai/codex, codex-rs tool output truncation): tool output truncated to 10,000 tokens, the middle cut (“…N tokens truncated…”), a header stating the original size',
    summary: '10,000 tokens per tool output (o200k_base), middle cut, notice as a header.',
    settings: {
      toolBudgets: { defaultToolOutputMax: 10_000 },
      window: { measure: 'o200k_base' },
      strategies: { measure: 'o200k_base', trim: 'middle', notice: 'header' },
    },
  },
  {
    id: 'seed-004-assistant',
    label: 'WhatsApp assistant (qwen3:8b)',
    source: 'Seed 004: context estimated as chars / 4 against a 32,000-token window (qwen3:8b)',
    summary: 'The window is 32,000 tokens counted as chars / 4.',
    settings: {
      // Seed 004 reserves nothing: the whole estimate is compared with the 32,000-token window.
      window: {
        windowTokens: 32_000,
        measure: 'chars/4',
        reservations: {
          systemPrompt: 0,
          rules: 0,
          skills: 0,
          memory: 0,
          toolSchemas: 0,
          toolOutputs: 0,
          buffer: 0,
        },
        outputReserve: 0,
        shares: {},
      },
      strategies: { measure: 'chars/4' },
    },
  },
]
