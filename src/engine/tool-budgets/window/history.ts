import type { TruncatedCall } from '../apply.ts'
import { codePointLength, headUnits } from '../code-points.ts'
import { DOCUMENTED_MARKER } from '../truncate.ts'
import type { Counter } from './measurer.ts'

/** What happened to a message on its way to the model. */
export type MessageMark = 'truncated' | 'pruned' | 'protected' | 'recent' | 'dropped'

/** Which part of the window a message fills. */
export type WindowSegment = 'system' | 'history' | 'toolOutputs'

/** One message as the model receives it. */
export interface WindowMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  /** The turn it belongs to (transcript turns first, then the batches); null for plain messages. */
  turn: number | null
  source: MessageSource
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

/** One call of a turn, truncated by its tool's budget. */
export type TurnCall = Pick<TruncatedCall, 'tool' | 'call' | 'protected' | 'pruneChars' | 'cut'> & {
  /** The call's arguments as the transcript gives them ('' for the scenario's batches, which have none). */
  args?: string
}

/** What the history is built from, in order: plain messages, and turns (an assistant message with its calls). */
export type HistoryEntry =
  | { kind: 'message'; role: 'system' | 'user' | 'assistant'; text: string; source: MessageSource }
  | { kind: 'turn'; text: string; calls: readonly TurnCall[]; source: MessageSource }

/** Where a message comes from: the window's settings, a pasted transcript, or the scenario's batches. */
export type MessageSource = 'settings' | 'transcript' | 'batch'

export interface HistoryInput {
  systemPrompt: string
  entries: readonly HistoryEntry[]
  keepRecentTurns: number
  measurer: Counter
}

/** The number of turns among the entries. */
export const turnCount = (entries: readonly HistoryEntry[]) => entries.filter((e) => e.kind === 'turn').length

/**
 * The messages as the model receives them: the system prompt, then each entry; a turn is an assistant message
 * with its tool calls followed by their results (after seed 002's truncation). Results of turns older than the
 * `keepRecentTurns` most recent are pruned to their tool's limit unless protected. Whole turns are the unit, so a
 * call is never separated from its result.
 * @example buildHistory({ systemPrompt: '', entries: [turn0, turn1], keepRecentTurns: 1, measurer }) prunes turn 0's results only
 */
export function buildHistory(input: HistoryInput): WindowMessage[] {
  const { measurer } = input
  const messages: WindowMessage[] = []
  const plain = (role: 'system' | 'user' | 'assistant', text: string, source: MessageSource) => {
    const chars = codePointLength(text)
    messages.push({
      role,
      turn: null,
      source,
      segment: role === 'system' ? 'system' : 'history',
      rawChars: chars,
      keptChars: chars,
      tokens: measurer.count(text),
      framingTokens: FRAMING.perMessage,
      marks: [],
      markers: [],
      text,
    })
  }
  if (input.systemPrompt !== '') plain('system', input.systemPrompt, 'settings')

  const firstRecent = turnCount(input.entries) - input.keepRecentTurns
  let turn = -1
  for (const entry of input.entries) {
    if (entry.kind === 'message') {
      plain(entry.role, entry.text, entry.source)
      continue
    }
    turn++
    const { calls } = entry
    const recent = turn >= firstRecent
    // The assistant's message: its text and, per call, the name and arguments (PraisonAI counts both).
    const text = [entry.text, ...calls.map((c) => `${c.tool}${c.args ? ` ${c.args}` : ''}`)]
      .filter((t) => t !== '')
      .join('\n')
    messages.push({
      role: 'assistant',
      turn,
      source: entry.source,
      segment: 'history',
      rawChars: codePointLength(text),
      keptChars: codePointLength(text),
      tokens:
        measurer.count(entry.text) +
        calls.reduce((sum, c) => sum + measurer.count(c.tool) + measurer.count(c.args ?? ''), 0),
      framingTokens: FRAMING.perMessage + FRAMING.perToolCall * calls.length,
      marks: recent ? ['recent'] : [],
      markers: [],
      text,
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
        turn,
        source: entry.source,
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
 * Drops the fewest oldest whole turns (an assistant message with all its results) for `fits` to say the rest fits,
 * never a recent turn, never a plain message (the system prompt, the user's); when nothing fits, every older turn.
 * Dropping a turn only removes tokens, so `fits` is monotone in the number dropped: that number is bisected, and
 * a window of M messages in T turns costs M·log T, not M·T (a 10,000-turn transcript took minutes).
 * Returns new messages; the input is kept.
 * @example dropOldTurns(messages, 1, 3, (kept) => total(kept) <= limit) // turn 0 dropped when that is enough
 */
export function dropOldTurns(
  messages: readonly WindowMessage[],
  keepRecentTurns: number,
  turns: number,
  fits: (kept: readonly WindowMessage[]) => boolean,
): WindowMessage[] {
  const droppable = Math.max(0, turns - keepRecentTurns)
  const dropFirst = (k: number): WindowMessage[] =>
    k === 0
      ? messages.slice()
      : messages.map((m) =>
          m.turn !== null && m.turn < k && !m.marks.includes('dropped')
            ? { ...m, keptChars: 0, tokens: 0, framingTokens: 0, marks: [...m.marks, 'dropped'], text: '' }
            : m,
        )
  if (droppable === 0 || fits(messages)) return messages.slice()
  // Invariant: dropping `lo` turns does not fit; dropping `hi` fits (or `hi` is all that may go).
  let lo = 0
  let hi = droppable
  let best = dropFirst(hi)
  if (!fits(best)) return best
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    const out = dropFirst(mid)
    if (fits(out)) {
      hi = mid
      best = out
    } else lo = mid
  }
  return best
}
