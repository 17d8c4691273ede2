import { type ConfigSnippet, quote } from '../base/snippet.ts'
import { builderBudget, filesInDeltaOf } from '../planner/formula.ts'
import type { PlannerSettings } from '../planner/schema.ts'

/** Where the names come from: seed 000's "Budget Assignment Rules (Planner)", which it writes in Python. */
export const PLANNER_SOURCE =
  'seed 000: Tool Budget Reference, "Budget Assignment Rules (Planner)" and the role table'

/**
 * The Planner's inputs and seed 000's formula as Python, in the seed's own names (MINIMUM, FILE_BONUS,
 * COMPLEXITY), with this scenario's constants and inputs and the budget they give; then the role budgets.
 * @example plannerSnippet(defaultPlanner()).code.includes('budget = min(9, MINIMUM + FILE_BONUS + COMPLEXITY)')
 */
export function plannerSnippet(planner: PlannerSettings): ConfigSnippet {
  const { formula: k, inputs, roles } = planner
  const files = inputs.deltaMode === 'files' ? filesInDeltaOf(inputs.deltaFiles) : inputs.filesInDelta
  const b = builderBudget(
    {
      filesInDelta: files,
      priorFailures: inputs.priorFailures,
      frameworkConfidence: inputs.frameworkConfidence,
    },
    k,
  )
  const paths = [...new Set(inputs.deltaFiles.map((p) => p.trim()).filter((p) => p !== ''))]
  const lines = [
    "# Seed 000 (FTL agents): the Builder's budget as the Planner sets it for this task.",
    inputs.deltaMode === 'files'
      ? `delta = [${paths.map(quote).join(', ')}]  # files the task changes`
      : `delta = [None] * ${files}  # ${files} file${files === 1 ? '' : 's'} the task changes (only the count matters)`,
    `prior_failures = ${inputs.priorFailures ? 'True' : 'False'}`,
    `framework_confidence = ${String(inputs.frameworkConfidence)}`,
    '',
    `MINIMUM = ${k.minimum}  # READ(1) + IMPLEMENT(1) + VERIFY(1) + RETRY_MARGIN(2)`,
    'FILE_BONUS = max(0, len(delta) - 1)  # Additional files beyond first',
    `COMPLEXITY = ${k.complexityBonus} if (prior_failures or framework_confidence >= ${String(k.confidenceThreshold)}) else 0`,
    '',
    `budget = min(${k.cap}, MINIMUM + FILE_BONUS + COMPLEXITY)  # = min(${k.cap}, ${b.minimum} + ${b.fileBonus} + ${b.complexity}) = ${b.budget}`,
    '',
    '# Role budgets (tool calls); None is unlimited',
    'ROLE_BUDGETS = {',
    `    "explorer": ${roles.explorerPerMode},  # per mode`,
    `    "planner": ${roles.planner === undefined ? 'None' : roles.planner},`,
    `    "builder": ${roles.builder === undefined ? 'budget' : roles.builder},`,
    `    "observer": ${roles.observer},`,
    '}',
  ]
  return {
    id: 'planner',
    title: "The Planner's inputs and the Builder budget (seed 000's formula)",
    language: 'python',
    code: lines.join('\n'),
    source: PLANNER_SOURCE,
  }
}
