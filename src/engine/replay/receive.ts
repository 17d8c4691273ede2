import { textOf } from '../base/output-texts.ts'
import type { Output } from '../base/scenario-core.ts'
import { type TextMemo, textMemo } from '../base/text-memo.ts'
import { HARNESSES } from '../harnesses/registry.ts'
import type { MeasureId, Measurer, TextPart, Tokenizers } from '../measure/measure.ts'
import { measurer } from '../measure/measurer.ts'
import { applyPreset } from '../presets/apply-preset.ts'
import { evaluateResultBudget } from '../result-budget/evaluate-result-budget.ts'
import type { Scenario } from '../scenario.ts'
import { joinParts } from '../strategies/trim.ts'
import { truncateBatches } from '../tool-budgets/apply.ts'
import { resolveToolBudgets } from '../tool-budgets/resolve.ts'
import { pruneContent } from '../tool-budgets/window/history.ts'
import type { Framework } from './frameworks.ts'

/** One call as a framework's model receives it. */
export interface ReceivedCall {
  tool: string
  isError: boolean
  rawChars: number
  /** The call's budget in `budgetUnit`; null when the framework sets none (seed 004 passes outputs whole). */
  budget: number | null
  budgetUnit: 'chars' | 'tokens'
  truncated: boolean
  /** Chars of the original the model sees, and chars it receives (kept text plus notices). */
  keptChars: number
  deliveredChars: number
  /** The exact notices the model receives, in order; empty when the output came whole. */
  markers: string[]
  /** What it receives, in the framework's measure; and once pruned from the older history (same when never). */
  tokens: number
  prunedTokens: number
  /** A harness's own account of the call: the rule that applied, its size in the harness's own measure, and the
   * warnings it shows its user (not its model). Absent for the seed pipelines. */
  harness?: { rule: string; measure: { unit: string; value: number }; warnings: string[] }
}

/** One turn's batches as a framework runs them: the iterations that ran, and where and why it stopped. */
export interface ReceivedTurn {
  iterations: { index: number; calls: ReceivedCall[] }[]
  /** The framework stopped the turn before the next LLM call (seed 003's guards), with its own message. */
  stop: { afterIteration: number; message: string } | null
  /** Iterations it never ran because of a cap that still lets the model answer (seed 004's five iterations). */
  capped: { afterIteration: number; message: string } | null
  /** The measure tokens are counted in, and why it is not the one asked for (a tokenizer not loaded). */
  measure: MeasureId
  fallback: string | null
  /** Results of turns older than this many are pruned; null: never. */
  keepRecentTurns: number | null
  /** The framework's context window in tokens: its own, or the one its preset sets, or the scenario's. */
  windowTokens: number
}

/** Seed 004: `MAX_TOOL_ITERATIONS`, after which the model gets one final call with no tools. */
export const SEED_004_MAX_ITERATIONS = 5
/** Seed 004's summary of an older tool result: its first line, at most 120 chars. */
export const seed004Summary = (text: string): string =>
  `[Previous result processed — summary: ${(text.split('\n', 1)[0] ?? '').slice(0, 120)}]`

/** Tokens, never chars: a framework that counts chars is priced at seed 003's ~4 chars a token. */
function tokenMeasurer(id: MeasureId, tokenizers: Tokenizers): Measurer {
  return measurer(id === 'chars' ? 'chars/4' : id, tokenizers)
}

const measureOf = (f: Framework, s: Scenario): MeasureId => {
  if (f.pipeline === 'seed-002') return 'praisonai'
  // Codex's model is billed in o200k_base tokens (its own bytes / 4 is shown beside, per call).
  if (f.id === 'codex-cli') return 'o200k_base'
  if (f.id === 'yours') return s.toolBudgets.window.measure
  return 'chars/4'
}

