import type { Price } from '../cost/schema.ts'
import type { TurnShape } from '../cost/session.ts'
import { HARNESSES, type HarnessInfo } from '../harnesses/registry.ts'
import { harnessSourceLine } from '../harnesses/types.ts'
import type { Tokenizers } from '../measure/measure.ts'
import { priceOf, turnShape } from '../replay/evaluate-replay.ts'
import { FRAMEWORKS, type Framework } from '../replay/frameworks.ts'
import { type ReceivedTurn, receiveTurn } from '../replay/receive.ts'
import type { Scenario } from '../scenario.ts'
import { SESSION_RULES, type Threshold } from './harness-rules.ts'
import {
  compareRecorded,
  type RecordedComparison,
  type RecordedProducer,
  recordedProducer,
} from './recorded-compare.ts'
import { type SessionCostReport, sampleCosts, sessionCallCosts } from './session-cost.ts'
import { sessionTimeline, type Timeline, type TimelineCall, type TimelineItem } from './timeline.ts'

const FREE: Price = { model: '', input: 0, cachedInput: 0, output: 0, source: '', taken: '' }

/** Points per chart series at most (ARCHITECTURE: recharts slows past ~2,000). */
export const MAX_SESSION_POINTS = 2_000

/** One harness's replay of the session, ready for the page: plain data. */
export interface SessionTimeline extends Omit<Timeline, 'calls'> {
  harness: { id: HarnessInfo['id']; label: string; source: string; summary: string }
  replays: string
  /** User turns replayed (`cost.turns`). */
  turns: number
  /** The harness's lines, each with the first call whose conversation (the window less system prompt and schemas,
   * what the harness's triggers count) is over it; null when none is. */
  thresholds: (Threshold & { firstOver: number | null })[]
  /** The measure tokens are counted in, and why it is not the one asked for. */
  measure: string
  fallback: string | null
  /** Every call when there are at most `MAX_SESSION_POINTS`; else the largest window of each equal run of calls. */
  calls: TimelineCall[]
  callCount: number
  sampled: boolean
  /** Over the session: results lost, their tokens, re-fetches and theirs. */
  totals: { lostResults: number; lostTokens: number; refetches: number; refetchTokens: number }
  /** Every call as billed with the price row's caching (`sessionCallCosts`), sampled like `calls`. */
  cost: SessionCostReport
  /** The file's recorded usage beside this harness's calls; null when the scenario recorded none. */
  recorded: RecordedComparison | null
}

/** The Session tab's part of the report: every harness replayed over the scenario's session. */
export interface SessionReport {
  /** User turns in the session (`cost.turns`), each the scenario's batches as one turn. */
  turns: number
  harnesses: SessionTimeline[]
  /** The price row every call is billed at (`cost.model`, cache terms filled); null when none is named. */
  price: Price | null
  /** The harness that wrote the recorded usage, when the scenario has some and its shape tells. */
  producer: RecordedProducer | null
}

/**
 * The session's items as a harness receives them: `turns` repetitions of the scenario's turn, each a user message,
 * then per iteration an `assistant` item (the LLM call's tool-call output, `toolCallTokens`) and its results as the
 * harness delivered them, then the reply (`replyTokens`) unless a guard stopped the turn. A result's key is its
 * tool and the JSON of its arguments. Chars of model-written items are taken as 4 × their tokens.
 * @example sessionItemsOf(defaultScenario(), turn, 30, 0)[0].kind === 'user'
 */
export function sessionItemsOf(
  scenario: Scenario,
  turn: ReceivedTurn,
  userTokens: number,
  turns: number,
): TimelineItem[] {
  const { toolCallTokens, replyTokens } = scenario.cost
  const userChars = scenario.toolBudgets.window.userMessage.length
  const items: TimelineItem[] = []
  for (let t = 0; t < turns; t++) {
    items.push({ kind: 'user', tokens: userTokens, chars: userChars })
    for (const it of turn.iterations) {
      items.push({ kind: 'assistant', tokens: toolCallTokens, chars: 4 * toolCallTokens })
      it.calls.forEach((c, j) => {
        const args = scenario.batches[it.index]?.calls[j]?.args
        items.push({
          kind: 'tool-result',
          tool: c.tool,
          // turn, batch and call: how `engine replay` names the results an event removes
          callId: `t${t}.i${it.index}.c${j}`,
          tokens: c.tokens,
          chars: c.deliveredChars,
          key: `${c.tool}\u0000${args === undefined ? '' : JSON.stringify(args)}`,
        })
      })
    }
    if (turn.stop === null) items.push({ kind: 'assistant', tokens: replyTokens, chars: 4 * replyTokens })
  }
  return items
}

/**
 * The session a harness replays: the scenario's turn as the harness receives it, its shape, and its items
 * (`sessionItemsOf` over `cost.turns`). The Session tab and `engine replay` both start here, so they run the
 * harness's session rules (`SESSION_RULES`, at `harnessSettings[harnessId]`) on the same items.
 * @example harnessSession(defaultScenario(), 'opencode').items[0].kind === 'user'
 */
