import type { HarnessSource, RuleSource } from '../types.ts'
import type { TruncationPolicy } from './truncate.ts'

/**
 * The code read: openai/codex at its release tag rust-v0.125.0 (commit 637f7dd6, 2026-04-24), every line below
 * at that commit, except the header's warning line, read in the newer `utils/output-truncation/src/lib.rs` of
 * commit 820f85cf (the version with `with_serialization_allowance`), which rust-v0.125.0 does not have yet.
 */
export const CODEX_SOURCE: HarnessSource = {
  kind: 'code',
  repository: 'github.com/openai/codex',
  commit: '637f7dd6d737f3961e6bf32fbb3861c4953269c5',
  ref: 'rust-v0.125.0',
  note: 'header warning line: utils/output-truncation/src/lib.rs:23-34 at 820f85cf597b492adc6149759a22e71c72b01afa',
}

const code = (file: string, line: number, lineEnd?: number): RuleSource & { kind: 'code' } => ({
  kind: 'code',
  file: `codex-rs/${file}`,
  line,
  lineEnd,
})

/** Where each rule of the Codex harness is written. */
export const CODEX_RULES = {
  bytesPerToken: code('utils/string/src/truncate.rs', 4),
  middleCut: code('utils/string/src/truncate.rs', 38, 69),
  tokenBudgetWhole: code('utils/string/src/truncate.rs', 20, 22),
  splitString: code('utils/string/src/truncate.rs', 86, 124),
  marker: code('utils/string/src/truncate.rs', 131, 137),
  removedUnits: code('utils/string/src/truncate.rs', 139, 145),
  formattedHeader: code('utils/output-truncation/src/lib.rs', 12, 20),
  historyAllowance: code('core/src/context_manager/history.rs', 375, 376),
  policyScale: code('protocol/src/protocol.rs', 3112, 3124),
  execMaxTokens: code('core/src/unified_exec/mod.rs', 64),
  execFormat: code('core/src/tools/context.rs', 448, 452),
  mcpJson: code('protocol/src/models.rs', 1452, 1493),
  mcpWallTime: code('core/src/tools/context.rs', 180, 204),
  modelTable: code('models-manager/models.json', 14, 16),
  fallbackPolicy: code('models-manager/src/model_info.rs', 89),
  configOverride: code('models-manager/src/model_info.rs', 41, 52),
  autoCompactLimit: code('protocol/src/openai_models.rs', 310, 321),
  autoCompactConfig: code('core/src/config/mod.rs', 256),
  preTurnCompact: code('core/src/session/turn.rs', 719, 735),
  midTurnCompact: code('core/src/session/turn.rs', 470, 496),
  compactUserMax: code('core/src/compact.rs', 45),
  compactedHistory: code('core/src/compact.rs', 479, 532),
  summaryText: code('core/src/compact.rs', 253, 259),
  summaryPrefix: code('core/templates/compact/summary_prefix.md', 1),
} as const

/** `COMPACT_USER_MESSAGE_MAX_TOKENS`: the recent user messages a compacted history keeps, in `approx_token_count`. */
export const COMPACT_USER_MESSAGE_MAX_TOKENS = 20_000
/** The auto-compact limit's share of the model's context window: `(context_window * 9) / 10`. */
export const AUTO_COMPACT_NUMERATOR = 9
export const AUTO_COMPACT_DENOMINATOR = 10
/** `SUMMARY_PREFIX` (templates/compact/summary_prefix.md): the summary message starts with it and a newline. */
export const SUMMARY_PREFIX =
  'Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:'

/** One model of Codex's table: its tool-output truncation policy and context window. */
export interface CodexModel {
  slug: string
  policy: TruncationPolicy
  contextWindow: number
  /** The line of `models.json` where its `truncation_policy` starts. */
  line: number
}

/**
 * The models Codex ships with (`codex-rs/models-manager/models.json` at rust-v0.125.0), in its priority order.
 * gpt-5.2 is the one with a byte policy: its cuts are counted in chars, not tokens.
 */
export const CODEX_MODELS: readonly CodexModel[] = [
  { slug: 'gpt-5.5', policy: { mode: 'tokens', limit: 10_000 }, contextWindow: 272_000, line: 14 },
  { slug: 'gpt-5.4', policy: { mode: 'tokens', limit: 10_000 }, contextWindow: 272_000, line: 101 },
  { slug: 'gpt-5.4-mini', policy: { mode: 'tokens', limit: 10_000 }, contextWindow: 272_000, line: 183 },
  { slug: 'gpt-5.3-codex', policy: { mode: 'tokens', limit: 10_000 }, contextWindow: 272_000, line: 266 },
  { slug: 'gpt-5.2', policy: { mode: 'bytes', limit: 10_000 }, contextWindow: 272_000, line: 349 },
  { slug: 'codex-auto-review', policy: { mode: 'tokens', limit: 10_000 }, contextWindow: 272_000, line: 428 },
]

/** A model Codex does not know gets `TruncationPolicyConfig::bytes(10_000)` and a 272,000-token window. */
export const CODEX_FALLBACK_MODEL: CodexModel = {
  slug: '(unknown model)',
  policy: { mode: 'bytes', limit: 10_000 },
  contextWindow: 272_000,
  line: 89,
}

/** `DEFAULT_MAX_OUTPUT_TOKENS`: exec output's own cut when the model sets no `max_output_tokens`. */
export const EXEC_DEFAULT_MAX_OUTPUT_TOKENS = 10_000

/** The history step's serialization allowance: `policy * 1.2`. */
export const HISTORY_ALLOWANCE = 1.2

/**
 * Tools whose output Codex formats as command output (`formatted_truncate_text` with its header): its shell
 * tools. Every other tool is either one of its built-in function tools (plain text) or an MCP tool.
 */
export const CODEX_EXEC_TOOLS: readonly string[] = [
  'exec_command',
  'shell',
  'shell_command',
  'local_shell',
  'container.exec',
]

/** Codex's built-in function tools (handlers in `core/src/tools/handlers/`) whose text goes in as it is. */
export const CODEX_FUNCTION_TOOLS: readonly string[] = [
  'apply_patch',
  'read_file',
  'list_dir',
  'grep_files',
  'view_image',
  'update_plan',
  'write_stdin',
]

/**
 * A model's policy, as Codex resolves it: its row of the table, else the fallback.
 * @example codexModel('gpt-5.2').policy.mode === 'bytes'
 */
export const codexModel = (slug: string): CodexModel =>
  CODEX_MODELS.find((m) => m.slug === slug) ?? CODEX_FALLBACK_MODEL
