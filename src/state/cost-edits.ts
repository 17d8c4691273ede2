import type { Scenario } from '../engine/index.ts'
import { type Cost, defaultPrices, type Price } from '../engine/index.ts'

/** Pure edits of the scenario's `cost` section; each returns a new scenario, never mutating. */
type Edit = (s: Scenario) => Scenario

const editCost =
  (f: (c: Cost) => Cost): Edit =>
  (s) => ({ ...s, cost: f(s.cost) })

export const setTurns = (turns: number): Edit => editCost((c) => ({ ...c, turns }))
export const setCostModel = (model: string): Edit => editCost((c) => ({ ...c, model }))
export const setToolCallTokens = (toolCallTokens: number): Edit => editCost((c) => ({ ...c, toolCallTokens }))
export const setReplyTokens = (replyTokens: number): Edit => editCost((c) => ({ ...c, replyTokens }))

/** Sets one price of one row; a row the user edits keeps its source, now marked as edited. */
export const setPrice = (index: number, field: 'input' | 'cachedInput' | 'output', value: number): Edit =>
  editCost((c) => ({ ...c, prices: c.prices.map((p, i) => (i === index ? { ...p, [field]: value } : p)) }))

/** Renames a row's model; the row priced by the session follows the rename. */
export const renameModel = (index: number, model: string): Edit =>
  editCost((c) => {
    const old = c.prices[index]?.model
    return {
      ...c,
      model: old !== undefined && c.model === old ? model : c.model,
      prices: c.prices.map((p, i) => (i === index ? { ...p, model } : p)),
    }
  })

/** A new row of the user's own, priced at zero until filled in, named so it never repeats a name. */
export const addPriceRow = (): Edit =>
  editCost((c) => {
    const names = new Set(c.prices.map((p) => p.model))
    let n = 1
    while (names.has(`my-model-${n}`)) n++
    const row: Price = { model: `my-model-${n}`, input: 0, cachedInput: 0, output: 0, source: '', taken: '' }
    return { ...c, prices: [...c.prices, row] }
  })

export const removePriceRow = (index: number): Edit =>
  editCost((c) => ({ ...c, prices: c.prices.filter((_, i) => i !== index) }))

/** The providers' list prices again (the built-in table, with its sources and dates). */
export const resetPrices = (): Edit => editCost((c) => ({ ...c, prices: defaultPrices() }))
