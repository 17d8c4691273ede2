import type { ConfigSnippet } from '../base/snippet.ts'
import type { ToolCallPlan } from '../plans/schema.ts'

/**
 * The DRR-005 `ToolCallPlan` as JSON, in the seed's structure (planId, planningContext with its
 * ResourceBudget and ExploitExplorePolicy, plannedSequence, executionState): what an agent would declare.
 * @example JSON.parse(toolCallPlanSnippet(defaultPlans().plan).code).planId === 'plan-1'
 */
export function toolCallPlanSnippet(plan: ToolCallPlan): ConfigSnippet {
  return {
    id: 'tool-call-plan',
    title: 'The DRR-005 ToolCallPlan',
    language: 'json',
    code: JSON.stringify(plan, null, 2),
    source:
      'seed 001: DRR-005, "ToolCallPlan Structure" (ToolCallPlan, ResourceBudget, ExploitExplorePolicy, ToolCallIntent)',
  }
}
