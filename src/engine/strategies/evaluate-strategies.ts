import { textOf } from '../base/output-texts.ts'
import type { Batch, ResultBudget, ToolCall, ToolSetting } from '../base/scenario-core.ts'
import type { EncodingId, MeasureId, Measurer, TextPart, Tokenizers } from '../measure/measure.ts'
import { measurer } from '../measure/measurer.ts'
import { effectiveResultBudget } from '../result-budget/evaluate-result-budget.ts'
import { shareOf } from '../tool-budgets/resolve.ts'
import type { ToolBudgets } from '../tool-budgets/schema.ts'
import type { SplitStrategy, Strategies, TrimStrategy } from './schema.ts'
import { SPLIT_ORDER, TRIM_ORDER } from './sources.ts'
import { type ShareSource, type SplitCall, splitBudget } from './split.ts'
import { type TrimOutcome, type TrimPart, trimOutput, unchanged } from './trim.ts'

/** One call under one split × trim, in the measure's unit (and chars, for the text the model receives). */
export interface StrategyCall {
  budget: number
  source: ShareSource
  /** Units of the original the model sees (for JSON-aware, its whole re-serialised JSON). */
  kept: number
  /** Units the model receives: kept text plus notices. */
  delivered: number
  deliveredChars: number
  truncated: boolean
  /** The tool trimmed its own output to its budget (`preTrims`), so the post-trim left it alone. */
  preTrimmed: boolean
  /** Budget this call did not use: `max(0, budget - delivered)` when not truncated. */
  unused: number
  note: string | null
}

export interface StrategyRun {
  split: SplitStrategy
  trim: TrimStrategy
  calls: StrategyCall[]
  totals: {
    budget: number
    kept: number
    delivered: number
    unused: number
    wasted: number
    truncated: number
  }
}

/** A piece of a preview: text of the original, a notice the strategy added, or a display-only elision. */
export interface PreviewPart {
  kind: 'kept' | 'notice' | 'elided'
  /** The text; for `elided`, empty (its `chars` say how much is not shown). */
  text: string
  chars: number
}

/** The delivered text of one call under one trim, long kept pieces shortened for display (notices in full). */
export interface KeptPreview {
  trim: TrimStrategy
  parts: PreviewPart[]
  deliveredChars: number
  truncated: boolean
  note: string | null
}

export interface StrategiesReport {
  batchIndex: number
  measure: MeasureId
  unit: 'chars' | 'tokens'
  exact: boolean
  /** Why the measure asked for is not the one used (a tokenizer that did not load), else null. */
  fallback: string | null
  budget: number
  /** How the batch budget was found. */
  budgetSource: 'batchBudget' | 'share of the window' | 'resultBudgetChars' | 'resultBudgetChars / 4'
  /** Settings that make a comparison degenerate, in words (a budget of 0, every weight 0). */
  warnings: string[]
  /** Per-tool caps apply only in chars (they are `maxResultChars`); say when they were set aside. */
  capsIgnored: boolean
  /** Each call's size in the measure's unit; null when more than `sizedUpTo` (measured no further). */
  calls: { tool: string; isError: boolean; preTrims: boolean; rawChars: number; size: number | null }[]
  sizedUpTo: number
  /** Every split under the chosen trim. */
  bySplit: StrategyRun[]
  /** Every trim under the chosen split. */
  byTrim: StrategyRun[]
  previewCall: number | null
  previews: KeptPreview[]
  /** An exact count beside an estimate: the chosen run's delivered text per call, estimated and exact. */
  exactBeside: { encoding: EncodingId; loaded: boolean; calls: { estimate: number; exact: number }[] } | null
}

/** Kept pieces longer than this show their first and last PREVIEW_EDGE chars around a display-only elision. */
const PREVIEW_PIECE = 480
const PREVIEW_EDGE = 160
const PREVIEW_NOTICE = 4_000

/** An output's size when it is at most `limit`, exactly; null when more than that. */
function sizeUpTo(m: Measurer, text: string, limit: number): number | null {
  if (m.unit === 'chars' || !m.exact) return m.count(text)
  return m.prefixEnd(text, limit) >= text.length ? m.count(text) : null
}

/**
 * Each output's size as far as the splits need it, and up to where it was measured. In exact tokens measuring
 * costs an encoder pass up to the limit, so outputs are first measured up to an even share: when all are longer,
 * the even split and water-filling give each exactly that share and the weighted split reads no sizes, so no more
 * is needed (ten 1 MB outputs are never read to the whole batch budget); when some fit and some do not,
 * water-filling may raise the others' level, so the ones not yet measured are measured up to the whole budget.
 */