export function harnessSession(
  scenario: Scenario,
  harnessId: HarnessInfo['id'],
  tokenizers: Tokenizers = {},
): { turn: ReceivedTurn; shape: TurnShape; items: TimelineItem[]; label: string; framework: Framework } {
  const f = FRAMEWORKS.find((x) => x.id === harnessId)
  if (!f?.harness) throw new Error(`no harness "${harnessId}" in the replay's frameworks`)
  const turn = receiveTurn(f, scenario, tokenizers)
  const shape = turnShape(scenario, turn, tokenizers)
  const items = sessionItemsOf(scenario, turn, shape.userTokens, scenario.cost.turns)
  return { turn, shape, items, label: f.label, framework: f }
}

/**
 * Keeps at most `max` calls: every one when there are that few, else, of each run of ⌈n / max⌉ calls, the one with
 * the largest window (so a peak before a compaction stays on the chart).
 * @example downsampleCalls(calls, 2_000).length <= 2_000
 */
export function downsampleCalls(calls: readonly TimelineCall[], max = MAX_SESSION_POINTS): TimelineCall[] {
  if (calls.length <= max) return [...calls]
  const run = Math.ceil(calls.length / max)
  const kept: TimelineCall[] = []
  for (let i = 0; i < calls.length; i += run) {
    let best = calls[i] as TimelineCall
    for (let j = i + 1; j < Math.min(i + run, calls.length); j++) {
      const c = calls[j] as TimelineCall
      if (c.total > best.total) best = c
    }
    kept.push(best)
  }
  return kept
}

/**
 * The session replayed LLM call by LLM call under one harness (issue 25 §2): the scenario's turn (its batches;
 * an imported transcript opens as batches) repeated `cost.turns` times, each result as the harness delivers it,
 * then the harness's session rules (`SESSION_RULES`) on the whole, and the window, events and losses of
 * `sessionTimeline`. System prompt and tool schemas are in every window; the harnesses' triggers count the
 * conversation only. Pure.
 * @example evaluateSession(defaultScenario(), 'opencode').callCount === 20
 */
export function evaluateSession(
  scenario: Scenario,
  harnessId: HarnessInfo['id'],
  tokenizers: Tokenizers = {},
): SessionTimeline {
  const { turn, shape, items, framework: f } = harnessSession(scenario, harnessId, tokenizers)
  const overrides = scenario.harnessSettings?.[harnessId]
  const rules = SESSION_RULES[harnessId]
  const events = rules.events(items, overrides)
  const t = sessionTimeline(items, events, shape)
  // Billed with every call: system prompt, schemas and the imported earlier conversation, one unchanged prefix.
  const earlier = (shape.earlier?.history ?? 0) + (shape.earlier?.toolOutputs ?? 0)
  const fixed = shape.systemTokens + shape.schemaTokens + earlier
  const cost = sessionCallCosts(items, events, fixed, priceOf(scenario) ?? FREE)
  const iterationBatches = turn.iterations.map((it) => it.index)
  const recorded = compareRecorded(scenario, iterationBatches, turn.stop === null, cost.calls, t.events)
  const sum = (k: 'lostResults' | 'lostTokens' | 'refetches' | 'refetchTokens') =>
    t.losses.reduce((s, l) => s + l[k], 0)
  return {
    ...t,
    harness: {
      id: harnessId,
      label: f.label,
      source: harnessSourceLine(HARNESSES[harnessId]),
      summary: f.source,
    },
    replays: rules.replays(overrides),
    turns: scenario.cost.turns,
    thresholds: rules.thresholds(turn.windowTokens, overrides).map((x) => ({
      ...x,
      firstOver: t.calls.find((c) => c.total - c.parts.system - c.parts.toolSchemas > x.tokens)?.call ?? null,
    })),
    measure: turn.measure,
    fallback: turn.fallback,
    calls: downsampleCalls(t.calls),
    callCount: t.calls.length,
    sampled: t.calls.length > MAX_SESSION_POINTS,
    totals: {
      lostResults: sum('lostResults'),
      lostTokens: sum('lostTokens'),
      refetches: sum('refetches'),
      refetchTokens: sum('refetchTokens'),
    },
    cost: sampleCosts(cost, MAX_SESSION_POINTS),
    recorded,
  }
}

/** The harnesses the Session tab replays, in the Replay tab's order. */
export const SESSION_HARNESSES = FRAMEWORKS.flatMap((f) => (f.harness ? [f.harness.id] : []))

/**
 * Every harness's replay of the session, for the Session tab.
 * @example evaluateSessions(defaultScenario()).harnesses.length === SESSION_HARNESSES.length
 */
export function evaluateSessions(scenario: Scenario, tokenizers: Tokenizers = {}): SessionReport {
  return {
    turns: scenario.cost.turns,
    harnesses: SESSION_HARNESSES.map((id) => evaluateSession(scenario, id, tokenizers)),
    price: priceOf(scenario),
    producer: recordedProducer(scenario),
  }
}
