import * as z from 'zod/mini'
import { LIMITS } from '../base/limits.ts'
import { wholeNumber } from '../base/schema-helpers.ts'
import { SEED_FORMULA } from './formula.ts'
import { ACTION_KINDS } from './kinds.ts'
import { MAX_DELTA_FILES, MAX_PLANNER_CALLS } from './limits.ts'

/**
 * Seed 000's settings, every default written here once: the playground opens on a Builder, the seed's constants
 * (5, 9, 2, 0.6), one file in the delta, no prior failures, and the seed project's default framework confidence
 * of 0.5, on the action log below.
 */

/**
 * The default action log: a Builder on a one-file task (budget 5) whose first verify fails with no calls left,
 * so it BLOCKs; a framework confidence of 0.6 or more makes the budget 7 and the same log completes.
 */
export const DEFAULT_LOG = `# A Builder on a one-file delta. One action per line: <Action> [what] [fail]
Phase READ
Parse workspace/auth-session.md
Read src/auth/session.py
Preflight python -m py_compile src/auth/session.py
Phase IMPLEMENT
Edit src/auth/session.py
Edit src/auth/session.py
Phase VERIFY
Verify pytest tests/test_session.py [fail]
Edit src/auth/session.py
Verify pytest tests/test_session.py
Memory save session-expiry pattern
Complete
`

const calls = (what: string, min = 0) => wholeNumber(what, 'calls', min, MAX_PLANNER_CALLS)

const fraction = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .check(
      z.minimum(0, { error: `${what} must be between 0 and 1` }),
      z.maximum(1, { error: `${what} must be between 0 and 1` }),
    )

/** Seed 000's Builder-budget constants (5, 9, 2, 0.6), each with its default. */
export const FormulaSchema = z.object({
  minimum: z._default(calls('minimum'), SEED_FORMULA.minimum),
  cap: z._default(calls('cap'), SEED_FORMULA.cap),
  complexityBonus: z._default(calls('complexityBonus'), SEED_FORMULA.complexityBonus),
  confidenceThreshold: z._default(fraction('confidenceThreshold'), SEED_FORMULA.confidenceThreshold),
})

/** What the Planner knows of a task: the delta, prior failures, framework confidence (0–1). */
export const PlannerInputsSchema = z.object({
  /** Whether `files_in_delta` is typed as a count or counted from a list of paths. */
  deltaMode: z._default(z.enum(['count', 'files']), 'files'),
  filesInDelta: z._default(
    z
      .int()
      .check(
        z.minimum(0, { error: 'files_in_delta cannot be negative' }),
        z.maximum(MAX_DELTA_FILES, { error: 'files_in_delta is at most 100,000' }),
      ),
    1,
  ),
  deltaFiles: z._default(
    z.array(z.string().check(z.maxLength(1_000))).check(z.maxLength(MAX_DELTA_FILES)),
    () => ['src/auth/session.py'],
  ),
  priorFailures: z._default(z.boolean(), false),
  frameworkConfidence: z._default(fraction('framework_confidence'), 0.5),
})

/** Each role's budget: Explorer 4 per mode, Observer 10, Planner unlimited, Builder from the formula. */
export const RoleBudgetsSchema = z.object({
  explorerPerMode: z._default(calls('Explorer budget per mode'), 4),
  observer: z._default(calls('Observer budget'), 10),
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
  /** Whose budget and exhaustion rule apply to the log. */
  role: z._default(z.enum(['builder', 'explorer', 'planner', 'observer']), 'builder'),
  formula: z.prefault(FormulaSchema, {}),
  inputs: z.prefault(PlannerInputsSchema, {}),
  roles: z.prefault(RoleBudgetsSchema, {}),
  log: z.prefault(
    z.object({
      text: z._default(z.string().check(z.maxLength(LIMITS.maxOutputChars)), DEFAULT_LOG),
      format: z._default(z.enum(['auto', 'text', 'json']), 'auto'),
    }),
    {},
  ),
  /** How an action the seed does not name is accounted (default: counted, as every tool invocation is). */
  unknownActions: z._default(z.enum(['count', 'exempt']), 'count'),
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

/** The `planner` part of a Scenario (seed 000): everything a user sets, nothing computed. */
export type PlannerSettings = z.infer<typeof PlannerSchema>

/**
 * Seed 000's settings as a scenario without a `planner` section opens on them.
 * @example defaultPlanner().formula.cap === 9
 */
export const defaultPlanner = (): PlannerSettings => PlannerSchema.parse({})
