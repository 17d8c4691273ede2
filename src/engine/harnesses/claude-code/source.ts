import type { HarnessSource, RuleSource } from '../types.ts'

/** The date the pages below were read for these rules. */
export const CLAUDE_READ = '2026-11-28'

/** Claude Code is closed source: its rules are the documentation's, each with its page and the date read. */
export const CLAUDE_SOURCE: HarnessSource = {
  kind: 'doc',
  pages: [
    'https://code.claude.com/docs/en/mcp',
    'https://code.claude.com/docs/en/env-vars',
    'https://code.claude.com/docs/en/how-claude-code-works',
    'https://code.claude.com/docs/en/sub-agents',
  ],
  read: CLAUDE_READ,
  note: 'Read as excerpts of these pages (no full copy was at hand): check them again. The preview’s size and wording are not on them: they come from Anthropic’s own repositories (anthropics/claude-agent-sdk-python#756, anthropics/claude-code#23948). Not modelled: an MCP error result’s own shorter limit, the Read tool’s limit. Compaction: the pages give the trigger only as “approximately 95%” of the window and say nothing of an output reserve, a buffer, or the tool-output clearing that runs first (its trigger, how many results it keeps, its placeholder), so that clearing is not modelled and the trigger is 95% as written',
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
  autoCompact: doc(
    'https://code.claude.com/docs/en/env-vars',
    'CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: the percentage of context capacity (1-100) at which auto-compaction triggers; by default approximately 95%; lower values compact earlier; values above the default have no effect; applies to main conversations and subagents',
  ),
  autoCompactWindow: doc(
    'https://code.claude.com/docs/en/env-vars',
    'CLAUDE_CODE_AUTO_COMPACT_WINDOW: the context capacity in tokens used for auto-compaction; defaults to the model’s window (200K, or 1M for extended context), capped at it; the percentage applies to it (wording seen as quoted from the page, not in a full copy)',
  ),
  disableAutoCompact: doc(
    'https://code.claude.com/docs/en/env-vars',
    'DISABLE_AUTO_COMPACT turns automatic compaction off',
  ),
  clearsFirst: doc(
    'https://code.claude.com/docs/en/how-claude-code-works',
    'When context fills up: “It clears older tool outputs first, then summarizes the conversation if needed. Your requests and key code snippets are preserved.” No threshold, count kept or placeholder is given',
  ),
  boundary: doc(
    'https://code.claude.com/docs/en/sub-agents',
    'auto-compaction uses the same logic in subagents; each compaction is logged as a compact_boundary with trigger "auto" and preTokens (the tokens before it)',
  ),
} as const

/** The auto-compact trigger as documented: “approximately 95%” of the window. */
export const AUTO_COMPACT_PCT = 95
/** The window auto-compaction counts against by default (standard models). */
export const AUTO_COMPACT_WINDOW = 200_000

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