/**
 * What each call of the scenario's turn becomes under a framework, run by that framework's own code path on the
 * scenario with its preset applied: seed 003's `evaluateResultBudget`, seed 002's `truncateBatches`, a harness's
 * own `deliver` (Claude Code, Codex CLI: the scenario's outputs under the harness's rules, no preset), or seed
 * 004's assistant. Pure.
 * @example receiveTurn(FRAMEWORKS[0], defaultScenario()).iterations[0].calls[0].markers → ['\n[truncated — 45231 chars total]']
 */
export function receiveTurn(f: Framework, scenario: Scenario, tokenizers: Tokenizers = {}): ReceivedTurn {
  const s = f.preset === null ? scenario : applyPreset(scenario, f.preset)
  const m = tokenMeasurer(measureOf(f, s), tokenizers)
  const base = {
    measure: m.id,
    fallback: m.fallback ?? null,
    stop: null,
    capped: null,
    windowTokens: f.windowTokens ?? s.toolBudgets.window.modelTokens,
  }
  const count = (text: string, parts: readonly TextPart[]) => m.countParts(text, parts)
  const w = s.toolBudgets.window
  const prune =
    f.id === 'yours' || f.pipeline === 'seed-002'
      ? (text: string) => pruneContent(text, w.pruneChars)
      : f.pipeline === 'seed-004'
        ? seed004Summary
        : null
  const memo =
    prune === null ? null : prunedMemo(m, prune === seed004Summary ? 'seed-004' : String(w.pruneChars))
  const prunedOf = (delivered: string, tokens: number, isProtected = false) => {
    if (prune === null || memo === null || isProtected) return tokens
    const prunedTokens = memo.get(delivered, () => {
      const pruned = prune(delivered)
      return pruned === null ? null : m.count(pruned)
    })
    return prunedTokens ?? tokens
  }
  const keepRecentTurns = prune === null ? null : f.pipeline === 'seed-004' ? 1 : w.keepRecentTurns

  if (f.pipeline === 'seed-003') {
    const report = evaluateResultBudget(s)
    const iterations = report.batches
      .filter((b) => b.ranInTurn)
      .map((b) => ({
        index: b.index,
        calls: b.calls.map((c): ReceivedCall => {
          const text = textOf(outputAt(s, b.index, c.index))
          const parts: TextPart[] = c.marker ? [[0, c.keptChars], c.marker] : [[0, c.keptChars]]
          const tokens = count(text, parts)
          return {
            tool: c.tool,
            isError: c.isError,
            rawChars: c.rawChars,
            budget: c.budgetChars,
            budgetUnit: 'chars',
            truncated: c.truncated,
            keptChars: c.keptChars,
            deliveredChars: c.deliveredChars,
            markers: c.marker ? [c.marker] : [],
            tokens,
            prunedTokens: prune === null ? tokens : prunedOf(joinParts(text, toTrimParts(parts)), tokens),
          }
        }),
      }))
    const end = report.turn.end
    const stop =
      end.kind === 'max-calls' || end.kind === 'identical-calls' || end.kind === 'consecutive-identical'
        ? { afterIteration: report.turn.batchesRun, message: end.message }
        : null
    return { ...base, iterations, stop, keepRecentTurns }
  }

  if (f.pipeline === 'seed-002') {
    const config = resolveToolBudgets(s.toolBudgets)
    const rows = truncateBatches(s.batches, config, s.toolBudgets.truncation)
    const iterations = s.batches.map((_, i) => ({
      index: i,
      calls: rows
        .filter((r) => r.batch === i)
        .map((r): ReceivedCall => {
          const text = r.cut.text
          const tokens = m.count(text)
          return {
            tool: r.tool,
            isError: r.isError,
            // PraisonAI counts Python chars (code points), as its report does.
            rawChars: r.cut.lengthChars,
            budget: r.budgetTokens,
            budgetUnit: 'tokens',
            truncated: r.cut.truncated,
            keptChars: r.cut.truncated ? r.cut.headChars + r.cut.tailChars : r.cut.lengthChars,
            deliveredChars: text.length,
            markers: r.cut.marker ? [r.cut.marker] : [],
            tokens,
            prunedTokens: prunedOf(text, tokens, r.protected),
          }
        }),
    }))
    return { ...base, iterations, keepRecentTurns }
  }

  if (f.pipeline === 'harness' && f.harness) {
    // The harness's own rules on the scenario's outputs: no preset, no per-tool caps of another system.
    const h = HARNESSES[f.harness.id]
    // The user's edits to its parameters (Rules and sources); absent ones are the source's defaults.
    const overrides = s.harnessSettings?.[f.harness.id]
    const iterations = s.batches.map((b, i) => ({
      index: i,
      calls: b.calls.map((call, j): ReceivedCall => {
        const text = textOf(call.output)
        const d = h.deliver({ tool: call.tool, isError: call.isError, text, callIndex: j }, overrides)
        const tokens = d.truncated ? count(text, toTextParts(d.parts)) : m.count(text)
        return {
          tool: call.tool,
          isError: call.isError,
          rawChars: text.length,
          budget: null,
          budgetUnit: 'chars',
          truncated: d.truncated,
          keptChars: d.keptChars,
          deliveredChars: d.text.length,
          markers: d.parts.flatMap((p) => (p.kind === 'notice' ? [p.text] : [])),
          tokens,
          prunedTokens: tokens,
          harness: { rule: d.rule, measure: d.measure, warnings: d.warnings },
        }
      }),
    }))
    return { ...base, iterations, keepRecentTurns }
  }

  // Seed 004's assistant: outputs whole, at most five tool iterations, then one final call with no tools.
  const ran = s.batches.slice(0, SEED_004_MAX_ITERATIONS)
  const iterations = ran.map((b, i) => ({
    index: i,
    calls: b.calls.map((call): ReceivedCall => {
      const text = textOf(call.output)
      const tokens = m.count(text)
      return {
        tool: call.tool,
        isError: call.isError,
        rawChars: text.length,
        budget: null,
        budgetUnit: 'chars',
        truncated: false,
        keptChars: text.length,
        deliveredChars: text.length,
        markers: [],
        tokens,
        prunedTokens: prunedOf(text, tokens),
      }
    }),
  }))
  const capped =
    s.batches.length > SEED_004_MAX_ITERATIONS
      ? {
          afterIteration: SEED_004_MAX_ITERATIONS,
          message: `MAX_TOOL_ITERATIONS (${SEED_004_MAX_ITERATIONS}) reached: ${s.batches.length - SEED_004_MAX_ITERATIONS} more iteration(s) never run; the model gets one final call with no tools`,
        }
      : null
  return { ...base, iterations, capped, keepRecentTurns }
}

