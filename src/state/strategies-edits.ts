import type {
  MeasureId,
  Scenario,
  SplitStrategy,
  Strategies,
  ToolSetting,
  TrimStrategy,
} from '../engine/index.ts'

/** Pure edits of the scenario's `strategies` section; each returns a new scenario, never mutating. */
type Edit = (s: Scenario) => Scenario

const editStrategies =
  (f: (st: Strategies) => Strategies): Edit =>
  (s) => ({ ...s, strategies: f(s.strategies) })

/** Drops an optional key (absent and undefined differ for a share link's diff). */
function without<T extends object, K extends keyof T>(o: T, key: K): T {
  const copy = { ...o }
  delete copy[key]
  return copy
}

export const setMeasure = (measure: MeasureId): Edit => editStrategies((st) => ({ ...st, measure }))
export const setTrim = (trim: TrimStrategy): Edit => editStrategies((st) => ({ ...st, trim }))
export const setSplit = (split: SplitStrategy): Edit => editStrategies((st) => ({ ...st, split }))
export const setNotice = (notice: 'inline' | 'header'): Edit => editStrategies((st) => ({ ...st, notice }))

export const setExactBeside = (encoding: Strategies['exactBeside']): Edit =>
  editStrategies((st) =>
    encoding === undefined ? without(st, 'exactBeside') : { ...st, exactBeside: encoding },
  )

/** Sets the batch budget in the measure's unit; undefined goes back to the one derived from resultBudgetChars. */
export const setBatchBudget = (budget: number | undefined): Edit =>
  editStrategies((st) => (budget === undefined ? without(st, 'batchBudget') : { ...st, batchBudget: budget }))

/** Sets the batch budget as a percent of the model window; undefined goes back to the number. */
export const setBatchBudgetShare = (percent: number | undefined): Edit =>
  editStrategies((st) =>
    percent === undefined ? without(st, 'batchBudgetShare') : { ...st, batchBudgetShare: percent },
  )

export const setPreviewCall = (index: number): Edit => editStrategies((st) => ({ ...st, previewCall: index }))

/** A tool's weight for the weighted split; 1 (the default) removes it from the list. */
export const setWeight = (tool: string, weight: number): Edit =>
  editStrategies((st) => {
    const rest = st.weights.filter((w) => w.tool !== tool)
    return { ...st, weights: weight === 1 ? rest : [...rest, { tool, weight }] }
  })

/** Marks a tool as pre-trimming to its budget (adding it to the tools table if needed), or not. */
export const setPreTrims =
  (tool: string, preTrims: boolean): Edit =>
  (s) => {
    const index = s.tools.findIndex((t) => t.name === tool)
    const current: ToolSetting = s.tools[index] ?? { name: tool }
    const next: ToolSetting = preTrims ? { ...current, preTrims: true } : without(current, 'preTrims')
    const tools = index >= 0 ? s.tools.map((t, i) => (i === index ? next : t)) : [...s.tools, next]
    return { ...s, tools }
  }

/** Ethos today's optional resultBudget fields; undefined removes the field (seed 003 as documented). */
export const setEthosToday =
  (key: 'maxConsecutiveIdenticalCalls' | 'resultBudgetFloorChars', value: number | undefined): Edit =>
  (s) => ({
    ...s,
    resultBudget: value === undefined ? without(s.resultBudget, key) : { ...s.resultBudget, [key]: value },
  })

/** A call's arguments (any JSON); undefined removes them. */
export const setCallArgs =
  (batchIndex: number, callIndex: number, args: unknown): Edit =>
  (s) => ({
    ...s,
    batches: s.batches.map((b, i) =>
      i !== batchIndex
        ? b
        : {
            ...b,
            calls: b.calls.map((c, j) =>
              j !== callIndex ? c : args === undefined ? without(c, 'args') : { ...c, args },
            ),
          },
    ),
  })
