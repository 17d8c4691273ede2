import { ENCODINGS, type EncodingId, type MeasureId } from '../measure/measure.ts'
import type { Scenario } from '../scenario.ts'

const asEncoding = (id: MeasureId | undefined): EncodingId | null =>
  id !== undefined && (ENCODINGS as readonly string[]).includes(id) ? (id as EncodingId) : null

/**
 * The exact tokenizers a scenario's evaluation needs, so the worker loads only those (each on first use). Other
 * systems that measure in tokens add their measure fields here.
 * @example encodingsNeeded(defaultScenario()) → [] (seed 003 counts chars)
 */
export function encodingsNeeded(scenario: Scenario): EncodingId[] {
  const wanted = [
    asEncoding(scenario.strategies.measure),
    scenario.strategies.exactBeside ?? null,
    // Seed 002's window composer counts in its own measure.
    asEncoding(scenario.toolBudgets.window.measure),
    // The Replay and Cost tabs count Codex CLI's column in o200k_base, as Codex does.
    scenario.view.tab === 'replay' || scenario.view.tab === 'cost' ? 'o200k_base' : null,
  ]
  return ENCODINGS.filter((e) => wanted.includes(e))
}
