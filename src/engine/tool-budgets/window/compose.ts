import type { Reservations } from '../schema.ts'
import { FRAMING, type WindowMessage } from './history.ts'

/** The parts the window is made of, in the order the chart stacks them. */
export const PART_IDS = [
  'system',
  'toolSchemas',
  'history',
  'toolOutputs',
  'framing',
  'outputReserve',
] as const
export type PartId = (typeof PART_IDS)[number]

export interface WindowPart {
  id: PartId
  /** In the composer's measure. */
  tokens: number
  /** What PraisonAI's budgeter reserves for it (history: the rest), for comparison. */
  reserved: number
  /** Uses more than its reservation (the output reserve is a reservation itself, never over). */
  overReserved: boolean
}

/** PraisonAI's `BudgetAllocation`: usable = window − output reserve, history = max(0, usable − fixed total). */
export interface BudgeterAllocation {
  reservations: Reservations
  outputReserve: number
  /** system + rules + skills + memory + tool schemas + tool outputs + buffer. */
  fixedTotal: number
  usable: number
  historyBudget: number
  /** The reserved parts (fixed + output reserve) are larger than the window: history gets nothing. */
  reservedOverWindow: boolean
  reservedTotal: number
}

/**
 * PraisonAI's budgeter for one window (seed 002): the fixed reservations, the output reserve, and history as the
 * rest, `max(0, window − output_reserve − fixed_total)`.
 * @example allocate(128_000, PRAISONAI_RESERVATIONS, 8_000).historyBudget === 93_000
 */
export function allocate(
  windowTokens: number,
  reservations: Reservations,
  outputReserve: number,
): BudgeterAllocation {
  const r = reservations
  const fixedTotal = r.systemPrompt + r.rules + r.skills + r.memory + r.toolSchemas + r.toolOutputs + r.buffer
  const usable = windowTokens - outputReserve
  return {
    reservations: r,
    outputReserve,
    fixedTotal,
    usable,
    historyBudget: Math.max(0, usable - fixedTotal),
    reservedOverWindow: fixedTotal + outputReserve > windowTokens,
    reservedTotal: fixedTotal + outputReserve,
  }
}

export interface Composition {
  windowTokens: number
  parts: WindowPart[]
  /** Every part, the output reserve included. */
  totalTokens: number
  /** window − total; negative when the parts overflow. */
  headroomTokens: number
  overflow: boolean
  allocation: BudgeterAllocation
}

/**
 * Adds up the window: the system prompt, the tool schemas, the history (the user's message and the assistant's
 * tool calls), the tool outputs as received, PraisonAI's per-message framing, and the output reserve; compares
 * each part with what the budgeter reserves for it, and the whole with the window.
 * `framingScale` converts PraisonAI's framing (tokens) to the measure's unit: 4 when counting in chars.
 * @example composeWindow(messages, 450, allocation).overflow === false
 */
export function composeWindow(
  messages: readonly WindowMessage[],
  toolSchemaTokens: number,
  allocation: BudgeterAllocation,
  windowTokens: number,
  framingScale = 1,
): Composition {
  const sum = (segment: WindowMessage['segment']) =>
    messages.reduce((s, m) => s + (m.segment === segment ? m.tokens : 0), 0)
  const live = messages.filter((m) => !m.marks.includes('dropped'))
  const framing =
    live.length === 0
      ? 0
      : (messages.reduce((s, m) => s + m.framingTokens, 0) + FRAMING.perList) * framingScale
  const r = allocation.reservations
  const part = (id: PartId, tokens: number, reserved: number): WindowPart => ({
    id,
    tokens,
    reserved,
    overReserved: id !== 'outputReserve' && tokens > reserved,
  })
  const parts = [
    part('system', sum('system'), r.systemPrompt),
    part('toolSchemas', toolSchemaTokens, r.toolSchemas),
    part('history', sum('history'), allocation.historyBudget),
    part('toolOutputs', sum('toolOutputs'), r.toolOutputs),
    part('framing', framing, r.buffer),
    part('outputReserve', allocation.outputReserve, allocation.outputReserve),
  ]
  const totalTokens = parts.reduce((s, p) => s + p.tokens, 0)
  return {
    windowTokens,
    parts,
    totalTokens,
    headroomTokens: windowTokens - totalTokens,
    overflow: totalTokens > windowTokens,
    allocation,
  }
}
