import type { TruncatedCall } from '../tool-budgets/apply.ts'
import { codePointLength, headUnits } from '../tool-budgets/code-points.ts'
import { DOCUMENTED_MARKER } from '../tool-budgets/truncate.ts'
import type { Counter } from './measurer.ts'

/** What happened to a message on its way to the model. */
export type MessageMark = 'truncated' | 'pruned' | 'protected' | 'recent' | 'dropped'

/** Which part of the window a message fills. */
export type WindowSegment = 'system' | 'history' | 'toolOutputs'

/** One message as the model receives it. */
export interface WindowMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  /** The batch (LLM iteration) it belongs to; null for the system prompt and the user's message. */
  turn: number | null
  tool?: string
  call?: number
  segment: WindowSegment
  /** Code points before seed 002's truncation and the pruning. */
  rawChars: number
  /** Code points the model receives (0 when the turn is dropped). */
  keptChars: number
  /** The content in the composer's measure (0 when dropped). */
  tokens: number
  /** PraisonAI's per-message overhead: 4 per message, 10 per tool call, 10 per tool result id. */
  framingTokens: number
  marks: MessageMark[]
  /** The marker the model sees, if any (seed 002's truncation, then the pruning's). */
  markers: string[]
  /** The received text itself. */
  text: string
}

/** PraisonAI's `estimate_message_tokens` overheads (tokens.py): role markers, each tool call, a tool_call_id. */
export const FRAMING = { perMessage: 4, perToolCall: 10, perToolResult: 10, perList: 3 } as const

/** Seed 002's pruning of an older tool result: `content[:limit] + "\n...[output truncated]..."` when longer. */
export function pruneContent(content: string, limitChars: number): string | null {
  if (codePointLength(content) <= limitChars) return null
  return content.slice(0, headUnits(content, limitChars)) + DOCUMENTED_MARKER
}

export interface HistoryInput {
  systemPrompt: string
  userMessage: string
  calls: readonly TruncatedCall[]
  batchCount: number
  keepRecentTurns: number
  measurer: Counter
}

/**
 * The messages of the turn as the model receives them: the system prompt, the user's message, then per batch an
 * assistant message with its tool calls followed by their results (after seed 002's truncation). Results of turns
 * older than the `keepRecentTurns` most recent are pruned to their tool's limit unless protected. Whole turns are
 * the unit, so a call is never separated from its result.
 * @example buildHistory({ …, batchCount: 2, keepRecentTurns: 1 }) prunes turn 0's results, keeps turn 1's
 */
export function buildHistory(input: HistoryInput): WindowMessage[] {
  const { measurer } = input
  const messages: WindowMessage[] = []
  const plain = (role: 'system' | 'user', text: string, segment: WindowSegment) => {
    const chars = codePointLength(text)
    messages.push({
      role,
      turn: null,
      segment,
      rawChars: chars,
      keptChars: chars,
      tokens: measurer.count(text),
      framingTokens: FRAMING.perMessage,
      marks: [],
      markers: [],
      text,
    })
  }
  if (input.systemPrompt !== '') plain('system', input.systemPrompt, 'system')
  if (input.userMessage !== '') plain('user', input.userMessage, 'history')

  const firstRecent = input.batchCount - input.keepRecentTurns
  for (let b = 0; b < input.batchCount; b++) {
    const calls = input.calls.filter((c) => c.batch === b)
    if (calls.length === 0) continue
    const recent = b >= firstRecent
    const names = calls.map((c) => c.tool).join('\n')
    messages.push({
      role: 'assistant',
      turn: b,
      segment: 'history',
      rawChars: codePointLength(names),
      keptChars: codePointLength(names),
      tokens: calls.reduce((sum, c) => sum + measurer.count(c.tool), 0),
      framingTokens: FRAMING.perMessage + FRAMING.perToolCall * calls.length,
      marks: recent ? ['recent'] : [],
      markers: [],
      text: names,
    })
    for (const c of calls) {
      const marks: MessageMark[] = []
      const markers: string[] = []
      let text = c.cut.text
      if (c.cut.truncated) {
        marks.push('truncated')
        markers.push(c.cut.marker)
      }
      if (recent) marks.push('recent')
      else if (c.protected) marks.push('protected')
      else {
        const pruned = pruneContent(text, c.pruneChars)
        if (pruned !== null) {
          text = pruned
          marks.push('pruned')
          markers.push(DOCUMENTED_MARKER)
        }
      }
      messages.push({
        role: 'tool',
        turn: b,
        tool: c.tool,
        call: c.call,
        segment: 'toolOutputs',
        rawChars: c.cut.lengthChars,
        keptChars: codePointLength(text),
        tokens: measurer.count(text),
        framingTokens: FRAMING.perMessage + FRAMING.perToolResult,
        marks,
        markers,
        text,
      })
    }
  }
  return messages
}

/**
 * Drops the oldest whole turns (an assistant message with all its results) until `fits` says the rest fits,
 * never a recent turn, never the system prompt or the user's message. Returns new messages; the input is kept.
 */
export function dropOldTurns(
  messages: readonly WindowMessage[],
  keepRecentTurns: number,
  batchCount: number,
  fits: (kept: readonly WindowMessage[]) => boolean,
): WindowMessage[] {
  let out = messages.slice()
  const firstRecent = batchCount - keepRecentTurns
  for (let b = 0; b < firstRecent && !fits(out); b++) {
    out = out.map((m) =>
      m.turn === b && !m.marks.includes('dropped')
        ? { ...m, keptChars: 0, tokens: 0, framingTokens: 0, marks: [...m.marks, 'dropped'], text: '' }
        : m,
    )
  }
  return out
}