function sizesOf(m: Measurer, texts: string[], budget: number): { sizes: (number | null)[]; limit: number } {
  const even = Math.floor(budget / Math.max(texts.length, 1))
  const sizes = texts.map((t) => sizeUpTo(m, t, even))
  if (sizes.every((x) => x === null) || sizes.every((x) => x !== null)) return { sizes, limit: even }
  return { sizes: sizes.map((x, i) => x ?? sizeUpTo(m, texts[i] as string, budget)), limit: budget }
}

const asTextPart = (p: TrimPart): TextPart => (p.kind === 'kept' ? [p.start, p.end] : p.text)

function runOne(
  split: SplitStrategy,
  trim: TrimStrategy,
  ctx: {
    texts: string[]
    calls: ToolCall[]
    splitCalls: SplitCall[]
    preTrims: boolean[]
    m: Measurer
    budget: number
    scenario: StrategiesInput
    notice: 'inline' | 'header'
  },
): { run: StrategyRun; outcomes: TrimOutcome[] } {
  const { texts, calls, m } = ctx
  const shares = splitBudget(split, ctx.budget, ctx.splitCalls, ctx.scenario.strategies.weights)
  const outcomes: TrimOutcome[] = []
  const out = calls.map((call, i): StrategyCall => {
    const text = texts[i] as string
    const budget = shares.budgets[i] as number
    let outcome: TrimOutcome
    let preTrimmed = false
    if (call.isError) outcome = unchanged(text)
    else if (ctx.preTrims[i] && m.prefixEnd(text, budget) < text.length) {
      // The tool returned its own head within the budget: nothing left for the post-trim to cut.
      const end = m.prefixEnd(text, budget)
      outcome = { ...unchanged(text.slice(0, end)), kept: [[0, end]] }
      preTrimmed = true
    } else outcome = trimOutput(trim, { text, budget, m, callIndex: i }, ctx.notice)
    outcomes.push(outcome)
    // Counted from the original's ranges, so the same stretch of a long output is counted once for every trim.
    const delivered =
      outcome.truncated || preTrimmed
        ? m.countParts(text, outcome.parts.map(asTextPart))
        : (ctx.splitCalls[i]?.size ?? m.count(text))
    const kept =
      !outcome.truncated && !preTrimmed
        ? delivered
        : outcome.kept.length === 0
          ? delivered
          : outcome.kept.reduce((sum, range) => sum + m.countParts(text, [range]), 0)
    return {
      budget,
      source: shares.sources[i] as ShareSource,
      kept,
      delivered,
      deliveredChars: outcome.text.length,
      truncated: outcome.truncated,
      preTrimmed,
      unused: outcome.truncated || preTrimmed ? 0 : Math.max(0, budget - delivered),
      note: outcome.note,
    }
  })
  const anyCut = out.some((c) => c.truncated || c.preTrimmed)
  const totals = { budget: 0, kept: 0, delivered: 0, unused: 0, wasted: 0, truncated: 0 }
  for (const c of out) {
    totals.budget += c.budget
    totals.kept += c.kept
    totals.delivered += c.delivered
    totals.unused += c.unused
    if (c.truncated) totals.truncated += 1
  }
  // Budget is wasted when a call leaves some unused while another call is cut; with nothing cut it is only spare.
  totals.wasted = anyCut ? totals.unused : 0
  return { run: { split, trim, calls: out, totals }, outcomes }
}

function preview(trim: TrimStrategy, text: string, outcome: TrimOutcome): KeptPreview {
  const parts: PreviewPart[] = []
  const piece = (kind: 'kept' | 'notice', t: string, limit: number, edge: number) => {
    if (t.length <= limit) parts.push({ kind, text: t, chars: t.length })
    else {
      parts.push({ kind, text: t.slice(0, edge), chars: edge })
      parts.push({ kind: 'elided', text: '', chars: t.length - 2 * edge })
      parts.push({ kind, text: t.slice(t.length - edge), chars: edge })
    }
  }
  for (const p of outcome.parts) {
    if (p.kind === 'kept') piece('kept', text.slice(p.start, p.end), PREVIEW_PIECE, PREVIEW_EDGE)
    else if (p.kind === 'rebuilt') piece('kept', p.text, PREVIEW_PIECE * 4, PREVIEW_EDGE * 4)
    else piece('notice', p.text, PREVIEW_NOTICE, PREVIEW_NOTICE / 2)
  }
  return {
    trim,
    parts,
    deliveredChars: outcome.text.length,
    truncated: outcome.truncated,
    note: outcome.note,
  }
}

/** What the comparison reads of a Scenario (a whole Scenario is one). */
export interface StrategiesInput {
  strategies: Strategies
  batches: Batch[]
  resultBudget: ResultBudget
  toolBudgets: { window: Pick<ToolBudgets['window'], 'windowTokens'> }
  tools: ToolSetting[]
}

