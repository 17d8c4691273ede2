import { anthropicSessionSettings } from '../harnesses/anthropic-api/harness.ts'
import { clearToolUses, compactSession } from '../harnesses/anthropic-api/session.ts'
import { claudeCompactSettings } from '../harnesses/claude-code/harness.ts'
import { autoCompactTrigger, claudeCompact } from '../harnesses/claude-code/session.ts'
import { AUTO_COMPACT_PCT } from '../harnesses/claude-code/source.ts'
import { codexCompactSettings } from '../harnesses/codex-cli/harness.ts'
import { autoCompactLimit, codexCompact } from '../harnesses/codex-cli/session.ts'
import { geminiSettings } from '../harnesses/gemini-cli/harness.ts'
import { compressGemini } from '../harnesses/gemini-cli/session.ts'
import { langchainClearSettings } from '../harnesses/langchain/harness.ts'
import { langchainClear } from '../harnesses/langchain/session.ts'
import { opencodeSessionSettings } from '../harnesses/opencode/harness.ts'
import { opencodeSession, usableTokens } from '../harnesses/opencode/session.ts'
import { openHandsCondenserProblem, openHandsSummarySettings } from '../harnesses/openhands/harness.ts'
import { summarizeOpenHands } from '../harnesses/openhands/session.ts'
import type { HarnessInfo, HarnessOverrides } from '../harnesses/registry.ts'
import type { SessionEvent, SessionItem } from '../harnesses/session.ts'

/** A line on the window chart: a harness's trigger or its window, in tokens. */
export interface Threshold {
  id: 'window' | 'auto-compact' | 'clearing'
  label: string
  tokens: number
}

/** One session rule of a harness, by the name the harness gives it, at the scenario's edited parameters. */
export interface SessionRule {
  rule: string
  /** Its events on a session under the harness's edited parameters (absent: its defaults). */
  run(items: readonly SessionItem[], overrides?: HarnessOverrides): SessionEvent[]
}

/**
 * A harness's session rules as the Session tab and `engine replay` run them. Every function takes the scenario's
 * `harnessSettings[id]`, so an edited value moves the events, the lines and the text alike.
 */
export interface SessionRules {
  /** Each rule on its own, in the harness's words (`engine replay` prints each one's events). */
  rules: readonly SessionRule[]
  /** The events the session timeline draws: the first rule's (Anthropic's compaction is a separate edit a
   * request asks for, run by `engine replay` on its own, not layered over the clearing). */
  events(items: readonly SessionItem[], overrides?: HarnessOverrides): SessionEvent[]
  thresholds(windowTokens: number, overrides?: HarnessOverrides): Threshold[]
  /** What the replay runs, in one line, and what it leaves out; an edited value reads "(edited)". */
  replays(overrides?: HarnessOverrides): string
}

const fmt = (n: number) => n.toLocaleString('en-US')
const windowLine = (tokens: number, edited = false): Threshold => ({
  id: 'window',
  label: edited ? 'window (edited)' : 'window',
  tokens,
})
/** " (edited)" when the user set any of the parameters `ids` (the text then shows the value set, not the default). */
const ed = (o: HarnessOverrides | undefined, ...ids: string[]) =>
  ids.some((id) => o?.[id] !== undefined) ? ' (edited)' : ''
/** The harness's rules, the timeline drawing the first one's events. */
const withEvents = (
  rules: readonly SessionRule[],
  rest: Omit<SessionRules, 'rules' | 'events'>,
): SessionRules => ({
  rules,
  events: (items, o) => rules[0]?.run(items, o) ?? [],
  ...rest,
})

