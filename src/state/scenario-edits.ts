import type { Batch, Output, Scenario, ToolCall } from '../engine/index.ts'

/**
 * Pure edits of a Scenario, one per thing a user can do. Each returns a new scenario and never mutates its
 * input; the store records them for undo.
 */
export type Edit = (s: Scenario) => Scenario

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x))
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)

export const setResultBudget =
  (patch: Partial<Scenario['resultBudget']>): Edit =>
  (s) => ({ ...s, resultBudget: { ...s.resultBudget, ...patch } })

export const setTitle =
  (title: string): Edit =>
  (s) => ({ ...s, title })

function editBatch(batchIndex: number, f: (b: Batch) => Batch): Edit {
  return (s) => {
    const batch = s.batches[batchIndex]
    return batch ? { ...s, batches: replaceAt(s.batches, batchIndex, f(batch)) } : s
  }
}

function editCall(batchIndex: number, callIndex: number, f: (c: ToolCall) => ToolCall): Edit {
  return editBatch(batchIndex, (b) => {
    const call = b.calls[callIndex]
    return call ? { ...b, calls: replaceAt(b.calls, callIndex, f(call)) } : b
  })
}

/** A call of `tool` with 10,000 chars of sample output. */
export const newCall = (tool = 'read_file'): ToolCall => ({
  tool,
  output: { kind: 'sample', chars: 10_000 },
  isError: false,
})

/** A new call repeats the tool of the batch's last call, with 10,000 chars of sample output. */
export const addCall = (batchIndex: number): Edit =>
  editBatch(batchIndex, (b) => ({ ...b, calls: [...b.calls, newCall(b.calls.at(-1)?.tool)] }))

export const removeCall = (batchIndex: number, callIndex: number): Edit =>
  editBatch(batchIndex, (b) => ({ calls: removeAt(b.calls, callIndex) }))

export const setCallTool = (batchIndex: number, callIndex: number, tool: string): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, tool }))

export const setCallOutput = (batchIndex: number, callIndex: number, output: Output): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, output }))

export const setCallError = (batchIndex: number, callIndex: number, isError: boolean): Edit =>
  editCall(batchIndex, callIndex, (c) => ({ ...c, isError }))

/** Sets (or, with undefined, clears) a tool's `maxResultChars`, adding the tool to the table if needed. */
export const setToolCap =
  (name: string, maxResultChars: number | undefined): Edit =>
  (s) => {
    const exists = s.tools.some((t) => t.name === name)
    const entry = maxResultChars === undefined ? { name } : { name, maxResultChars }
    const tools = exists ? s.tools.map((t) => (t.name === name ? entry : t)) : [...s.tools, entry]
    return { ...s, tools }
  }

/** Every tool name the scenario mentions, in first-mention order: the caps table lists these. */
export function toolNames(s: Scenario): string[] {
  const names = new Set(s.tools.map((t) => t.name))
  for (const b of s.batches) for (const c of b.calls) names.add(c.tool)
  return [...names]
}
