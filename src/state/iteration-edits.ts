import type { Batch, RecordedSession, Scenario } from '../engine/index.ts'
import { type Edit, newCall, removeAt } from './scenario-edits.ts'

/**
 * The Result budget's iterations (the scenario's batches): adding, removing and choosing one. Apart from
 * scenario-edits.ts because only the iterations panel (loaded after the first paint) and the views that choose an
 * iteration use them.
 */

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
