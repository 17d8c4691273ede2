import type { HarnessSource, RuleSource } from '../types.ts'

/** The date the pages below were read for these rules. */
export const CLAUDE_READ = '2026-11-28'

/** Claude Code is closed source: its rules are the documentation's, each with its page and the date read. */
export const CLAUDE_SOURCE: HarnessSource = {
  kind: 'doc',
  pages: ['https://code.claude.com/docs/en/mcp', 'https://code.claude.com/docs/en/env-vars'],
  read: CLAUDE_READ,
  note: 'Read as excerpts of these pages (no full copy was at hand): check them again. The preview’s size and wording are not on them: they come from Anthropic’s own repositories (anthropics/claude-agent-sdk-python#756, anthropics/claude-code#23948). Not modelled: an MCP error result’s own shorter limit, the Read tool’s limit',
}

const doc = (page: string, says: string): RuleSource => ({ kind: 'doc', page, read: CLAUDE_READ, says })

/** Where each rule of the Claude Code harness is stated. */
export const CLAUDE_RULES = {
  persist: doc(
    'https://code.claude.com/docs/en/mcp',
    'a result over the persist-to-disk threshold of 50,000 characters is saved to a file and replaced in the conversation by a message naming the file; a tool can raise it with _meta["anthropic/maxResultSizeChars"]',
  ),
  preview: doc(
    'https://github.com/anthropics/claude-agent-sdk-python/pull/756',
    'results over 50K chars are saved to a temp file with only a 2KB preview sent to Claude (<persisted-output>)',
  ),
  previewWording: doc(
    'https://github.com/anthropics/claude-code/issues/23948',
    '<persisted-output> Output too large (…). Full output saved to: … Preview (first 2KB): …',
  ),
  mcpTokens: doc(
    'https://code.claude.com/docs/en/env-vars',
    'MAX_MCP_OUTPUT_TOKENS: maximum tokens in MCP tool responses (default 25,000); Claude Code warns when an MCP tool’s output exceeds 10,000 tokens',
  ),
  bash: doc(
    'https://code.claude.com/docs/en/env-vars',
    'BASH_MAX_OUTPUT_LENGTH: maximum characters in Bash output before it is middle-truncated (30,000; anthropics/claude-code#19901 quotes the limit)',
  ),
} as const

/** The persist-to-disk threshold, in chars. */
export const PERSIST_THRESHOLD_CHARS = 50_000
/** The preview a persisted result keeps ("Preview (first 2KB)"), in chars. */
export const PREVIEW_CHARS = 2_000
/** `MAX_MCP_OUTPUT_TOKENS`'s default. */
export const MAX_MCP_OUTPUT_TOKENS = 25_000
/** The MCP output size over which Claude Code warns its user. */
export const MCP_WARNING_TOKENS = 10_000
/** `BASH_MAX_OUTPUT_LENGTH`'s default, in chars. */
export const BASH_MAX_OUTPUT_LENGTH = 30_000

/** Claude Code's built-in tools: every other tool is an MCP server's. */
export const CLAUDE_BUILTIN_TOOLS: readonly string[] = [
  'Bash',
  'BashOutput',
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'Glob',
  'Grep',
  'LS',
  'WebFetch',
  'WebSearch',
  'Task',
  'TodoWrite',
  'NotebookEdit',
]
