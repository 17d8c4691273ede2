import { withCacheTerms } from '../cost/cache-terms.ts'
import type { Price } from '../cost/schema.ts'
import {
  type Dollars,
  type SessionCost,
  type SessionSettings,
  sessionCost,
  type TurnShape,
} from '../cost/session.ts'
import type { MeasureId, Measurer, Tokenizers } from '../measure/measure.ts'
import { measurer } from '../measure/measurer.ts'
import type { Scenario } from '../scenario.ts'
import { readHistory, readSchemas } from '../tool-budgets/window/imported.ts'
import { FRAMEWORKS, type Framework } from './frameworks.ts'
import { type ReceivedCall, type ReceivedTurn, receiveTurn } from './receive.ts'

interface Totals {
  calls: number
  rawChars: number
  deliveredChars: number
  tokens: number
  truncated: number
}

/** One framework's column: what its model receives, call by call, and what that costs over the session. */
export interface ReplayColumn {
  framework: Framework
  measure: MeasureId
  fallback: string | null
  iterations: { index: number; calls: ReceivedCall[]; totals: Totals }[]
  turnTotals: Totals
  stop: ReceivedTurn['stop']
  capped: ReceivedTurn['capped']
  /** The prompt of the turn's last LLM call (system, schemas, history, results) against the framework's window. */
  context: { tokens: number; windowTokens: number; share: number; overflow: boolean }
  /** The session priced with the scenario's cost settings (`cost`), turn by turn. */
  session: { cumulative: Dollars[]; totals: SessionCost['totals'] }
}

export interface ReplayReport {
  columns: ReplayColumn[]
  /** The price row used, or null when `cost.model` names none (dollars are then 0). */
  price: Price | null
}

const sumTotals = (calls: readonly ReceivedCall[]): Totals => ({
  calls: calls.length,
  rawChars: calls.reduce((t, c) => t + c.rawChars, 0),
  deliveredChars: calls.reduce((t, c) => t + c.deliveredChars, 0),
  tokens: calls.reduce((t, c) => t + c.tokens, 0),
  truncated: calls.filter((c) => c.truncated).length,
})

/** The price row the scenario's cost settings name, with its provider's cache terms filled in, or null. */
export function priceOf(scenario: Scenario): Price | null {
  const row = scenario.cost.prices.find((p) => p.model === scenario.cost.model)
  return row ? withCacheTerms(row) : null
}

const FREE: Price = { model: '', input: 0, cachedInput: 0, output: 0, source: '', taken: '' }

/**
 * A framework's turn as the session-cost engine takes it: the system prompt, tool schemas and user message of the
 * scenario's window (in the framework's measure), and each iteration's results as received.
 */
export function turnShape(scenario: Scenario, turn: ReceivedTurn, tokenizers: Tokenizers = {}): TurnShape {
  const m = measurer(turn.measure, tokenizers)
  const w = scenario.toolBudgets.window
  const schemas = readSchemas(w.toolSchemas)
  const schemaJson =
    schemas.ok && schemas.tools.length > 0 ? `[${schemas.tools.map((t) => t.json).join(',')}]` : ''
  return {
    systemTokens: m.count(w.systemPrompt),
    schemaTokens: schemaJson === '' ? 0 : m.count(schemaJson),
    userTokens: m.count(w.userMessage),
    iterations: turn.iterations.map((it) => ({
      results: it.calls.map((c) => ({ tokens: c.tokens, prunedTokens: c.prunedTokens })),
    })),
    reply: turn.stop === null,
    keepRecentTurns: turn.keepRecentTurns,
    earlier: earlierTokens(w.transcript, m),
  }
}

/**
 * The imported earlier conversation in a measure: messages and tool calls (their arguments) as history, tool
 * results as received. An unreadable one counts nothing here (the Tool budgets tab names the problem).
 */
function earlierTokens(transcript: string, m: Measurer): { history: number; toolOutputs: number } {
  const read = readHistory(transcript)
  const t = { history: 0, toolOutputs: 0 }
  if (!read.ok) return t
  for (const item of read.items) {
    t.history += m.count(item.text)
    if (item.kind === 'turn')
      for (const c of item.calls) {
        t.history += m.count(c.args)
        t.toolOutputs += m.count(c.output)
      }
  }
  return t
}

/** One framework's column (see `evaluateReplay`). */
export function replayColumn(
  framework: Framework,
  scenario: Scenario,
  tokenizers: Tokenizers = {},
): ReplayColumn {
  const turn = receiveTurn(framework, scenario, tokenizers)
  const shape = turnShape(scenario, turn, tokenizers)
  const price = priceOf(scenario) ?? FREE
  const { toolCallTokens, replyTokens, turns } = scenario.cost
  const session = sessionCost(shape, { turns, toolCallTokens, replyTokens, price })
  const windowTokens = turn.windowTokens
  const contextTokens = lastCallOfFirstTurn(session, shape, { turns, toolCallTokens, replyTokens, price })
  const column: ReplayColumn = {
    framework,
    measure: turn.measure,
    fallback: turn.fallback,
    iterations: turn.iterations.map((it) => ({ ...it, totals: sumTotals(it.calls) })),
    turnTotals: sumTotals(turn.iterations.flatMap((it) => it.calls)),
    stop: turn.stop,
    capped: turn.capped,
    context: {
      tokens: contextTokens,
      windowTokens,
      share: contextTokens / Math.max(1, windowTokens),
      overflow: contextTokens > windowTokens,
    },
    session: { cumulative: session.turns.map((t) => t.cumulative), totals: session.totals },
  }
  sessions.set(column, session)
  return column
}

/**
 * The input tokens of the first turn's last LLM call: a turn never depends on the ones after it, so it is the
 * session's own call (listed, as in a one-turn session, up to `MAX_CALL_ROWS`); a session of no turns has none,
 * and one turn is priced to find it.
 */
function lastCallOfFirstTurn(session: SessionCost, shape: TurnShape, settings: SessionSettings): number {
  const first = session.turns[0]
  if (first === undefined) return sessionCost(shape, { ...settings, turns: 1 }).calls.at(-1)?.input ?? 0
  return session.calls[Math.min(first.calls, session.calls.length) - 1]?.input ?? 0
}

// Each column's session in full (every call), beside the column rather than in it: the report crosses to the
// page, and the Cost tab, which lists the user's own session call by call, takes it from here.
const sessions = new WeakMap<ReplayColumn, SessionCost>()

/**
 * The full session (`sessionCost`) a column of `evaluateReplay` priced, or null for a column it did not make.
 * @example sessionOfColumn(evaluateReplay(s).columns.at(-1)).callCount === 20
 */
export function sessionOfColumn(column: ReplayColumn): SessionCost | null {
  return sessions.get(column) ?? null
}

/**
 * The scenario's batches under every framework preset and the user's own settings, side by side (issue 13 §2):
 * each column is that framework's own evaluation of the scenario with its preset applied, priced over the
 * session. Pure.
 * @example evaluateReplay(defaultScenario()).columns.map((c) => c.framework.id).at(-1) === 'yours'
 */
export function evaluateReplay(scenario: Scenario, tokenizers: Tokenizers = {}): ReplayReport {
  return {
    columns: FRAMEWORKS.map((f) => replayColumn(f, scenario, tokenizers)),
    price: priceOf(scenario),
  }
}
