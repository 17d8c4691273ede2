import type {
  MeasureId,
  Reservations,
  Scenario,
  Seed002Truncation,
  ToolBudgets,
  ToolTokenBudget,
  WindowSettings,
} from '../engine/index.ts'
import { PRAISONAI_OUTPUT_RESERVE, PRAISONAI_RESERVATIONS } from '../engine/index.ts'

/** Pure edits of the scenario's `toolBudgets` section (seed 002); each returns a new scenario. */
type Edit = (s: Scenario) => Scenario

const editBudgets =
  (f: (tb: ToolBudgets) => ToolBudgets): Edit =>
  (s) => ({ ...s, toolBudgets: f(s.toolBudgets) })
const editWindow = (f: (w: WindowSettings) => WindowSettings): Edit =>
  editBudgets((tb) => ({ ...tb, window: f(tb.window) }))

export const setDefaultMax = (value: number): Edit =>
  editBudgets((tb) => ({ ...tb, defaultToolOutputMax: value }))
export const setTruncation = (truncation: Seed002Truncation): Edit =>
  editBudgets((tb) => ({ ...tb, truncation }))

export const setWindowNumber = (
  key: 'windowTokens' | 'outputReserve' | 'pruneChars' | 'keepRecentTurns',
  value: number,
): Edit => editWindow((w) => ({ ...w, [key]: value }))
export const setWindowText = (
  key: 'systemPrompt' | 'userMessage' | 'toolSchemas' | 'transcript',
  text: string,
): Edit => editWindow((w) => ({ ...w, [key]: text }))
export const setMeasure = (measure: MeasureId): Edit => editWindow((w) => ({ ...w, measure }))
export const setDropOldTurns = (on: boolean): Edit => editWindow((w) => ({ ...w, dropOldTurns: on }))
export const setReservation = (key: keyof Reservations, value: number): Edit =>
  editWindow((w) => ({ ...w, reservations: { ...w.reservations, [key]: value } }))

/** PraisonAI's budgeter's reservations in one step: its seven reservations and its 8,000-token output reserve. */
export const applyPraisonAIBudgeter = (): Edit =>
  editWindow((w) => ({
    ...w,
    reservations: { ...PRAISONAI_RESERVATIONS },
    outputReserve: PRAISONAI_OUTPUT_RESERVE,
    shares: { ...w.shares, outputReserve: undefined, toolOutputs: undefined },
  }))

export type ShareKey = keyof WindowSettings['shares']
export const setShare = (key: ShareKey, percent: number | undefined): Edit =>
  editWindow((w) => {
    const { [key]: _, ...rest } = w.shares
    return { ...w, shares: percent === undefined ? rest : { ...rest, [key]: percent } }
  })

/** Adds a per-tool row (a name not yet listed), at the default budget. */
export const addToolBudget = (name: string): Edit =>
  editBudgets((tb) =>
    tb.tools.some((t) => t.name === name)
      ? tb
      : { ...tb, tools: [...tb.tools, { name, maxTokens: tb.defaultToolOutputMax, protected: false }] },
  )

export const editToolBudget = (index: number, patch: Partial<ToolTokenBudget>): Edit =>
  editBudgets((tb) => {
    const row = tb.tools[index]
    if (!row) return tb
    const next: ToolTokenBudget = { ...row, ...patch }
    // An optional field set to undefined is left out, so the scenario stays what the schema would produce.
    for (const k of ['windowShare', 'pruneChars'] as const) if (next[k] === undefined) delete next[k]
    return { ...tb, tools: tb.tools.map((t, i) => (i === index ? next : t)) }
  })

export const removeToolBudget = (index: number): Edit =>
  editBudgets((tb) => ({ ...tb, tools: tb.tools.filter((_, i) => i !== index) }))

/** Tool names used by the scenario's calls that have no row yet. */
export function unlistedTools(s: Scenario): string[] {
  const listed = new Set(s.toolBudgets.tools.map((t) => t.name))
  const names = new Set<string>()
  for (const b of s.batches) for (const c of b.calls) if (!listed.has(c.tool)) names.add(c.tool)
  return [...names]
}
