import { ENCODINGS, type EncodingId, type MeasureId } from '../measure/measure.ts'
import type { Scenario } from '../scenario.ts'
import type { OnDemandSection } from './report-sections.ts'

const asEncoding = (id: MeasureId | undefined): EncodingId | null =>
  id !== undefined && (ENCODINGS as readonly string[]).includes(id) ? (id as EncodingId) : null

/**
 * The exact tokenizers a scenario's evaluation with these on-demand `sections` needs, so the worker loads only
 * those (each on first use). Other systems that measure in tokens add their measure fields here.
 * @example encodingsNeeded(defaultScenario()) → [] (seed 003 counts chars)
 */
export function encodingsNeeded(scenario: Scenario, sections: readonly OnDemandSection[] = []): EncodingId[] {
  const wanted = [
    asEncoding(scenario.strategies.measure),
    scenario.strategies.exactBeside ?? null,
    // Seed 002's window composer counts in its own measure.
    asEncoding(scenario.toolBudgets.window.measure),
    // The replay (and the cost priced from it) counts Codex CLI's column in o200k_base, as Codex does.
    sections.includes('replay') || sections.includes('cost') ? 'o200k_base' : null,
  ]
  return ENCODINGS.filter((e) => wanted.includes(e))
}
