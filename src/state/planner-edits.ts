import type { ActionKind, PlannerSettings, Scenario } from '../engine/index.ts'

/** Pure edits of the scenario's `planner` section (seed 000); each returns a new scenario. */
type Edit = (s: Scenario) => Scenario

const editPlanner =
  (f: (p: PlannerSettings) => PlannerSettings): Edit =>
  (s) => ({ ...s, planner: f(s.planner) })

export const setPlannerRole = (role: PlannerSettings['role']): Edit => editPlanner((p) => ({ ...p, role }))

export const setFormula = (patch: Partial<PlannerSettings['formula']>): Edit =>
  editPlanner((p) => ({ ...p, formula: { ...p.formula, ...patch } }))

export const setPlannerInputs = (patch: Partial<PlannerSettings['inputs']>): Edit =>
  editPlanner((p) => ({ ...p, inputs: { ...p.inputs, ...patch } }))

/** Sets a role's budget; `undefined` removes it (Planner: unlimited; Builder: from the formula). */
export const setRoleBudget = (key: keyof PlannerSettings['roles'], value: number | undefined): Edit =>
  editPlanner((p) => {
    const roles = { ...p.roles }
    if (value === undefined) {
      if (key === 'planner' || key === 'builder') delete roles[key]
    } else roles[key] = value
    return { ...p, roles }
  })

export const setLogText = (text: string): Edit => editPlanner((p) => ({ ...p, log: { ...p.log, text } }))

export const setLogFormat = (format: PlannerSettings['log']['format']): Edit =>
  editPlanner((p) => ({ ...p, log: { ...p.log, format } }))

/** Appends one action line to the log (the "build a log" buttons). */
export const appendAction = (line: string): Edit =>
  editPlanner((p) => {
    const text = p.log.text
    const sep = text === '' || text.endsWith('\n') ? '' : '\n'
    return { ...p, log: { ...p.log, text: `${text}${sep}${line}\n` } }
  })

export const setUnknownActions = (unknownActions: PlannerSettings['unknownActions']): Edit =>
  editPlanner((p) => ({ ...p, unknownActions }))

/** Gives a tool name a kind, or (null) takes the user's kind away again. */
export const setKindOverride = (tool: string, kind: ActionKind | null): Edit =>
  editPlanner((p) => {
    const rest = p.kindOverrides.filter((o) => o.tool !== tool)
    return { ...p, kindOverrides: kind === null ? rest : [...rest, { tool, kind }] }
  })
