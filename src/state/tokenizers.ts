import { type EncodingId, encodingsNeeded } from '../engine/index.ts'
import type { AppState } from './store.ts'

/** Where the exact tokenizers stand for the scenario on screen. */
export interface TokenizerView {
  /** Needed by the scenario, and neither loaded nor failed in the last report: the worker is loading them. */
  loading: EncodingId[]
  /** Needed and failed to load, each with why: their measures fell back to an estimator. */
  failed: { encoding: EncodingId; why: string }[]
}

const NONE: TokenizerView = { loading: [], failed: [] }
let last: { scenario: AppState['scenario']; report: AppState['report']; view: TokenizerView } | null = null

/**
 * The scenario's exact tokenizers as the page should say them: loading (its numbers are still the old measure's)
 * or failed (with why). Memoised on the scenario and the report, so it can be a zustand selector as is.
 * @example selectTokenizers(state).loading // ['o200k_base'] right after o200k_base is chosen
 */
export function selectTokenizers(s: AppState): TokenizerView {
  if (last && last.scenario === s.scenario && last.report === s.report) return last.view
  const needed = encodingsNeeded(s.scenario)
  const status = s.report?.tokenizers
  const view =
    needed.length === 0
      ? NONE
      : {
          loading: needed.filter((e) => !status?.loaded.includes(e) && status?.failed[e] === undefined),
          failed: needed.flatMap((e) => {
            const why = status?.failed[e]
            return why === undefined ? [] : [{ encoding: e, why }]
          }),
        }
  last = { scenario: s.scenario, report: s.report, view }
  return view
}
