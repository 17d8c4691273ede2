import type { OpenRequest, OpenResult, Scenario } from '../../engine/index.ts'
import type { GetState, ScenarioSlice, SetState } from '../types.ts'
import { reportAnswers } from './report.ts'

const HISTORY_LIMIT = 200
const MERGE_WINDOW_MS = 1_000

/** The scenario slice: the scenario with its undo history; `open` reads a file's text (the worker's), `now` is the clock. */
export function scenarioSlice(
  set: SetState,
  get: GetState,
  initial: Scenario,
  open: (request: OpenRequest) => Promise<OpenResult>,
  now: () => number,
): ScenarioSlice {
  let lastMerge: { key: string; at: number } | null = null
  return {
    scenario: initial,
    past: [],
    future: [],
    edit: (recipe, mergeKey) => {
      const { scenario, past } = get()
      const next = recipe(scenario)
      if (next === scenario) return
      const t = now()
      const merge =
        mergeKey !== undefined && lastMerge?.key === mergeKey && t - lastMerge.at < MERGE_WINDOW_MS
      lastMerge = mergeKey === undefined ? null : { key: mergeKey, at: t }
      set({ scenario: next, past: merge ? past : [...past, scenario].slice(-HISTORY_LIMIT), future: [] })
    },
    view: (recipe) => {
      const next = recipe(get().scenario)
      const { report, reportScenario, engineError } = get()
      // Another tab of the same work that the report on screen already answers: it stays current, and the
      // engine is not asked again (engine-sync). After an engine error the engine is asked, to clear it.
      const current = engineError === null && reportAnswers(report, reportScenario, next)
      set(current ? { scenario: next, reportScenario: next } : { scenario: next })
    },
    load: (scenario, by = { kind: 'file' }) => {
      lastMerge = null
      const previous = get().scenario
      set({
        scenario,
        past: [...get().past, previous].slice(-HISTORY_LIMIT),
        future: [],
        replaced: { previous, previousPinned: get().pinned, by, at: now() },
      })
    },
    replaced: null,
    openText: async (where, text, by) => {
      const result = await open({ kind: 'file', text })
      if (result.kind !== 'ok') {
        const reason = result.kind === 'error' ? result.message : 'nothing to open'
        get().notify({
          id: 'open',
          level: 'error',
          where,
          message: `Could not open it: ${reason}. Your scenario is unchanged.`,
        })
        return false
      }
      get().dismiss('open')
      get().load(result.scenario, by ?? { kind: 'file', name: where })
      return true
    },
    undo: () => {
      const { past, scenario, future } = get()
      const previous = past.at(-1)
      if (!previous) return
      lastMerge = null
      set({ scenario: previous, past: past.slice(0, -1), future: [scenario, ...future] })
    },
    redo: () => {
      const { past, scenario, future } = get()
      const [next, ...rest] = future
      if (!next) return
      lastMerge = null
      set({ scenario: next, past: [...past, scenario], future: rest })
    },
  }
}
