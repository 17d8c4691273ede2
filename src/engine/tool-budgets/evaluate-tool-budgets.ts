import { textOf } from '../base/output-texts.ts'
import type { Batch } from '../base/scenario-core.ts'
import type { ToolFormat } from '../import/types.ts'
import type { EncodingId, MeasureId, Tokenizers } from '../measure/measure.ts'
import { type TruncatedCall, truncateBatches } from './apply.ts'
import { contextConfigText, setToolBudgetCalls } from './config-code.ts'
import { CHARS_PER_TOKEN, type ResolvedConfig, resolveToolBudgets } from './resolve.ts'
import type { Seed002Truncation, ToolBudgets } from './schema.ts'
import {
  allocate,
  type BudgeterAllocation,
  type Composition,
  composeWindow,
  type PartId,
} from './window/compose.ts'
import { historyEntries } from './window/entries.ts'
import { buildHistory, dropOldTurns, turnCount, type WindowMessage } from './window/history.ts'
import { readHistory, readSchemas } from './window/imported.ts'
import { windowMeasure } from './window/measurer.ts'

/**
 * Received text longer than this travels as a head and a tail preview, not whole: the report crosses the worker
 * boundary on every edit and is what the CLI prints, and the view shows excerpts only.
 */
export const MAX_TEXT_IN_REPORT = 1_000
const PREVIEW_CHARS = 300

/** One call's truncation, without the texts. */
export interface CallRow
  extends Pick<
    TruncatedCall,
    'batch' | 'call' | 'tool' | 'isError' | 'budgetTokens' | 'budgetFrom' | 'protected'
  > {
  estimateTokens: number
  lengthChars: number
  truncated: boolean
  maxChars: number
  headChars: number
  tailChars: number
  keptChars: number
  marker: string
  /**
   * The raw output in the composer's exact tokenizer, beside PraisonAI's estimate `estimateTokens`; null when the
   * measure is not an exact tokenizer, or the output is over `MAX_EXACT_CHARS` (counting it would stall the worker).
   */
  exactTokens: number | null
}

/** Raw outputs up to this many chars are also counted exactly when an exact tokenizer is the measure. */
export const MAX_EXACT_CHARS = 1_000_000

/** A message of the window as the report carries it: the text whole when short, else its two ends. */
export type MessageRow = Omit<WindowMessage, 'text'> & { text: string | null; head: string; tail: string }

export interface Warning {
  where: 'schemas' | 'window' | 'budgets' | 'measure' | 'transcript'
  message: string
}

export interface ToolBudgetsReport {
  system: { id: 'praisonai-tool-budgets'; name: string; seed: '002' }
  truncation: Seed002Truncation
  config: ResolvedConfig
  /** `/context config` and `set_tool_budget` calls; ManagerConfig and the env lines are config-code's. */
  exports: {
    contextConfig: string
    setToolBudget: string
  }
  calls: CallRow[]
  measure: {
    id: MeasureId
    unit: 'chars' | 'tokens'
    exact: boolean
    asked: MeasureId
    fallback: string | null
    /**
     * Counted in chars, the window and the budgeter's reservations (tokens) are converted at this many chars a
     * token, so the composer never compares chars with tokens; null when the measure is in tokens.
     */
    charsPerToken: number | null
  }
  schemas: {
    ok: boolean
    count: number
    formats: ToolFormat[]
    tokens: number
    tools: { name: string; format: ToolFormat; tokens: number }[]
    /** The import layer's detection line ("117 tools (MCP), array"); null when nothing is pasted or it fails. */
    summary: string | null
    /** Tools that could not be read, provider-defined tools counted by their stub: shown, never dropped. */
    notes: string[]
  }
  /** The pasted transcript: whether it reads, the import layer's detection line, its messages and turns. */
  transcript: { ok: boolean; summary: string | null; notes: string[]; messages: number; turns: number }
  messages: MessageRow[]
  composition: Composition
  /**
   * The text parts of the window counted exactly beside the composer's estimate (the app-wide "exact count beside
   * the estimate", `strategies.exactBeside`): each message's text as sent, and the schemas' JSON. Null when none is
   * asked for or the composer already counts exactly (or in chars).
   */
  exactBeside: {
    encoding: EncodingId
    loaded: boolean
    parts: Partial<Record<PartId, number>>
  } | null
  /** Turns dropped whole because the window still overflowed after pruning. */
  droppedTurns: number[]
  warnings: Warning[]
}

