/** Hard limits of the selection section: 1,000 categories of 1,000 tools stays evaluable in the worker. */
export const SELECTION_LIMITS = {
  maxNameChars: 200,
  maxDescriptionChars: 10_000,
  maxCategories: 1_000,
  maxToolsPerCategory: 1_000,
  /** max_tools: far above any client's limit (OpenAI's is 128), so "10,000 slots" is a valid question. */
  maxSlots: 100_000,
  maxWeight: 1_000,
  maxSchemaChars: 10_000_000,
  maxSchemas: 100_000,
  maxIterations: 100,
  maxCallsPerIteration: 100,
} as const

/** The seed's loop bound: `MAX_TOOL_ITERATIONS` in execute_tool_loop. */
export const MAX_TOOL_ITERATIONS = 5
/** The meta tool's name (`REQUEST_MORE_TOOLS_NAME`). */
export const REQUEST_MORE_TOOLS_NAME = 'request_more_tools'
/** qwen3:8b's context window as seed 004's project estimates it (tokens). */
export const SELECTION_WINDOW_TOKENS = 32_000
/** Seed 004's token estimate: chars / 4. */
export const SELECTION_CHARS_PER_TOKEN = 4
