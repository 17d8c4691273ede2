import type { HarnessSource, RuleSource } from '../types.ts'

/**
 * The code read: langchain-ai/langchain, too large to fetch here (889 MB), so read file by file from an index whose
 * versions of a path come from different commits: the middleware (libs/langchain_v1/langchain/agents/middleware/
 * context_editing.py) at 03373459, its token counter (libs/core/langchain_core/messages/utils.py) at 911f4d4e.
 * Line numbers are those of those copies.
 */
export const LANGCHAIN_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/langchain-ai/langchain',
  commit: '03373459dcc5f1a05dc48caeb18e2e5dc67a5cb8',
  ref: 'agents/middleware/context_editing.py',
  note: 'read file by file (the repository was too large to fetch): langchain_core/messages/utils.py at 911f4d4ebd56f591d10de3689fa97f3c57a1eb83. create_agent passes tool output whole; ContextEditingMiddleware is opt-in (middleware=[ContextEditingMiddleware()]). trim_messages is ported (trim.ts) but runs in no column: it has no default max_tokens',
}

const edit = (line: number, lineEnd?: number): RuleSource => ({
  kind: 'code',
  file: 'libs/langchain_v1/langchain/agents/middleware/context_editing.py',
  line,
  lineEnd,
})

/** Where each rule of the LangChain harness is written. */
export const LANGCHAIN_RULES = {
  placeholder: edit(36),
  trigger: edit(66),
  clearAtLeast: edit(78),
  keep: edit(81),
  clearToolInputs: edit(92),
  excludeTools: edit(95),
  apply: edit(161, 240),
  triggerCompare: edit(274, 275),
  counter: {
    kind: 'doc',
    page: 'https://github.com/langchain-ai/langchain/blob/911f4d4ebd56f591d10de3689fa97f3c57a1eb83/libs/core/langchain_core/messages/utils.py',
    read: '2026-11-28',
    says: 'count_tokens_approximately: per message ceil((len(content) + len(role) + len(tool_call_id) + len(repr(tool_calls)) + len(name)) / 4) + 3, the sum rounded up (chars_per_token 4.0, extra_tokens_per_message 3.0)',
  } as RuleSource,
  trim: {
    kind: 'doc',
    page: 'https://github.com/langchain-ai/langchain/blob/911f4d4ebd56f591d10de3689fa97f3c57a1eb83/libs/core/langchain_core/messages/utils.py',
    read: '2026-11-28',
    says: 'trim_messages(max_tokens, token_counter, strategy="last", allow_partial=False, end_on=None, start_on=None, include_system=False, text_splitter=None → split on newlines): _first_max_tokens / _last_max_tokens',
  } as RuleSource,
} as const

/** `ClearToolUsesEdit` defaults. */
export const CLEAR_TRIGGER = 100_000
export const CLEAR_KEEP = 3
export const CLEAR_AT_LEAST = 0
export const CLEARED_PLACEHOLDER = '[cleared]'
/** `count_tokens_approximately` defaults. */
export const CHARS_PER_TOKEN = 4
export const EXTRA_TOKENS_PER_MESSAGE = 3
