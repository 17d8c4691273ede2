import type { Batch } from '../base/scenario-core.ts'

/** Why a turn ended. */
export type TurnEnd =
  | { kind: 'final-reply'; beforeLlmCall: number }
  | { kind: 'no-tool-calls'; beforeLlmCall: number; batchIndex: number }
  | { kind: 'max-calls'; beforeLlmCall: number; totalCalls: number; message: string }
  | { kind: 'identical-calls'; beforeLlmCall: number; tool: string; count: number; message: string }
  /** Ethos today: the last `count` calls had the same name and the same JSON of arguments. */
  | { kind: 'consecutive-identical'; beforeLlmCall: number; tool: string; count: number; message: string }

/** One LLM call of the turn: the guard check before it, and the batch it produced (if it ran). */
export interface IterationReport {
  /** 0-based index of the LLM call; LLM call i produces batch i. */
  llmCall: number
  /** Tool calls made so far in the turn, checked before this LLM call. */
  totalCallsBefore: number
  /** The busiest tool name before this LLM call, and its count. */
  topToolBefore: { tool: string; count: number } | null
  /** What happened: the batch ran, the turn stopped here, or the model replied without tools. */
  outcome: 'ran-batch' | 'stopped' | 'final-reply'
  /** Calls in the batch this LLM call produced (0 when it did not run one). */
  callsInBatch: number
  totalCallsAfter: number
}

export interface TurnReport {
  maxToolCallsPerTurn: number
  maxIdenticalToolCalls: number
  /** Ethos today's guard on consecutive calls with identical arguments; null when off (seed 003 as documented). */
  maxConsecutiveIdenticalCalls: number | null
  iterations: IterationReport[]
  /** Batches that ran; later batches were never produced because the turn had ended. */
  batchesRun: number
  totalCalls: number
  /** Calls per tool name, in first-call order. */
  callsByTool: { tool: string; count: number }[]
  end: TurnEnd
}

/** Seed 003's user-visible message when the per-turn call cap trips. */
export function maxCallsMessage(maxToolCallsPerTurn: number): string {
  return `Stopped: hit ${maxToolCallsPerTurn}-tool-call budget for this turn`
}

/** Seed 003's user-visible message when one tool name reaches the identical-call cap (count may exceed it). */
export function identicalCallsMessage(tool: string, count: number): string {
  return `Stopped: ${tool} called ${count} times in one turn (likely loop)`
}

/**
 * Our wording (the seed gives none) for Ethos today's stop after consecutive calls with identical arguments.
 * @example consecutiveIdenticalMessage('read_file', 5) === 'Stopped: read_file called 5 times in a row with identical arguments (likely loop)'
 */
export function consecutiveIdenticalMessage(tool: string, count: number): string {
  return `Stopped: ${tool} called ${count} times in a row with identical arguments (likely loop)`
}

/**
 * The key Ethos today compares consecutive calls by: the name and the JSON of the arguments (`JSON.stringify`,
 * keys in the order given; absent arguments read as `{}`).
 * @example callKey({ tool: 'read_file', args: { path: 'a' } }) === 'read_file\u0000{"path":"a"}'
 */
export function callKey(call: { tool: string; args?: unknown }): string {
  return `${call.tool}\u0000${JSON.stringify(call.args ?? {})}`
}

/**
 * Seed 003's turn guards across the LLM iterations of one turn. Before every LLM call (the first included, and
 * the one that would follow the last batch) it checks `totalToolCalls >= maxToolCallsPerTurn` first, then
 * whether any tool name's count is `>= maxIdenticalToolCalls` (the first such name in first-call order).
 * Counters rise by every call of a batch before it runs, and a batch is never cut short, so the batch that
 * crosses a cap runs in full and the turn stops before the next LLM call.
 *
 * Our choice where the seed is silent: a batch with no calls is an assistant message without tool use, which
 * ends the turn as a final reply, so the batches after it never run.
 *
 * Ethos as its code is today adds a third check, after the other two: the run of consecutive calls (across
 * batches, in call order) with the same `callKey` reaching `maxConsecutiveIdenticalCalls`. Off when that is
 * undefined, which keeps seed 003's documented behaviour exactly.
 * @example 21 single-call batches, caps 20/5 of distinct tools → stops before LLM call 20 with "Stopped: hit 20-tool-call budget for this turn"
 */
