import type {
  CandidateTool,
  Plans,
  Scenario,
  ToolCallIntent,
  ToolCallPlan,
  TraceInput,
} from '../engine/index.ts'

/** Pure edits of the scenario's `explore` section (seed 001): plan, candidate tools, trace. Each returns a new scenario. */
type Edit = (s: Scenario) => Scenario

const editExplore =
  (f: (e: Plans) => Plans): Edit =>
  (s) => ({ ...s, plans: f(s.plans) })

/** Replaces the whole plan (from the JSON editor, already checked against the schema). */
export const setPlan = (plan: ToolCallPlan): Edit => editExplore((e) => ({ ...e, plan }))

export const editPlan = (f: (p: ToolCallPlan) => ToolCallPlan): Edit =>
  editExplore((e) => ({ ...e, plan: f(e.plan) }))

export const setPlanContext = (patch: Partial<ToolCallPlan['planningContext']>): Edit =>
  editPlan((p) => ({ ...p, planningContext: { ...p.planningContext, ...patch } }))

/** Sets one budget; `undefined` removes it (no such limit). */
export const setBudget = (
  key: keyof ToolCallPlan['planningContext']['constraints'],
  value: number | undefined,
): Edit =>
  editPlan((p) => {
    const constraints = { ...p.planningContext.constraints }
    if (value === undefined) delete constraints[key]
    else constraints[key] = value
    return { ...p, planningContext: { ...p.planningContext, constraints } }
  })

type Policy = ToolCallPlan['planningContext']['policy']
/** Sets one policy knob; `undefined` removes an optional one. */
export const setPolicy = <K extends keyof Policy>(key: K, value: Policy[K] | undefined): Edit =>
  editPlan((p) => {
    const policy = { ...p.planningContext.policy }
    if (value === undefined) delete policy[key]
    else policy[key] = value as Policy[K]
    return { ...p, planningContext: { ...p.planningContext, policy } }
  })

/**
 * A path to an intent: `[2]` is plannedSequence[2], `[2, 1]` its fallback's fallback… (the second number is how
 * many fallbacks deep).
 */
export type IntentPath = readonly [index: number, depth: number]

/** Applies `f` to the intent at `path`; `f` returning undefined removes it (a fallback: and its own fallbacks). */
export const editIntent = (
  [index, depth]: IntentPath,
  f: (i: ToolCallIntent) => ToolCallIntent | undefined,
): Edit =>
  editPlan((p) => {
    const rebuild = (intent: ToolCallIntent, d: number): ToolCallIntent | undefined => {
      if (d === 0) return f(intent)
      const fb = intent.fallbackOnFailure
      if (!fb) return intent
      const next = rebuild(fb, d - 1)
      const { fallbackOnFailure: _, ...own } = intent
      return next ? { ...own, fallbackOnFailure: next } : own
    }
    const seq = p.plannedSequence.flatMap((intent, i) => {
      if (i !== index) return [intent]
      const next = rebuild(intent, depth)
      return next ? [next] : []
    })
    return { ...p, plannedSequence: seq }
  })

export const addIntent = (toolName: string): Edit =>
  editPlan((p) => ({ ...p, plannedSequence: [...p.plannedSequence, { toolName, rationale: '' }] }))

/** Moves plannedSequence[index] by `by` places (−1 up, +1 down), fallbacks with it. */
export const moveIntent = (index: number, by: -1 | 1): Edit =>
  editPlan((p) => {
    const to = index + by
    if (to < 0 || to >= p.plannedSequence.length) return p
    const seq = p.plannedSequence.slice()
    ;[seq[index], seq[to]] = [seq[to] as ToolCallIntent, seq[index] as ToolCallIntent]
    return { ...p, plannedSequence: seq }
  })

/** Gives the intent at `path` a fallback (it must have none). */
export const addFallback = (path: IntentPath, toolName: string): Edit =>
  editIntent(path, (i) => ({ ...i, fallbackOnFailure: { toolName, rationale: '' } }))

export const setTools = (tools: CandidateTool[]): Edit => editExplore((e) => ({ ...e, tools }))

export const editTool = (index: number, f: (t: CandidateTool) => CandidateTool | undefined): Edit =>
  editExplore((e) => ({
    ...e,
    tools: e.tools.flatMap((t, i) => {
      if (i !== index) return [t]
      const next = f(t)
      return next ? [next] : []
    }),
  }))

export const setTrace = (patch: Partial<TraceInput>): Edit =>
  editExplore((e) => {
    const trace = { ...e.trace, ...patch }
    for (const k of Object.keys(patch) as (keyof TraceInput)[]) if (patch[k] === undefined) delete trace[k]
    return { ...e, trace }
  })
