/** Seed 000's constants for the Builder budget, each editable in the playground. */
export interface FormulaConstants {
  /** MINIMUM = 5: READ(1) + IMPLEMENT(1) + VERIFY(1) + RETRY_MARGIN(2). */
  minimum: number
  /** The cap: `min(9, …)`. */
  cap: number
  /** COMPLEXITY when it applies: 2. */
  complexityBonus: number
  /** `framework_confidence >= 0.6` adds the complexity bonus. */
  confidenceThreshold: number
}

export interface FormulaInputs {
  /** `len(delta)`: files the Builder's task changes. */
  filesInDelta: number
  priorFailures: boolean
  /** 0–1; the seed project's default is 0.5. */
  frameworkConfidence: number
}

export interface BudgetBreakdown {
  filesInDelta: number
  minimum: number
  /** `max(0, files_in_delta - 1)`. */
  fileBonus: number
  complexity: number
  /** Why COMPLEXITY applied: prior failures, the confidence, both, or null when it did not. */
  complexityReason: 'prior failures' | 'framework confidence' | 'both' | null
  /** `MINIMUM + FILE_BONUS + COMPLEXITY` before the cap. */
  uncapped: number
  cap: number
  /** True when the cap bound: the budget is the cap, not the sum. */
  capped: boolean
  /** `min(cap, uncapped)`. */
  budget: number
}

export const SEED_FORMULA: FormulaConstants = {
  minimum: 5,
  cap: 9,
  complexityBonus: 2,
  confidenceThreshold: 0.6,
}

/**
 * Seed 000's Builder budget, set by the Planner:
 * `budget = min(9, 5 + max(0, files_in_delta - 1) + (2 if prior_failures or framework_confidence >= 0.6 else 0))`.
 * The comparison is `>=` on the number as given, so a confidence of exactly 0.6 adds the bonus.
 * @example builderBudget({ filesInDelta: 3, priorFailures: true, frameworkConfidence: 0.5 }).budget === 9
 */
export function builderBudget(inputs: FormulaInputs, k: FormulaConstants = SEED_FORMULA): BudgetBreakdown {
  const fileBonus = Math.max(0, inputs.filesInDelta - 1)
  const byConfidence = inputs.frameworkConfidence >= k.confidenceThreshold
  const complexityReason = inputs.priorFailures
    ? byConfidence
      ? 'both'
      : 'prior failures'
    : byConfidence
      ? 'framework confidence'
      : null
  const complexity = complexityReason === null ? 0 : k.complexityBonus
  const uncapped = k.minimum + fileBonus + complexity
  const budget = Math.min(k.cap, uncapped)
  return {
    filesInDelta: inputs.filesInDelta,
    minimum: k.minimum,
    fileBonus,
    complexity,
    complexityReason,
    uncapped,
    cap: k.cap,
    capped: uncapped > k.cap,
    budget,
  }
}

/**
 * `len(delta)` from a list of paths: distinct non-empty paths (a delta is a set of files; listing one twice
 * does not make the task bigger). Our choice where the seed is silent.
 * @example filesInDeltaOf(['a.py', 'a.py', ' ', 'b.py']) === 2
 */
export function filesInDeltaOf(paths: readonly string[]): number {
  const seen = new Set<string>()
  for (const p of paths) {
    const t = p.trim()
    if (t) seen.add(t)
  }
  return seen.size
}
