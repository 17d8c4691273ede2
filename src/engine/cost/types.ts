// A turn's shape and its parts in tokens: what the session model (session.ts) and its prefix rule (prefix.ts)
// both speak, kept apart so neither imports the other for it.

/** The parts an LLM call's tokens are split into (issue 13 §3). */
export const COST_PARTS = ['system', 'toolSchemas', 'history', 'toolOutputs', 'output'] as const
export type CostPart = (typeof COST_PARTS)[number]
export type PartTokens = Record<CostPart, number>

/** One tool result as the model receives it, in tokens, and what it shrinks to once pruned from the history. */
export interface ResultTokens {
  tokens: number
  /** Its size after pruning (PraisonAI's 4,000-char cut, seed 004's one-line summary); equal to `tokens` when never pruned. */
  prunedTokens: number
}

/**
 * One turn as a framework sends it, in tokens: the fixed prefix, the user's message, one tool-calling LLM call
 * per iteration that ran (each followed by its results), and whether a reply call ends the turn.
 */
export interface TurnShape {
  systemTokens: number
  schemaTokens: number
  userTokens: number
  iterations: readonly { results: readonly ResultTokens[] }[]
  /** False when a guard stopped the turn: no further LLM call is made. */
  reply: boolean
  /** Results of turns older than this many (the current one counted) are pruned; null: never. */
  keepRecentTurns: number | null
  /**
   * The earlier conversation (an imported transcript) every call resends after the system prompt and schemas:
   * its messages and tool calls (`history`) and its tool results (`toolOutputs`), as they were received.
   */
  earlier?: { history: number; toolOutputs: number }
}
