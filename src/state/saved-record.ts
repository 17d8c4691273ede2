import { deepEqual, pastedChars, type Scenario } from '../engine/index.ts'
import { defaultScenario } from './default-scenario.ts'
import { parseJson, type SavedRecord, type TextRef } from './saved-work-reads.ts'

/**
 * What saving compares in records, read without the storage: their sameness, and the pasted chars of a scenario.
 * Loaded with the writes (saved-work.ts); a record's title is read as the page opens (saved-work-reads.ts).
 */

const DEFAULTS = defaultScenario()

/**
 * Whether two records hold the same work (their files and texts), whenever and at whatever link they were
 * saved, and in whatever order their files list keys.
 */
export function sameWork(a: SavedRecord, b: SavedRecord): boolean {
  if (!deepEqual(a.pinned ?? null, b.pinned ?? null)) return false
  if (typeof a.file !== 'string' || typeof b.file !== 'string')
    return (a.file as TextRef).id === (b.file as TextRef).id && deepEqual(a.texts, b.texts)
  if (!deepEqual(a.texts, b.texts)) return false
  if (a.file === b.file) return true
  const fa = parseJson(a.file)
  const fb = parseJson(b.file)
  return fa.ok && fb.ok && deepEqual(fa.value, fb.value)
}

/**
 * Pasted chars, not counting the default scenario's own sample outputs left as they are: work made from the
 * defaults with a budget changed holds no paste (it was listed as "917 chars pasted").
 */
export function pastedBeyondDefaults(scenario: Scenario): number {
  let own = 0
  scenario.batches.forEach((b, i) => {
    b.calls.forEach((c, j) => {
      const d = DEFAULTS.batches[i]?.calls[j]?.output
      if (c.output.kind === 'text' && d?.kind === 'text' && d.text === c.output.text) own += d.text.length
    })
  })
  const w = scenario.toolBudgets.window
  const dw = DEFAULTS.toolBudgets.window
  const same: [string, string][] = [
    [scenario.planner.log.text, DEFAULTS.planner.log.text],
    [scenario.plans.trace.text, DEFAULTS.plans.trace.text],
    [w.transcript, dw.transcript],
    [w.toolSchemas, dw.toolSchemas],
    [w.systemPrompt, dw.systemPrompt],
    [w.userMessage, dw.userMessage],
  ]
  for (const [text, d] of same) if (text === d) own += text.length
  return pastedChars(scenario) - own
}
