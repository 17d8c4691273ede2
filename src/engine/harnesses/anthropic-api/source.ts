import type { HarnessSource, RuleSource } from '../types.ts'

/** The date the pages below were read for these rules. */
export const ANTHROPIC_READ = '2026-11-28'

const EDITING = 'https://docs.claude.com/en/docs/build-with-claude/context-editing'
const COMPACTION = 'https://platform.claude.com/docs/en/build-with-claude/compaction'
/** The Python SDK's generated types, at the commit read: field names and the defaults their docstrings state. */
const SDK = 'https://github.com/anthropics/anthropic-sdk-python/blob/887ee67f90b7bbaa97ade97ae892cc34d2c9fa45'

/** The Messages API's context management is closed source: its documentation pages and its open SDK's types. */
export const ANTHROPIC_SOURCE: HarnessSource = {
  kind: 'doc',
  pages: [EDITING, COMPACTION, `${SDK}/src/anthropic/types/beta/`],
  read: ANTHROPIC_READ,
  note: 'Read as excerpts of these pages. The placeholder text the API writes in a cleared result is not documented (the page says only that placeholder text tells Claude the result was removed): ours is marked “wording ours”. Whether clearing stops once under the trigger is not stated: we clear every eligible result older than the kept ones, as the page’s “keep … after clearing occurs” reads. A cleared tool input is counted as the placeholder’s size too (how the API empties it is not documented)',
}

const doc = (page: string, says: string): RuleSource => ({ kind: 'doc', page, read: ANTHROPIC_READ, says })

/** Where each rule of the Anthropic API harness is stated. */
export const ANTHROPIC_RULES = {
  trigger: doc(
    EDITING,
    'trigger: default 100,000 input tokens; once the prompt exceeds it, clearing begins (type input_tokens, or tool_uses)',
  ),
  keep: doc(
    EDITING,
    'keep: default 3 tool uses; how many recent tool use/result pairs are kept after clearing',
  ),
  clearAtLeast: doc(
    `${SDK}/src/anthropic/types/beta/beta_clear_tool_uses_20250919_edit_param.py`,
    'clear_at_least: minimum number of tokens that must be cleared when triggered; context is only modified if at least this many tokens can be removed (default: none)',
  ),
  excludeTools: doc(EDITING, 'exclude_tools: tool names whose uses are never cleared (default: none)'),
  clearToolInputs: doc(
    EDITING,
    'clear_tool_inputs: false by default (only results are cleared); true clears the tool use parameters too',
  ),
  placeholder: doc(
    EDITING,
    'the API clears the oldest tool results in chronological order, replacing them with placeholder text to let Claude know the tool result was removed (the text itself is not given)',
  ),
  cache: doc(
    EDITING,
    'clearing invalidates the cached prompt prefix: a cache write each time content is cleared; clear_at_least makes it worthwhile',
  ),
  thinkingKeep: doc(
    EDITING,
    'clear_thinking_20251015: keep default {type: "thinking_turns", value: 1} (only the last assistant turn’s thinking); keep: "all" keeps every block and the cache',
  ),
  compactTrigger: doc(
    COMPACTION,
    'compact_20260112 trigger: default 150,000 tokens, at least 50,000; pause_after_compaction false; instructions replace the default prompt',
  ),
  compactKeeps: doc(
    COMPACTION,
    'the API drops all message blocks before the compaction block and continues from the summary',
  ),
  applied: doc(
    `${SDK}/src/anthropic/types/beta/beta_clear_tool_uses_20250919_edit_response.py`,
    'the response’s context_management.applied_edits reports each clearing: cleared_tool_uses (tool uses cleared) and cleared_input_tokens (input tokens cleared)',
  ),
  compactCost: doc(
    `${SDK}/src/anthropic/types/beta/beta_compaction_iteration_usage.py`,
    'usage.iterations carries a `compaction` iteration with its own input, output, cache-read and cache-write tokens, billed beside the message’s own',
  ),
} as const

/** `clear_tool_uses_20250919` defaults. */
export const CLEAR_TRIGGER_TOKENS = 100_000
export const CLEAR_KEEP_TOOL_USES = 3
/** `clear_thinking_20251015`'s default: the thinking of the last assistant turn only. */
export const THINKING_KEEP_TURNS = 1
/** `compact_20260112`'s default trigger and its minimum. */
export const COMPACT_TRIGGER_TOKENS = 150_000
export const COMPACT_MIN_TRIGGER_TOKENS = 50_000
/** Our stand-in for the undocumented placeholder. */
export const CLEARED_PLACEHOLDER = '[tool result cleared by context editing (wording ours)]'
