import { CLEAR_DEFAULTS, clearToolUses } from '../harnesses/anthropic-api/session.ts'
import {
  autoCompactTrigger,
  CLAUDE_COMPACT_DEFAULTS,
  claudeCompact,
} from '../harnesses/claude-code/session.ts'
import { autoCompactLimit, CODEX_COMPACT_DEFAULTS, codexCompact } from '../harnesses/codex-cli/session.ts'
import { compressGemini, GEMINI_SESSION_DEFAULTS } from '../harnesses/gemini-cli/session.ts'
import type { HarnessInfo } from '../harnesses/index.ts'
import { LANGCHAIN_CLEAR_DEFAULTS, langchainClear } from '../harnesses/langchain/session.ts'
import { OPENCODE_SESSION_DEFAULTS, opencodeSession, usableTokens } from '../harnesses/opencode/session.ts'
import { OPENHANDS_SUMMARY_DEFAULTS, summarizeOpenHands } from '../harnesses/openhands/session.ts'
import type { SessionEvent, SessionItem } from '../harnesses/session.ts'

/** A line on the window chart: a harness's trigger or its window, in tokens. */
export interface Threshold {
  id: 'window' | 'auto-compact' | 'clearing'
  label: string
  tokens: number
}

/** A harness's session rules as the timeline runs them: its events, its lines, and what is (not) replayed. */
export interface SessionRules {
  events(items: readonly SessionItem[]): SessionEvent[]
  thresholds(windowTokens: number): Threshold[]
  /** What the replay runs, in one line, and what it leaves out. */
  replays: string
}

const fmt = (n: number) => n.toLocaleString('en-US')
const windowLine = (tokens: number): Threshold => ({ id: 'window', label: 'window', tokens })

/** Each harness's session rules with their defaults (the harness folders are their one home; this only picks them). */
export const SESSION_RULES: Readonly<Record<HarnessInfo['id'], SessionRules>> = {
  'codex-cli': {
    events: (items) => codexCompact(items),
    thresholds: () => [
      {
        id: 'auto-compact',
        label: 'auto-compact (90% of the window)',
        tokens: autoCompactLimit(
          CODEX_COMPACT_DEFAULTS.contextWindow,
          CODEX_COMPACT_DEFAULTS.autoCompactTokenLimit,
        ),
      },
      windowLine(CODEX_COMPACT_DEFAULTS.contextWindow),
    ],
    replays: `auto-compaction at 90% of ${fmt(CODEX_COMPACT_DEFAULTS.contextWindow)} tokens: the recent user messages (up to 20,000 tokens) and a summary (${fmt(CODEX_COMPACT_DEFAULTS.summaryTokens)} tokens assumed)`,
  },
  'claude-code': {
    events: (items) => claudeCompact(items),
    thresholds: () => [
      {
        id: 'auto-compact',
        label: 'auto-compact (about 95%)',
        tokens: autoCompactTrigger(CLAUDE_COMPACT_DEFAULTS),
      },
      windowLine(CLAUDE_COMPACT_DEFAULTS.window),
    ],
    replays: `auto-compact at about 95% of ${fmt(CLAUDE_COMPACT_DEFAULTS.window)} tokens, as documented; the clearing of older tool outputs the docs say comes first is not replayed (they give none of its numbers)`,
  },
  'anthropic-api': {
    events: (items) => clearToolUses(items),
    thresholds: (w) => [
      {
        id: 'clearing',
        label: 'clear_tool_uses trigger',
        tokens: CLEAR_DEFAULTS.trigger.value,
      },
      windowLine(w),
    ],
    replays: `clear_tool_uses_20250919 with its defaults: over ${fmt(CLEAR_DEFAULTS.trigger.value)} input tokens, keep the last ${CLEAR_DEFAULTS.keep} tool uses`,
  },
  'gemini-cli': {
    events: (items) => compressGemini(items),
    thresholds: () => [
      {
        id: 'auto-compact',
        label: `compression (${GEMINI_SESSION_DEFAULTS.compressionThreshold} × window)`,
        tokens: GEMINI_SESSION_DEFAULTS.compressionThreshold * GEMINI_SESSION_DEFAULTS.tokenLimit,
      },
      windowLine(GEMINI_SESSION_DEFAULTS.tokenLimit),
    ],
    replays: `chat compression at ${GEMINI_SESSION_DEFAULTS.compressionThreshold} × ${fmt(GEMINI_SESSION_DEFAULTS.tokenLimit)} tokens and tool-output masking, with their defaults`,
  },
  opencode: {
    events: (items) => opencodeSession(items),
    thresholds: () => [
      {
        id: 'auto-compact',
        label: 'auto-compact (usable window)',
        tokens: usableTokens(OPENCODE_SESSION_DEFAULTS),
      },
      windowLine(OPENCODE_SESSION_DEFAULTS.contextLimit),
    ],
    replays: 'prune after each user turn and compaction on overflow, with their defaults',
  },
  openhands: {
    events: (items) => summarizeOpenHands(items),
    thresholds: (w) => [windowLine(w)],
    replays: `LLMSummarizingCondenser with its defaults: over ${fmt(OPENHANDS_SUMMARY_DEFAULTS.maxSize)} events, keep the first ${OPENHANDS_SUMMARY_DEFAULTS.keepFirst} and the newest half beside a summary (counted in events, so no token line)`,
  },
  langchain: {
    events: (items) => langchainClear(items),
    thresholds: (w) => [
      { id: 'clearing', label: 'ClearToolUsesEdit trigger', tokens: LANGCHAIN_CLEAR_DEFAULTS.trigger },
      windowLine(w),
    ],
    replays: `ClearToolUsesEdit with its defaults: over ${fmt(LANGCHAIN_CLEAR_DEFAULTS.trigger)} approximate tokens, keep the last ${LANGCHAIN_CLEAR_DEFAULTS.keep} tool results`,
  },
  deepagents: {
    events: () => [],
    thresholds: (w) => [windowLine(w)],
    replays:
      'per-output eviction only (large results moved to a file); its SummarizationMiddleware is not replayed',
  },
}
