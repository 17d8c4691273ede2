import * as z from 'zod/mini'
import { LIMITS } from '../limits.ts'
import { wholeNumber } from '../schema-helpers.ts'
import { defaultPlanner } from './defaults.ts'
import { ACTION_KINDS } from './kinds.ts'
import { MAX_DELTA_FILES, MAX_PLANNER_CALLS } from './limits.ts'
import type { PlannerSettings } from './settings.ts'

const calls = (what: string, min = 0) => wholeNumber(what, 'calls', min, MAX_PLANNER_CALLS)

const fraction = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .check(
      z.minimum(0, { error: `${what} must be between 0 and 1` }),
      z.maximum(1, { error: `${what} must be between 0 and 1` }),
    )

const d = defaultPlanner()

/** Seed 000's Builder-budget constants (5, 9, 2, 0.6), each with its default. */
export const FormulaSchema = z.object({
  minimum: z._default(calls('minimum'), d.formula.minimum),
  cap: z._default(calls('cap'), d.formula.cap),
  complexityBonus: z._default(calls('complexityBonus'), d.formula.complexityBonus),
  confidenceThreshold: z._default(fraction('confidenceThreshold'), d.formula.confidenceThreshold),
})

/** What the Planner knows of a task: the delta, prior failures, framework confidence (0–1). */
export const PlannerInputsSchema = z.object({
  deltaMode: z._default(z.enum(['count', 'files']), d.inputs.deltaMode),
  filesInDelta: z._default(
    z
      .int()
      .check(
        z.minimum(0, { error: 'files_in_delta cannot be negative' }),
        z.maximum(MAX_DELTA_FILES, { error: 'files_in_delta is at most 100,000' }),
      ),
    d.inputs.filesInDelta,
  ),
  deltaFiles: z._default(
    z.array(z.string().check(z.maxLength(1_000))).check(z.maxLength(MAX_DELTA_FILES)),
    () => [...d.inputs.deltaFiles],
  ),
  priorFailures: z._default(z.boolean(), d.inputs.priorFailures),
  frameworkConfidence: z._default(fraction('framework_confidence'), d.inputs.frameworkConfidence),
})

/** Each role's budget: Explorer 4 per mode, Observer 10, Planner unlimited, Builder from the formula. */
export const RoleBudgetsSchema = z.object({
  explorerPerMode: z._default(calls('Explorer budget per mode'), d.roles.explorerPerMode),
  observer: z._default(calls('Observer budget'), d.roles.observer),
  /** Absent: unlimited, as the seed says. */
  planner: z.optional(calls('Planner budget')),
  /** Absent: from the formula. */
  builder: z.optional(calls('Builder budget')),
})

/**
 * The `planner` part of a Scenario (seed 000), every field with its default, so older files and links open.
 * @example PlannerSchema.parse({}).formula.cap === 9
 */
export const PlannerSchema = z.object({
  role: z._default(z.enum(['builder', 'explorer', 'planner', 'observer']), d.role),
  formula: z._default(FormulaSchema, () => ({ ...d.formula })),
  inputs: z._default(PlannerInputsSchema, () => ({ ...d.inputs, deltaFiles: [...d.inputs.deltaFiles] })),
  roles: z._default(RoleBudgetsSchema, () => ({ ...d.roles })),
  log: z._default(
    z.object({
      text: z._default(z.string().check(z.maxLength(LIMITS.maxOutputChars)), d.log.text),
      format: z._default(z.enum(['auto', 'text', 'json']), d.log.format),
    }),
    () => ({ ...d.log }),
  ),
  /** How an action the seed does not name is accounted. */
  unknownActions: z._default(z.enum(['count', 'exempt']), d.unknownActions),
  /** The user's kind for a tool name (first entry of a name wins). */
  kindOverrides: z._default(
    z
      .array(
        z.object({
          tool: z.string().check(z.maxLength(LIMITS.maxToolNameChars)),
          kind: z.enum(ACTION_KINDS),
        }),
      )
      .check(z.maxLength(1_000)),
    [],
  ),
})

// The hand-written type (zod-free, for the page) and the schema must agree, both ways.
type Inferred = z.infer<typeof PlannerSchema>
const _toSettings = (v: Inferred): PlannerSettings => v
const _fromSettings = (v: PlannerSettings): Inferred => v
void _toSettings
void _fromSettings
