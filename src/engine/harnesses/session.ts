/**
 * A session as the harnesses' session rules see it: its items in order (user text, assistant text, tool calls and
 * tool results) with their sizes. An LLM call happens before each `assistant` item and sees every item before it.
 * The session functions of `anthropic-api/`, `gemini-cli/` and `opencode/` read this and say which results they
 * clear, prune, truncate or compact away, and before which call: the engine the session timeline builds on.
 */
export interface SessionItem {
  kind: 'user' | 'assistant' | 'tool-call' | 'tool-result'
  /** The tool of a call or result. */
  tool?: string
  /** Pairs a tool call with its result. */
  callId?: string
  /** Size in tokens (the session's own measure). */
  tokens: number
  /** Size in chars (harnesses that estimate tokens from chars use it). */
  chars: number
}

/** What a session rule did before one LLM call. */
export interface SessionEvent {
  /** Index of the `assistant` item whose LLM call the event precedes (`items.length`: after the last). */
  call: number
  kind: 'clear' | 'prune' | 'mask' | 'truncate' | 'compress' | 'compact'
  /** Indexes of the items it removed, cleared or cut. */
  items: number[]
  /** The text the model sees in their place (a summary is shown as `<summary>`). */
  placeholder: string
  /** The prompt before and after, in tokens (the session's measure). */
  tokensBefore: number
  tokensAfter: number
  /** Which rule fired, in the harness's words. */
  rule: string
  /** Tokens each of `items` keeps in the prompt (its placeholder, snippet or cut), in the same order; absent when
   * the items are dropped whole (a compaction or compression). The session timeline reads what was lost from it. */
  left?: number[]
  /** Tokens of the summary that replaces the dropped items (compaction, compression). */
  summaryTokens?: number
}

/**
 * The indexes of the LLM calls of a session: each `assistant` item.
 * @example callPoints([{ kind: 'user', tokens: 1, chars: 4 }, { kind: 'assistant', tokens: 1, chars: 4 }]) → [1]
 */
export const callPoints = (items: readonly SessionItem[]): number[] =>
  items.flatMap((it, i) => (it.kind === 'assistant' ? [i] : []))

/**
 * Tokens of the items `from` to `to` (exclusive), with some items replaced by a placeholder of `placeholderTokens`.
 * @example promptTokens([{ kind: 'user', tokens: 5, chars: 20 }], 0, 1, new Set(), 0) === 5
 */
export function promptTokens(
  items: readonly SessionItem[],
  from: number,
  to: number,
  replaced: ReadonlySet<number>,
  placeholderTokens: number,
): number {
  let t = 0
  for (let i = from; i < to; i++) t += replaced.has(i) ? placeholderTokens : (items[i]?.tokens ?? 0)
  return t
}
