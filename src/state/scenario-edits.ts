import type { Batch, Output, RecordedSession, Scenario, ToolCall } from '../engine/index.ts'

/**
 * Pure edits of a Scenario, one per thing a user can do. Each returns a new scenario and never mutates its
 * input; the store records them for undo.
 */
type Edit = (s: Scenario) => Scenario

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x))
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)

export const setResultBudget =
  (patch: Partial<Scenario['resultBudget']>): Edit =>
  (s) => ({ ...s, resultBudget: { ...s.resultBudget, ...patch } })

export const setTitle =
  (title: string): Edit =>
  (s) => ({ ...s, title })

function editBatch(batchIndex: number, f: (b: Batch) => Batch): Edit {
  return (s) => {
    const batch = s.batches[batchIndex]
    return batch ? { ...s, batches: replaceAt(s.batches, batchIndex, f(batch)) } : s
  }
}

function editCall(batchIndex: number, callIndex: number, f: (c: ToolCall) => ToolCall): Edit {
  return editBatch(batchIndex, (b) => {
    const call = b.calls[callIndex]
    return call ? { ...b, calls: replaceAt(b.calls, callIndex, f(call)) } : b
  })
}

const newCall = (tool = 'read_file'): ToolCall => ({
  tool,
  output: { kind: 'sample', chars: 10_000 },
  isError: false,
})

/** A new call repeats the tool of the batch's last call, with 10,000 chars of sample output. */
export const addCall = (batchIndex: number): Edit =>
  editBatch(batchIndex, (b) => ({ ...b, calls: [...b.calls, newCall(b.calls.at(-1)?.tool)] }))

export const removeCall = (batchIndex: number, callIndex: number): Edit =>
  editBatch(batchIndex, (b) => ({ calls: removeAt(b.calls, callIndex) }))

export const setCallTool = (batchIndex: number, callIndex: number, tool: string): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, tool }))

export const setCallOutput = (batchIndex: number, callIndex: number, output: Output): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, output }))

export const setCallError = (batchIndex: number, callIndex: number, isError: boolean): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, isError }))

/** A new iteration copies the calls of the selected one, so a loop is two clicks away. */
export const addBatch =
  (copyFrom: number): Edit =>
  (s) => {
    const source = s.batches[copyFrom]?.calls ?? []
    const batches = [...s.batches, { calls: source.length > 0 ? source.map((c) => ({ ...c })) : [newCall()] }]
    return { ...s, batches, view: { ...s.view, batchIndex: batches.length - 1 } }
  }

/**
 * The session record once batch `removed` is gone: compactions and replies placed after it move up one, so
 * each stays between the same two remaining batches (`atBatch`, `afterBatch` count the batches before them);
 * the removed batch's own response leaves the response counts.
 */
function recordedWithout(recorded: RecordedSession, removed: Batch, index: number): RecordedSession {
  return {
    ...recorded,
    responses: Math.max(0, recorded.responses - 1),
    responsesWithUsage: Math.max(0, recorded.responsesWithUsage - (removed.recorded ? 1 : 0)),
    compactions: recorded.compactions.map((c) => (c.atBatch > index ? { ...c, atBatch: c.atBatch - 1 } : c)),
    replies: recorded.replies.map((r) => (r.afterBatch > index ? { ...r, afterBatch: r.afterBatch - 1 } : r)),
  }
}

/** Removes a batch; an imported session's compactions and replies keep their places among the batches left. */
export const removeBatch =
  (batchIndex: number): Edit =>
  (s) => {
    const removed = s.batches[batchIndex]
    if (!removed) return s
    const batches = removeAt(s.batches, batchIndex)
    return {
      ...s,
      batches,
      ...(s.recorded ? { recorded: recordedWithout(s.recorded, removed, batchIndex) } : {}),
      view: { ...s.view, batchIndex: Math.max(0, Math.min(s.view.batchIndex, batches.length - 1)) },
    }
  }

/**
 * What removing batch `batchIndex` takes with it that a person may not expect, as one sentence, or null: the
 * usage the imported session file recorded for that response (the session views then no longer show it).
 * @example removeBatchNote(imported, 2) === 'Iteration #3 took its recorded usage (12,400 input, 310 output tokens) with it; …'
 */
export function removeBatchNote(s: Scenario, batchIndex: number): string | null {
  const usage = s.batches[batchIndex]?.recorded
  if (!usage || !s.recorded) return null
  const n = (k: number) => k.toLocaleString('en-US')
  return `Iteration #${batchIndex + 1} took its recorded usage (${n(usage.inputTokens)} input, ${n(usage.outputTokens)} output tokens) with it; the session's compactions and replies keep their places among the iterations left.`
}

export const selectBatch =
  (batchIndex: number): Edit =>
  (s) => ({ ...s, view: { ...s.view, batchIndex } })

/** Sets (or, with undefined, clears) a tool's `maxResultChars`, adding the tool to the table if needed. */
export const setToolCap =
  (name: string, maxResultChars: number | undefined): Edit =>
  (s) => {
    const exists = s.tools.some((t) => t.name === name)
    const entry = maxResultChars === undefined ? { name } : { name, maxResultChars }
    const tools = exists ? s.tools.map((t) => (t.name === name ? entry : t)) : [...s.tools, entry]
    return { ...s, tools }
  }

/** Every tool name the scenario mentions, in first-mention order: the caps table lists these. */
export function toolNames(s: Scenario): string[] {
  const names = new Set(s.tools.map((t) => t.name))
  for (const b of s.batches) for (const c of b.calls) names.add(c.tool)
  return [...names]
}