/** Each harness's session rules (the harness folders are their one home; this only picks them and their settings). */
export const SESSION_RULES: Readonly<Record<HarnessInfo['id'], SessionRules>> = {
  'codex-cli': withEvents(
    [{ rule: 'auto-compaction', run: (items, o) => codexCompact(items, codexCompactSettings(o)) }],
    {
      thresholds: (_, o) => {
        const s = codexCompactSettings(o)
        const set = s.autoCompactTokenLimit !== null
        return [
          {
            id: 'auto-compact',
            label: set
              ? `auto-compact (model_auto_compact_token_limit ${fmt(s.autoCompactTokenLimit ?? 0)}${ed(o, 'auto-compact')})`
              : 'auto-compact (90% of the window)',
            tokens: autoCompactLimit(s.contextWindow, s.autoCompactTokenLimit),
          },
          windowLine(s.contextWindow, ed(o, 'model') !== ''),
        ]
      },
      replays: (o) => {
        const s = codexCompactSettings(o)
        const at =
          s.autoCompactTokenLimit === null
            ? `90% of ${fmt(s.contextWindow)} tokens${ed(o, 'model')}`
            : `${fmt(autoCompactLimit(s.contextWindow, s.autoCompactTokenLimit))} tokens${ed(o, 'auto-compact')} (window ${fmt(s.contextWindow)})`
        return `auto-compaction at ${at}: the recent user messages (up to 20,000 tokens) and a summary (${fmt(s.summaryTokens)} tokens assumed)`
      },
    },
  ),
  'claude-code': withEvents(
    [{ rule: 'auto-compaction', run: (items, o) => claudeCompact(items, claudeCompactSettings(o)) }],
    {
      thresholds: (_, o) => {
        const s = claudeCompactSettings(o)
        const pct = Math.min(s.pctOverride ?? AUTO_COMPACT_PCT, AUTO_COMPACT_PCT)
        const line: Threshold[] = s.disabled
          ? []
          : [
              {
                id: 'auto-compact',
                label: ed(o, 'auto-compact')
                  ? `auto-compact at ${pct}% (edited)`
                  : `auto-compact (about ${AUTO_COMPACT_PCT}%)`,
                tokens: autoCompactTrigger(s),
              },
            ]
        return [...line, windowLine(s.window, ed(o, 'window') !== '')]
      },
      replays: (o) => {
        const s = claudeCompactSettings(o)
        const pct = Math.min(s.pctOverride ?? AUTO_COMPACT_PCT, AUTO_COMPACT_PCT)
        const at = ed(o, 'auto-compact') ? `${pct}% (edited)` : `about ${AUTO_COMPACT_PCT}%, as documented,`
        const what = s.disabled
          ? 'auto-compaction off (DISABLE_AUTO_COMPACT, edited): nothing compacted'
          : `auto-compact at ${at} of ${fmt(s.window)} tokens${ed(o, 'window')}`
        return `${what}; the clearing of older tool outputs the docs say comes first is not replayed (they give none of its numbers)`
      },
    },
  ),
  'anthropic-api': withEvents(
    [
      {
        rule: 'clear_tool_uses_20250919',
        run: (items, o) => clearToolUses(items, anthropicSessionSettings(o).clear),
      },
      {
        rule: 'compact_20260112',
        run: (items, o) => compactSession(items, anthropicSessionSettings(o).compact),
      },
    ],
    {
      thresholds: (w, o) => [
        {
          id: 'clearing',
          label: `clear_tool_uses trigger${ed(o, 'clear-trigger')}`,
          tokens: anthropicSessionSettings(o).clear.trigger.value,
        },
        windowLine(w),
      ],
      replays: (o) => {
        const c = anthropicSessionSettings(o).clear
        const edited = ed(o, 'clear-trigger', 'keep', 'clear-at-least', 'inputs')
        return `clear_tool_uses_20250919 ${edited ? 'as edited' : 'with its defaults'}: over ${fmt(c.trigger.value)} input tokens${ed(o, 'clear-trigger')}, keep the last ${c.keep} tool uses${ed(o, 'keep')}`
      },
    },
  ),
  'gemini-cli': withEvents(
    [{ rule: 'chat compression', run: (items, o) => compressGemini(items, geminiSettings(o)) }],
    {
      thresholds: (_, o) => {
        const s = geminiSettings(o)
        return [
          {
            id: 'auto-compact',
            label: `compression (${s.compressionThreshold} × window${ed(o, 'compress-at')})`,
            tokens: s.compressionThreshold * s.tokenLimit,
          },
          windowLine(s.tokenLimit),
        ]
      },
      replays: (o) => {
        const s = geminiSettings(o)
        return `chat compression at ${s.compressionThreshold}${ed(o, 'compress-at')} × ${fmt(s.tokenLimit)} tokens and tool-output masking, ${Object.keys(o ?? {}).length > 0 ? 'as edited' : 'with their defaults'}`
      },
    },
  ),
  opencode: withEvents(
    [
      {
        rule: 'prune and compaction',
        run: (items, o) => opencodeSession(items, opencodeSessionSettings(o)),
      },
    ],
    {
      thresholds: (_, o) => {
        const s = opencodeSessionSettings(o)
        return [
          { id: 'auto-compact', label: 'auto-compact (usable window)', tokens: usableTokens(s) },
          windowLine(s.contextLimit),
        ]
      },
      replays: (o) => {
        const s = opencodeSessionSettings(o)
        const parts = [
          s.prune ? 'prune after each user turn' : `no pruning${ed(o, 'prune')}`,
          s.auto ? 'compaction on overflow' : `no compaction${ed(o, 'auto')}`,
        ]
        return `${parts.join(' and ')}, ${Object.keys(o ?? {}).length > 0 ? 'as edited' : 'with their defaults'}`
      },
    },
  ),
  openhands: withEvents(
    [
      {
        rule: 'LLMSummarizingCondenser',
        run: (items, o) => {
          const s = openHandsSummarySettings(o)
          // A condenser OpenHands refuses replays nothing; `replays` says why in one line.
          return openHandsCondenserProblem(s) ? [] : summarizeOpenHands(items, s)
        },
      },
    ],
    {
      thresholds: (w) => [windowLine(w)],
      replays: (o) => {
        const s = openHandsSummarySettings(o)
        const problem = openHandsCondenserProblem(s)
        if (problem) return `${problem}: nothing replayed`
        const edited = ed(o, 'max-size', 'keep-first')
        return `LLMSummarizingCondenser ${edited ? 'as edited' : 'with its defaults'}: over ${fmt(s.maxSize)} events${ed(o, 'max-size')}, keep the first ${s.keepFirst}${ed(o, 'keep-first')} and the newest half beside a summary (counted in events, so no token line)`
      },
    },
  ),
  langchain: withEvents(
    [{ rule: 'ClearToolUsesEdit', run: (items, o) => langchainClear(items, langchainClearSettings(o)) }],
    {
      thresholds: (w, o) => [
        {
          id: 'clearing',
          label: `ClearToolUsesEdit trigger${ed(o, 'trigger')}`,
          tokens: langchainClearSettings(o).trigger,
        },
        windowLine(w),
      ],
      replays: (o) => {
        const s = langchainClearSettings(o)
        const edited = ed(o, 'trigger', 'keep', 'clear-at-least')
        return `ClearToolUsesEdit ${edited ? 'as edited' : 'with its defaults'}: over ${fmt(s.trigger)} approximate tokens${ed(o, 'trigger')}, keep the last ${s.keep} tool results${ed(o, 'keep')}${s.clearAtLeast > 0 ? `, stop once ${fmt(s.clearAtLeast)} tokens are reclaimed${ed(o, 'clear-at-least')}` : ''}`
      },
    },
  ),
  deepagents: withEvents([], {
    thresholds: (w) => [windowLine(w)],
    replays: () =>
      'per-output eviction only (large results moved to a file); its SummarizationMiddleware is not replayed',
  }),
}
