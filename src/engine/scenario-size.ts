import { isRecord } from './is-record.ts'
import { LIMITS } from './limits.ts'

/** A limit a whole scenario passes (`LIMITS.maxCallsInAll`, `LIMITS.maxOutputCharsInAll`), and where. */
export interface SizeProblem {
  path: 'batches'
  message: string
}

const n = (x: number) => x.toLocaleString('en-US')
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : [])

/**
 * What makes a scenario too large to evaluate in bounded time: more than `LIMITS.maxCallsInAll` calls in all
 * batches, or outputs of more than `LIMITS.maxOutputCharsInAll` chars in all (a sample length counted once).
 * Counts only, no text is read, and it reads any value defensively, so it runs before validation (a million
 * calls are refused before zod walks them) and again in `evaluate` (a scenario built by edits).
 * @example scenarioSizeProblem(defaultScenario()) === null
 */
export function scenarioSizeProblem(scenario: unknown): SizeProblem | null {
  let calls = 0
  let chars = 0
  const samples = new Set<number>()
  // Version 0's flat `calls` is one batch: this runs before migration too.
  const batches = isRecord(scenario) ? [...list(scenario.batches), { calls: scenario.calls }] : []
  for (const batch of batches) {
    const batchCalls = isRecord(batch) ? list(batch.calls) : []
    calls += batchCalls.length
    for (const call of batchCalls) {
      const output = isRecord(call) ? call.output : undefined
      if (!isRecord(output)) continue
      if (typeof output.text === 'string') chars += output.text.length
      else if (typeof output.chars === 'number' && !samples.has(output.chars)) {
        samples.add(output.chars)
        chars += output.chars
      }
    }
  }
  if (calls > LIMITS.maxCallsInAll)
    return {
      path: 'batches',
      message: `${n(calls)} calls in all batches: at most ${n(LIMITS.maxCallsInAll)} in a scenario (and ${n(LIMITS.maxCallsPerBatch)} in a batch)`,
    }
  if (chars > LIMITS.maxOutputCharsInAll)
    return {
      path: 'batches',
      message: `outputs of ${n(chars)} chars in all: at most ${n(LIMITS.maxOutputCharsInAll)} (128 Mi) in a scenario, a sample length used by many calls counted once`,
    }
  return null
}