/**
 * The strategy comparison for batch `shownBatch` (the one the page shows, which it passes: the engine never reads
 * the view; past the last batch, the last): every split under the chosen trim and every trim under the chosen
 * split, measured in the chosen unit, with the text the model receives from one call under every trim. Pure;
 * never mutates the scenario.
 * @example evaluateStrategies(defaultScenario()).bySplit[0].totals.budget === 79_998
 */
export function evaluateStrategies(
  scenario: StrategiesInput,
  tokenizers: Tokenizers = {},
  shownBatch = 0,
): StrategiesReport {
  const s = scenario.strategies
  const m = measurer(s.measure, tokenizers)
  const batchIndex = Math.min(shownBatch, Math.max(0, scenario.batches.length - 1))
  const calls = scenario.batches[batchIndex]?.calls ?? []
  const chars = effectiveResultBudget(scenario.resultBudget)
  const budgetSource =
    s.batchBudgetShare !== undefined
      ? 'share of the window'
      : s.batchBudget !== undefined
        ? 'batchBudget'
        : m.unit === 'chars'
          ? 'resultBudgetChars'
          : 'resultBudgetChars / 4'
  const budget =
    s.batchBudgetShare !== undefined
      ? shareOf(scenario.toolBudgets.window.windowTokens, s.batchBudgetShare) * (m.unit === 'chars' ? 4 : 1)
      : (s.batchBudget ?? (m.unit === 'chars' ? chars : Math.floor(chars / 4)))
  const tools = new Map<string, { maxResultChars?: number | undefined; preTrims?: boolean | undefined }>()
  for (const t of scenario.tools) if (!tools.has(t.name)) tools.set(t.name, t)
  const texts = calls.map((c) => textOf(c.output))
  const sized = sizesOf(m, texts, budget)
  const splitCalls: SplitCall[] = calls.map((c, i) => ({
    tool: c.tool,
    size: sized.sizes[i] ?? null,
    cap: m.unit === 'chars' ? tools.get(c.tool)?.maxResultChars : undefined,
  }))
  const preTrims = calls.map((c) => tools.get(c.tool)?.preTrims === true)
  const ctx = { texts, calls, splitCalls, preTrims, m, budget, scenario, notice: s.notice }
  const chosen = runOne(s.split, s.trim, ctx)
  const bySplit = SPLIT_ORDER.map((split) => (split === s.split ? chosen : runOne(split, s.trim, ctx)).run)
  const trimRuns = TRIM_ORDER.map((trim) => (trim === s.trim ? chosen : runOne(s.split, trim, ctx)))
  const warnings: string[] = []
  if (budget === 0 && calls.length > 0)
    warnings.push(
      'The batch budget is 0: every output that is not empty is cut to nothing, and the model receives only the notices.',
    )
  const weightOf = new Map(s.weights.map((w) => [w.tool, w.weight]))
  if (calls.length > 0 && calls.every((c) => weightOf.get(c.tool) === 0))
    warnings.push('Every tool in this batch weighs 0: the weighted split gives every call a budget of 0.')
  const firstCut = chosen.run.calls.findIndex((c) => c.truncated)
  const previewCall =
    calls.length === 0 ? null : Math.min(s.previewCall ?? (firstCut >= 0 ? firstCut : 0), calls.length - 1)
  return {
    batchIndex,
    measure: s.measure,
    unit: m.unit,
    exact: m.exact,
    fallback: m.fallback ?? null,
    budget,
    budgetSource,
    warnings,
    capsIgnored: m.unit !== 'chars' && scenario.tools.some((t) => t.maxResultChars !== undefined),
    calls: calls.map((c, i) => ({
      tool: c.tool,
      isError: c.isError,
      preTrims: preTrims[i] as boolean,
      rawChars: (texts[i] as string).length,
      size: splitCalls[i]?.size ?? null,
    })),
    sizedUpTo: sized.limit,
    bySplit,
    byTrim: trimRuns.map((r) => r.run),
    previewCall,
    previews:
      previewCall === null
        ? []
        : trimRuns.map((r) =>
            preview(r.run.trim, texts[previewCall] as string, r.outcomes[previewCall] as TrimOutcome),
          ),
    exactBeside: exactBeside(s.exactBeside, m, tokenizers, chosen.outcomes),
  }
}

function exactBeside(
  encoding: EncodingId | undefined,
  m: Measurer,
  tokenizers: Tokenizers,
  outcomes: TrimOutcome[],
): StrategiesReport['exactBeside'] {
  if (!encoding || (m.exact && m.unit === 'tokens')) return null
  const tokenizer = tokenizers[encoding]
  if (!tokenizer) return { encoding, loaded: false, calls: [] }
  const estimate = m.unit === 'chars' ? measurer('chars/4') : m
  return {
    encoding,
    loaded: true,
    calls: outcomes.map((o) => ({ estimate: estimate.count(o.text), exact: tokenizer.count(o.text) })),
  }
}
