import {
  DEFAULT_SYSTEM_PROMPT,
  DEFAULT_USER_MESSAGE,
  PRAISONAI_OUTPUT_RESERVE,
  PRAISONAI_RESERVATIONS,
  SAMPLE_SCHEMAS,
} from './constants.ts'
import type { ToolBudgets, WindowSettings } from './schema.ts'

/** The window the tab opens on: gpt-4o-mini's 128,000 tokens (PraisonAI's default model), seed 002's numbers. */
export function defaultWindow(): WindowSettings {
  return {
    modelTokens: 128_000,
    measure: 'praisonai',
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    userMessage: DEFAULT_USER_MESSAGE,
    transcript: '',
    toolSchemas: SAMPLE_SCHEMAS,
    reservations: { ...PRAISONAI_RESERVATIONS },
    outputReserve: PRAISONAI_OUTPUT_RESERVE,
    pruneChars: 4_000,
    keepRecentTurns: 1,
    dropOldTurns: true,
    shares: {},
  }
}

/** Seed 002's defaults: 10,000 tokens for every tool, none protected, truncation as the code does today. */
export function defaultToolBudgets(): ToolBudgets {
  return { defaultToolOutputMax: 10_000, tools: [], truncation: 'current', window: defaultWindow() }
}
