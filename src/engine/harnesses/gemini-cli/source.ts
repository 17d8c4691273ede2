import type { HarnessSource, RuleSource } from '../types.ts'

/** The code read: google-gemini/gemini-cli at its main branch's head when fetched (commit 5411f113, 2026-08-21). */
export const GEMINI_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/google-gemini/gemini-cli',
  commit: '5411f113cafae26161b4969b0237b8e1e024e2c2',
  ref: 'main',
  note: 'Not modelled: the distillation service that replaces truncation when context management is enabled (tool-executor.ts:204-211), and the remote experiment flag that can set the compression threshold (config.ts:3421-3432)',
}

const code = (file: string, line: number, lineEnd?: number): RuleSource & { kind: 'code' } => ({
  kind: 'code',
  file: `packages/${file}`,
  line,
  lineEnd,
})

/** Where each rule of the Gemini CLI harness is written. */
export const GEMINI_RULES = {
  compressionThreshold: code('core/src/context/chatCompressionService.ts', 41),
  preserveThreshold: code('core/src/context/chatCompressionService.ts', 47),
  responseBudget: code('core/src/context/chatCompressionService.ts', 52),
  splitPoint: code('core/src/context/chatCompressionService.ts', 60, 100),
  truncateToBudget: code('core/src/context/chatCompressionService.ts', 137, 237),
  thresholdCheck: code('core/src/context/chatCompressionService.ts', 270, 285),
  newHistory: code('core/src/context/chatCompressionService.ts', 431, 441),
  formatTruncated: code('core/src/utils/fileUtils.ts', 704, 724),
  truncateThreshold: code('core/src/config/config.ts', 478),
  thresholdLeft: code('core/src/config/config.ts', 3794, 3801),
  shellCut: code('core/src/scheduler/tool-executor.ts', 217, 247),
  mcpCut: code('core/src/scheduler/tool-executor.ts', 248, 294),
  shellName: code('core/src/tools/definitions/base-declarations.ts', 56),
  webFetchMax: code('core/src/tools/web-fetch.ts', 42, 46),
  webFetchCut: code('core/src/tools/web-fetch.ts', 342, 348),
  truncateString: code('core/src/utils/textUtils.ts', 106, 145),
  builtinTools: code('core/src/tools/definitions/base-declarations.ts', 30, 138),
  tokenLimit: code('core/src/core/tokenLimits.ts', 20, 38),
  estimate: code('core/src/utils/tokenCalculation.ts', 83, 147),
  compressionSetting: code('cli/src/config/settingsSchema.ts', 1111, 1121),
  maskDefaults: code('core/src/context/toolOutputMaskingService.ts', 25, 28),
  maskExempt: code('core/src/context/toolOutputMaskingService.ts', 36, 41),
  maskScan: code('core/src/context/toolOutputMaskingService.ts', 90, 154),
  maskPreview: code('core/src/context/toolOutputMaskingService.ts', 203, 213),
  maskSnippet: code('core/src/context/toolOutputMaskingService.ts', 360, 367),
  maskEveryTurn: code('core/src/core/client.ts', 689, 699),
  maskSettings: code('cli/src/config/settingsSchema.ts', 2862, 2900),
  truncateSetting: code('cli/src/config/settingsSchema.ts', 1751, 1759),
} as const

/** `DEFAULT_COMPRESSION_TOKEN_THRESHOLD`: compress once the last prompt reaches this share of the model's limit. */
export const COMPRESSION_TOKEN_THRESHOLD = 0.5
/** `COMPRESSION_PRESERVE_THRESHOLD`: the newest share of the history (by JSON chars) kept after compression. */
export const COMPRESSION_PRESERVE_THRESHOLD = 0.3
/** `COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET`: newest-first budget of function responses kept whole. */
export const FUNCTION_RESPONSE_TOKEN_BUDGET = 50_000
/** `DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD`, in chars. */
export const TRUNCATE_TOOL_OUTPUT_THRESHOLD = 40_000
/** `tokenLimit()` of every Gemini model it names (and its default). */
export const GEMINI_TOKEN_LIMIT = 1_048_576
/** `DEFAULT_TOOL_PROTECTION_THRESHOLD`: the newest tool-output tokens never masked. */
export const MASK_PROTECTION_TOKENS = 50_000
/** `DEFAULT_MIN_PRUNABLE_TOKENS_THRESHOLD`: masking runs only once this many tokens are maskable. */
export const MASK_MIN_PRUNABLE_TOKENS = 30_000
/** `EXEMPT_TOOLS`: outputs never masked. */
export const MASK_EXEMPT_TOOLS: readonly string[] = [
  'activate_skill',
  'ask_user',
  'enter_plan_mode',
  'exit_plan_mode',
]
/** web_fetch's `MAX_CONTENT_LENGTH`, in chars, and the `TRUNCATION_WARNING` after a cut page. */
export const WEB_FETCH_MAX_CHARS = 250_000
export const WEB_FETCH_WARNING = '\n\n... [Content truncated due to size limit] ...'
/** `SHELL_TOOL_NAME`. */
export const SHELL_TOOL_NAME = 'run_shell_command'

/**
 * Gemini CLI's built-in tools (base-declarations.ts:30-138, the `*_TOOL_NAME` constants); any other tool is taken as
 * an MCP server's, whose text output is cut like the shell's.
 */
export const GEMINI_BUILTIN_TOOLS: readonly string[] = [
  'glob',
  'grep_search',
  'list_directory',
  'read_file',
  'run_shell_command',
  'write_file',
  'replace',
  'google_web_search',
  'write_todos',
  'web_fetch',
  'read_many_files',
  'get_internal_docs',
  'activate_skill',
  'ask_user',
  'exit_plan_mode',
  'enter_plan_mode',
  'update_topic',
  'complete_task',
  'read_mcp_resource',
  'list_mcp_resources',
]