// What each received output shrinks to once pruned, per measurer and pruning rule: every evaluation of the Replay
// and Cost tabs prunes the same outputs again under four frameworks (null: the output is not pruned).
const prunedMemos = new WeakMap<Measurer, Map<string, TextMemo<number | null>>>()
function prunedMemo(m: Measurer, rule: string): TextMemo<number | null> {
  let byRule = prunedMemos.get(m)
  if (!byRule) {
    byRule = new Map()
    prunedMemos.set(m, byRule)
  }
  let memo = byRule.get(rule)
  if (!memo) {
    memo = textMemo<number | null>(0, 1_000, 16_000_000)
    byRule.set(rule, memo)
  }
  return memo
}

/** A call's output (the reports index every call they have, so it exists). */
function outputAt(s: Scenario, batch: number, call: number): Output {
  return s.batches[batch]?.calls[call]?.output ?? { kind: 'text', text: '' }
}

const toTrimParts = (parts: readonly TextPart[]) =>
  parts.map((p) =>
    typeof p === 'string'
      ? { kind: 'notice' as const, text: p }
      : { kind: 'kept' as const, start: p[0], end: p[1] },
  )

const toTextParts = (
  parts: readonly { kind: string; start?: number; end?: number; text?: string }[],
): TextPart[] =>
  parts.map((p) => (p.kind === 'kept' ? ([p.start as number, p.end as number] as const) : (p.text as string)))
