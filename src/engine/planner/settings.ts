import type { FormulaConstants } from './formula.ts'
import type { ActionKind, KindOverride } from './kinds.ts'
import type { LogFormat } from './log-types.ts'
import type { Role } from './run.ts'

/**
 * The `planner` part of a Scenario (seed 000): everything a user sets, nothing computed. Validated by
 * `PlannerSchema` (schema.ts, in the worker); written out here so page code needs no validation library.
 */
export interface PlannerSettings {
  /** Whose budget and exhaustion rule apply to the log. */
  role: Role
  formula: FormulaConstants
  inputs: {
    /** Whether `files_in_delta` is typed as a count or counted from a list of paths. */
    deltaMode: 'count' | 'files'
    filesInDelta: number
    deltaFiles: string[]
    priorFailures: boolean
    frameworkConfidence: number
  }
  roles: {
    explorerPerMode: number
    observer: number
    /** Absent: unlimited (the seed). */
    planner?: number | undefined
    /** Absent: from the formula (the seed). */
    builder?: number | undefined
  }
  log: { text: string; format: LogFormat }
  /** How an action the seed does not name is accounted (default: counted, as every tool invocation is). */
  unknownActions: 'count' | 'exempt'
  kindOverrides: KindOverride[]
}

export type { ActionKind }
