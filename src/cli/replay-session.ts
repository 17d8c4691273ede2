import { anthropicSessionSettings } from '../engine/harnesses/anthropic-api/harness.ts'
import { clearToolUses, compactSession } from '../engine/harnesses/anthropic-api/session.ts'
import { claudeCompact } from '../engine/harnesses/claude-code/session.ts'
import { codexCompact } from '../engine/harnesses/codex-cli/session.ts'
import { geminiSettings } from '../engine/harnesses/gemini-cli/harness.ts'
import { compressGemini } from '../engine/harnesses/gemini-cli/session.ts'
import type { HarnessInfo, HarnessOverrides } from '../engine/harnesses/index.ts'
import { langchainClear } from '../engine/harnesses/langchain/session.ts'
import { opencodeSessionSettings } from '../engine/harnesses/opencode/harness.ts'
import { opencodeSession } from '../engine/harnesses/opencode/session.ts'
import { summarizeOpenHands } from '../engine/harnesses/openhands/session.ts'
import type { SessionEvent, SessionItem } from '../engine/harnesses/session.ts'
import type { Tokenizers } from '../engine/measure/measure.ts'
import { type ReplayColumn, turnShape } from '../engine/replay/evaluate-replay.ts'
import type { Scenario } from '../engine/scenario.ts'

/**
 * A replay column's session as the harnesses' session rules read it: the scenario's turn repeated
 * `cost.turns` times, as the Cost tab prices it. Each turn is a user item (the first one also carries the
 * system prompt and the tool schemas, which no session rule ever removes), then per iteration one assistant item
 * (the tool-calling LLM call, `cost.toolCallTokens`), its tool calls and their results as the column delivers
 * them, then the reply (`cost.replyTokens`) unless a guard stopped the turn. Results carry their delivered chars;
 * the other items, counted in tokens, are given 4 chars a token (Gemini CLI sizes its history in chars).
 */
export function sessionItems(
  scenario: Scenario,
  column: ReplayColumn,
  tokenizers: Tokenizers,
): SessionItem[] {
  const shape = turnShape(
    scenario,
    {
      iterations: column.iterations,
      stop: column.stop,
      capped: column.capped,
      measure: column.measure,
      fallback: column.fallback,
      keepRecentTurns: null,
      windowTokens: column.context.windowTokens,
    },
    tokenizers,
  )
  const { turns, toolCallTokens, replyTokens } = scenario.cost
  const items: SessionItem[] = []
  for (let t = 0; t < turns; t++) {
    const prefix = t === 0 ? shape.systemTokens + shape.schemaTokens : 0
    items.push({ kind: 'user', tokens: prefix + shape.userTokens, chars: (prefix + shape.userTokens) * 4 })
    for (const it of column.iterations) {
      items.push({ kind: 'assistant', tokens: toolCallTokens, chars: toolCallTokens * 4 })
      for (const [j, c] of it.calls.entries()) {
        const callId = `t${t}.i${it.index}.c${j}`
        items.push({ kind: 'tool-call', tool: c.tool, callId, tokens: 0, chars: 0 })
        items.push({ kind: 'tool-result', tool: c.tool, callId, tokens: c.tokens, chars: c.deliveredChars })
      }
    }
    if (column.stop === null) items.push({ kind: 'assistant', tokens: replyTokens, chars: replyTokens * 4 })
  }
  return items
}

/** One session rule of a harness, by the name the harness gives it. */
interface SessionRule {
  rule: string
  /** Its events on a session, under the scenario's edited parameters of the harness (absent: its defaults). */
  run(items: readonly SessionItem[], overrides?: HarnessOverrides): SessionEvent[]
}

/**
 * Each harness's session functions at the scenario's edited parameters, else their defaults (the ones its folder writes): Anthropic's
 * `clear_tool_uses_20250919` and `compact_20260112` (each an edit a request asks for, run here on its own),
 * Gemini CLI's chat compression and masking, opencode's prune and compaction, OpenHands' default summarizing
 * condenser, LangChain's ClearToolUsesEdit, Codex CLI's and Claude Code's auto-compaction (Claude Code's as its docs
 * state it). deepagents' summarization is not modelled yet.
 */
export const SESSION_RULES: Readonly<Record<HarnessInfo['id'], readonly SessionRule[]>> = {
  'codex-cli': [{ rule: 'auto-compaction', run: (items) => codexCompact(items) }],
  'claude-code': [{ rule: 'auto-compaction', run: (items) => claudeCompact(items) }],
  'anthropic-api': [
    {
      rule: 'clear_tool_uses_20250919',
      run: (items, o) => clearToolUses(items, anthropicSessionSettings(o).clear),
    },
    {
      rule: 'compact_20260112',
      run: (items, o) => compactSession(items, anthropicSessionSettings(o).compact),
    },
  ],
  'gemini-cli': [{ rule: 'chat compression', run: (items, o) => compressGemini(items, geminiSettings(o)) }],
  opencode: [
    { rule: 'prune and compaction', run: (items, o) => opencodeSession(items, opencodeSessionSettings(o)) },
  ],
  openhands: [{ rule: 'LLMSummarizingCondenser', run: (items) => summarizeOpenHands(items) }],
  langchain: [{ rule: 'ClearToolUsesEdit', run: (items) => langchainClear(items) }],
  deepagents: [],
}
