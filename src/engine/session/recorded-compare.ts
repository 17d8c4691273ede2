import type { RecordedUsageTokens } from '../base/recorded-schema.ts'
import type { Scenario } from '../scenario.ts'
import type { SessionCallCost } from './session-cost.ts'
import type { TimelineEvent } from './timeline.ts'

/** The harness whose numbers a session file recorded, told by the shape of its usage. */
export type RecordedProducer = 'claude-code' | 'codex-cli'

/** Recorded against computed for one LLM call: tokens, and computed − recorded in tokens and in % of recorded. */
export interface RecordedRow {
  call: number
  /** The batch whose calls the response made; null for the final reply. */
  batch: number | null
  recorded: { input: number; cacheRead: number; cacheWrite: number; output: number }
  computed: { input: number; cacheRead: number; cacheWrite: number }
  diff: { input: number; cacheRead: number; cacheWrite: number }
  /** (computed − recorded) / recorded × 100; null when the file recorded 0. */
  inputPct: number | null
}

/** Mean and largest absolute % difference over the calls where the recorded count is above 0. */
export interface ErrorStats {
  calls: number
  meanAbsPct: number | null
  maxAbsPct: number | null
}

/** A session file's own numbers beside the emulation of one harness (issue 25 §2's honesty check). */
export interface RecordedComparison {
  rows: RecordedRow[]
  input: ErrorStats
  cacheRead: ErrorStats
  /** Responses with usage the replay has no call for (a reply between batches): not compared, counted. */
  notCompared: number
  /** Where the harness really compacted (the call after it; null: after the last call), and where we compact. */
  compactions: { call: number | null; atBatch: number; preTokens: number | null; trigger: string | null }[]
  emulated: number[]
  contextWindow: number | null
}

/**
 * The harness that wrote a scenario's recorded usage, from its shape (the scenario keeps no file format): Codex's
 * `token_count` events carry `model_context_window`; Claude Code's `usage` carries cache writes
 * (`cache_creation_input_tokens`) or its `compact_boundary` carries `preTokens`, which Codex never records. Null:
 * nothing recorded, or a shape of neither.
 * @example recordedProducer({ ...s, recorded: { responses: 1, responsesWithUsage: 1, contextWindow: 258400, compactions: [], replies: [] } }) === 'codex-cli'
 */
export function recordedProducer(scenario: Pick<Scenario, 'batches' | 'recorded'>): RecordedProducer | null {
  const r = scenario.recorded
  if (!r) return null
  const usages = scenario.batches.flatMap((b) => (b.recorded ? [b.recorded] : []))
  if (r.contextWindow !== undefined || usages.some((u) => u.contextWindow !== undefined)) return 'codex-cli'
  const writes = [...usages, ...r.replies.map((x) => x.usage)].some((u) => u.cacheWriteTokens > 0)
  if (writes || r.compactions.some((c) => c.preTokens !== undefined)) return 'claude-code'
  return null
}

function stats(pcts: (number | null)[]): ErrorStats {
  const v = pcts.filter((p): p is number => p !== null).map(Math.abs)
  if (v.length === 0) return { calls: 0, meanAbsPct: null, maxAbsPct: null }
  return { calls: v.length, meanAbsPct: v.reduce((a, b) => a + b, 0) / v.length, maxAbsPct: Math.max(...v) }
}

const pct = (computed: number, recorded: number) =>
  recorded > 0 ? ((computed - recorded) / recorded) * 100 : null

/**
 * Each response the file recorded usage for, beside the call the replay makes for it (issue 25 §2): batch b's
 * response is the call of the first turn's iteration of batch b (`iterationBatches[k] = b` → call k + 1), the
 * final reply (one recorded after the last batch) the turn's reply call. Computed input is the call's prompt
 * (`SessionCallCost.input`), with its cache read and write as billed; the difference is computed − recorded.
 * Recorded compactions sit at the call of the first batch after them. Null when nothing was recorded. Pure.
 * @example compareRecorded(scenario, [0, 1], true, costs, events)?.rows.length === 2
 */
export function compareRecorded(
  scenario: Pick<Scenario, 'batches' | 'recorded'>,
  iterationBatches: readonly number[],
  replies: boolean,
  costs: readonly SessionCallCost[],
  events: readonly TimelineEvent[],
): RecordedComparison | null {
  const session = scenario.recorded
  const any = scenario.batches.some((b) => b.recorded !== undefined)
  if (!session && !any) return null
  const costOf = new Map<number, SessionCallCost>()
  for (const c of costs) if (c.kind === 'call' && !costOf.has(c.call)) costOf.set(c.call, c)
  const callOfBatch = new Map(iterationBatches.map((b, k) => [b, k + 1]))
  const replyCall = replies ? iterationBatches.length + 1 : null
  const rows: RecordedRow[] = []
  let notCompared = 0
  const push = (call: number | null | undefined, batch: number | null, u: RecordedUsageTokens) => {
    const c = call == null ? undefined : costOf.get(call)
    if (call == null || !c) {
      notCompared++
      return
    }
    const computed = { input: c.input, cacheRead: c.cacheRead, cacheWrite: c.cacheWrite }
    const recorded = {
      input: u.inputTokens,
      cacheRead: u.cacheReadTokens,
      cacheWrite: u.cacheWriteTokens,
      output: u.outputTokens,
    }
    rows.push({
      call,
      batch,
      recorded,
      computed,
      diff: {
        input: computed.input - recorded.input,
        cacheRead: computed.cacheRead - recorded.cacheRead,
        cacheWrite: computed.cacheWrite - recorded.cacheWrite,
      },
      inputPct: pct(computed.input, recorded.input),
    })
  }
  scenario.batches.forEach((b, i) => {
    if (b.recorded) push(callOfBatch.get(i), i, b.recorded)
  })
  for (const r of session?.replies ?? [])
    push(r.afterBatch >= scenario.batches.length ? replyCall : null, null, r.usage)
  rows.sort((a, b) => a.call - b.call)
  return {
    rows,
    input: stats(rows.map((r) => r.inputPct)),
    cacheRead: stats(rows.map((r) => pct(r.computed.cacheRead, r.recorded.cacheRead))),
    notCompared,
    compactions: (session?.compactions ?? []).map((c) => ({
      call: callOfBatch.get(c.atBatch) ?? (c.atBatch >= scenario.batches.length ? replyCall : null),
      atBatch: c.atBatch,
      preTokens: c.preTokens ?? null,
      trigger: c.trigger ?? null,
    })),
    emulated: events.filter((e) => e.kind === 'compact' || e.kind === 'compress').map((e) => e.call),
    contextWindow: session?.contextWindow ?? null,
  }
}
