import type { HarnessSource, RuleSource } from '../types.ts'

/** The code read: langchain-ai/deepagents at 23b83ad5 (main, 2026-08-21; libs/deepagents 0.7.8), fetched whole. */
export const DEEPAGENTS_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/langchain-ai/deepagents',
  commit: '23b83ad50f63d241d0069a3dc426d43b211adf2e',
  ref: 'main 2026-08-21 (deepagents 0.7.8)',
  note: 'FilesystemMiddleware’s eviction of large tool results; its sandbox’s capture-at-source path for execute and its SummarizationMiddleware are not modelled',
}

const code = (file: string, line: number, lineEnd?: number): RuleSource => ({
  kind: 'code',
  file: `libs/deepagents/deepagents/${file}`,
  line,
  lineEnd,
})

/** Where each rule of the deepagents harness is written. */
export const DEEPAGENTS_RULES = {
  tokenLimit: code('middleware/filesystem.py', 1626),
  charsPerToken: code('middleware/filesystem.py', 905),
  check: code('middleware/filesystem.py', 3174, 3192),
  excluded: code('middleware/filesystem.py', 1486, 1494),
  prefix: code('middleware/filesystem.py', 1702, 1704),
  message: code('middleware/_message_eviction.py', 25, 34),
  preview: code('middleware/_message_eviction.py', 37, 63),
  lineNumbers: code('backends/utils.py', 190, 240),
  sanitize: code('backends/utils.py', 182, 187),
} as const

/** `tool_token_limit_before_evict` default. */
export const TOKEN_LIMIT_BEFORE_EVICT = 20_000
/** `NUM_CHARS_PER_TOKEN`: the limit is checked in chars, 4 a token. */
export const NUM_CHARS_PER_TOKEN = 4
/** `TOOLS_EXCLUDED_FROM_EVICTION`. */
export const TOOLS_EXCLUDED_FROM_EVICTION: readonly string[] = [
  'ls',
  'glob',
  'grep',
  'read_file',
  'edit_file',
  'write_file',
  'delete',
]
/** `_create_content_preview` defaults: lines from the head and the tail, each cut to 1,000 chars. */
export const PREVIEW_HEAD_LINES = 5
export const PREVIEW_TAIL_LINES = 5
export const PREVIEW_LINE_CHARS = 1_000
/** Where results go: `{artifacts_root}/large_tool_results` with the default root "/". */
export const LARGE_TOOL_RESULTS_PREFIX = '/large_tool_results'
