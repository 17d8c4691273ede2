import { isRecord } from './base/is-record.ts'
import { LIMITS } from './base/limits.ts'
import { shortNumber } from './base/short-number.ts'

/** A limit a whole scenario passes (`LIMITS.maxCallsInAll`, `LIMITS.maxOutputCharsInAll`), and where. */
export interface SizeProblem {
  path: 'batches'
  message: string
}

const n = shortNumber
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
  let largest = { chars: -1, where: '' }
  // Version 0's flat `calls` is one batch: this runs before migration too.
  const batches = isRecord(scenario) ? [...list(scenario.batches), { calls: scenario.calls }] : []
  batches.forEach((batch, b) => {
    const batchCalls = isRecord(batch) ? list(batch.calls) : []
    calls += batchCalls.length
    batchCalls.forEach((call, c) => {
      const output = isRecord(call) ? call.output : undefined
      if (!isRecord(output)) return
      const size = typeof output.text === 'string' ? output.text.length : output.chars
      if (typeof size !== 'number') return
      if (size > largest.chars) largest = { chars: size, where: `batch ${b + 1} call ${c + 1}` }
      if (typeof output.text === 'string') chars += size
      else if (!samples.has(size)) {
        samples.add(size)
        chars += size
      }
    })
  })
  if (calls > LIMITS.maxCallsInAll)
    return {
      path: 'batches',
      message: `${n(calls)} calls in all batches: at most ${n(LIMITS.maxCallsInAll)} in a scenario (and ${n(LIMITS.maxCallsPerBatch)} in a batch)`,
    }
  if (chars > LIMITS.maxOutputCharsInAll)
    return {
      path: 'batches',
      message: `outputs of ${n(chars)} chars in all (${largest.where} has ${n(largest.chars)}): at most ${n(LIMITS.maxOutputCharsInAll)} (128 Mi) in a scenario, a sample length counted once`,
    }
  return null
}
