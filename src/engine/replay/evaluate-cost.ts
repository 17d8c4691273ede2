import type { Price } from '../cost/schema.ts'
import { type Dollars, type SessionCost, sessionCost } from '../cost/session.ts'
import { type SessionPayoff, sessionPayoff } from '../cost/session-payoff.ts'
import { harnessSourceLine } from '../harnesses/types.ts'
import type { Tokenizers } from '../measure/measure.ts'
import type { Scenario } from '../scenario.ts'
import { priceOf, type ReplayReport, sessionOfColumn, turnShape } from './evaluate-replay.ts'
import { FRAMEWORKS } from './frameworks.ts'
import { receiveTurn } from './receive.ts'

export interface CostReport {
  /** The price row `cost.model` names; null when none does (then every dollar is 0, and the tab says why). */
  price: Price | null
  /** This scenario's session in full: calls, turns, parts (the user's own settings, as the Replay tab's last column). */
  session: SessionCost
  /** The measure the session's tokens are counted in, and why it is not the one asked for, if it is not. */
  measure: string
  fallback: string | null
  /** Where the user's pruning pays for itself against the same session never pruned; null: no pruning set. */
  payoff: SessionPayoff | null
  /** Cached dollars of the same session with 1-hour cache writes (Anthropic's longer lifetime). */
  cachedWith1h: number
  /** Every framework of the replay, turn by turn, for the cumulative chart. */
  frameworks: {
    id: string
    label: string
    /** A harness column's source in one line (its commit, or the date its docs were read); null otherwise. */
    source: string | null
    cumulative: Dollars[]
    totals: Dollars
    toolOutputShare: Dollars
  }[]
}

const FREE: Price = { model: '', input: 0, cachedInput: 0, output: 0, source: '', taken: '' }

/**
 * Tokens and dollars of the scenario's session (issue 13 §3): the user's own settings call by call, and every
 * framework's cumulative cost beside them (from `replay` when it was evaluated already). Pure.
 * @example evaluateCost(defaultScenario()).session.turns.length === 10
 */
export function evaluateCost(
  scenario: Scenario,
  tokenizers: Tokenizers = {},
  replay?: ReplayReport,
): CostReport {
  const yours = FRAMEWORKS.find((f) => f.id === 'yours')
  if (!yours) throw new Error('no "yours" framework')
  const price = priceOf(scenario)
  const { turns, toolCallTokens, replyTokens } = scenario.cost
  const columns = replay?.columns
  // The replay priced the user's own session already, with the same settings: take it rather than price it again.
  const yoursColumn = columns?.find((c) => c.framework.id === 'yours')
  const priced = yoursColumn ? sessionOfColumn(yoursColumn) : null
  const { session, measure, fallback } =
    yoursColumn && priced
      ? { session: priced, measure: yoursColumn.measure, fallback: yoursColumn.fallback }
      : (() => {
          const turn = receiveTurn(yours, scenario, tokenizers)
          const session = sessionCost(turnShape(scenario, turn, tokenizers), {
            turns,
            toolCallTokens,
            replyTokens,
            price: price ?? FREE,
          })
          return { session, measure: turn.measure, fallback: turn.fallback }
        })()
  // The user's turn again, for pricing the session never pruned and with 1-hour writes: cheap beside the replay.
  const shape = turnShape(scenario, receiveTurn(yours, scenario, tokenizers), tokenizers)
  const settings = { turns, toolCallTokens, replyTokens, price: price ?? FREE }
  const payoff =
    shape.keepRecentTurns === null
      ? null
      : sessionPayoff(session, sessionCost({ ...shape, keepRecentTurns: null }, settings))
  const cachedWith1h = sessionCost(shape, { ...settings, cacheLifetime: '1h' }).totals.dollars.cached
  const frameworks = FRAMEWORKS.map((f) => {
    const column = columns?.find((c) => c.framework.id === f.id)
    const s =
      column?.session ??
      (() => {
        const cost = sessionCost(turnShape(scenario, receiveTurn(f, scenario, tokenizers), tokenizers), {
          turns,
          toolCallTokens,
          replyTokens,
          price: price ?? FREE,
        })
        return { cumulative: cost.turns.map((t) => t.cumulative), totals: cost.totals }
      })()
    return {
      id: f.id,
      label: f.label,
      source: f.harness ? harnessSourceLine(f.harness) : null,
      cumulative: s.cumulative,
      totals: s.totals.dollars,
      toolOutputShare: s.totals.toolOutputShare,
    }
  })
  return { price, session, measure, fallback, payoff, cachedWith1h, frameworks }
}
