import { outputLength, outputSlice } from '../base/output-text.ts'
import type { Batch, ToolSetting } from '../base/scenario-core.ts'
import { type BudgetSource, callBudget, splitBatchBudget } from './split.ts'
import { cutSplitsSurrogatePair, trimResult } from './trim.ts'

/** One call of a batch after seed 003's split and post-trim. All sizes are chars (UTF-16 code units). */
export interface CallReport {
  index: number
  tool: string
  isError: boolean
  rawChars: number
  /** `min(perCallBudget, maxResultChars ?? perCallBudget)`. */
  budgetChars: number
  budgetSource: BudgetSource
  /** The tool's declared `maxResultChars`, when it has one. */
  maxResultChars: number | null
  truncated: boolean
  keptChars: number
  cutChars: number
  marker: string | null
  deliveredChars: number
  /** Budget this call left unused: `max(0, budget - raw)`; 0 for a trimmed call. */
  unusedBudgetChars: number
  /** The head cut ends inside a surrogate pair (an emoji split in two). */
  splitsSurrogatePair: boolean
  /**
   * The tool pre-trims (`preTrims`): it returned at most the budget it was given (`ctx.resultBudgetChars`), its
   * own head, so the post-trim left it alone. True only when that pre-trim cut something.
   */
  preTrimmed: boolean
}

export interface BatchReport {
  index: number
  callCount: number
  resultBudgetChars: number
  /** `floor(resultBudgetChars / max(callCount, 1))`. */
  perCallBudget: number
  calls: CallReport[]
  totals: {
    rawChars: number
    keptChars: number
    cutChars: number
    deliveredChars: number
    /** Sum of the per-call budgets; never above `resultBudgetChars`. */
    budgetChars: number
    unusedBudgetChars: number
    truncatedCalls: number
  }
}

/** The names of the tools that pre-trim to their budget (first entry of a name wins, as for caps). */
export function preTrimTools(tools: readonly ToolSetting[]): Set<string> {
  const seen = new Set<string>()
  const pre = new Set<string>()
  for (const t of tools) {
    if (seen.has(t.name)) continue
    seen.add(t.name)
    if (t.preTrims) pre.add(t.name)
  }
  return pre
}

/** The per-tool settings as a Map, so names such as `__proto__` are plain keys. First entry of a name wins. */
export function toolCaps(tools: readonly ToolSetting[]): Map<string, number | undefined> {
  const caps = new Map<string, number | undefined>()
  for (const t of tools) if (!caps.has(t.name)) caps.set(t.name, t.maxResultChars)
  return caps
}

/**
 * Seed 003's `executeParallel` for one batch: split the budget evenly, cap each call by its tool's
 * `maxResultChars`, post-trim ok results that exceed their budget. Reads only lengths (and two chars at a cut),
 * so a 10 MB output costs no copying.
 * @example evaluateBatch(three 45k calls, 80_000).perCallBudget === 26_666
 */
export function evaluateBatch(
  batch: Batch,
  index: number,
  resultBudgetChars: number,
  caps: ReadonlyMap<string, number | undefined>,
  preTrims: ReadonlySet<string> = new Set(),
): BatchReport {
  const perCallBudget = splitBatchBudget(resultBudgetChars, batch.calls.length)
  const totals = {
    rawChars: 0,
    keptChars: 0,
    cutChars: 0,
    deliveredChars: 0,
    budgetChars: 0,
    unusedBudgetChars: 0,
    truncatedCalls: 0,
  }
  const calls = batch.calls.map((call, i): CallReport => {
    const rawChars = outputLength(call.output)
    const maxResultChars = caps.get(call.tool)
    const { budget, source } = callBudget(perCallBudget, maxResultChars)
    // A pre-trimming tool hands back at most its budget (the post-trim then has nothing to cut); its own cut is
    // reported as the chars it dropped, with no marker, since the framework added none.
    const preTrimmed = preTrims.has(call.tool) && !call.isError && rawChars > budget
    const trim = preTrimmed
      ? { keptChars: budget, cutChars: rawChars - budget, marker: null, deliveredChars: budget }
      : trimResult(rawChars, budget, call.isError)
    const truncated = trim.marker !== null
    const around =
      truncated && trim.keptChars > 0 ? outputSlice(call.output, trim.keptChars - 1, trim.keptChars + 1) : ''
    const report: CallReport = {
      index: i,
      tool: call.tool,
      isError: call.isError,
      rawChars,
      budgetChars: budget,
      budgetSource: source,
      maxResultChars: maxResultChars ?? null,
      truncated,
      ...trim,
      unusedBudgetChars: Math.max(0, budget - rawChars),
      splitsSurrogatePair: around.length === 2 && cutSplitsSurrogatePair(around, 1),
      preTrimmed,
    }
    totals.rawChars += rawChars
    totals.keptChars += trim.keptChars
    totals.cutChars += trim.cutChars
    totals.deliveredChars += trim.deliveredChars
    totals.budgetChars += budget
    totals.unusedBudgetChars += report.unusedBudgetChars
    if (truncated) totals.truncatedCalls += 1
    return report
  })
  return { index, callCount: batch.calls.length, resultBudgetChars, perCallBudget, calls, totals }
}