export function runTurnGuards(
  batches: readonly Batch[],
  maxToolCallsPerTurn: number,
  maxIdenticalToolCalls: number,
  maxConsecutiveIdenticalCalls?: number,
): TurnReport {
  const counts = new Map<string, number>()
  // The current run of consecutive calls with one key.
  const run = { key: '', tool: '', length: 0 }
  const iterations: IterationReport[] = []
  let total = 0
  let end: TurnEnd | null = null

  for (let llmCall = 0; end === null; llmCall++) {
    const top = busiestTool(counts)
    const base = { llmCall, totalCallsBefore: total, topToolBefore: top }
    const tripped =
      checkGuards(total, counts, maxToolCallsPerTurn, maxIdenticalToolCalls, llmCall) ??
      checkConsecutive(run, maxConsecutiveIdenticalCalls, llmCall)
    const batch = batches[llmCall]
    if (tripped) end = tripped
    else if (!batch) end = { kind: 'final-reply', beforeLlmCall: llmCall }
    else if (batch.calls.length === 0)
      end = { kind: 'no-tool-calls', beforeLlmCall: llmCall, batchIndex: llmCall }
    if (end) {
      iterations.push({
        ...base,
        outcome: end.kind === 'final-reply' || end.kind === 'no-tool-calls' ? 'final-reply' : 'stopped',
        callsInBatch: 0,
        totalCallsAfter: total,
      })
      break
    }
    for (const call of (batch as Batch).calls) {
      counts.set(call.tool, (counts.get(call.tool) ?? 0) + 1)
      const key = callKey(call)
      if (key === run.key) run.length += 1
      else Object.assign(run, { key, tool: call.tool, length: 1 })
    }
    total += (batch as Batch).calls.length
    iterations.push({
      ...base,
      outcome: 'ran-batch',
      callsInBatch: (batch as Batch).calls.length,
      totalCallsAfter: total,
    })
  }

  return {
    maxToolCallsPerTurn,
    maxIdenticalToolCalls,
    maxConsecutiveIdenticalCalls: maxConsecutiveIdenticalCalls ?? null,
    iterations,
    batchesRun: iterations.filter((it) => it.outcome === 'ran-batch').length,
    totalCalls: total,
    callsByTool: [...counts].map(([tool, count]) => ({ tool, count })),
    end: end as TurnEnd,
  }
}

function checkGuards(
  total: number,
  counts: ReadonlyMap<string, number>,
  maxCalls: number,
  maxIdentical: number,
  llmCall: number,
): TurnEnd | null {
  if (total >= maxCalls) {
    return {
      kind: 'max-calls',
      beforeLlmCall: llmCall,
      totalCalls: total,
      message: maxCallsMessage(maxCalls),
    }
  }
  // A Map iterates in insertion order: the first name to reach the cap in first-call order wins.
  for (const [tool, count] of counts) {
    if (count >= maxIdentical) {
      return {
        kind: 'identical-calls',
        beforeLlmCall: llmCall,
        tool,
        count,
        message: identicalCallsMessage(tool, count),
      }
    }
  }
  return null
}

function checkConsecutive(
  run: { tool: string; length: number },
  cap: number | undefined,
  llmCall: number,
): TurnEnd | null {
  if (cap === undefined || run.length < cap) return null
  return {
    kind: 'consecutive-identical',
    beforeLlmCall: llmCall,
    tool: run.tool,
    count: run.length,
    message: consecutiveIdenticalMessage(run.tool, run.length),
  }
}

function busiestTool(counts: ReadonlyMap<string, number>): { tool: string; count: number } | null {
  let top: { tool: string; count: number } | null = null
  for (const [tool, count] of counts) if (!top || count > top.count) top = { tool, count }
  return top
}
