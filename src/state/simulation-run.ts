import {
  BROWSER_WORK_LIMIT,
  type Plans,
  type SimProblem,
  simulationProblems,
  simulationWork,
} from '../engine/index.ts'
import { simulationKey } from './slices/simulation-runs.ts'
import type { AppStore, SimSide } from './types.ts'

/**
 * Simulations up to this many tool-steps (runs × calls × tool scores, see `simulationWork`) run by themselves
 * when the tab opens or a setting changes: the 10-armed testbed (80 million, about a second) does, so its link
 * reproduces it.
 */
export const AUTO_RUN_WORK = 100_000_000

/** Whether a simulation of these settings can run in the page, and why not. */
export interface RunReadiness {
  problems: SimProblem[]
  /** Tool-steps (0 while the settings have problems). */
  work: number
  /** Past what a browser tab should attempt. */
  tooBig: boolean
  /** Too big even with a single run (fewer runs cannot help). */
  oneRunTooBig: boolean
  canRun: boolean
  /** Small enough to run by itself after an edit. */
  autoRuns: boolean
  /** `simulationKey` of the settings: a result with another key is stale. */
  key: string
}

/**
 * Whether `plans` can be simulated in the page: no problems, within the browser's work limit, and no field of the
 * Explore tab holding a bad value (`hasFieldErrors`).
 * @example runReadiness(defaultPlans(), false).canRun === true
 */
export function runReadiness(plans: Plans, hasFieldErrors: boolean): RunReadiness {
  const problems = simulationProblems(plans)
  const work = problems.length === 0 ? simulationWork(plans) : 0
  const tooBig = work > BROWSER_WORK_LIMIT
  const oneRunTooBig =
    tooBig && simulationWork({ ...plans, simulation: { ...plans.simulation, runs: 1 } }) > BROWSER_WORK_LIMIT
  const canRun = problems.length === 0 && !tooBig && !hasFieldErrors
  return {
    problems,
    work,
    tooBig,
    oneRunTooBig,
    canRun,
    autoRuns: canRun && work <= AUTO_RUN_WORK,
    key: simulationKey(plans),
  }
}

/** Whether the Explore tab's fields hold a bad value (their keys start with `ex.`). */
export const hasExploreFieldErrors = (fieldErrors: Record<string, string>): boolean =>
  Object.keys(fieldErrors).some((k) => k.startsWith('ex.'))

/** Which scenario's simulation follows its settings: the edited one (B, the page's), or pinned A of an A/B view. */
export type AutoRunSide = SimSide

/**
 * Small simulations follow the settings: after `delayMs` without an edit, settings that auto-run and have no
 * result yet are simulated (a share link reproduces its figure on open); big ones wait for Run. Each setting is
 * auto-run once, so a Cancel is not undone by the next render. Pinned A follows its own settings the same way
 * (an A/B link opens with both sides simulated); the page's field errors are B's and do not hold A back.
 * Returns the function that stops it.
 */
export function startAutoRun(
  app: AppStore,
  { delayMs = 250, setTimer = setTimeout, clearTimer = clearTimeout, side = 'edited' as AutoRunSide } = {},
): () => void {
  const simOf = (s: ReturnType<AppStore['getState']>) => s.simulations[side]
  const plansOf = (s: ReturnType<AppStore['getState']>): Plans | null =>
    side === 'edited' ? s.scenario.plans : (s.pinned?.plans ?? null)
  let lastAuto: string | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const check = () => {
    const state = app.getState()
    const plans = plansOf(state)
    if (timer !== null) clearTimer(timer)
    timer = null
    if (plans === null) return
    const ready = runReadiness(plans, side === 'edited' && hasExploreFieldErrors(state.fieldErrors))
    if (!ready.autoRuns || lastAuto === ready.key || simOf(app.getState()).resultKey === ready.key) return
    timer = setTimer(() => {
      timer = null
      lastAuto = ready.key
      app.getState().runSimulation(side, plans)
    }, delayMs)
  }
  let lastPlans = plansOf(app.getState())
  let lastErrors = app.getState().fieldErrors
  let lastKey = simOf(app.getState()).resultKey
  const off = app.subscribe((s) => {
    const key = simOf(s).resultKey
    if (plansOf(s) === lastPlans && s.fieldErrors === lastErrors && key === lastKey) return
    lastPlans = plansOf(s)
    lastErrors = s.fieldErrors
    lastKey = key
    check()
  })
  check()
  return () => {
    off()
    if (timer !== null) clearTimer(timer)
  }
}
