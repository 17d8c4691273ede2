import { CLEAR_DEFAULTS, clearToolUses } from '../harnesses/anthropic-api/session.ts'
import { compressGemini, GEMINI_SESSION_DEFAULTS } from '../harnesses/gemini-cli/session.ts'
import type { HarnessInfo } from '../harnesses/index.ts'
import { OPENCODE_SESSION_DEFAULTS, opencodeSession, usableTokens } from '../harnesses/opencode/session.ts'
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

/**
 * Each harness's session rules with their defaults (the harness folders are their one home; this only picks them).
 * Codex CLI's and Claude Code's compaction are not in their folders yet: their windows grow unchecked here, and
 * the view says so.
 */
export const SESSION_RULES: Readonly<Record<HarnessInfo['id'], SessionRules>> = {
  'codex-cli': {
    events: () => [],
    thresholds: (w) => [windowLine(w)],
    replays: 'per-output truncation only: Codex’s auto-compaction is not replayed yet',
  },
  'claude-code': {
    events: () => [],
    thresholds: (w) => [windowLine(w)],
    replays: 'per-output limits only: Claude Code’s auto-compact and microcompact are not replayed yet',
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
}
