/** Seed 002's numbers and the composer's sample inputs, free of types and zod so every layer can use them. */

/**
 * PraisonAI's budgeter reservations (seed 002, `ContextBudgeter`): system 2,000, rules 500, skills 500, memory
 * 1,000, tool schemas 2,000, tool outputs 20,000, buffer 1,000 tokens; the output reserve (8,000) sits beside
 * them and history gets the rest of the window.
 */
export const PRAISONAI_RESERVATIONS = Object.freeze({
  systemPrompt: 2_000,
  rules: 500,
  skills: 500,
  memory: 1_000,
  toolSchemas: 2_000,
  toolOutputs: 20_000,
  buffer: 1_000,
})

/** PraisonAI's `ManagerConfig.output_reserve`. */
export const PRAISONAI_OUTPUT_RESERVE = 8_000

/** PraisonAI's `default_tool_output_max` (seed 002): 10,000 tokens for a tool without its own budget. */
export const PRAISONAI_DEFAULT_TOOL_OUTPUT_MAX = 10_000

/**
 * PraisonAI's window as seed 002 has it: gpt-4o-mini's 128,000 tokens, older tool results pruned to 4,000 chars,
 * the most recent turn kept whole. The schema's defaults (`WindowSchema`) and the PraisonAI presets read these.
 */
export const PRAISONAI_WINDOW = Object.freeze({
  windowTokens: 128_000,
  pruneChars: 4_000,
  keepRecentTurns: 1,
})

/** A small OpenAI-format tool list, so the composer has schemas to measure before anything is pasted. */
export const SAMPLE_SCHEMAS = `[
  {
    "type": "function",
    "function": {
      "name": "read_file",
      "description": "Read a file from the workspace and return its text.",
      "parameters": {
        "type": "object",
        "properties": { "path": { "type": "string", "description": "Path relative to the workspace" } },
        "required": ["path"]
      }
    }
  }
]`

export const DEFAULT_SYSTEM_PROMPT =
  'You are a coding agent. Read the files you need with read_file, then answer concisely.'
export const DEFAULT_USER_MESSAGE = 'Why does the build fail? Look at the three source files.'