const rawOf = (scenario: ToolBudgetsInput, batch: number, call: number): string => {
  const output = scenario.batches[batch]?.calls[call]?.output
  return output ? textOf(output) : ''
}

function toRow(m: WindowMessage): MessageRow {
  const whole = m.text.length <= MAX_TEXT_IN_REPORT
  return {
    ...m,
    text: whole ? m.text : null,
    head: whole ? '' : m.text.slice(0, PREVIEW_CHARS),
    tail: whole ? '' : m.text.slice(-PREVIEW_CHARS),
  }
}

/**
 * Seed 002 over the scenario: the resolved per-tool budgets and their exports, every call's truncation, and the
 * context window they land in (composer, budgeter, pruning), in the chosen measure. Pure; never mutates.
 * @example evaluateToolBudgets(defaultScenario()).config.defaultToolOutputMax === 10_000
 */
/** What seed 002 reads of a Scenario (a whole Scenario is one); `exactBeside` is the Strategies tab's choice. */
export interface ToolBudgetsInput {
  toolBudgets: ToolBudgets
  batches: Batch[]
  strategies: { exactBeside?: EncodingId | undefined }
}

export function evaluateToolBudgets(
  scenario: ToolBudgetsInput,
  tokenizers: Tokenizers = {},
): ToolBudgetsReport {
  const settings = scenario.toolBudgets
  const w = settings.window
  const config = resolveToolBudgets(settings)
  const warnings: Warning[] = []
  for (const d of config.duplicates)
    warnings.push({
      where: 'budgets',
      message: `"${d}" has more than one row: the last one counts, as in PraisonAI's tool_budgets dict`,
    })
  for (const r of config.raised) warnings.push({ where: 'budgets', message: r })

  const calls = truncateBatches(scenario.batches, config, settings.truncation)
  const { measurer, fallback } = windowMeasure(w.measure, tokenizers)
  if (fallback) warnings.push({ where: 'measure', message: fallback })

  const detection = readSchemas(w.toolSchemas)
  if (!detection.ok) warnings.push({ where: 'schemas', message: detection.message })
  const schemaTools = detection.ok
    ? detection.tools.map((t) => ({ name: t.name, format: t.format, tokens: measurer.count(t.json) }))
    : []
  // The list as it is sent: a JSON array of the tools (PraisonAI measures json.dumps(tools)).
  const schemaJson =
    detection.ok && detection.tools.length > 0 ? `[${detection.tools.map((t) => t.json).join(',')}]` : ''
  const schemaTokens = schemaJson === '' ? 0 : measurer.count(schemaJson)

  // The window and the reservations are tokens. Counted in chars they are converted at 4 chars a token (the
  // seeds' ~4 chars/token, as a prune-limit share is), so the composer never compares chars with tokens.
  const charsPerToken = measurer.unit === 'chars' ? CHARS_PER_TOKEN : null
  const scale = charsPerToken ?? 1
  const windowSize = w.modelTokens * scale
  const reservations = { ...w.reservations, toolOutputs: config.toolOutputsReservation }
  const allocation: BudgeterAllocation = allocate(
    windowSize,
    Object.fromEntries(Object.entries(reservations).map(([k, v]) => [k, v * scale])) as typeof reservations,
    config.outputReserve * scale,
  )
  if (allocation.reservedOverWindow) {
    const u = measurer.unit
    warnings.push({
      where: 'window',
      message: `The window (${windowSize.toLocaleString('en-US')} ${u}) is smaller than the reserved parts (${allocation.reservedTotal.toLocaleString('en-US')} ${u}: ${allocation.fixedTotal.toLocaleString('en-US')} reserved + ${allocation.outputReserve.toLocaleString('en-US')} output reserve): history gets 0`,
    })
  }

  const transcript = readHistory(w.transcript)
  if (!transcript.ok) warnings.push({ where: 'transcript', message: transcript.message })
  const entries = historyEntries(
    transcript.ok ? transcript.items : [],
    w.userMessage,
    scenario,
    calls,
    config,
    settings.truncation,
  )
  const turns = turnCount(entries)
  const built = buildHistory({
    systemPrompt: w.systemPrompt,
    entries,
    keepRecentTurns: w.keepRecentTurns,
    measurer,
  })
  const compose = (messages: readonly WindowMessage[]) =>
    composeWindow(messages, schemaTokens, allocation, windowSize, scale)
  const messages = w.dropOldTurns
    ? dropOldTurns(built, w.keepRecentTurns, turns, (kept) => !compose(kept).overflow)
    : built
  const composition = compose(messages)
  const droppedTurns = [
    ...new Set(messages.filter((m) => m.marks.includes('dropped')).map((m) => m.turn as number)),
  ]
  if (composition.overflow) {
    warnings.push({
      where: 'window',
      message: `The parts overflow the window by ${(-composition.headroomTokens).toLocaleString('en-US')} ${measurer.unit}${w.dropOldTurns ? ' even after dropping every older turn' : ''}`,
    })
  }

  const exactBeside = exactPartsBeside(
    scenario.strategies.exactBeside,
    measurer,
    tokenizers,
    messages,
    schemaJson,
  )

  return {
    system: {
      id: 'praisonai-tool-budgets',
      name: 'PraisonAI per-tool token budgets and context budgeter',
      seed: '002',
    },
    truncation: settings.truncation,
    config,
    exports: {
      contextConfig: contextConfigText(config),
      setToolBudget: setToolBudgetCalls(config),
    },
    calls: calls.map(({ cut, ...c }) => ({
      ...c,
      exactTokens:
        measurer.exact && measurer.unit === 'tokens' && cut.lengthChars <= MAX_EXACT_CHARS
          ? measurer.count(rawOf(scenario, c.batch, c.call))
          : null,
      estimateTokens: cut.estimateTokens,
      lengthChars: cut.lengthChars,
      truncated: cut.truncated,
      maxChars: cut.maxChars,
      headChars: cut.headChars,
      tailChars: cut.tailChars,
      keptChars: cut.truncated ? cut.headChars + cut.tailChars : cut.lengthChars,
      marker: cut.marker,
    })),
    measure: {
      id: measurer.id,
      unit: measurer.unit,
      exact: measurer.exact,
      asked: w.measure,
      fallback,
      charsPerToken,
    },
    schemas: {
      ok: detection.ok,
      count: schemaTools.length,
      formats: detection.ok ? detection.formats : [],
      tokens: schemaTokens,
      tools: schemaTools,
      summary: detection.ok ? detection.summary : null,
      notes: detection.ok ? detection.notes : [],
    },
    transcript: transcript.ok
      ? {
          ok: true,
          summary: transcript.summary,
          notes: transcript.notes,
          messages: transcript.messages,
          turns: transcript.items.filter((i) => i.kind === 'turn').length,
        }
      : { ok: false, summary: null, notes: [], messages: 0, turns: 0 },
    messages: messages.map(toRow),
    composition,
    exactBeside,
    droppedTurns,
    warnings,
  }
}

/** The window's text parts in exact tokens, beside an estimate (see `ToolBudgetsReport.exactBeside`). */
function exactPartsBeside(
  encoding: EncodingId | undefined,
  estimate: { unit: 'chars' | 'tokens'; exact: boolean },
  tokenizers: Tokenizers,
  messages: readonly WindowMessage[],
  schemaJson: string,
): ToolBudgetsReport['exactBeside'] {
  if (encoding === undefined || estimate.unit !== 'tokens' || estimate.exact) return null
  const exact = windowMeasure(encoding, tokenizers).measurer
  if (!exact.exact) return { encoding, loaded: false, parts: {} }
  const parts: Partial<Record<PartId, number>> = {
    toolSchemas: schemaJson === '' ? 0 : exact.count(schemaJson),
  }
  for (const segment of ['system', 'history', 'toolOutputs'] as const) {
    parts[segment] = messages.reduce(
      (sum, m) => sum + (m.segment === segment && !m.marks.includes('dropped') ? exact.count(m.text) : 0),
      0,
    )
  }
  return { encoding, loaded: true, parts }
}
